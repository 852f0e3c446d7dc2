import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoicePaidClaimDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { PaidClaimToasts } from './PaidClaimToasts';

afterEach(() => toast.clear());

const change = (paidClaimBy: string | null) => ({
  request: { query: InvoicePaidClaimDocument },
  result: {
    data: {
      invoiceChanged: {
        __typename: 'InvoiceChange',
        id: 'inv-1',
        status: 'sent',
        paidClaimBy,
        invoice: { __typename: 'Invoice', id: 'inv-1', number: 'INV-0042' },
      },
    },
  },
});

describe('PaidClaimToasts', () => {
  it('tells the office when a customer says an invoice is paid, with a link to it', async () => {
    renderApp(
      <>
        <PaidClaimToasts />
        <ToastRegion />
      </>,
      { mocks: [change('Pat Jones')] },
    );
    expect(await screen.findByText('Pat Jones says INV-0042 is paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open INV-0042' }).getAttribute('href')).toBe('/invoices/inv-1');
  });
});
