import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { useToastsAtTop } from './placement';
import { TOAST_TIMEOUTS, ToastRegion, toast, toastQueue } from './Toast';

afterEach(() => toast.clear());

describe('Toast', () => {
  it('shows one toast at a time: a new one replaces the current one', async () => {
    render(<ToastRegion />);
    toast.success('Invoice saved');
    await expect.element(page.getByText('Invoice saved')).toBeVisible();
    toast.error('Save failed', 'Something went wrong. Please try again.');
    await expect.element(page.getByText('Save failed')).toBeVisible();
    await expect.element(page.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect.element(page.getByText('Invoice saved')).not.toBeInTheDocument();
    expect(page.getByRole('alertdialog').all()).toHaveLength(1);
  });

  it("lasts 3 s for success and 5 s for errors and the default kind (the spec's durations)", () => {
    expect(TOAST_TIMEOUTS).toEqual({ success: 3000, error: 5000, default: 5000 });
    toast.success('Quote saved');
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(3000);
    toast.error('Failed to send email');
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000);
    toast.show('Subscription Canceled');
    expect(toastQueue.visibleToasts[0]?.timeout).toBe(5000);
  });

  it('offers a link to what it is about, and then stays until it is closed or replaced', async () => {
    render(<ToastRegion />);
    toast.success('Quote QU-0007 accepted by Mei Chen', 'Accepted online', { label: 'Open quote QU-0007', href: '/quotes/q1' });
    await expect.element(page.getByRole('link', { name: 'Open quote QU-0007' })).toHaveAttribute('href', '/quotes/q1');
    expect(toastQueue.visibleToasts[0]?.timeout).toBeUndefined();
  });

  it('offers a button for the next step, which closes the toast and does it', async () => {
    render(<ToastRegion />);
    let undone = 0;
    toast.success('Job moved to 11:00 am', undefined, { label: 'Undo', onPress: () => undone++ });
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(undone).toBe(1);
    await expect.element(page.getByText('Job moved to 11:00 am')).not.toBeInTheDocument();
  });

  it('sits at the bottom of the screen, clear of the page title and header actions at the top', async () => {
    render(<ToastRegion />);
    toast.success('Job saved');
    await expect.element(page.getByText('Job saved')).toBeVisible();
    const box = page.getByRole('alertdialog').element().getBoundingClientRect();
    expect(box.top).toBeGreaterThan(window.innerHeight / 2);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  });

  it('sits at the top while something holds the bottom of the screen (a chat panel), and at the bottom again after', async () => {
    const Holder = ({ active }: { active: boolean }) => {
      useToastsAtTop(active);
      return null;
    };
    const { rerender } = render(
      <>
        <ToastRegion />
        <Holder active />
      </>,
    );
    toast.error('AI Assistant Error', 'Too many requests. Please wait a moment and try again.');
    await expect.element(page.getByText('AI Assistant Error')).toBeVisible();
    const top = page.getByRole('alertdialog').element().getBoundingClientRect();
    expect(top.top).toBeGreaterThanOrEqual(0);
    expect(top.bottom).toBeLessThan(window.innerHeight / 2);
    rerender(
      <>
        <ToastRegion />
        <Holder active={false} />
      </>,
    );
    await expect.poll(() => page.getByRole('alertdialog').element().getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2);
  });

  it('closes from its close button', async () => {
    render(<ToastRegion />);
    toast.show('Popup blocked', 'Please allow popups for this site.');
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByText('Popup blocked')).not.toBeInTheDocument();
  });
});
