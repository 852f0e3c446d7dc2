import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { ServiceReport } from '@rules/service-report';
import { Banner, Button, Card, FormField, PageHeader, Skeleton, TextArea, TextField, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { codeOf, fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { canvasFile, signaturePadClass, uploadToJob, useSignaturePad } from '../forms';
import { ServiceReportView } from './ServiceReportView';
import * as css from './sign-off.css';
import { ServiceReportQuery, SignOffJobMutation } from './sign-off-docs';

const MUST_SIGN = 'The customer must sign in the box';

/** The addresses typed in the email field: comma-separated, empties dropped. */
const addresses = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

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
        <SignOffForm
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

function SignOffForm({
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
  const { ref, empty, clear } = useSignaturePad();
  const [name, setName] = useState('');
  const [emailTo, setEmailTo] = useState(customerEmail);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signOff] = useMutation(SignOffJobMutation);

  return (
    <Card title={declining ? 'The customer declines to sign' : 'Sign here'} headingLevel={2}>
      <form
        className={css.screen}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={declining ? 'Name of who declined' : "Customer's name"}
          value={name}
          onChange={edit(setName, 'signerName')}
          isRequired
          autoComplete="name"
          errorMessage={errors.signerName}
        />
        {declining ? (
          <TextArea
            label="Why they declined"
            value={reason}
            onChange={edit(setReason, 'declineReason')}
            isRequired
            errorMessage={errors.declineReason}
          />
        ) : (
          <FormField
            label="Signature"
            isRequired
            error={empty || errors.signaturePhotoId !== MUST_SIGN ? errors.signaturePhotoId : undefined}
            description="Sign with a finger or the mouse"
          >
            <canvas ref={ref} className={signaturePadClass} aria-label="Signature: sign here" role="img" />
            <div className={css.actions}>
              <Button size="sm" variant="secondary" onPress={clear} isDisabled={empty || busy}>
                Clear
              </Button>
            </div>
          </FormField>
        )}
        <TextField
          label="Email the signed report to"
          description="Separate addresses with commas; leave empty to keep the report on the job only"
          type="email"
          value={emailTo}
          onChange={edit(setEmailTo, 'emailTo')}
          errorMessage={errors.emailTo}
        />
        {problem && (
          <Banner tone="error" title="Not signed off">
            {problem}
          </Banner>
        )}
        <div className={css.actions}>
          <Button type="submit" variant="primary" isPending={busy}>
            {declining ? 'Record refusal' : 'Sign off'}
          </Button>
          <Button variant="ghost" isDisabled={busy} onPress={toggleDeclining}>
            {declining ? 'Back to signing' : 'Customer declines to sign'}
          </Button>
        </div>
      </form>
    </Card>
  );

  /** A field's message goes once the field is changed. */
  function clearError(field: string) {
    setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  /** A field's setter that also takes its message away. */
  function edit(set: (v: string) => void, field: string) {
    return (v: string) => {
      set(v);
      clearError(field);
    };
  }

  function toggleDeclining() {
    setDeclining(!declining);
    setErrors({});
    setProblem(null);
  }

  async function submit() {
    const mine: Record<string, string> = {};
    if (!name.trim()) mine.signerName = 'Enter the name of the person signing';
    if (declining && !reason.trim()) mine.declineReason = 'Say why the customer declined to sign';
    if (!declining && empty) mine.signaturePhotoId = MUST_SIGN;
    setErrors(mine);
    setProblem(null);
    if (Object.keys(mine).length) return;
    setBusy(true);
    try {
      let signaturePhotoId: string | undefined;
      if (!declining && ref.current) {
        const file = await canvasFile(ref.current, 'signature.png');
        const { added } = await uploadToJob(
          job.id,
          [file],
          job.photos.map((p) => p.id),
        );
        signaturePhotoId = added[0]?.id;
      }
      const input = {
        outcome: declining ? ('declined' as const) : ('signed' as const),
        signerName: name.trim(),
        digest,
        emailTo: addresses(emailTo),
        ...(declining ? { declineReason: reason.trim() } : { signaturePhotoId }),
      };
      const { data } = await signOff({ variables: { jobId: job.id, input } });
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
      if (codeOf(err) === 'CONFLICT') {
        toast.error('The job changed', messageOf(err, ''));
        onChanged();
      } else {
        setErrors(fieldErrorsOf(err));
        setProblem(messageOf(err, 'Failed to sign off'));
      }
    } finally {
      setBusy(false);
    }
  }
}
