import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { FormDefinition as RulesDefinition } from '@rules/form-definition';
import { itemGroupOf } from '@rules/form-items';
import { formatDateTime } from '@rules/zoned-time';
import {
  AlertDialog,
  Badge,
  Banner,
  Button,
  Card,
  Entry,
  EntryList,
  PageHeader,
  Skeleton,
  Stack,
  TextArea,
  toast,
} from '@spanner/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { JobFormFillFieldsFragment } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { focusFirstError } from '../../lib/focus-first-error';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { allAnswers, submitProblems, wire } from './answers-to-send';
import { CertificateCard } from './CertificateCard';
import { type Answers, definitionOf } from './definition';
import { FormAnswers } from './FormAnswers';
import { FormBody } from './FormBody';
import * as css from './forms.css';
import {
  CorrectJobFormMutation,
  JobFormPageQuery,
  RemoveJobFormMutation,
  SaveJobFormAnswersMutation,
  SubmitJobFormMutation,
} from './job-form-docs';
import { TaggedItemsCard } from './TaggedItemsCard';
import type { JobPhoto } from './upload';

/** How long typing pauses before a field's answer is saved. */
export const SAVE_DELAY_MS = 600;

/** How many problems stop the answers being submitted. */
const problemsOf = (definition: ReturnType<typeof definitionOf>, answers: Answers) =>
  Object.keys(submitProblems(definition, answers)).length;

/**
 * /jobs/{jobId}/forms/{id}: a form on a job. A draft is filled with each answer saved as it is typed (field by field,
 * once typing pauses) and submitted when complete; a submitted form is read-only, with Correct (a new revision, with a
 * reason) and its revisions.
 */
export function JobFormPage() {
  const { jobId = '', id = '' } = useParams();
  const { data, loading, error } = useQuery(JobFormPageQuery, { variables: { jobId, id }, fetchPolicy: 'cache-and-network' });
  const form = data?.jobForm;
  const job = data?.job;
  if (!form || !job) {
    if (loading) return <Skeleton shape="rect" height={480} />;
    return <LoadFailure title="Failed to load form" error={error} fallback="Form not found" />;
  }
  return <FormScreen key={form.id} form={form} job={job} />;
}

