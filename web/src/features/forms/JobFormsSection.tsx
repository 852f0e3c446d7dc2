import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@rules/zoned-time';
import {
  Badge,
  Banner,
  Button,
  Card,
  Checkbox,
  Dialog,
  Entry,
  EntryList,
  FormActions,
  Link,
  Modal,
  PlusIcon,
  Select,
  Stack,
} from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { JobFormsFieldsFragment } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { certificateStatus } from './CertificateCard';
import * as css from './forms.css';
import { AddJobFormMutation } from './job-form-docs';
import { stillRequired } from './still-required';
import { FormTemplatesQuery } from './template-docs';

/** The id of the job page's forms section: Complete's "Fill the forms" leads here. */
export const JOB_FORMS_ID = 'job-forms';

/**
 * The job page's forms (docs/forms.md): each with its status and whether the job still needs it, opening it to fill
 * or read; Add form (a template by hand, optionally about one of the job's units, optionally required).
 */
export function JobFormsSection({ job }: { job: JobFormsFieldsFragment }) {
  const timeZone = useTimeZone();
  const mayFill = useCan('fillForms');
  const [adding, setAdding] = useState(false);
  const required = stillRequired(job.forms);
  const still = new Set(required.map((f) => f.id));
  return (
    <Card
      id={JOB_FORMS_ID}
      aria-label="Forms"
      tabIndex={-1}
      title={`Forms (${job.forms.length})`}
      headingLevel={2}
      description={still.size ? `Still required: ${required.map((f) => f.templateName).join(', ')}` : undefined}
      actions={
        mayFill ? (
          <Button size="sm" variant="secondary" icon={<PlusIcon size={16} />} onPress={() => setAdding(true)}>
            Add form
          </Button>
        ) : null
      }
    >
      {job.forms.length === 0 ? (
        <p className={css.muted}>No forms on this job.</p>
      ) : (
        <EntryList aria-label="Forms">
          {job.forms.map((f) => (
            <Entry
              key={f.id}
              aria-label={f.templateName}
              title={<Link href={`/jobs/${job.id}/forms/${f.id}`}>{f.templateName}</Link>}
              meta={[
                f.equipment ? `About ${f.equipment.name}` : null,
                f.status === 'submitted' && f.submittedAt ? `Submitted ${formatDateTime(f.submittedAt, timeZone)}` : 'Not submitted yet',
                f.revision > 0 ? `corrected ${f.revision}×` : null,
                certificateStatus(f, timeZone),
              ]
                .filter(Boolean)
                .join(' · ')}
              aside={
                <>
                  <Badge tone={f.status === 'submitted' ? 'green' : 'yellow'}>{f.status === 'submitted' ? 'Submitted' : 'Draft'}</Badge>
                  {still.has(f.id) && <Badge tone="red">Still required</Badge>}
                </>
              }
            />
          ))}
        </EntryList>
      )}
      <AddFormDialog job={job} isOpen={adding} onOpenChange={setAdding} />
    </Card>
  );
}

const NO_UNIT = '__job';

function AddFormDialog({
  job,
  isOpen,
  onOpenChange,
}: {
  job: JobFormsFieldsFragment;
  isOpen: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title="Add form">{(close) => <AddForm job={job} onClose={close} />}</Dialog>
    </Modal>
  );
}

function AddForm({ job, onClose }: { job: JobFormsFieldsFragment; onClose: () => void }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(FormTemplatesQuery, {
    variables: { includeArchived: false },
    fetchPolicy: 'cache-and-network',
  });
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [unit, setUnit] = useState<string>(NO_UNIT);
  const [required, setRequired] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useMutation(AddJobFormMutation);
  const templates = data?.formTemplates.edges.map((e) => e.node) ?? [];

  async function submit() {
    if (!templateId) {
      setProblem('Choose a form');
      return;
    }
    setProblem(null);
    try {
      const made = unwrap(
        (
          await add({
            variables: { jobId: job.id, input: { templateId, required, equipmentId: unit === NO_UNIT ? null : unit } },
          })
        ).data?.addJobForm,
        'Failed to add form',
      );
      const jobRef = client.cache.identify({ __typename: 'Job', id: job.id });
      client.cache.evict({ id: jobRef, fieldName: 'forms' });
      onClose();
      navigate(`/jobs/${job.id}/forms/${made.id}`);
    } catch (err) {
      setProblem(messageOf(err, 'Failed to add form'));
    }
  }

  if (!data && error) return <LoadFailure title="Failed to load forms" error={error} />;

  return (
    <Stack>
      {!loading && templates.length === 0 ? (
        <p className={css.muted}>There are no form templates yet. An admin or manager makes them in Settings → Forms.</p>
      ) : (
        <Select
          label="Form"
          isRequired
          items={templates.map((t) => ({ id: t.id, label: t.name }))}
          // Nothing to choose from until the templates are read: a tap before then would open an empty list.
          isDisabled={loading}
          placeholder={loading ? 'Loading forms…' : undefined}
          value={templateId}
          onChange={(k) => setTemplateId(k ? String(k) : null)}
          errorMessage={problem === 'Choose a form' ? problem : undefined}
        />
      )}
      {job.equipment.length > 0 && (
        <Select
          label="About"
          items={[{ id: NO_UNIT, label: 'The whole job' }, ...job.equipment.map((e) => ({ id: e.id, label: e.name }))]}
          value={unit}
          onChange={(k) => setUnit(k ? String(k) : NO_UNIT)}
        />
      )}
      <Checkbox isSelected={required} onChange={setRequired}>
        Required before the job is complete
      </Checkbox>
      {problem && problem !== 'Choose a form' && (
        <Banner tone="error" title="The form was not added">
          {problem}
        </Banner>
      )}
      <FormActions>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button variant="primary" onPress={submit} isPending={adding.loading}>
          Add form
        </Button>
      </FormActions>
    </Stack>
  );
}
