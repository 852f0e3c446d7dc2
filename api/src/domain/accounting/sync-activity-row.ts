import type { Db } from '../../db/client.ts';
import { booksName } from '../../rules/books.ts';
import { formatAud } from '../../rules/money.ts';
import { feeName } from './push-payment-fee.ts';
import type { ConflictField, SyncConflict } from './sync-conflict.ts';

// One row of the accounting sync's activity, labelled for people: what the activity page lists, a retry or a
// resolution answers, and an `accounting.*` webhook event carries.

export interface SyncActivityRow {
  id: string;
  recordType: string;
  recordId: string;
  operation: string;
  /** "INV-0042 · Smith Plumbing", "Smith Plumbing", "$50.00 on INV-0042", "Stripe fee $1.75 on INV-0042" */
  label: string;
  state: 'queued' | 'sending' | 'sent' | 'failed' | 'conflict';
  lastError: string | null;
  attempts: number;
  remoteId: string | null;
  /** In conflict: what differs between Spanner's invoice and Xero's */
  conflictFields: ConflictField[] | null;
  updatedAt: Date;
}

export const ROW_SELECT = {
  id: true,
  recordType: true,
  recordId: true,
  operation: true,
  state: true,
  lastError: true,
  attempts: true,
  remoteId: true,
  conflict: true,
  updatedAt: true,
} as const;

export type Row = {
  id: string;
  recordType: string;
  recordId: string;
  operation: string;
  state: SyncActivityRow['state'];
  lastError: string | null;
  attempts: number;
  remoteId: string | null;
  conflict: unknown;
  updatedAt: Date;
};

/** Each row's label, read in three statements whatever the number of rows. */
export async function labelled(db: Db, rows: Row[]): Promise<SyncActivityRow[]> {
  const ids = (type: string) => rows.filter((r) => r.recordType === type).map((r) => r.recordId);
  const payments = await db.payment.findMany({
    where: { id: { in: ids('payment') } },
    select: { id: true, amountCents: true, invoiceId: true, provider: true, feeCents: true },
  });
  const invoices = await db.invoice.findMany({
    where: { id: { in: [...ids('invoice'), ...payments.flatMap((p) => (p.invoiceId ? [p.invoiceId] : []))] } },
    select: { id: true, number: true, customer: { select: { name: true } } },
  });
  const customers = await db.customer.findMany({ where: { id: { in: ids('contact') } }, select: { id: true, name: true } });
  const invoiceLabel = (id: string | null) => {
    const i = invoices.find((x) => x.id === id);
    return i ? `${i.number}${i.customer ? ` · ${i.customer.name}` : ''}` : 'A deleted invoice';
  };
  return rows.map(({ conflict, ...r }) => {
    const conflictFields = r.state === 'conflict' ? ((conflict as SyncConflict | null)?.fields ?? null) : null;
    let label: string;
    if (r.recordType === 'invoice') label = invoiceLabel(r.recordId);
    else if (r.recordType === 'contact') label = customers.find((c) => c.id === r.recordId)?.name ?? 'A deleted customer';
    else {
      const p = payments.find((x) => x.id === r.recordId);
      label = !p
        ? 'A payment'
        : r.operation === 'fee'
          ? `${feeName(p.provider)} ${formatAud(p.feeCents ?? 0)} on ${invoiceLabel(p.invoiceId).split(' · ')[0]}`
          : `${formatAud(p.amountCents)} on ${invoiceLabel(p.invoiceId).split(' · ')[0]}${r.operation === 'pull' ? ` (from ${booksName(p.provider)})` : ''}`;
    }
    return { ...r, label, conflictFields };
  });
}

/** One row of the activity, labelled (what a retry or a resolution answers). */
export async function activityRow(db: Db, id: string): Promise<SyncActivityRow> {
  const row = await db.accountingSyncRecord.findFirstOrThrow({ where: { id }, select: ROW_SELECT });
  return (await labelled(db, [row as Row]))[0];
}
