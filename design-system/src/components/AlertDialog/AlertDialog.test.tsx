import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function Example(props: Partial<AlertDialogProps>) {
  return (
    <DialogTrigger>
      <Button>Delete</Button>
      <AlertDialog variant="destructive" title="Delete equipment?" onConfirm={() => {}} {...props}>
        Are you sure you want to delete this equipment? This cannot be undone.
      </AlertDialog>
    </DialogTrigger>
  );
}

const dialog = () => page.getByRole('alertdialog', { name: 'Delete equipment?' });

describe('AlertDialog', () => {
  it('calls onConfirm from the action button and closes', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    await expect.element(dialog()).toHaveTextContent('This cannot be undone.');
    await userEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('cancels without confirming; destructive dialogs focus Cancel first', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Example onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    const cancel = dialog().getByRole('button', { name: 'Cancel' });
    await expect.element(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('stays open when an async confirm fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onConfirm = () => new Promise<void>((_, reject) => (fail = reject));
    render(<Example onConfirm={onConfirm} />);
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    await expect.element(dialog().getByRole('button', { name: 'Delete' })).toHaveAttribute('data-pending', 'true');
    fail(new Error('Failed to delete'));
    await expect.element(dialog().getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-pending');
    await expect.element(dialog()).toBeVisible();
  });

  it("ends the action button's pending announcement when the action ends and the dialog closes", async () => {
    let finish: () => void = () => {};
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    render(<Example onConfirm={onConfirm} />);
    await userEvent.click(page.getByRole('button', { name: 'Delete' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Delete' }));
    // react-aria announces the focused button's pending state in its live region (assertive log)
    await expect.poll(() => assertiveAnnouncements().length).toBeGreaterThan(0);
    finish();
    await expect.element(dialog()).not.toBeInTheDocument();
    // ...and nothing is left there to be read after the dialog is gone
    expect(assertiveAnnouncements()).toEqual([]);
  });
});

/** What react-aria's live announcer holds in its assertive log, each announcement as a screen reader would name it. */
function assertiveAnnouncements(): string[] {
  const log = document.querySelector('[data-live-announcer] [aria-live="assertive"]');
  return [...(log?.children ?? [])].map((node) => {
    const ids = node.getAttribute('aria-labelledby');
    if (!ids) return node.textContent ?? '';
    return (
      ids
        .split(' ')
        .map((id) => document.getElementById(id)?.getAttribute('aria-label') ?? document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim() || '(gone)'
    );
  });
}
