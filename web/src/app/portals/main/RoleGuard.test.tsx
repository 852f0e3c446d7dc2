import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerMock } from '../../../test-utils';
import { RoleGuard } from './RoleGuard';

const page = <p>Invoices list</p>;

describe('role guard', () => {
  it('shows a technician the not-found screen on an office-only route', async () => {
    renderApp(<RoleGuard>{page}</RoleGuard>, { path: '/invoices', mocks: [viewerMock('technician')] });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByText('Invoices list')).toBeNull();
    for (const name of ['Schedule', 'Jobs', 'Customers']) expect(await screen.findByRole('link', { name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quotes' })).toBeNull();
  });

  it('lets a manager in', async () => {
    renderApp(<RoleGuard>{page}</RoleGuard>, { path: '/invoices', mocks: [viewerMock('manager')] });
    expect(await screen.findByText('Invoices list')).toBeInTheDocument();
  });
});
