import { PageHeader, Stack, toast } from '@spanner/design-system';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import { queueChange } from '../../offline/outbox/sync';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { PhotoUploadContext } from '../forms';
import { ServiceReportView, SignOffForm, type SignOffValues } from '../sign-off';
import { JobNotSaved } from './OfflineJob';
import { outboxUpload, photosOnDevice } from './photos-on-device';
import { reportOnDevice } from './report-on-device';

/**
 * /jobs/{jobId}/sign-off with no signal: the customer reads the service report as this device has the job (its saved
 * copy with the work waiting to be sent) and signs it, or declines. The signature and the sign-off join the outbox,
 * with the report they read and the time; sent, the server keeps it only if the job still gives that very report.
 */
export function OfflineSignOff({ copy, jobId }: { copy: DeviceCopy; jobId: string }) {
  const navigate = useNavigate();
  const changes = useOutbox();
  const job = copy.jobs.find((j) => j.id === jobId);
  const report = useMemo(() => (job && changes ? reportOnDevice(copy, job, changes) : null), [copy, job, changes]);
  const photos = useMemo(() => photosOnDevice(changes ?? [], jobId), [changes, jobId]);
  if (!job) return <JobNotSaved />;
  if (!report) return null;

  const sign = async (values: SignOffValues) => {
    await queueChange(copy.userId, { kind: 'sign-off', jobId, ...values, signedAt: new Date().toISOString(), report });
    toast.success(
      values.outcome === 'signed' ? 'Signed off on this phone' : 'Refusal recorded on this phone',
      'It is sent with your other changes when you are back online; the report is emailed then.',
    );
    navigate(`/jobs/${jobId}`);
  };
  return (
    <Stack>
      <PageHeader
        title="Customer sign-off"
        subtitle="Read the report, then sign below"
        back={{ href: `/jobs/${jobId}`, label: job.title }}
      />
      <ServiceReportView report={report} photos={photos} />
      <PhotoUploadContext.Provider value={outboxUpload(copy.userId, photos)}>
        <SignOffForm jobId={jobId} photoIds={photos.map((p) => p.id)} customerEmail={job.customer?.email ?? ''} sign={sign} />
      </PhotoUploadContext.Provider>
    </Stack>
  );
}
