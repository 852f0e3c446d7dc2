import { ToastRegion } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QuoteChangedDocument, QuoteDetailDocument, SetQuoteDepositDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { QuoteDetailPage } from './QuoteDetailPage';

const quote = (over: object = {}) => ({
  __typename: 'Quote',
  id: 'q1',
  number: 'QU-0007',
  title: 'Cafe air-con service',
  status: 'sent',
  summary: 'Service both split systems',
  notes: null,
  terms: 'Valid 30 days',
  reference: 'PO-19',
  issueDate: '2026-11-23',
  expiryDate: '2026-12-23',
  respondedByName: null,
  respondedOnline: false,
  acceptedAt: null,
  rejectedAt: null,
  subtotalCents: 40400,
  gstCents: 4040,
  totalCents: 44440,
  jobId: null,
  canEdit: true,
  canAccept: true,
  canConvert: false,
  emailDraft: { __typename: 'EmailDraft', subject: 'Quote QU-0007 from Coolair', message: 'Hello,' },
  customer: { __typename: 'Customer', id: 'c1', name: 'Harbour Cafe', email: 'cafe@example.test', phone: null, address: null },
  lines: [
    {
      __typename: 'DocumentLine',
      id: 'l1',
      itemName: 'Split system service',
      description: 'Clean filters',
      quantity: 2,
      unitPriceCents: 18000,
      discountPercent: 10,
      taxRate: 10,
      gstCents: 3240,
      totalCents: 35640,
    },
  ],
  ...over,
});

const detail = (data: object | null, errors?: GraphQLError[]) => ({
  request: { query: QuoteDetailDocument, variables: { id: 'q1' } },
  result: errors ? { errors } : { data: { quote: data } },
  maxUsageCount: 2,
});

/** The live status subscription: open, nothing happens. */
const quiet = {
  request: { query: QuoteChangedDocument, variables: { id: 'q1' } },
  result: { data: null },
  delay: Number.POSITIVE_INFINITY,
};

const render = (mock: object) =>
  renderApp(
    <Routes>
      <Route path="quotes/:id" element={<QuoteDetailPage />} />
    </Routes>,
    { path: '/quotes/q1', mocks: [mock, quiet] as never },
  );

describe('the quote detail', () => {
  it('shows the lines as stored, the totals, and Accept while the quote is sent', async () => {
    render(detail(quote()));
    await screen.findByRole('heading', { name: 'QU-0007 · Cafe air-con service' });
    expect(screen.getByText('2 × $180.00 · 10% off · GST $32.40')).toBeInTheDocument();
    expect(screen.getByText('$444.40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to Job' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send to Xero (invoices only)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /coming soon/ })).toBeNull();
  });

  it('offers Convert to Job once accepted, and says who accepted online', async () => {
    render(
      detail(
        quote({
          status: 'accepted',
          canAccept: false,
          canConvert: true,
          canEdit: false,
          respondedByName: 'Sam Harbour',
          respondedOnline: true,
          acceptedAt: '2026-11-24T01:30:00.000Z',
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Convert to Job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText(/Accepted by Sam Harbour \(online\)/)).toBeInTheDocument();
  });

  it("says 'Quote not found' for a missing or foreign quote", async () => {
    render(detail(null, [new GraphQLError('Quote not found', { extensions: { code: 'NOT_FOUND' } })]));
    expect(await screen.findByText('Quote not found')).toBeInTheDocument();
  });
});

describe('the deposit a quote asks at acceptance', () => {
  it('an admin asks 25% on a sent quote; the button then says what is asked', async () => {
    const sent = quote({ canInvoice: false, invoices: [], depositPercent: null, depositAmountCents: null });
    renderApp(
      <>
        <Routes>
          <Route path="quotes/:id" element={<QuoteDetailPage />} />
        </Routes>
        <ToastRegion />
      </>,
      {
        path: '/quotes/q1',
        mocks: [
          viewerMock('admin'),
          detail(sent),
          quiet,
          {
            request: { query: SetQuoteDepositDocument, variables: { id: 'q1', depositPercent: 25, depositAmountCents: null } },
            result: { data: { setQuoteDeposit: { __typename: 'Quote', id: 'q1', depositPercent: 25, depositAmountCents: null } } },
          },
        ] as never,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit at acceptance' });
    const percent = within(dialog).getByRole('textbox', { name: 'Deposit (%)' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Deposit' }));
    expect(await screen.findByText('A deposit of 25% is asked at acceptance')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Deposit at acceptance: 25%' })).toBeInTheDocument();
  });
});
