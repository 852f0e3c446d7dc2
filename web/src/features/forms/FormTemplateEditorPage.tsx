import { useMutation, useQuery } from '@apollo/client/react';
import { JOB_TYPE_LABELS } from '@rules/job-status';
import {
  Badge,
  Banner,
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  ChevronDownIcon,
  ChevronUpIcon,
  FormActions,
  IconButton,
  PageHeader,
  PlusIcon,
  Skeleton,
  Stack,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { FormTemplateFieldsFragment, JobType } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { focusFirstError } from '../../lib/focus-first-error';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import {
  addField,
  changeField,
  changeSection,
  type Draft,
  type DraftErrors,
  type DraftField,
  draftOf,
  emptyDraft,
  errorsOf,
  moveField,
  moveSection,
  newSection,
  removeField,
  removeSection,
  toDefinition,
} from './builder-model';
import { definitionOf } from './definition';
import { FieldEditor } from './FieldEditor';
import * as css from './forms.css';
import { ArchiveFormTemplateMutation, CreateFormTemplateMutation, FormTemplateQuery, UpdateFormTemplateMutation } from './template-docs';

const JOB_TYPES = Object.entries(JOB_TYPE_LABELS) as [JobType, string][];

/** /settings/forms/new and /settings/forms/{id}: the builder (manageFormTemplates). */
export function FormTemplateEditorPage() {
  const { id } = useParams();
  const { data, loading, error } = useQuery(FormTemplateQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  if (!id) return <Builder template={null} />;
  const template = data?.formTemplate;
  if (!template) {
    if (loading) return <Skeleton shape="rect" height={480} />;
    return <LoadFailure title="Failed to load form template" error={error} fallback="Form template not found" />;
  }
  return <Builder key={`${template.id}-${template.version}`} template={template} />;
}

function Builder({ template }: { template: FormTemplateFieldsFragment | null }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() =>
    template ? draftOf({ ...template, definition: definitionOf(template.definition) }) : emptyDraft(),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateFormTemplateMutation, { refetchQueries: ['FormTemplates'] });
  const [update, updating] = useMutation(UpdateFormTemplateMutation, { refetchQueries: ['FormTemplates'] });
  const [archive, archiving] = useMutation(ArchiveFormTemplateMutation, { refetchQueries: ['FormTemplates'] });
  const root = useRef<HTMLDivElement>(null);
  const edit = (fn: (d: Draft) => Draft) => setDraft((d) => fn(d));
  const top = errors.template ?? {};

  async function save() {
    setProblem(null);
    const input = {
      name: draft.name,
      description: draft.description,
      jobTypes: draft.jobTypes as JobType[],
      equipmentTypes: draft.equipmentTypes
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      definition: toDefinition(draft),
    };
    try {
      if (!template) {
        const made = unwrap((await create({ variables: { input } })).data?.createFormTemplate, 'Failed to save form template');
        toast.success('Form template saved', `${made.name}: version ${made.version}`);
        navigate(`/settings/forms/${made.id}`, { replace: true });
        return;
      }
      const saved = unwrap(
        (await update({ variables: { id: template.id, input } })).data?.updateFormTemplate,
        'Failed to save form template',
      );
      setErrors({});
      toast.success(
        'Form template saved',
        saved.version === template.version
          ? `The fields are unchanged: still version ${saved.version}`
          : `Version ${saved.version} made: forms added from now on use it`,
      );
    } catch (err) {
      const byPath = errorsOf(draft, fieldErrorsOf(err));
      for (const k of ['name', 'description', 'jobTypes', 'equipmentTypes'])
        for (const [path, message] of Object.entries(fieldErrorsOf(err)))
          if (path === k || path.startsWith(`${k}.`)) {
            byPath.template ??= {};
            byPath.template[k] ??= message;
          }
      setErrors(byPath);
      setProblem(messageOf(err, 'Failed to save form template'));
      focusFirstError(root.current);
    }
  }

  async function toggleArchived() {
    if (!template) return;
    try {
      const t = unwrap(
        (await archive({ variables: { id: template.id, archived: !template.archivedAt } })).data?.archiveFormTemplate,
        'Failed to archive',
      );
      toast.success(t.archivedAt ? 'Form template archived' : 'Form template restored', t.name);
    } catch (err) {
      toast.error('Failed to archive', messageOf(err, ''));
    }
  }

  const fieldProps = (fields: DraftField[], all: DraftField[]) => (f: DraftField, i: number) => (
    <FieldEditor
      key={f.key}
      field={f}
      name={`Field ${i + 1}`}
      isFirst={i === 0}
      isLast={i === fields.length - 1}
      inGroup={false}
      candidates={all.filter((o) => o.key !== f.key && o.kind !== 'group')}
      errors={errors}
      onChange={(key, patch) => edit((d) => changeField(d, key, patch))}
      onMove={(key, by) => edit((d) => moveField(d, key, by))}
      onRemove={(key) => edit((d) => removeField(d, key))}
      onAddChild={(key) => edit((d) => addField(d, key))}
    />
  );
  const everyTopField = draft.sections.flatMap((s) => s.fields);

  return (
    <div ref={root}>
      <Stack>
        <PageHeader
          title={template ? template.name : 'New form template'}
          back={{ href: '/settings/forms', label: 'Forms' }}
          badges={
            template && (
              <>
                <Badge tone="grey">Version {template.version}</Badge>
                {template.archivedAt && <Badge tone="yellow">Archived</Badge>}
              </>
            )
          }
          actions={
            template && (
              <Button variant="secondary" onPress={toggleArchived} isPending={archiving.loading}>
                {template.archivedAt ? 'Restore' : 'Archive'}
              </Button>
            )
          }
        />
        {problem && (
          <Banner tone="error" title="The template was not saved">
            {problem}
          </Banner>
        )}
        <Card title="Template" headingLevel={2}>
          <Stack>
            <TextField
              label="Name"
              isRequired
              value={draft.name}
              onChange={(name) => edit((d) => ({ ...d, name }))}
              errorMessage={top.name}
            />
            <TextArea
              label="Description"
              rows={2}
              value={draft.description}
              onChange={(description) => edit((d) => ({ ...d, description }))}
              errorMessage={top.description}
            />
            <CheckboxGroup
              label="Attach to new jobs of these types"
              orientation="horizontal"
              value={draft.jobTypes}
              onChange={(jobTypes) => edit((d) => ({ ...d, jobTypes }))}
              errorMessage={top.jobTypes}
            >
              {JOB_TYPES.map(([value, label]) => (
                <Checkbox key={value} value={value}>
                  {label}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <TextField
              label="Attach to each unit of these equipment kinds"
              description="Separate kinds with commas, e.g. Split system, Forklift"
              value={draft.equipmentTypes}
              onChange={(equipmentTypes) => edit((d) => ({ ...d, equipmentTypes }))}
              errorMessage={top.equipmentTypes}
            />
            {top.definition && (
              <p role="alert" className={css.fieldError}>
                {top.definition}
              </p>
            )}
          </Stack>
        </Card>
        {draft.sections.map((s, si) => (
          <Card
            key={s.key}
            title={`Section ${si + 1}: ${s.title.trim() || 'Untitled'}`}
            headingLevel={2}
            actions={
              <div className={css.buttons}>
                <IconButton
                  label={`Move section ${si + 1} up`}
                  icon={<ChevronUpIcon size={16} />}
                  isDisabled={si === 0}
                  onPress={() => edit((d) => moveSection(d, s.key, -1))}
                />
                <IconButton
                  label={`Move section ${si + 1} down`}
                  icon={<ChevronDownIcon size={16} />}
                  isDisabled={si === draft.sections.length - 1}
                  onPress={() => edit((d) => moveSection(d, s.key, 1))}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove section ${si + 1}`}
                  isDisabled={draft.sections.length === 1}
                  onPress={() => edit((d) => removeSection(d, s.key))}
                >
                  Remove
                </Button>
              </div>
            }
          >
            <Stack>
              <TextField
                label="Section title"
                isRequired
                value={s.title}
                onChange={(title) => edit((d) => changeSection(d, s.key, { title }))}
                errorMessage={errors[s.key]?.title}
              />
              <TextField
                label="Section description"
                value={s.description}
                onChange={(description) => edit((d) => changeSection(d, s.key, { description }))}
              />
              {s.fields.map(fieldProps(s.fields, everyTopField))}
              <div className={css.buttons}>
                <Button variant="secondary" icon={<PlusIcon size={16} />} onPress={() => edit((d) => addField(d, s.key))}>
                  Add field
                </Button>
                <Button variant="secondary" icon={<PlusIcon size={16} />} onPress={() => edit((d) => addField(d, s.key, 'group'))}>
                  Add repeating group
                </Button>
              </div>
            </Stack>
          </Card>
        ))}
        <div>
          <Button
            variant="secondary"
            icon={<PlusIcon size={16} />}
            onPress={() => edit((d) => ({ ...d, sections: [...d.sections, newSection()] }))}
          >
            Add section
          </Button>
        </div>
        <FormActions>
          <Button variant="secondary" onPress={() => navigate('/settings/forms')}>
            Cancel
          </Button>
          <Button variant="primary" onPress={save} isPending={creating.loading || updating.loading}>
            Save template
          </Button>
        </FormActions>
      </Stack>
    </div>
  );
}
