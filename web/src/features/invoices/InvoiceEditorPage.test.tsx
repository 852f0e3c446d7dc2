import { MockedProvider } from '@apollo/client/testing/react';
import { DesignSystemProvider } from '@spanner/design-system';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InvoiceEditorDocument } from '../../gql/graphql';
import { createCache } from '../../lib/apollo-cache';
import { InvoiceEditorPage } from './InvoiceEditorPage';

// The editor opens only for what the server lets change: a paid invoice's edit address says why not, and goes back.

const paid = {
  __typename: 'Invoice',
  id: 'i1',
  status: 'paid',
  canEdit: false,
  number: 'INV-0012',
  title: 'Cafe service',
  summary: null,
  notes: null,
  terms: null,
  reference: null,
  taxMode: 'exclusive',
  issueDate: '2026-11-01',
  secondDate: '2026-11-15',
  customer: { __typename: 'Customer', id: 'c1', name: 'Harbour Cafe', address: null },
  lines: [],
  payments: [{ __typename: 'Payment', id: 'p1', provider: null as string | null }],
};

const editPage = (doc: typeof paid) =>
  render(
    <MockedProvider
      mocks={[{ request: { query: InvoiceEditorDocument, variables: { id: 'i1', isNew: false } }, result: { data: { doc } } }]}
      cache={createCache()}
    >
      <MemoryRouter initialEntries={['/invoices/i1/edit']}>
        <DesignSystemProvider>
          <Routes>
            <Route path="/invoices/:id/edit" element={<InvoiceEditorPage />} />
          </Routes>
        </DesignSystemProvider>
      </MemoryRouter>
    </MockedProvider>,
  );

describe('/invoices/{id}/edit', () => {
  it('opens no editor for a paid invoice: it says it cannot be edited, and links back to it', async () => {
    editPage(paid);
    expect(await screen.findByText('A paid invoice cannot be edited. Mark it unpaid first to change it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Invoice INV-0012' })).toHaveAttribute('href', '/invoices/i1');
    expect(screen.queryByRole('button', { name: 'Save & close' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('says to refund first when the invoice was paid online (Mark as unpaid is not offered there)', async () => {
    editPage({ ...paid, payments: [{ __typename: 'Payment', id: 'p1', provider: 'stripe' }] });
    expect(
      await screen.findByText('A paid invoice cannot be edited. It was paid online: refund the payment first to change it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Mark it unpaid/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Invoice INV-0012' })).toHaveAttribute('href', '/invoices/i1');
  });
});