function FormScreen({
  form,
  job,
}: {
  form: JobFormFillFieldsFragment;
  job: { id: string; title: string; photos: JobPhoto[]; customer: { email: string | null } | null };
}) {
  const timeZone = useTimeZone();
  const mayFill = useCan('fillForms');
  const definition = useMemo(() => definitionOf(form.definition), [form.definition]);
  const [photos, setPhotos] = useState<JobPhoto[]>(job.photos);
  const [correcting, setCorrecting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeForm] = useMutation(RemoveJobFormMutation);
  const client = useApolloClient();
  const navigate = useNavigate();
  const submitted = form.status === 'submitted';
  const recordsItems = useMemo(() => !!itemGroupOf(definition as RulesDefinition), [definition]);

  /** Removes the draft from its job (asked first), then back to the job. */
  async function remove() {
    try {
      unwrap((await removeForm({ variables: { id: form.id } })).data?.removeJobForm, 'Failed to remove form');
      const jobRef = client.cache.identify({ __typename: 'Job', id: job.id });
      client.cache.evict({ id: jobRef, fieldName: 'forms' });
      toast.success('Form removed', form.templateName);
      navigate(`/jobs/${job.id}`);
    } catch (err) {
      toast.error('Failed to remove form', messageOf(err, ''));
      throw err;
    }
  }
  const badges = (
    <>
      <Badge tone={submitted ? 'green' : 'yellow'}>{submitted ? 'Submitted' : 'Draft'}</Badge>
      {form.required && !submitted && <Badge tone="red">Still required</Badge>}
      {form.revision > 0 && <Badge tone="grey">Revision {form.revision}</Badge>}
    </>
  );
  const subtitle = [form.equipment ? `About ${form.equipment.name}` : null, `Version ${form.version}`].filter(Boolean).join(' · ');
  return (
    <div className={css.fill}>
      <PageHeader
        title={form.templateName}
        subtitle={subtitle}
        back={{ href: `/jobs/${job.id}`, label: job.title }}
        badges={badges}
        actions={
          !mayFill ? null : submitted ? (
            !correcting && (
              <Button variant="secondary" onPress={() => setCorrecting(true)}>
                Correct
              </Button>
            )
          ) : (
            <Button variant="ghost" onPress={() => setRemoving(true)}>
              Remove form
            </Button>
          )
        }
      />
      <AlertDialog
        isOpen={removing}
        onOpenChange={setRemoving}
        variant="destructive"
        title="Remove this form?"
        confirmLabel="Remove"
        onConfirm={remove}
      >
        The form and its answers are removed from the job. Photos and signatures stay among the job's photos.
      </AlertDialog>
      {!submitted && mayFill && <DraftForm form={form} definition={definition} jobId={job.id} photos={photos} onPhotos={setPhotos} />}
      {!submitted && !mayFill && <FormAnswers definition={definition} answers={form.answers as Answers} photos={photos} />}
      {submitted && correcting && (
        <CorrectionForm
          form={form}
          definition={definition}
          jobId={job.id}
          photos={photos}
          onPhotos={setPhotos}
          onDone={() => setCorrecting(false)}
        />
      )}
      {submitted && !correcting && (
        <>
          <p className={css.status}>
            Submitted{form.submittedBy ? ` by ${form.submittedBy.name}` : ''}
            {form.submittedAt ? `, ${formatDateTime(form.submittedAt, timeZone)}` : ''}
          </p>
          <FormAnswers definition={definition} answers={form.answers as Answers} photos={photos} />
        </>
      )}
      {(form.certificateDueOn || form.sentAt) && <CertificateCard form={form} customerEmail={job.customer?.email ?? null} />}
      {submitted && !correcting && recordsItems && <TaggedItemsCard formId={form.id} />}
      {form.revisions.length > 0 && (
        <Card title="Corrections" headingLevel={2}>
          <EntryList aria-label="Corrections">
            {form.revisions.map((r) => (
              <Entry
                key={r.revision}
                title={r.reason}
                meta={`${r.correctedBy?.name ?? 'Someone'} · ${formatDateTime(r.createdAt, timeZone)} · revision ${r.revision} kept`}
              />
            ))}
          </EntryList>
        </Card>
      )}
    </div>
  );
}

interface FillProps {
  form: JobFormFillFieldsFragment;
  definition: ReturnType<typeof definitionOf>;
  jobId: string;
  photos: JobPhoto[];
  onPhotos: (photos: JobPhoto[]) => void;
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Drops the errors of a field (and of its rows, for a group); the same errors when it had none (nothing drawn again). */
function without(errors: Record<string, string>, id: string) {
  const kept = Object.entries(errors).filter(([k]) => k !== id && !k.startsWith(`${id}.`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

/** A draft: every answer saved as it changes, field by field, one save after another; Submit once complete. */
function DraftForm({ form, definition, jobId, photos, onPhotos }: FillProps) {
  const [answers, setAnswers] = useState<Answers>(() => ({ ...(form.answers as Answers) }));
  const latest = useRef(answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<SaveState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);
  const failed = useRef(new Set<string>());
  const root = useRef<HTMLDivElement>(null);
  const [save] = useMutation(SaveJobFormAnswersMutation);
  const [submit, submitting] = useMutation(SubmitJobFormMutation);
  const incomplete = problemsOf(definition, answers);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending.values()) clearTimeout(t);
    };
  }, []);

  /** Saves one field's answer as it is now, after the saves before it. */
  function flush(id: string) {
    timers.current.delete(id);
    waiting.current++;
    setState('saving');
    queue.current = queue.current.then(async () => {
      try {
        unwrap(
          (await save({ variables: { id: form.id, answers: { [id]: wire(latest.current[id]) } } })).data?.saveJobFormAnswers,
          'Failed to save',
        );
        failed.current.delete(id);
        setErrors((e) => without(e, id));
      } catch (err) {
        failed.current.add(id);
        const byField = fieldErrorsOf(err);
        setErrors((e) => ({ ...without(e, id), ...(Object.keys(byField).length ? byField : { [id]: messageOf(err, 'Failed to save') }) }));
      } finally {
        waiting.current--;
        if (waiting.current === 0 && timers.current.size === 0) setState(failed.current.size ? 'failed' : 'saved');
      }
    });
  }

