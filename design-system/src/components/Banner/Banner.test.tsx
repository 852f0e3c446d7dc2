import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '../../test/render';
import { Banner } from './Banner';

describe('Banner', () => {
  it('announces errors at once and polite for info', async () => {
    render(
      <>
        <Banner tone="error" title="Payment overdue" />
        <Banner tone="info" title="Trial running" />
      </>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Payment overdue');
    await expect.element(page.getByRole('status')).toHaveTextContent('Trial running');
  });

  it('can be dismissed only when dismissible', async () => {
    const onDismiss = vi.fn();
    render(
      <>
        <Banner tone="warning" title="Low credits" onDismiss={onDismiss} />
        <Banner tone="critical" title="Users at quota" />
      </>,
    );
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    expect(dismiss.all()).toHaveLength(1);
    await userEvent.click(dismiss);
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
