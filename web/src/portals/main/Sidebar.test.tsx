import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderApp } from '../../test-utils';
import { SidebarContent } from './Sidebar';

const noop = vi.fn();

describe('sidebar', () => {
  it('gives a technician six entries and no upgrade hint on the Pro trial', () => {
    renderApp(<SidebarContent viewer={makeViewer()} onOpenProfile={noop} onSignOut={noop} />);
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Dashboard', 'Jobs', 'Customers', 'Equipment', 'Schedule', 'Support']);
    expect(screen.queryByText('Upgrade to Pro')).toBeNull();
  });

  it('offers Upgrade to Pro on the Solo plan', () => {
    const viewer = makeViewer({ role: 'admin' });
    viewer.org.subscription = { ...viewer.org.subscription!, status: 'active', planId: 'solo' };
    renderApp(<SidebarContent viewer={viewer} onOpenProfile={noop} onSignOut={noop} />);
    expect(screen.getByText('Upgrade to Pro')).toBeInTheDocument();
    expect(screen.getByText('Unlock quotes, invoices, and advanced features')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')).toHaveLength(10);
  });
});
