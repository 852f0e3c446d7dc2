import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerMock } from '../../test-utils';
import { RoleGuard } from './RoleGuard';

const page = <p>Invoices list</p>;

describe('role guard', () => {
  it('shows a technician the not-found screen on an office-only route', async () => {
    renderApp(<RoleGuard>{page}</RoleGuard>, { path: '/invoices', mocks: [viewerMock('technician')] });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByText('Invoices list')).toBeNull();
    for (const name of ['Schedule', 'Jobs', 'Customers', 'Quotes']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('lets a manager in', async () => {
    renderApp(<RoleGuard>{page}</RoleGuard>, { path: '/invoices', mocks: [viewerMock('manager')] });
    expect(await screen.findByText('Invoices list')).toBeInTheDocument();
  });
});
