import { ToastRegion } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InvoiceInBooksDocument, SendInvoiceToBooksDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { InvoiceBooksButton } from './InvoiceBooksButton';

// The invoice's books button says where the invoice stands in the books: not connected, on its way, in Xero (with its
// page), refused (with Xero's words and a way to send it again); with MYOB connected it names MYOB.

const inBooks = (over: object = {}) => ({
  __typename: 'InvoiceInBooks',
  connected: true,
  provider: 'xero',
  state: null,
  lastError: null,
  url: null,
  ...over,
});

const state = (books: object | null) => ({
  request: { query: InvoiceInBooksDocument, variables: { id: 'i1' } },
  result: { data: { invoice: { __typename: 'Invoice', id: 'i1', inBooks: books } } },
});

const render = (mocks: object[], status = 'sent') =>
  renderApp(
    <>
      <InvoiceBooksButton id="i1" doc={{ status }} />
      <ToastRegion />
    </>,
    { mocks: [viewerMock('admin'), ...mocks] as never },
  );

describe('the invoice’s Xero button', () => {
  it('is disabled and says so when the business is not connected', async () => {
    render([state(inBooks({ connected: false }))]);
    expect(await screen.findByRole('button', { name: 'Send to Xero (not connected)' })).toBeDisabled();
  });

  it('links to the invoice in Xero once Xero holds it', async () => {
    render([state(inBooks({ state: 'sent', url: 'https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=x1' }))]);
    const link = await screen.findByRole('link', { name: 'Sent to Xero · view' });
    expect(link).toHaveAttribute('href', 'https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=x1');
  });

  it('sends the office to the activity page when the invoice was changed in Xero too', async () => {
    render([state(inBooks({ state: 'conflict', url: 'https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=x1' }))]);
    expect(await screen.findByRole('link', { name: 'Changed in Xero too · resolve' })).toHaveAttribute(
      'href',
      '/settings/accounting/activity',
    );
  });

  it('waits for a draft to be sent', async () => {
    render([state(inBooks())], 'draft');
    expect(await screen.findByRole('button', { name: 'Send to Xero (goes when sent)' })).toBeDisabled();
  });

  it("shows Xero's refusal, sends again on press, and then shows the invoice on its way", async () => {
    render([
      state(inBooks({ state: 'failed', lastError: "Xero says the contact name 'Harbour Cafe' is already used by an archived contact" })),
      {
        request: { query: SendInvoiceToBooksDocument, variables: { id: 'i1' } },
        result: { data: { sendInvoiceToBooks: inBooks({ state: 'queued' }) } },
      },
      state(inBooks({ state: 'queued' })),
    ]);
    expect(await screen.findByText(/already used by an archived contact/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to Xero again' }));
    expect(await screen.findByRole('button', { name: 'Sending to Xero…' })).toBeDisabled();
  });

  it('names MYOB when the business connected MYOB: Send to MYOB, then Sent to MYOB (MYOB has no page link)', async () => {
    render([state(inBooks({ provider: 'myob' }))]);
    expect(await screen.findByRole('button', { name: 'Send to MYOB' })).toBeEnabled();
  });

  it('says the invoice is in MYOB once sent there', async () => {
    render([state(inBooks({ provider: 'myob', state: 'sent' }))]);
    expect(await screen.findByRole('button', { name: 'Sent to MYOB' })).toBeDisabled();
    expect(screen.queryByText(/Xero/)).not.toBeInTheDocument();
  });
});
