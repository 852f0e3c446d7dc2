import { Button, EmptyState, Link, PageHeader, Stack } from '@spanner/design-system';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DeviceCopy, SavedForm, SavedJob } from '../../offline/cache/device-copy';
import type { Change } from '../../offline/outbox/changes';
import { formOnDevice } from '../../offline/outbox/form-changes';
import { keepFormAnswers } from '../../offline/outbox/keep-form-answers';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { type Answers, allAnswers, definitionOf, FormAnswers, FormBody, type JobPhoto, PhotoUploadContext, submitProblems } from '../forms';
import { DeviceFormBadges } from './DeviceFormBadges';
import * as css from './offline.css';
import { outboxUpload, photosOnDevice } from './photos-on-device';

/** How long typing pauses before the answers are kept in the outbox (as online, where they are saved). */
const KEEP_DELAY_MS = 600;
/** No answer is refused on the device: Submit waits until the API's own check passes, and the server checks again. */
const NO_ERRORS: Record<string, string> = {};

/**
 * /jobs/{jobId}/forms/{id} with no signal: a form of a saved job filled on the device. Its answers are kept in the
 * outbox as they are typed (one change per form while it waits), photos and signatures as the job's photos there;
 * Submit checks the answers by the API's own rule and queues the submission. All of it is sent when the signal returns.
 */
export function OfflineForm({ copy, jobId, formId }: { copy: DeviceCopy; jobId: string; formId: string }) {
  const job = copy.jobs.find((j) => j.id === jobId);
  const saved = job?.forms?.find((f) => f.id === formId);
  const changes = useOutbox();
  if (!job || !saved) {
    return (
      <EmptyState
        title="This form is not saved on this device"
        description="The forms of your jobs for today and the next 7 days are kept offline."
        action={<Link href={job ? `/jobs/${job.id}` : '/'}>{job ? `Back to ${job.title}` : 'Back to your saved schedule'}</Link>}
      />
    );
  }
  if (!changes) return null;
  return <FormOnDevice key={saved.id} userId={copy.userId} job={job} saved={saved} changes={changes} />;
}

function FormOnDevice({ userId, job, saved, changes }: { userId: string; job: SavedJob; saved: SavedForm; changes: Change[] }) {
  const definition = useMemo(() => definitionOf(saved.definition), [saved.definition]);
  const onDevice = formOnDevice(saved, changes, saved.id);
  const [answers, setAnswers] = useState<Answers>(() => ({ ...onDevice.answers }));
  const latest = useRef(answers);
  const [photos, setPhotos] = useState<JobPhoto[]>(() => photosOnDevice(changes, job.id));
  const [kept, setKept] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const keep = (submit: boolean) =>
    keepFormAnswers(userId, {
      jobId: job.id,
      formId: saved.id,
      formName: saved.templateName,
      answers: allAnswers(definition, latest.current),
      submit,
      fromUpdatedAt: saved.updatedAt,
    });

  function change(id: string, value: unknown, now = false) {
    latest.current = { ...latest.current, [id]: value };
    setAnswers(latest.current);
    setKept(false);
    clearTimeout(timer.current);
    const save = () => void keep(false).then(() => setKept(true));
    if (now) save();
    else timer.current = setTimeout(save, KEEP_DELAY_MS);
  }

  /** Submit is offered once the answers pass the API's own check (as online): the submission joins the outbox. */
  async function submit() {
    clearTimeout(timer.current);
    await keep(true);
  }

  /** Photos and signatures go into the outbox as the job's photos; the answers name them until they are sent. */
  const upload = useMemo(() => outboxUpload(userId, photos), [userId, photos]);

  const incomplete = Object.keys(submitProblems(definition, answers)).length;
  return (
    <Stack>
      <PageHeader
        title={saved.templateName}
        subtitle={[saved.equipmentName ? `About ${saved.equipmentName}` : null, `Version ${saved.version}`].filter(Boolean).join(' · ')}
        back={{ href: `/jobs/${job.id}`, label: job.title }}
        badges={<DeviceFormBadges required={saved.required} onDevice={onDevice} />}
      />
      {onDevice.submitted ? (
        <>
          <p className={css.muted}>
            {saved.status === 'submitted'
              ? 'Submitted.'
              : 'Submitted on this device: it is sent with your other changes when the signal returns.'}
          </p>
          <FormAnswers definition={definition} answers={onDevice.answers} photos={photos} />
        </>
      ) : (
        <PhotoUploadContext.Provider value={upload}>
          <Stack>
            <p className={css.muted} role="status">
              {kept || onDevice.waiting ? 'Kept on this device' : 'Answers are kept on this device as you type'}
            </p>
            <FormBody
              definition={definition}
              answers={answers}
              onChange={change}
              errors={NO_ERRORS}
              jobId={job.id}
              photos={photos}
              onPhotos={setPhotos}
            />
            <div className={css.actions}>
              <Button variant="primary" onPress={submit} isDisabled={incomplete > 0}>
                Submit
              </Button>
              <p className={css.muted}>
                {incomplete > 0
                  ? `Fill every required field to submit (${incomplete} to go).`
                  : 'Once submitted the form is read-only; it is sent when the signal returns.'}
              </p>
            </div>
          </Stack>
        </PhotoUploadContext.Provider>
      )}
    </Stack>
  );
}
