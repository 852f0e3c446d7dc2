import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import { ReplyForm } from './ReplyForm';

// Add Message (spec part 2 §5): Send only with text after trimming, the trimmed text sent, the internal-note switch
// (staff only) off by default and off again after each message.

describe('Reply form', { timeout: 30_000 }, () => {
  it('keeps Send disabled until there is text, and sends it trimmed', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderApp(<ReplyForm onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), 'Any news?  ');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('Any news?', false);
    await waitFor(() => expect(screen.getByPlaceholderText('Type your message...')).toHaveValue(''));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('lets staff mark an internal note, then turns the switch off again', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderApp(<ReplyForm onSend={onSend} allowInternal />);
    const internal = screen.getByRole('switch', { name: 'Internal note (not visible to customer)' });
    expect(internal).not.toBeChecked();
    await userEvent.click(internal);
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), 'Check their plan');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Check their plan', true);
    await waitFor(() => expect(internal).not.toBeChecked());
  });

  it('keeps the text when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('Ticket not found'));
    renderApp(<ReplyForm onSend={onSend} allowInternal />);
    await userEvent.type(screen.getByPlaceholderText('Type your message...'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('Hello');
  });
});
