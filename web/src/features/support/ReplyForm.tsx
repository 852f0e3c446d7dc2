import { messageToSend } from '@rules/support-tickets';
import { Button, Form, Switch, TextArea, toast } from '@spanner/design-system';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../lib/error-message';
import * as css from './support.css';

export interface ReplyFormProps {
  /** Sends the trimmed text; rejects with the server's message on failure. */
  onSend: (message: string, isInternal: boolean) => Promise<unknown>;
  /** Support staff may mark a message as an internal note (off by default, and again after each send). */
  allowInternal?: boolean;
  label?: string;
}

/**
 * Add Message (spec part 2 §2, §5): 'Type your message...', the internal-note switch for staff, Send — disabled
 * while the text is empty after trimming or while sending; the trimmed text is sent and the form cleared.
 */
export function ReplyForm({ onSend, allowInternal = false, label = 'Message' }: ReplyFormProps) {
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [pending, setPending] = useState(false);
  const message = messageToSend(text);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!message || pending) return;
    setPending(true);
    try {
      await onSend(message, allowInternal && internal);
      toast.success('Message added successfully');
      setText('');
      setInternal(false);
    } catch (err) {
      toast.error('Error adding message', messageOf(err, '') || undefined);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} validationBehavior="aria">
      <TextArea label={label} placeholder="Type your message..." value={text} onChange={setText} rows={4} />
      <div className={css.replyActions}>
        {allowInternal ? (
          <Switch isSelected={internal} onChange={setInternal}>
            Internal note (not visible to customer)
          </Switch>
        ) : (
          <span />
        )}
        <Button type="submit" variant="primary" isDisabled={!message} isPending={pending}>
          Send
        </Button>
      </div>
    </Form>
  );
}
