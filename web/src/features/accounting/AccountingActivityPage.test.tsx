import { ToastRegion } from '@spanner/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AccountingActivityDocument,
  ResolveAccountingConflictDocument,
  RetryAccountingSyncDocument,
  SyncAccountingNowDocument,
} from '../../gql/graphql';
import { matchesAtWidth } from '../../lib/viewport';
import { renderApp, viewerMock } from '../../test-utils';
import { AccountingActivityPage } from './AccountingActivityPage';

// The activity page shows each record's state with Xero's words, retries a failed one and syncs everything.

const record = (over: object) => ({
  __typename: 'AccountingSyncRecord',
  id: 'r1',
  recordType: 'invoice',
  operation: 'push',
  label: 'INV-0042 · Smith Plumbing',
  state: 'sent',
  lastError: null,
  attempts: 1,
  updatedAt: '2026-11-28T01:00:00.000Z',
  conflictFields: null,
  ...over,
});

const failed = record({
  id: 'r2',
  recordType: 'contact',
  label: 'Harbour Cafe',
  state: 'failed',
  lastError: "Xero says the contact name 'Harbour Cafe' is already used by an archived contact: restore it in Xero, then retry",
});

/** Stripe's fee on a payment, refused by Xero: its own row beside the payment's, retried like a push. */
const feeRefused = record({
  id: 'r3',
  recordType: 'payment',
  operation: 'fee',
  label: 'Stripe fee $2.17 on INV-0042',
  state: 'failed',
  lastError: 'Xero says: The document date cannot be before the period lock date',
});

const activity = (rows: object[], count: number) => ({
  request: { query: AccountingActivityDocument, variables: { needsAttention: false } },
  result: {
    data: {
      accountingActivity: rows,
      accountingAttentionCount: count,
      accountingConnection: { __typename: 'AccountingConnection', provider: 'xero' },
    },
  },
  maxUsageCount: 5,
});

describe('Settings → Accounting → Activity', () => {
  it("lists each record with its state and Xero's words, and retries a failed one", async () => {
    renderApp(
      <>
        <AccountingActivityPage />
        <ToastRegion />
      </>,
      {
        mocks: [
          viewerMock('manager'),
          activity([record({}), failed, feeRefused], 2),
          {
            request: { query: RetryAccountingSyncDocument, variables: { id: 'r2' } },
            result: { data: { retryAccountingSync: { ...failed, state: 'queued', lastError: null } } },
          },
        ] as never,
      },
    );
    expect(await screen.findByText('2 records need attention')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    const sent = rows.find((r) => within(r).queryByText(/INV-0042 · Smith Plumbing/))!;
    expect(within(sent).getByText('sent')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: 'Retry' })).toBeNull();
    const fee = rows.find((r) => within(r).queryByText(/Stripe fee \$2\.17 on INV-0042/))!;
    expect(within(fee).getByText(/period lock date/)).toBeInTheDocument();
    expect(within(fee).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const refused = rows.find((r) => within(r).queryByText(/Contact · Harbour Cafe/))!;
    expect(within(refused).getByText(/already used by an archived contact/)).toBeInTheDocument();
    await userEvent.click(within(refused).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sending again')).toBeInTheDocument();
  });

  it('on a phone lists each record as a row of its own: what it is, its state, when, the tries, the words and Retry', async () => {
    // A 390 px screen: the phone query matches (jsdom has no matchMedia of its own).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: matchesAtWidth(query, 390),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      renderApp(<AccountingActivityPage />, { mocks: [viewerMock('manager'), activity([record({}), failed], 1)] as never });
      const list = await screen.findByRole('list', { name: 'Accounting activity' });
      expect(screen.queryByRole('table')).toBeNull();
      const [sent, refused] = within(list).getAllByRole('listitem');
      expect(within(sent).getByText(/INV-0042 · Smith Plumbing/)).toBeInTheDocument();
      expect(within(sent).getByText('sent')).toBeInTheDocument();
      expect(within(sent).queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(within(refused).getByText(/already used by an archived contact/)).toBeInTheDocument();
      expect(within(refused).getByText(/· 1 try$/)).toBeInTheDocument();
      expect(within(refused).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('syncs now and says so', async () => {
    renderApp(
      <>
        <AccountingActivityPage />
        <ToastRegion />
      </>,
      {
        mocks: [
          viewerMock('admin'),
          activity([], 0),
          {
            request: { query: SyncAccountingNowDocument },
            result: { data: { syncAccountingNow: { __typename: 'SyncAccountingNowPayload', queued: 1 } } },
          },
        ] as never,
      },
    );
    expect(await screen.findByText('Nothing has been sent to Xero yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Syncing now')).toBeInTheDocument();
  });

  it("shows what differs on an invoice changed on both sides, and keeps Xero's when asked", async () => {
    const conflict = record({
      id: 'r3',
      state: 'conflict',
      lastError: 'INV-0042 was changed in Xero and in Spanner since it was last sent: choose which to keep',
      conflictFields: [{ __typename: 'AccountingConflictField', field: 'Line 1 quantity', spanner: '1', books: '2' }],
    });
    renderApp(
      <>
        <AccountingActivityPage />
        <ToastRegion />
      </>,
      {
        mocks: [
          viewerMock('manager'),
          activity([conflict], 1),
          {
            request: { query: ResolveAccountingConflictDocument, variables: { id: 'r3', keep: 'books' } },
            result: {
              data: {
                resolveAccountingConflict: {
                  __typename: 'AccountingSyncRecord',
                  id: 'r3',
                  state: 'sent',
                  lastError: null,
                  conflictFields: null,
                },
              },
            },
          },
        ] as never,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Changed on both sides · INV-0042 · Smith Plumbing' })).toBeInTheDocument();
    const differs = screen.getByRole('row', { name: /Line 1 quantity/ });
    expect(
      within(differs)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '2']);
    await userEvent.click(screen.getByRole('button', { name: "Keep Xero's" }));
    expect(await screen.findByText("Spanner's invoice now matches Xero")).toBeInTheDocument();
  });
});
