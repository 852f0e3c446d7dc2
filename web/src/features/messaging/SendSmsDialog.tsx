import { useMutation } from '@apollo/client/react';
import { customerCanConfirm, jobMessages } from '@rules/job-status';
import {
  CONFIRMATION_TOKEN_LENGTH,
  confirmPagePath,
  jobConfirmationText,
  nonGsmCharacters,
  normaliseSmsPhone,
  plainSmsText,
  SMS_MAX_LENGTH,
  smsEncoding,
  smsMessages,
  smsSegments,
  withConfirmLink,
} from '@rules/sms';
import { formatDateTime } from '@rules/zoned-time';
import {
  Banner,
  Button,
  Dialog,
  Form,
  FormActions,
  Link,
  Modal,
  Skeleton,
  Stack,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { SendSmsFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { useViewer } from '../../lib/viewer';
import { CreditBanner, useCreditGate } from './CreditBanner';

export const SendSmsFields = graphql(`
  fragment SendSmsFields on Job {
    id
    title
    status
    confirmedAt
    scheduledAt
    customer {
      id
      name
      contactName
      phone
    }
  }
`);

const SendJobSmsMutation = graphql(`
  mutation SendJobSms($jobId: ID!, $input: JobSmsInput) {
    sendJobSms(jobId: $jobId, input: $input) {
      __typename
      ... on SentSms {
        id
        to
        status
        credits
      }
      ... on AppError {
        ...AppErrorFields
      }
    }
  }
`);

/** The confirmation link the server adds to every job SMS, as long as it will be (its token is not shown here). */
const linkLike = () => `${window.location.origin}${confirmPagePath('x'.repeat(CONFIRMATION_TOKEN_LENGTH))}`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
/** One credit a segment: '2 segments · 2 credits'. */
const costSummary = (segments: number) => `${plural(segments, 'segment')} · ${plural(segments, 'credit')}`;

/**
 * What the SMS will cost, from the same rule the server charges by (rules/sms.ts): '2 segments · 2 credits', and
 * when a character outside the GSM alphabet makes the whole text Unicode, which characters do it.
 */
export function smsCostOf(message: string) {
  const body = withConfirmLink(message, linkLike());
  const segments = smsSegments(body);
  const unicode = smsEncoding(body) === 'UCS-2' ? nonGsmCharacters(body) : [];
  const plain = plainSmsText(message);
  const plainSegments = smsSegments(withConfirmLink(plain, linkLike()));
  return {
    segments,
    summary: costSummary(segments),
    unicode,
    /** The text with its typography made plain (curly quotes, dashes…), when that alone makes it cheaper. */
    plainer: plainSegments < segments ? { text: plain, summary: costSummary(plainSegments) } : null,
  };
}

/** Says up front when the customer has no mobile to text, and where to add one. */
function NoMobileBanner({ job }: { job: SendSmsFieldsFragment }) {
  const customer = job.customer;
  if (customer?.phone && normaliseSmsPhone(customer.phone)) return null;
  if (!customer)
    return (
      <Banner tone="warning" title="This job has no customer to text">
        Type a mobile number below, or add the customer on <Link href={`/jobs/${job.id}/edit`}>Edit Job</Link>.
      </Banner>
    );
  return (
    <Banner tone="warning" title={customer.phone ? `${customer.name}’s number is not a mobile` : `${customer.name} has no mobile number`}>
      {customer.phone ? `${customer.phone} cannot receive SMS. ` : ''}Type a mobile number below, or add one to{' '}
      <Link href={`/customers/${customer.id}/edit`}>the customer’s details</Link>.
    </Banner>
  );
}

/**
 * Send SMS on a job (part 2 §2, §7): the customer's mobile (required; normalised to +61) and the confirmation text,
 * editable; the server adds the confirmation link. Only a booking its customer can still confirm (New or Scheduled,
 * not confirmed yet: customerCanConfirm, the server's rule) is offered the text; any other job says why instead. A customer without a mobile is said at once. What the SMS costs
 * (segments, credits, and the characters that make it Unicode) follows the text as it is typed; the text is sent
 * as typed. The credit banner blocks sending when nothing is left and warns when credits run low ('Send Anyway').
 */
export function SendSmsDialog({
  job,
  isOpen,
  onOpenChange,
  message,
}: {
  job: SendSmsFieldsFragment;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text to start from instead of the confirmation (the assistant's Edit of a drafted SMS). */
  message?: string;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title="Send SMS">
        {(close) =>
          customerCanConfirm(job.status, job.confirmedAt) ? (
            <SendSmsFormOnceSignedIn job={job} message={message} onDone={close} />
          ) : (
            <NoConfirmationLink job={job} onDone={close} />
          )
        }
      </Dialog>
    </Modal>
  );
}

/** A job whose customer could not use a confirmation link (started, done, cancelled, confirmed): nothing to send. */
function NoConfirmationLink({ job, onDone }: { job: SendSmsFieldsFragment; onDone: () => void }) {
  return (
    <Stack>
      <Banner tone="info" title="No confirmation to send">
        {jobMessages.confirmLinkUnavailable(job.status, job.confirmedAt)}.
      </Banner>
      <FormActions>
        <Button variant="primary" onPress={onDone}>
          Close
        </Button>
      </FormActions>
    </Stack>
  );
}

/** The default text names the business and uses its zone: the form starts once the viewer is known. */
function SendSmsFormOnceSignedIn({ job, message, onDone }: { job: SendSmsFieldsFragment; message?: string; onDone: () => void }) {
  const { viewer } = useViewer();
  return viewer ? <SendSmsForm job={job} org={viewer.org} message={message} onDone={onDone} /> : <Skeleton shape="rect" height={240} />;
}

function SendSmsForm({
  job,
  org,
  message,
  onDone,
}: {
  job: SendSmsFieldsFragment;
  org: { name: string; timeZone: string };
  message?: string;
  onDone: () => void;
}) {
  const timeZone = org.timeZone;
  const { values, set, errors, setErrors } = useFormFields(() => ({
    // A landline cannot receive SMS: the field starts empty for a mobile to be typed (the banner says why).
    phone: job.customer?.phone && normaliseSmsPhone(job.customer.phone) ? job.customer.phone : '',
    message:
      message ??
      jobConfirmationText({
        businessName: org.name,
        title: job.title,
        contactName: job.customer?.contactName ?? job.customer?.name,
        when: job.scheduledAt ? formatDateTime(job.scheduledAt, timeZone) : null,
      }),
  }));
  const [error, setError] = useState<string | null>(null);
  // A job without a confirmation token gets one with its first SMS: the job's page reads Confirm Job again.
  const [send, { loading }] = useMutation(SendJobSmsMutation, { refetchQueries: ['JobDetail'] });
  const gate = useCreditGate('sms');
  const cost = smsCostOf(values.message);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const problems: typeof errors = {};
    if (!values.phone.trim()) problems.phone = smsMessages.phoneRequired;
    else if (!normaliseSmsPhone(values.phone)) problems.phone = smsMessages.phoneInvalid;
    if (!values.message.trim()) problems.message = smsMessages.messageRequired;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const input = { phone: values.phone, messageOverride: values.message };
      unwrap((await send({ variables: { jobId: job.id, input } })).data?.sendJobSms, 'Failed to send SMS');
      toast.success('SMS sent ✔');
      gate.settled();
      onDone();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      gate.settled(err);
      setError(messageOf(err, 'Failed to send SMS'));
      toast.error('Failed to send SMS', messageOf(err, ''));
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={errors}>
      <CreditBanner channel="sms" action="send this SMS" gate={gate} />
      <NoMobileBanner job={job} />
      {error && <Banner tone="error" title={error} />}
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        isRequired
        value={values.phone}
        onChange={set('phone')}
        description="Australian mobile; sent as +61"
        errorMessage={errors.phone}
      />
      <TextArea
        label="Message"
        name="message"
        rows={5}
        isRequired
        maxLength={SMS_MAX_LENGTH - 200}
        value={values.message}
        onChange={set('message')}
        description={
          <>
            The confirmation link is added at the end. <strong>{cost.summary}</strong>
            {cost.unicode.length > 0 &&
              ` — ${cost.unicode.join(' ')} ${cost.unicode.length === 1 ? 'makes' : 'make'} it Unicode: 70 characters a segment instead of 160.`}
          </>
        }
        errorMessage={errors.message}
      />
      {cost.plainer && (
        <Button variant="ghost" size="sm" onPress={() => set('message')(cost.plainer?.text ?? values.message)}>
          {`Use plain punctuation (${cost.plainer.summary})`}
        </Button>
      )}
      <FormActions>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={loading} isDisabled={gate.blocked}>
          {gate.label('Send SMS')}
        </Button>
      </FormActions>
    </Form>
  );
}
