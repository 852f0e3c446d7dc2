import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading with its back link, subtitle and actions', async () => {
    render(<PageHeader title="Jobs" subtitle="24 jobs" back={{ href: '/', label: 'Dashboard' }} actions={<Button>New Job</Button>} />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    await expect.element(page.getByText('24 jobs')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New Job' })).toBeVisible();
  });

  it('puts the actions under the title on a phone-width screen', async () => {
    const { container } = render(
      <div style={{ width: 366 }}>
        <PageHeader title="A long customer name that takes the whole width" actions={<Button>Edit Customer</Button>} />
      </div>,
    );
    const heading = container.querySelector('h1')?.getBoundingClientRect();
    const button = container.querySelector('button')?.getBoundingClientRect();
    expect(button && heading && button.top >= heading.bottom).toBe(true);
  });
});
