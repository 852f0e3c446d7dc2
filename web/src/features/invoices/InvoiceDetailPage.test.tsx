import { ToastRegion } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InvoiceDetailDocument, MarkInvoicePaidDocument, MarkInvoiceUnpaidDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { InvoiceDetailPage } from './InvoiceDetailPage';

// Mark Paid asks for the payment's day and method; a paid invoice says when and how, cannot be edited (and says what
// to do instead), and can be marked unpaid; on a draft, Email (send it) is the primary action, not Mark Paid.

const invoice = (over: object = {}) => ({
  __typename: 'Invoice',
  id: 'i1',
  number: 'INV-0012',
  title: 'Quarterly service',
  status: 'sent',
  summary: null,
  notes: null,
  terms: null,
  reference: null,
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  paidAt: null,
  paidOn: null,
  paymentMethod: null,
  canEdit: true,
  canMarkPaid: true,
  emailDraft: { __typename: 'EmailDraft', subject: 'Tax invoice INV-0012 from Coolair', message: 'Hello,' },
  subtotalCents: 10000,
  gstCents: 1000,
  totalCents: 11000,
  customer: { __typename: 'Customer', id: 'c1', name: 'Harbour Cafe', email: 'cafe@example.test', phone: null, address: null },
  lines: [],
  ...over,
});

const paidFields = (status: string, paidOn: string | null, paymentMethod: string | null) => ({
  __typename: 'Invoice',
  id: 'i1',
  status,
  paidAt: paidOn ? `${paidOn}T13:00:00.000Z` : null,
  paidOn,
  paymentMethod,
  canEdit: status !== 'paid',
  canMarkPaid: status !== 'paid',
});

const detail = (data: object) => ({
  request: { query: InvoiceDetailDocument, variables: { id: 'i1' } },
  result: { data: { invoice: data } },
  maxUsageCount: 3,
});

const render = (mocks: object[]) =>
  renderApp(
    <>
      <Routes>
        <Route path="invoices/:id" element={<InvoiceDetailPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: '/invoices/i1', mocks: mocks as never },
  );

const isPrimary = (button: HTMLElement) => /primary/.test(button.className);

describe('the invoice detail’s payment', () => {
  it('Mark Paid asks for the day and method and sends them', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
    render([
      detail(invoice()),
      {
        // Answered only when the dialog sends today (the organisation's zone) and the method chosen.
        request: { query: MarkInvoicePaidDocument, variables: { id: 'i1', paidOn: today, method: 'cash' } },
        result: { data: { markInvoicePaid: paidFields('paid', today, 'cash') } },
      },
    ]);
    const markPaid = await screen.findByRole('button', { name: 'Mark Paid' });
    expect(isPrimary(markPaid)).toBe(true);
    await userEvent.click(markPaid);
    const dialog = await screen.findByRole('dialog', { name: 'Mark INV-0012 paid' });
    expect(within(dialog).getByRole('group', { name: 'Payment date' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Invoice marked paid')).toBeInTheDocument();
    expect(await screen.findByText(/by cash/)).toBeInTheDocument();
  });

  it('a paid invoice says when and how it was paid, has no Edit, says why, and can be marked unpaid', async () => {
    render([
      detail(
        invoice({
          status: 'paid',
          paidOn: '2026-11-20',
          paidAt: '2026-11-19T13:00:00.000Z',
          paymentMethod: 'bank_transfer',
          canEdit: false,
          canMarkPaid: false,
        }),
      ),
      {
        request: { query: MarkInvoiceUnpaidDocument, variables: { id: 'i1' } },
        result: { data: { markInvoiceUnpaid: paidFields('overdue', null, null) } },
      },
    ]);
    expect(await screen.findByText('Paid on 20 November 2026 by bank transfer')).toBeInTheDocument();
    // Only advice the product can follow: credit notes do not exist yet.
    expect(screen.getByText('A paid invoice cannot be edited. Mark it unpaid first to change it.')).toBeInTheDocument();
    expect(screen.queryByText(/credit note/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Paid' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unpaid' }));
    expect(await screen.findByText('Invoice marked unpaid')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark Paid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText(/Paid on/)).toBeNull();
  });

  it('on a draft, Email is the primary action and Mark Paid is not', async () => {
    render([detail(invoice({ status: 'draft' }))]);
    const markPaid = await screen.findByRole('button', { name: 'Mark Paid' });
    expect(isPrimary(markPaid)).toBe(false);
    expect(isPrimary(screen.getByRole('button', { name: 'Email' }))).toBe(true);
  });
});
