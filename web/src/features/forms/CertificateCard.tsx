import { useMutation } from '@apollo/client/react';
import { ccewRecipients, dueText } from '@rules/certificates';
import type { Answers } from '@rules/form-answers';
import { dayKeyOf, formatDateTime } from '@rules/zoned-time';
import { Button, Card, Dialog, Form, FormActions, Link, Modal, Stack, TextArea, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import type { JobFormFillFieldsFragment } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import * as css from './forms.css';
import { SendCertificateMutation } from './job-form-docs';

/** Where a certificate was last sent, or how long is left to send it (the NSW CCEW: 7 days after the test). */
export function certificateStatus(form: Pick<JobFormFillFieldsFragment, 'certificateDueOn' | 'sentAt' | 'sentTo'>, timeZone: string) {
  if (form.sentAt) return `Sent ${formatDateTime(form.sentAt, timeZone)} to ${form.sentTo.join(', ')}`;
  return form.certificateDueOn ? dueText(form.certificateDueOn, dayKeyOf(new Date(), timeZone)) : null;
}

/** Addresses typed one a line (or separated by commas). */
const addressesOf = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * A certificate form's card (docs/forms.md → CCEW): its due clock or where it went, the certificate's PDF once the
 * form is submitted, and Email certificate — to the customer and Building Commission NSW by default, the distributor
 * added by hand.
 */
export function CertificateCard({ form, customerEmail }: { form: JobFormFillFieldsFragment; customerEmail: string | null }) {
  const timeZone = useTimeZone();
  const mayFill = useCan('fillForms');
  const [sending, setSending] = useState(false);
  const submitted = form.status === 'submitted';
  return (
    <Card aria-label="Certificate" title="Certificate" headingLevel={2}>
      <Stack gap="3">
        <p className={css.status}>
          {certificateStatus(form, timeZone) ?? 'Enter the date of the test: the certificate is due 7 days after it.'}
        </p>
        {submitted ? (
          <Stack direction="row" gap="3">
            <Link href={`/api/job-forms/${form.id}/certificate`} target="_blank">
              Certificate (PDF)
            </Link>
            {mayFill && (
              <Button size="sm" variant="secondary" onPress={() => setSending(true)}>
                {form.sentAt ? 'Email again' : 'Email certificate'}
              </Button>
            )}
          </Stack>
        ) : (
          <p className={css.status}>Submit the form to print and send the certificate.</p>
        )}
      </Stack>
      <Modal isOpen={sending} onOpenChange={setSending} size="md">
        <Dialog title="Email certificate">{(close) => <SendForm form={form} customerEmail={customerEmail} onDone={close} />}</Dialog>
      </Modal>
    </Card>
  );
}

function SendForm({ form, customerEmail, onDone }: { form: JobFormFillFieldsFragment; customerEmail: string | null; onDone: () => void }) {
  const [to, setTo] = useState(() =>
    (form.sentTo.length ? form.sentTo : ccewRecipients(form.answers as Answers, customerEmail)).join('\n'),
  );
  const [error, setError] = useState<string | undefined>();
  const [send, { loading }] = useMutation(SendCertificateMutation);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    try {
      const sent = unwrap(
        (await send({ variables: { formId: form.id, emailTo: addressesOf(to) } })).data?.sendCertificate,
        'Failed to send',
      );
      toast.success('Certificate emailed', sent.sentTo.join(', '));
      onDone();
    } catch (err) {
      setError(Object.values(fieldErrorsOf(err))[0] ?? messageOf(err, 'Failed to send'));
    }
  }
  return (
    <Form onSubmit={submit}>
      <TextArea
        label="Send to"
        rows={4}
        isRequired
        value={to}
        onChange={setTo}
        description="One address a line: the customer; for new work or work on the network connection, Building Commission NSW and the distributor."
        errorMessage={error}
        isInvalid={!!error}
      />
      <FormActions>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={loading}>
          Send
        </Button>
      </FormActions>
    </Form>
  );
}
