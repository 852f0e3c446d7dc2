import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer, renderApp, viewerMock } from '../../../test-utils';
import { SidebarContent } from './Sidebar';

const noop = vi.fn();

describe('sidebar', () => {
  it('gives a technician the spec’s six entries and their Timesheet, and no upgrade hint on the Pro trial', async () => {
    renderApp(<SidebarContent viewer={makeViewer()} onOpenProfile={noop} onSignOut={noop} />, { mocks: [viewerMock('technician')] });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(7));
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Dashboard', 'Jobs', 'Customers', 'Equipment', 'Schedule', 'Timesheet', 'Support']);
    expect(screen.queryByText('Upgrade to Pro')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Business Portal' })).toBeNull();
  });

  it('gives the platform owner a link to their portal', async () => {
    renderApp(<SidebarContent viewer={makeViewer({ role: 'admin', isOwner: true })} onOpenProfile={noop} onSignOut={noop} />, {
      mocks: [viewerMock('admin', { isOwner: true })],
    });
    expect(await screen.findByRole('link', { name: 'Business Portal' })).toHaveAttribute('href', '/admin');
  });

  it('offers Upgrade to Pro on the Solo plan with what Pro adds, not the quotes and invoices Solo already has', async () => {
    const viewer = makeViewer({ role: 'admin' });
    viewer.org.subscription = { ...viewer.org.subscription!, status: 'active', planId: 'solo' };
    renderApp(<SidebarContent viewer={viewer} onOpenProfile={noop} onSignOut={noop} />, { mocks: [viewerMock('admin')] });
    expect(screen.getByText('Upgrade to Pro')).toBeInTheDocument();
    expect(screen.getByText('Up to 5 users and 500 SMS and emails a month')).toBeInTheDocument();
    expect(screen.queryByText(/quotes/i)).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')).toHaveLength(16));
  });

  it('offers the Free plan quotes and invoices, which it lacks', () => {
    const viewer = makeViewer({ role: 'admin' });
    viewer.org.subscription = { ...viewer.org.subscription!, status: 'canceled', planId: 'free' };
    renderApp(<SidebarContent viewer={viewer} onOpenProfile={noop} onSignOut={noop} />, { mocks: [viewerMock('admin')] });
    expect(screen.getByText('Unlock quotes, invoices, and advanced features')).toBeInTheDocument();
  });

  it('shows a technician the usage widget, without the link to Settings they cannot open', async () => {
    renderApp(<SidebarContent viewer={makeViewer()} onOpenProfile={noop} onSignOut={noop} />, { mocks: [viewerMock('technician')] });
    const widget = await screen.findByRole('region', { name: 'Usage' });
    expect(within(widget).getByText('Usage this month')).toBeInTheDocument();
    expect(within(widget).queryByRole('link', { name: 'Details' })).toBeNull();
  });
});
