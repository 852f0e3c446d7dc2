import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('shows a spinner and ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Save
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Save' });
    await expect.element(button).toHaveAttribute('data-pending', 'true');
    expect(button.element().querySelector('svg')).not.toBeNull();
    await userEvent.click(button, { force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('takes its pending announcement down when the form it is in closes while it is pending', async () => {
    // A dialog's Save: pressed, pending, and the dialog closes before the button stops being pending.
    function Save() {
      const [pending, setPending] = useState(false);
      return (
        <Button isPending={pending} onPress={() => setPending(true)}>
          Record refund
        </Button>
      );
    }
    let close: () => void = () => {};
    function Harness() {
      const [open, setOpen] = useState(true);
      close = () => setOpen(false);
      return open ? <Save /> : null;
    }
    render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Record refund' }));
    // react-aria announces the focused button's pending state in its live region (assertive log), naming the button.
    await expect.poll(() => assertiveAnnouncements()).not.toEqual([]);
    close();
    await expect.element(page.getByRole('button', { name: 'Record refund' })).not.toBeInTheDocument();
    // Nothing is left there naming a button that is gone (axe: role="img" with a missing aria-labelledby).
    expect(assertiveAnnouncements()).toEqual([]);
  });

  it('uses the primary colour for the primary variant', async () => {
    render(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="danger">Danger</Button>
      </>,
    );
    await expect.element(page.getByRole('button', { name: 'Primary' })).toHaveStyle({ backgroundColor: 'rgb(37, 99, 235)' });
    await expect.element(page.getByRole('button', { name: 'Danger' })).toHaveStyle({ backgroundColor: 'rgb(217, 45, 32)' });
  });
});

/** What react-aria's live announcer holds in its assertive log. */
function assertiveAnnouncements(): string[] {
  const log = document.querySelector('[data-live-announcer] [aria-live="assertive"]');
  return [...(log?.children ?? [])].map((node) => node.getAttribute('aria-labelledby') ?? node.textContent ?? '');
}
