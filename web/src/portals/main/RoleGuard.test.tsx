import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeViewer, renderApp } from '../../test-utils';
import { RoleGuard } from './RoleGuard';

const page = <p>Invoices list</p>;

describe('role guard', () => {
  it('shows a technician the not-found screen on an office-only route', () => {
    renderApp(<RoleGuard viewer={makeViewer({ role: 'technician' })}>{page}</RoleGuard>, { path: '/invoices' });
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByText('Invoices list')).toBeNull();
    for (const name of ['Schedule', 'Jobs', 'Customers', 'Quotes']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });

  it('lets a manager in', () => {
    renderApp(<RoleGuard viewer={makeViewer({ role: 'manager' })}>{page}</RoleGuard>, { path: '/invoices' });
    expect(screen.getByText('Invoices list')).toBeInTheDocument();
  });
});
