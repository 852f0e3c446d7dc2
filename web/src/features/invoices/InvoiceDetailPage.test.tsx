import { ToastRegion } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InvoiceDetailDocument, MarkInvoiceUnpaidDocument, RecordPaymentDocument, RefundPaymentDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { InvoiceDetailPage } from './InvoiceDetailPage';

// Record payment (instead of Mark Paid) asks for the amount — the balance unless changed — the day and method; the
// Payments section shows the ledger and the balance, with Refund for admins only; a paid invoice says when and how,
// cannot be edited (and says what to do instead), and can be marked unpaid; on a draft, Email is the primary action.

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
  sentAt: null,
  paymentMethod: null,
  canEdit: true,
  canMarkPaid: true,
  paidCents: 0,
  balanceCents: 11000,
  creditCents: 0,
  payments: [],
  emailDraft: { __typename: 'EmailDraft', subject: 'Tax invoice INV-0012 from Coolair', message: 'Hello,' },
  subtotalCents: 10000,
  gstCents: 1000,
  totalCents: 11000,
  customer: { __typename: 'Customer', id: 'c1', name: 'Harbour Cafe', email: 'cafe@example.test', phone: null, address: null },
  lines: [],
  ...over,
});

const row = (over: object = {}) => ({
  __typename: 'Payment',
  id: 'p1',
  kind: 'payment',
  amountCents: 4000,
  method: 'cash',
  receivedOn: '2026-11-20',
  status: 'succeeded',
  provider: null,
  refundableCents: 4000,
  attention: null,
  note: null,
  recordedBy: 'Alex Admin',
  ...over,
});

const paidFields = (status: string, paidOn: string | null, paymentMethod: string | null, paidCents = 0, payments: object[] = []) => ({
  __typename: 'Invoice',
  id: 'i1',
  status,
  paidAt: paidOn ? `${paidOn}T13:00:00.000Z` : null,
  paidOn,
  paymentMethod,
  canEdit: status !== 'paid',
  canMarkPaid: status !== 'paid',
  paidCents,
  balanceCents: Math.max(0, 11000 - paidCents),
  creditCents: Math.max(0, paidCents - 11000),
  payments,
});

const detail = (data: object) => ({
  request: { query: InvoiceDetailDocument, variables: { id: 'i1' } },
  result: { data: { invoice: data } },
  maxUsageCount: 3,
});

const render = (mocks: object[], role: 'admin' | 'manager' = 'admin') =>
  renderApp(
    <>
      <Routes>
        <Route path="invoices/:id" element={<InvoiceDetailPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: '/invoices/i1', mocks: [viewerMock(role), ...mocks] as never },
  );

const isPrimary = (button: HTMLElement) => /primary/.test(button.className);

