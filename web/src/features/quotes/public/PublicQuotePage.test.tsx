import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PayQuoteDepositDocument, PublicQuoteDocument } from '../../../gql/graphql';
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
  depositCents: null,
  canPayDeposit: false,
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

const openWith = (quote: object, path = '/q/tok', extra: object[] = []) =>
  renderApp(
    <Routes>
      <Route path="q/:token" element={<PublicQuotePage />} />
    </Routes>,
    {
      path,
      mocks: [
        { request: { query: PublicQuoteDocument, variables: { token: 'tok' } }, result: { data: { publicQuote: quote } } },
        ...extra,
      ] as never,
    },
  );

describe('Accept & pay deposit on the customer’s quote page', () => {
  it('beside Accept while the business takes payments online: with the name, it goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const pay = {
      request: { query: PayQuoteDepositDocument, variables: { token: 'tok', name: 'Mei Chen' } },
      result: { data: { payQuoteDeposit: { __typename: 'CheckoutPayload', url: 'https://checkout.stripe.test/c/pay/cs_1' } } },
    };
    openWith({ ...publicQuote, depositCents: 13_332, canPayDeposit: true }, '/q/tok', [pay]);
    const button = await screen.findByRole('button', { name: 'Accept & pay deposit' });
    expect(screen.getByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
    expect(screen.getByText(/asks a deposit of \$133\.32 \(GST included\)/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(button);
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Mei Chen');
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
  });

  it('without online payments only the plain Accept shows, with the deposit the quote asks', async () => {
    openWith({ ...publicQuote, depositCents: 13_332, canPayDeposit: false });
    expect(await screen.findByRole('button', { name: 'Accept quote' })).toBeInTheDocument();
    expect(screen.getByText(/asks a deposit of \$133\.32/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept & pay deposit' })).toBeNull();
  });

  it('back from paying: says the deposit is paid once the quote is accepted, or that it is being confirmed', async () => {
    const { unmount } = openWith({ ...publicQuote, status: 'accepted', canRespond: false, respondedByName: 'Mei Chen' }, '/q/tok?paid=1');
    expect(await screen.findByText('Thank you: your deposit is paid and the quote is accepted.')).toBeInTheDocument();
    unmount();
    openWith({ ...publicQuote, depositCents: 13_332, canPayDeposit: true }, '/q/tok?paid=1');
    expect(await screen.findByText(/your payment is being confirmed/)).toBeInTheDocument();
  });
});
