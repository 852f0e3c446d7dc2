import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicQuoteDocument } from '../../../gql/graphql';
import { renderApp } from '../../../test-utils';
import { PublicQuotePage } from './PublicQuotePage';

// The customer's page of an emailed quote shows what the business wrote for them — summary, lines, notes and terms —
// and none of the office's own markings (the status badge).

const publicQuote = {
  __typename: 'PublicQuote',
  number: 'QU-0007',
  title: 'Cafe air-con service',
  status: 'sent',
  summary: 'Service both split systems',
  notes: 'We will need access to the roof via the rear lane.',
  terms: 'Valid for 30 days.',
  issueDate: '2026-11-23',
  expiryDate: '2026-12-23',
  businessName: 'Coolair',
  businessAbn: '51 824 753 556',
  businessPhone: '03 9480 1234',
  businessEmail: 'office@coolair.test',
  customerName: 'Harbour Cafe',
  respondedByName: null,
  canRespond: true,
  pdfPath: '/api/public/quotes/tok/pdf',
  subtotalCents: 40400,
  gstCents: 4040,
  totalCents: 44440,
  lines: [],
};

const openPage = () =>
  renderApp(
    <Routes>
      <Route path="q/:token" element={<PublicQuotePage />} />
    </Routes>,
    {
      path: '/q/tok',
      mocks: [{ request: { query: PublicQuoteDocument, variables: { token: 'tok' } }, result: { data: { publicQuote } } }] as never,
    },
  );

describe('the customer’s quote page', () => {
  it('names the business with its ABN, and how to reach it: phone and email links', async () => {
    openPage();
    expect(await screen.findByText('Coolair · ABN 51 824 753 556')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Coolair' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '03 9480 1234' })).toHaveAttribute('href', 'tel:0394801234');
    expect(screen.getByRole('link', { name: 'office@coolair.test' })).toHaveAttribute('href', 'mailto:office@coolair.test');
  });

  it('shows the summary, notes and terms, and no internal status badge', async () => {
    renderApp(
      <Routes>
        <Route path="q/:token" element={<PublicQuotePage />} />
      </Routes>,
      {
        path: '/q/tok',
        mocks: [{ request: { query: PublicQuoteDocument, variables: { token: 'tok' } }, result: { data: { publicQuote } } }] as never,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Quote QU-0007 · Cafe air-con service' })).toBeInTheDocument();
    expect(screen.getByText('Service both split systems')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText('We will need access to the roof via the rear lane.')).toBeInTheDocument();
    expect(screen.getByText('Valid for 30 days.')).toBeInTheDocument();
    expect(screen.queryByText('Sent')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
  });
});
