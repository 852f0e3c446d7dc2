import { documentMessages, MAX_EMAIL_MESSAGE, MAX_EMAIL_SUBJECT } from '@rules/document-status';
import { Button, Dialog, Form, FormActions, Modal, TextArea, TextField, toast } from '@spanner/design-system';
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
  /** The subject and message the fields start from (the document's `emailDraft`). */
  draft?: EmailContent | null;
  /** Sends to these addresses with this subject and message; throws with the server's message when refused. */
  send: (recipients: string[], content: EmailContent) => Promise<void>;
}

/** What the sender may edit; the PDF and the quote's link or the invoice's bank details are added by the server. */
export interface EmailContent {
  subject: string;
  message: string;
}

/** The subject's and the message's problem, as the server words it, or undefined. */
function contentErrors({ subject, message }: EmailContent) {
  return {
    subject: !subject.trim()
      ? documentMessages.subjectRequired
      : /[\r\n]/.test(subject)
        ? documentMessages.subjectOneLine
        : subject.trim().length > MAX_EMAIL_SUBJECT
          ? documentMessages.subjectTooLong(MAX_EMAIL_SUBJECT)
          : undefined,
    message: !message.trim()
      ? documentMessages.messageRequired
      : message.trim().length > MAX_EMAIL_MESSAGE
        ? documentMessages.messageTooLong(MAX_EMAIL_MESSAGE)
        : undefined,
  };
}

/**
 * Email a quote (one recipient, required) or an invoice (comma-separated recipients, blanks dropped) with its PDF
 * attached (spec part 2 §5, §8), with the subject and message the sender may edit (prefilled with the defaults).
 * 'Quote sent' / 'Invoice sent'; 'Failed to send email' with the server's reason.
 */
export function EmailDialog({ kind, isOpen, onOpenChange, defaultTo, draft, send }: EmailDialogProps) {
  const words = DOCUMENT_WORDS[kind];
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title={`Email ${words.noun}`}>
        {(close) => <EmailForm kind={kind} defaultTo={defaultTo} draft={draft} send={send} onCancel={close} onSent={close} />}
      </Dialog>
    </Modal>
  );
}

function EmailForm({
  kind,
  defaultTo,
  draft,
  send,
  onCancel,
  onSent,
}: Pick<EmailDialogProps, 'kind' | 'defaultTo' | 'draft' | 'send'> & { onCancel: () => void; onSent: () => void }) {
  const words = DOCUMENT_WORDS[kind];
  const [to, setTo] = useState(defaultTo ?? '');
  const [error, setError] = useState<string | undefined>();
  const [content, setContent] = useState<EmailContent>({ subject: draft?.subject ?? '', message: draft?.message ?? '' });
  const [checked, setChecked] = useState(false);
  const problems = checked ? contentErrors(content) : { subject: undefined, message: undefined };
  const [pending, setPending] = useState(false);
  const credit = useEmailCredit(`email this ${kind}`);
  const many = kind === 'invoice';
  const missing = useMissingTaxDetails(kind);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const recipients = many ? invoiceRecipients(to) : quoteRecipients(to);
    setChecked(true);
    const bad = contentErrors(content);
    if (!recipients.length) return setError(many ? 'Enter at least one email address' : 'Recipient is required');
    if (bad.subject || bad.message) return;
    setPending(true);
    try {
      await send(recipients, { subject: content.subject.trim(), message: content.message.trim() });
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
      <TextField
        label="Subject"
        value={content.subject}
        onChange={(subject) => setContent((c) => ({ ...c, subject }))}
        errorMessage={problems.subject}
        maxLength={MAX_EMAIL_SUBJECT}
        isRequired
      />
      <TextArea
        label="Message"
        rows={8}
        value={content.message}
        onChange={(message) => setContent((c) => ({ ...c, message }))}
        errorMessage={problems.message}
        maxLength={MAX_EMAIL_MESSAGE}
        isRequired
      />
      <p className={css.note}>
        {kind === 'quote'
          ? 'Spanner attaches the quote as a PDF and adds, below your message, the private link where the customer can accept or decline it online.'
          : 'Spanner attaches the PDF tax invoice and adds your bank details below your message.'}
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
