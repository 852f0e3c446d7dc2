import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicInvoiceDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { PublicInvoicePage } from './PublicInvoicePage';

// The customer's page of an emailed invoice: the tax invoice and its balance, "Pay now" only while a balance is due
// and the business takes payments online, and a paid invoice says so.

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
});
