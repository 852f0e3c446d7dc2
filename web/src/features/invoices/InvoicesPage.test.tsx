import { MockSubscriptionLink } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DeleteInvoiceDocument, InvoicesPageDocument, PaymentsAttentionDocument, ResolvePaymentAttentionDocument } from '../../gql/graphql';
import { renderApp, viewerMock } from '../../test-utils';
import { InvoicesPage } from './InvoicesPage';

const invoice = (id: string, number: string, status: string, totalCents: number, balanceCents = status === 'paid' ? 0 : totalCents) => ({
  __typename: 'Invoice',
  id,
  number,
  title: `Job ${number}`,
  status,
  totalCents,
  balanceCents,
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  customer: { __typename: 'Customer', id: 'c1', name: 'Harbour Cafe' },
});

const counts = { __typename: 'InvoiceCounts', all: 3, unpaid: 2, paid: 1, overdue: 1, outstandingCents: 123456 };

const page = (tab: string, nodes: object[]) => ({
  request: { query: InvoicesPageDocument, variables: { tab, search: null } },
  result: {
    data: {
      invoiceCounts: counts,
      invoices: {
        __typename: 'InvoiceConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        edges: nodes.map((node) => ({ __typename: 'InvoiceEdge', node })),
      },
    },
  },
  maxUsageCount: 3,
});

const all = [
  invoice('i1', 'INV-0001', 'sent', 11000, 7000),
  invoice('i2', 'INV-0002', 'overdue', 112456),
  invoice('i3', 'INV-0003', 'paid', 5000),
];

afterEach(() => toast.clear());

describe('the invoice list', () => {
  it('shows the tabs with their counts, the outstanding total and each invoice’s badge and total', async () => {
    renderApp(<InvoicesPage />, { path: '/invoices', mocks: [page('all', all)] });
    expect(await screen.findByRole('link', { name: 'INV-0002 · Job INV-0002' })).toHaveAttribute('href', '/invoices/i2');
    expect(screen.getByRole('tab', { name: 'All 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Overdue 1' })).toBeInTheDocument();
    expect(screen.getByText('Outstanding $1,234.56')).toBeInTheDocument();
    // The tab, and the overdue invoice's badge.
    expect(screen.getAllByText('Overdue')).toHaveLength(2);
    expect(screen.getByText('$1,124.56')).toBeInTheDocument();
    // A part-paid invoice shows what is still due.
    expect(screen.getByText('$70.00 due of $110.00')).toBeInTheDocument();
  });

  it('follows payments live: an invoice paid elsewhere shows Paid and the counts move, without a reload', async () => {
    const once = (nodes: object[], paid: number) => ({
      ...page('all', nodes),
      result: { data: { ...page('all', nodes).result.data, invoiceCounts: { ...counts, unpaid: 2 - paid, paid: 1 + paid } } },
      maxUsageCount: 1,
    });
    const paidNow = [{ ...all[0], status: 'paid', balanceCents: 0 }, all[1], all[2]];
    const live = new MockSubscriptionLink();
    renderApp(<InvoicesPage />, { path: '/invoices', mocks: [once(all, 0), once(paidNow, 1)], live });
    expect(await screen.findByRole('tab', { name: 'Paid 1' })).toBeInTheDocument();
    expect(screen.getByText('$70.00 due of $110.00')).toBeInTheDocument();
    // The organisation's invoices change (no id: every invoice); the list is read again.
    act(() =>
      live.simulateResult({
        result: { data: { invoiceChanged: { __typename: 'InvoiceChange', id: 'i1', status: 'paid', balanceCents: 0 } } },
      }),
    );
    expect(await screen.findByRole('tab', { name: 'Paid 2' })).toBeInTheDocument();
    expect(screen.queryByText('$70.00 due of $110.00')).toBeNull();
  });

  it('opens the tab named in the address, with its own empty state', async () => {
    renderApp(<InvoicesPage />, { path: '/invoices?tab=overdue', mocks: [page('overdue', [])] });
    expect(await screen.findByText('No overdue invoices')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overdue 1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('deletes an invoice after asking, and says when it could not', async () => {
    const refused = {
      request: { query: DeleteInvoiceDocument, variables: { id: 'i1' } },
      result: { data: { deleteInvoice: { __typename: 'AppError', message: 'A paid or void invoice can no longer be changed' } } },
    };
    renderApp(
      <>
        <InvoicesPage />
        <ToastRegion />
      </>,
      { path: '/invoices', mocks: [page('all', all), refused] },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for INV-0001' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete this invoice?' });
    await userEvent.click(within(ask).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('A paid or void invoice can no longer be changed')).toBeInTheDocument();
  });

  it('lists the payments that need the office, with their invoice where there still is one', async () => {
    const flagged = {
      request: { query: PaymentsAttentionDocument },
      result: {
        data: {
          paymentsNeedingAttention: [
            {
              __typename: 'Payment',
              id: 'p1',
              amountCents: 11000,
              method: 'online',
              receivedOn: '2026-11-20',
              attention: 'Paid after the invoice was voided: refund it or apply it to another invoice',
              invoice: { __typename: 'Invoice', id: 'i9', number: 'INV-0009' },
            },
            {
              __typename: 'Payment',
              id: 'p2',
              amountCents: 5000,
              method: 'cheque',
              receivedOn: '2026-11-21',
              attention: 'Its invoice INV-0004 was deleted: refund it or apply it to another invoice',
              invoice: null,
            },
          ],
        },
      },
    };
    const left = { ...flagged, result: { data: { paymentsNeedingAttention: [flagged.result.data.paymentsNeedingAttention[1]] } } };
    const resolved = {
      request: { query: ResolvePaymentAttentionDocument, variables: { id: 'p1' } },
      result: { data: { resolvePaymentAttention: { __typename: 'Payment', id: 'p1', attention: null } } },
    };
    renderApp(
      <>
        <InvoicesPage />
        <ToastRegion />
      </>,
      { path: '/invoices', mocks: [viewerMock('manager'), flagged, page('all', all), resolved, left] },
    );
    expect(await screen.findByText('2 payments need attention')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV-0009' })).toHaveAttribute('href', '/invoices/i9');
    expect(screen.getByText(/^\$50\.00 \(cheque, 21 November 2026\): Its invoice INV-0004 was deleted/)).toBeInTheDocument();
    // Handled: the row leaves the list.
    await userEvent.click(screen.getAllByRole('button', { name: 'Handled' })[0]);
    expect(await screen.findByText('1 payment needs attention')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'INV-0009' })).toBeNull();
  });
});
