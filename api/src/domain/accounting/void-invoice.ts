import { ledgerRow, runClaimed } from './sync-ledger.ts';
import type { SyncScope } from './sync-scope.ts';

/**
 * An invoice deleted in Spanner after it went to Xero is voided there (Xero keeps a sent invoice's number; a void is
 * how it is taken back). Xero refuses to void one with payments on it: its words are saved on the row for the office.
 * Returns the books' id, or null when Xero never held the invoice.
 */
export async function voidInvoiceInBooks(s: SyncScope, invoiceId: string): Promise<string | null> {
  const pushed = await s.db.accountingSyncRecord.findFirst({
    where: { connectionId: s.connection.id, recordType: 'invoice', recordId: invoiceId, operation: 'push' },
    select: { remoteId: true },
  });
  const remoteId = pushed?.remoteId;
  if (!remoteId) return null;
  const row = await ledgerRow(s.db, s.connection.id, 'invoice', invoiceId, 'void');
  if (row.state === 'sent') return remoteId;
  return runClaimed(s, row, async (key) => {
    const voided = await s.books.voidInvoice(remoteId, key);
    return { remoteId, sentHash: 'void', remoteUpdatedAt: voided.updatedAt };
  });
}
