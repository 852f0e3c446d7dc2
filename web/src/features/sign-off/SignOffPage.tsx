import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ServiceReport } from '@rules/service-report';
import { Banner, PageHeader, Skeleton, toast } from '@spanner/design-system';
import { useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { codeOf, unwrap } from '../../lib/mutation-result';
import { ServiceReportView } from './ServiceReportView';
import { SignOffForm, type SignOffValues } from './SignOffForm';
import * as css from './sign-off.css';
import { ServiceReportQuery, SignOffJobMutation } from './sign-off-docs';

/**
 * /jobs/{jobId}/sign-off: the customer reads the service report on the technician's screen and signs it (name typed,
 * signature drawn) or declines with a reason. What they sign is pinned by the report's digest: when the job changed
 * meanwhile the screen shows the new report and asks again. The signed PDF is kept on the job and emailed.
 */
export function SignOffPage() {
  const { jobId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ServiceReportQuery, { variables: { jobId }, fetchPolicy: 'network-only' });
  if (!data?.job || !data.serviceReport) {
    if (loading) return <Skeleton shape="rect" height={480} />;
    return <LoadFailure title="Failed to load the service report" error={error} fallback="Job not found" />;
  }
  const { job, serviceReport } = data;
  return (
    <div className={css.screen}>
      <PageHeader
        title="Customer sign-off"
        subtitle="Read the report, then sign below"
        back={{ href: `/jobs/${job.id}`, label: job.title }}
      />
      <ServiceReportView report={serviceReport.report as ServiceReport} photos={job.photos} />
      {job.status === 'cancelled' ? (
        <Banner tone="warning" title="This job was cancelled">
          A cancelled job cannot be signed off.
        </Banner>
      ) : (
        <SignOnline
          key={serviceReport.digest}
          job={job}
          digest={serviceReport.digest}
          customerEmail={serviceReport.customerEmail ?? ''}
          onChanged={() => refetch()}
        />
      )}
    </div>
  );
}

/** The form, signing now: the sign-off is recorded, kept as a PDF and emailed; a job changed meanwhile is shown again. */
function SignOnline({
  job,
  digest,
  customerEmail,
  onChanged,
}: {
  job: { id: string; photos: { id: string }[] };
  digest: string;
  customerEmail: string;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signOff] = useMutation(SignOffJobMutation);
  const sign = async (values: SignOffValues) => {
    try {
      const { data } = await signOff({ variables: { jobId: job.id, input: { ...values, digest } } });
      const done = unwrap(data?.signOffJob, 'Failed to sign off');
      client.cache.evict({ id: client.cache.identify({ __typename: 'Job', id: job.id }), fieldName: 'signOffs' });
      toast.success(
        done.outcome === 'signed' ? 'Signed off' : 'Refusal recorded',
        done.emailedTo.length
          ? `The report was emailed to ${done.emailedTo.join(', ')}`
          : (done.emailProblem ?? 'The report is kept on the job'),
      );
      navigate(`/jobs/${job.id}`);
    } catch (err) {
      if (codeOf(err) !== 'CONFLICT') throw err;
      toast.error('The job changed', messageOf(err, ''));
      onChanged();
    }
  };
  return <SignOffForm jobId={job.id} photoIds={job.photos.map((p) => p.id)} customerEmail={customerEmail} sign={sign} />;
}
