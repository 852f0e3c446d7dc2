import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BooksProviderDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { AccountingButtons } from './AccountingButtons';

// A quote's accounting button names the connected books: only invoices go to them, Xero's or MYOB's.

const provider = (p: string | null) => ({
  request: { query: BooksProviderDocument },
  result: { data: { accountingConnection: { __typename: 'AccountingConnection', provider: p } } },
});

describe('a quote’s accounting button', () => {
  it('names MYOB when the business connected MYOB', async () => {
    renderApp(<AccountingButtons />, { mocks: [viewerMock('admin'), provider('myob')] });
    expect(await screen.findByRole('button', { name: 'Send to MYOB (invoices only)' })).toBeDisabled();
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });

  it('names Xero otherwise', async () => {
    renderApp(<AccountingButtons />, { mocks: [viewerMock('admin'), provider('xero')] });
    expect(await screen.findByRole('button', { name: 'Send to Xero (invoices only)' })).toBeDisabled();
  });
});