  function change(id: string, value: unknown, now = false) {
    const next = { ...latest.current, [id]: value };
    latest.current = next;
    setAnswers(next);
    clearTimeout(timers.current.get(id));
    setState('saving');
    if (now) flush(id);
    else
      timers.current.set(
        id,
        setTimeout(() => flush(id), SAVE_DELAY_MS),
      );
  }

  async function send() {
    for (const t of timers.current.values()) clearTimeout(t);
    timers.current.clear();
    setProblem(null);
    await queue.current;
    try {
      unwrap(
        (await submit({ variables: { id: form.id, answers: allAnswers(definition, latest.current) } })).data?.submitJobForm,
        'Failed to submit',
      );
      // The answer's status reaches the job's list of forms through the cache (what is still required follows it).
      toast.success('Form submitted', form.templateName);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setProblem(messageOf(err, 'Failed to submit'));
      focusFirstError(root.current);
    }
  }

  const status =
    state === 'saving'
      ? 'Saving…'
      : state === 'saved'
        ? 'Saved'
        : state === 'failed'
          ? 'Not saved: see the fields marked'
          : 'Answers save as you type';
  return (
    <div ref={root} className={css.fill}>
      <p className={css.status} role="status">
        {status}
      </p>
      <FormBody
        definition={definition}
        answers={answers}
        onChange={change}
        errors={errors}
        jobId={jobId}
        photos={photos}
        onPhotos={onPhotos}
      />
      {problem && (
        <Banner tone="error" title="The form was not submitted">
          {problem}
        </Banner>
      )}
      <div className={css.actions}>
        <Button variant="primary" onPress={send} isDisabled={incomplete > 0} isPending={submitting.loading}>
          Submit
        </Button>
        <p className={css.muted}>
          {incomplete > 0
            ? `Fill every required field to submit (${incomplete} to go).`
            : 'Once submitted the form is read-only; a correction keeps what it said before.'}
        </p>
      </div>
    </div>
  );
}

/** A submitted form corrected: every answer as it is, changed here, then saved with a reason as a new revision. */
function CorrectionForm({ form, definition, jobId, photos, onPhotos, onDone }: FillProps & { onDone: () => void }) {
  const [answers, setAnswers] = useState<Answers>(() => ({ ...(form.answers as Answers) }));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [correct, correcting] = useMutation(CorrectJobFormMutation);
  const root = useRef<HTMLDivElement>(null);

  async function send() {
    setProblem(null);
    try {
      unwrap(
        (await correct({ variables: { id: form.id, answers: allAnswers(definition, answers), reason } })).data?.correctJobForm,
        'Failed to save the correction',
      );
      toast.success('Correction saved', `${form.templateName}: revision ${form.revision + 1}`);
      onDone();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setProblem(messageOf(err, 'Failed to save the correction'));
      focusFirstError(root.current);
    }
  }

  return (
    <div ref={root} className={css.fill}>
      <Banner tone="info" title="Correcting a submitted form">
        The answers as they were are kept with who corrected them, when and why.
      </Banner>
      <FormBody
        definition={definition}
        answers={answers}
        onChange={(id, v) => setAnswers((a) => ({ ...a, [id]: v }))}
        errors={errors}
        jobId={jobId}
        photos={photos}
        onPhotos={onPhotos}
      />
      <Card title="Why the correction" headingLevel={2}>
        <TextArea
          label="Reason"
          isRequired
          rows={2}
          value={reason}
          onChange={setReason}
          errorMessage={errors.reason}
          validationBehavior="aria"
        />
      </Card>
      {problem && (
        <Banner tone="error" title="The correction was not saved">
          {problem}
        </Banner>
      )}
      <Stack gap="2">
        <div className={css.actions}>
          <Button variant="primary" onPress={send} isPending={correcting.loading} isDisabled={!reason.trim()}>
            Save correction
          </Button>
          <Button variant="secondary" onPress={onDone}>
            Cancel
          </Button>
        </div>
      </Stack>
    </div>
  );
}
