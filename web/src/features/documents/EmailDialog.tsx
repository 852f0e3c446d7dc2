import { Button, Dialog, Form, FormActions, Modal, TextField, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/error-message';
import * as css from './documents.css';
import { useEmailCredit } from './email-credit';
import { DOCUMENT_WORDS, type DocumentKind, EMAIL_FAILED } from './kind';
import { invoiceRecipients, quoteRecipients } from './recipients';
import { TaxDetailsBanner, useMissingTaxDetails } from './tax-details';

export interface EmailDialogProps {
  kind: DocumentKind;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer's address, offered first. */
  defaultTo?: string | null;
  /** Sends to these addresses; throws with the server's message when refused. */
  send: (recipients: string[]) => Promise<void>;
}

/**
 * Email a quote (one recipient, required) or an invoice (comma-separated recipients, blanks dropped) with its PDF
 * attached (spec part 2 §5, §8). 'Quote sent' / 'Invoice sent'; 'Failed to send email' with the server's reason.
 */
export function EmailDialog({ kind, isOpen, onOpenChange, defaultTo, send }: EmailDialogProps) {
  const words = DOCUMENT_WORDS[kind];
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title={`Email ${words.noun}`}>
        {(close) => <EmailForm kind={kind} defaultTo={defaultTo} send={send} onCancel={close} onSent={close} />}
      </Dialog>
    </Modal>
  );
}

function EmailForm({
  kind,
  defaultTo,
  send,
  onCancel,
  onSent,
}: Pick<EmailDialogProps, 'kind' | 'defaultTo' | 'send'> & { onCancel: () => void; onSent: () => void }) {
  const words = DOCUMENT_WORDS[kind];
  const [to, setTo] = useState(defaultTo ?? '');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const credit = useEmailCredit(`email this ${kind}`);
  const many = kind === 'invoice';
  const missing = useMissingTaxDetails(kind);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const recipients = many ? invoiceRecipients(to) : quoteRecipients(to);
    if (!recipients.length) return setError(many ? 'Enter at least one email address' : 'Recipient is required');
    setPending(true);
    try {
      await send(recipients);
      credit.settled();
      toast.success(words.sent, recipients.join(', '));
      onSent();
    } catch (err) {
      credit.settled(err);
      toast.error(EMAIL_FAILED, messageOf(err, words.sendFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      {credit.banner}
      <TaxDetailsBanner kind={kind} missing={missing} />
      <TextField
        label={many ? 'Recipients' : 'Recipient'}
        type={many ? 'text' : 'email'}
        description={many ? 'Separate addresses with commas' : undefined}
        value={to}
        onChange={(v) => {
          setTo(v);
          setError(undefined);
        }}
        errorMessage={error}
        isRequired
        autoFocus
      />
      <p className={css.note}>
        {kind === 'quote'
          ? 'The quote goes out as a PDF with a private link where the customer can accept or decline it online.'
          : 'The invoice goes out as a PDF tax invoice with your bank details.'}
      </p>
      <FormActions>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={pending} isDisabled={credit.blocked || missing.length > 0}>
          {credit.label('Send')}
        </Button>
      </FormActions>
    </Form>
  );
}