describe('the invoice detail’s payment', () => {
  it('Record payment offers the balance, sends a part payment with its day and method, and shows it in the ledger', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
    render([
      detail(invoice()),
      {
        // Answered only when the dialog sends the amount typed, today (the organisation's zone) and the method chosen.
        request: {
          query: RecordPaymentDocument,
          variables: { invoiceId: 'i1', input: { amountCents: 4000, paidOn: today, method: 'cash', note: null } },
        },
        result: {
          data: {
            recordPayment: {
              __typename: 'Payment',
              id: 'p1',
              invoice: paidFields('sent', null, null, 4000, [row({ receivedOn: today })]),
            },
          },
        },
      },
    ]);
    const record = await screen.findByRole('button', { name: 'Record payment' });
    expect(isPrimary(record)).toBe(true);
    expect(screen.getByText('No payments recorded yet.')).toBeInTheDocument();
    await userEvent.click(record);
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment for INV-0012' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('$110.00');
    expect(within(dialog).getByRole('group', { name: 'Payment date' })).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    const ledger = await screen.findByRole('list', { name: 'Payments of INV-0012' });
    expect(within(ledger).getByText('$40.00')).toBeInTheDocument();
    expect(within(ledger).getByText(/Cash · Alex Admin/)).toBeInTheDocument();
    expect(screen.getByText('$70.00')).toBeInTheDocument(); // the balance due
  });

  it('refuses an amount of nothing in the dialog, before asking the server', async () => {
    render([detail(invoice())]);
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment for INV-0012' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Amount must be more than $0.00')).toBeInTheDocument();
  });

  it('an admin refunds part of a payment, reopening the balance; a manager is not offered Refund', async () => {
    const paidInvoice = invoice({
      status: 'paid',
      paidOn: '2026-11-20',
      paidAt: '2026-11-19T13:00:00.000Z',
      paymentMethod: 'cash',
      canEdit: false,
      canMarkPaid: false,
      paidCents: 11000,
      balanceCents: 0,
      payments: [row({ amountCents: 11000, refundableCents: 11000 })],
    });
    const refunded = paidFields('sent', null, null, 8500, [
      row({ amountCents: 11000, refundableCents: 8500 }),
      row({ id: 'r1', kind: 'refund', amountCents: -2500, refundableCents: 0 }),
    ]);
    render([
      detail(paidInvoice),
      {
        request: {
          query: RefundPaymentDocument,
          variables: { invoiceId: 'i1', paymentId: 'p1', input: { amountCents: 2500, note: null } },
        },
        result: { data: { refundPayment: { __typename: 'Payment', id: 'r1', status: 'succeeded', invoice: refunded } } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    const amount = within(dialog).getByRole('textbox', { name: 'Refund amount' });
    expect(amount).toHaveValue('$110.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(await screen.findByText('Refund $25.00')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  });

  it('an online payment is refunded through Stripe, and its invoice is never marked unpaid', async () => {
    const online = row({ amountCents: 11000, refundableCents: 11000, method: 'online', provider: 'stripe', recordedBy: null });
    const paidOnline = invoice({
      status: 'paid',
      paidOn: '2026-11-20',
      paidAt: '2026-11-19T13:00:00.000Z',
      paymentMethod: null,
      canEdit: false,
      canMarkPaid: false,
      paidCents: 11000,
      balanceCents: 0,
      payments: [online],
    });
    const refunded = paidFields('sent', null, null, 0, [
      { ...online, refundableCents: 0 },
      row({ id: 'r1', kind: 'refund', amountCents: -11000, refundableCents: 0, method: 'online', provider: 'stripe' }),
    ]);
    render([
      detail(paidOnline),
      {
        request: {
          query: RefundPaymentDocument,
          variables: { invoiceId: 'i1', paymentId: 'p1', input: { amountCents: 11000, note: null } },
        },
        result: { data: { refundPayment: { __typename: 'Payment', id: 'r1', status: 'succeeded', invoice: refunded } } },
      },
    ]);
    expect(
      await screen.findByText('A paid invoice cannot be edited. It was paid online: refund the payment first to change it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as unpaid' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByText(/Stripe sends this amount back to the customer/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund through Stripe' }));
    expect(await screen.findByText('Refunded through Stripe')).toBeInTheDocument();
    expect(await screen.findByText('Refund $110.00')).toBeInTheDocument();
  });

  it('a manager sees the ledger without Refund', async () => {
    render([detail(invoice({ paidCents: 4000, balanceCents: 7000, payments: [row()] }))], 'manager');
    expect(await screen.findByRole('list', { name: 'Payments of INV-0012' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
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
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unpaid' }));
    expect(await screen.findByText('Invoice marked unpaid')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText(/Paid on/)).toBeNull();
  });

  it('on a draft, Email is the primary action and Record payment is not', async () => {
    render([detail(invoice({ status: 'draft' }))]);
    const markPaid = await screen.findByRole('button', { name: 'Record payment' });
    expect(isPrimary(markPaid)).toBe(false);
    expect(isPrimary(screen.getByRole('button', { name: 'Email' }))).toBe(true);
  });
});
