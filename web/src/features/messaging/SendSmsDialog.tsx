import { useMutation } from '@apollo/client/react';
import { jobConfirmationText, normaliseSmsPhone, SMS_MAX_LENGTH, smsMessages, smsSegments } from '@rules/sms';
import { formatDateTime } from '@rules/zoned-time';
import { Banner, Button, Dialog, Form, FormActions, Modal, TextArea, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import type { SendSmsFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useFormFields } from '../../lib/use-form-fields';
import { useViewer } from '../auth';
import { CreditBanner, useCreditGate } from './CreditBanner';

export const SendSmsFields = graphql(`
  fragment SendSmsFields on Job {
    id
    title
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

/** The confirmation link the server adds to every job SMS is about this long. */
const LINK_LENGTH = 90;

/**
 * Send SMS on a job (part 2 §2, §7): the customer's phone (required; normalised to +61) and the confirmation text,
 * editable; the server adds the public confirm link. The credit banner blocks sending when nothing is left and
 * warns when credits run low ('Send Anyway').
 */
export function SendSmsDialog({
  job,
  isOpen,
  onOpenChange,
}: {
  job: SendSmsFieldsFragment;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title="Send SMS">{(close) => <SendSmsForm job={job} onDone={close} />}</Dialog>
    </Modal>
  );
}

function SendSmsForm({ job, onDone }: { job: SendSmsFieldsFragment; onDone: () => void }) {
  const { viewer } = useViewer();
  const timeZone = viewer?.org.timeZone ?? 'Australia/Melbourne';
  const { values, set, errors, setErrors } = useFormFields(() => ({
    phone: job.customer?.phone ?? '',
    message: jobConfirmationText({
      businessName: viewer?.org.name ?? '',
      title: job.title,
      contactName: job.customer?.contactName ?? job.customer?.name,
      when: job.scheduledAt ? formatDateTime(job.scheduledAt, timeZone) : null,
    }),
  }));
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendJobSmsMutation);
  const gate = useCreditGate('sms');
  const segments = smsSegments(`${values.message.trim()}\n${'x'.repeat(LINK_LENGTH)}`);

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
        description={`The confirmation link is added at the end. About ${segments} SMS credit${segments === 1 ? '' : 's'}.`}
        errorMessage={errors.message}
      />
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
