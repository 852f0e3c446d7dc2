import { documentMessages } from '@rules/document-status';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { type EmailContent, EmailDialog } from './EmailDialog';
import type { DocumentKind } from './kind';

const draft = { subject: 'Quote QU-0007 from Coolair', message: 'Hello Mei,\n\nPlease find attached quote QU-0007.\n\nCoolair' };

function open(kind: DocumentKind, send: (to: string[], content: EmailContent) => Promise<void>, defaultTo: string | null = null) {
  renderApp(<EmailDialog kind={kind} isOpen onOpenChange={() => {}} defaultTo={defaultTo} draft={draft} send={send} />);
  return screen.getByRole('dialog', { name: kind === 'quote' ? 'Email Quote' : 'Email Invoice' });
}

describe('the email dialogs', () => {
  it('a quote needs its one recipient, trimmed', async () => {
    const send = vi.fn(async () => {});
    open('quote', send);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Recipient is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient/ }), '  pat@example.com  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith(['pat@example.com'], draft);
  });

  it('an invoice goes to comma-separated recipients, blanks dropped', async () => {
    const send = vi.fn(async () => {});
    open('invoice', send, 'accounts@bakery.test');
    const field = screen.getByRole('textbox', { name: /Recipients/ });
    await userEvent.type(field, ', , owner@bakery.test ,');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith(['accounts@bakery.test', 'owner@bakery.test'], draft);
  });

  it('prefills the subject and message, sends them as edited, and refuses them blank', async () => {
    const send = vi.fn(async () => {});
    open('quote', send, 'mei@example.com');
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    const message = screen.getByRole('textbox', { name: /Message/ });
    expect(subject).toHaveValue(draft.subject);
    expect(message).toHaveValue(draft.message);
    expect(screen.getByText(/adds, below your message, the private link/)).toBeInTheDocument();

    await userEvent.clear(subject);
    await userEvent.clear(message);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(documentMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(documentMessages.messageRequired)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(subject, 'Your heating quote');
    await userEvent.type(message, 'Hi Mei, as discussed on site.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith(['mei@example.com'], { subject: 'Your heating quote', message: 'Hi Mei, as discussed on site.' });
  });

  it('says the server’s reason when the send is refused, and keeps the dialog open', async () => {
    const send = vi.fn(async () => {
      throw new Error("'x@' is not a valid email address");
    });
    open('invoice', send, 'x@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Email Invoice' })).toBeTruthy();
  });
});
