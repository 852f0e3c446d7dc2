import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { EmailDialog } from './EmailDialog';
import type { DocumentKind } from './kind';

function open(kind: DocumentKind, send: (to: string[]) => Promise<void>, defaultTo: string | null = null) {
  renderApp(<EmailDialog kind={kind} isOpen onOpenChange={() => {}} defaultTo={defaultTo} send={send} />);
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
    expect(send).toHaveBeenCalledWith(['pat@example.com']);
  });

  it('an invoice goes to comma-separated recipients, blanks dropped', async () => {
    const send = vi.fn(async () => {});
    open('invoice', send, 'accounts@bakery.test');
    const field = screen.getByRole('textbox', { name: /Recipients/ });
    await userEvent.type(field, ', , owner@bakery.test ,');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith(['accounts@bakery.test', 'owner@bakery.test']);
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
