import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { WrenchIcon } from '../../icons/icons';
import { render } from '../../test/render';
import { SidebarNavItem } from './SidebarNavItem';

describe('SidebarNavItem', () => {
  it('marks the active route for assistive tech and styles it', async () => {
    render(
      <nav aria-label="Main">
        <SidebarNavItem href="/jobs" icon={<WrenchIcon />} isActive>
          Jobs
        </SidebarNavItem>
        <SidebarNavItem href="/customers">Customers</SidebarNavItem>
      </nav>,
    );
    const jobs = page.getByRole('link', { name: 'Jobs' });
    const customers = page.getByRole('link', { name: 'Customers' });
    await expect.element(jobs).toHaveAttribute('aria-current', 'page');
    await expect.element(jobs).toHaveAttribute('href', '/jobs');
    expect(customers.element().hasAttribute('aria-current')).toBe(false);
    expect(getComputedStyle(jobs.element()).backgroundColor).not.toBe(getComputedStyle(customers.element()).backgroundColor);
  });
});
