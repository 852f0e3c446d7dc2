import { booksName } from '../../rules/books.ts';
import { formatAud } from '../../rules/money.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import type { PullServices } from './pull-changes.ts';
import type { SyncScope } from './sync-scope.ts';

/**
 * An invoice voided in Xero is void in Spanner too: nothing is owed, its reminders stop and its payment link says it
 * was cancelled. Xero voids only an invoice without payments; one Spanner holds payments on (recorded here, not yet
 * in Xero) stays open, and the pull's row says why. Returns whether the invoice changed.
 */
export async function applyBooksVoid(
  s: SyncScope,
  services: PullServices,
  invoiceId: string,
  remote: { id: string; updatedAt: Date | null },
): Promise<boolean> {
  const invoice = await s.db.invoice.findFirst({ where: { id: invoiceId }, select: { number: true, status: true, paidCents: true } });
  if (!invoice || invoice.status === 'void') return false;
  const refused =
    invoice.paidCents > 0
      ? `${invoice.number} was voided in ${booksName(s.connection.provider)}, but Spanner holds ${formatAud(invoice.paidCents)} of payments on it: it stays open in Spanner`
      : null;
  const { count } = refused
    ? { count: 0 }
    : await s.db.invoice.updateMany({ where: { id: invoiceId, paidCents: 0, status: { not: 'void' } }, data: { status: 'void' } });
  const row = {
    state: refused ? ('failed' as const) : ('sent' as const),
    remoteId: remote.id,
    remoteUpdatedAt: remote.updatedAt,
    lastError: refused,
    sentAt: new Date(),
  };
  await s.db.accountingSyncRecord.upsert({
    where: {
      connectionId_recordType_recordId_operation: {
        connectionId: s.connection.id,
        recordType: 'invoice',
        recordId: invoiceId,
        operation: 'pull',
      },
    },
    create: { connectionId: s.connection.id, recordType: 'invoice', recordId: invoiceId, operation: 'pull', ...row } as never,
    update: row,
  });
  if (count) publishDocumentChange(services, { orgId: s.connection.orgId, kind: 'invoice', id: invoiceId, status: 'void' });
  return count > 0;
}
