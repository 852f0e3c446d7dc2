import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicInvoiceDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { PublicInvoicePage } from './PublicInvoicePage';

// The customer's page of an emailed invoice: the tax invoice and its balance, "Pay now" only while a balance is due
// and the business takes payments online, and a paid invoice says so. A bank payment on its way is pending: said
// so with its amount and that it takes days, never "Paid", and not asked again.

const invoice = {
  __typename: 'PublicInvoice',
  number: 'INV-0042',
  title: null,
  status: 'sent',
  summary: null,
  notes: null,
  terms: null,
  issueDate: '2026-11-20',
  dueDate: '2026-12-04',
  businessName: 'Coolair',
  businessAbn: '51 824 753 556',
  businessPhone: '03 9480 1234',
  businessEmail: 'office@coolair.test',
  customerName: 'Harbour Cafe',
  subtotalCents: 40_000,
  gstCents: 4_000,
  totalCents: 44_000,
  paidCents: 4_000,
  balanceCents: 40_000,
  paidDate: null,
  receiptUrl: null,
  canPay: true,
  pendingCents: 0,
  payMethods: ['card'],
  paidClaimed: false,
  lines: [],
};

const openPage = (publicInvoice: object) =>
  renderApp(
    <Routes>
      <Route path="i/:token" element={<PublicInvoicePage />} />
    </Routes>,
    {
      path: '/i/tok',
      mocks: [{ request: { query: PublicInvoiceDocument, variables: { token: 'tok' } }, result: { data: { publicInvoice } } }] as never,
    },
  );

describe('the customer’s invoice page', () => {
  it('shows the tax invoice with the ABN, what was paid, the balance and Pay now', async () => {
    openPage(invoice);
    expect(await screen.findByRole('heading', { name: 'Tax invoice INV-0042' })).toBeInTheDocument();
    expect(screen.getByText('Coolair · ABN 51 824 753 556')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Balance due' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $400.00 now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Already paid? Tell us' })).toBeInTheDocument();
  });

  it('says so when the customer has already told the business it is paid, without the form again', async () => {
    openPage({ ...invoice, paidClaimed: true });
    expect(await screen.findByText('You told us this invoice is paid. The business will check and be in touch.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Already paid? Tell us' })).toBeNull();
  });

  it('offers no Pay now when the business does not take payments online', async () => {
    openPage({ ...invoice, canPay: false });
    expect(await screen.findByRole('heading', { name: 'Balance due' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says a paid invoice is paid, with no balance and no Pay now', async () => {
    openPage({
      ...invoice,
      status: 'paid',
      paidCents: 44_000,
      balanceCents: 0,
      canPay: false,
      paidDate: '2026-11-27',
      receiptUrl: '/api/public/invoices/tok/receipt',
    });
    expect(await screen.findByText(/This invoice was paid on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute('href', '/api/public/invoices/tok/receipt');
    expect(screen.queryByRole('heading', { name: 'Balance due' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Already paid? Tell us' })).toBeNull();
  });

  it('names the bank rails the business allows under Pay now', async () => {
    openPage({ ...invoice, payMethods: ['card', 'au_becs_debit', 'payto'] });
    expect(await screen.findByRole('button', { name: 'Pay $400.00 now' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Pay by card, Apple Pay or Google Pay, or from your bank: Bank account (BECS Direct Debit) or PayTo. A bank payment takes a few business days to clear.',
      ),
    ).toBeInTheDocument();
  });

  it('says a bank payment is pending — its amount, a few business days — never Paid, and offers no second payment', async () => {
    openPage({ ...invoice, pendingCents: 40_000, canPay: false, payMethods: ['card', 'au_becs_debit'] });
    expect(await screen.findByText('Bank payment pending')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your bank payment of $400.00 is on its way. Bank payments take a few business days to clear: this invoice shows as paid once it does.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Pending from your bank')).toBeInTheDocument();
    expect(screen.queryByText(/was paid on|is paid\. Thank you/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    // The balance is still what is owed until the bank pays.
    expect(screen.getByRole('heading', { name: 'Balance due' })).toBeInTheDocument();
  });

  it('asks only what a part-pending bank payment leaves', async () => {
    openPage({ ...invoice, pendingCents: 10_000, canPay: true, payMethods: ['card', 'au_becs_debit'] });
    expect(await screen.findByRole('button', { name: 'Pay $300.00 now' })).toBeInTheDocument();
    expect(screen.getByText('$100.00 of it is on its way from your bank.')).toBeInTheDocument();
  });
});
