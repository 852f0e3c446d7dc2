import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { RawQueryClient } from '../../jobs/sql-executor.ts';
import { booksName } from '../../rules/books.ts';
import { formatAud } from '../../rules/money.ts';
import { requireAbility } from '../policy.ts';
import type { ConflictField, SyncConflict } from './sync-conflict.ts';
import { accountingPullJob, accountingPushJob, liveXeroConnection } from './sync-jobs.ts';
import type { SyncRecordType } from './sync-ledger.ts';

// Settings → Accounting → Activity (the API side): every record's sync state with its last error in plain words,
// a retry, "Sync now", and the count of records that need the office (failed and conflict) for the dashboard.

export interface SyncActivityRow {
  id: string;
  recordType: string;
  recordId: string;
  operation: string;
  /** "INV-0042 · Smith Plumbing", "Smith Plumbing", "$50.00 on INV-0042" */
  label: string;
  state: 'queued' | 'sending' | 'sent' | 'failed' | 'conflict';
  lastError: string | null;
  attempts: number;
  remoteId: string | null;
  /** In conflict: what differs between Spanner's invoice and Xero's */
  conflictFields: ConflictField[] | null;
  updatedAt: Date;
}

const ROW_SELECT = {
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

type Row = {
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
async function labelled(db: Db, rows: Row[]): Promise<SyncActivityRow[]> {
  const ids = (type: string) => rows.filter((r) => r.recordType === type).map((r) => r.recordId);
  const payments = await db.payment.findMany({
    where: { id: { in: ids('payment') } },
    select: { id: true, amountCents: true, invoiceId: true, provider: true },
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
      label = p
        ? `${formatAud(p.amountCents)} on ${invoiceLabel(p.invoiceId).split(' · ')[0]}${r.operation === 'pull' ? ` (from ${booksName(p.provider)})` : ''}`
        : 'A payment';
    }
    return { ...r, label, conflictFields };
  });
}

/** The sync's rows, latest change first; `needsAttention` keeps the failed and conflicting ones. */
export async function listSyncActivity(ctx: Context, { needsAttention = false, first = 100 } = {}): Promise<SyncActivityRow[]> {
  requireAbility(ctx, 'syncAccounting');
  const rows = (await ctx.db.accountingSyncRecord.findMany({
    where: needsAttention ? { state: { in: ['failed', 'conflict'] } } : {},
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    take: Math.min(Math.max(first, 1), 200),
    select: ROW_SELECT,
  })) as Row[];
  return labelled(ctx.db, rows);
}

/** One row of the activity, labelled (what a retry or a resolution answers). */
export async function activityRow(db: Db, id: string): Promise<SyncActivityRow> {
  const row = await db.accountingSyncRecord.findFirstOrThrow({ where: { id }, select: ROW_SELECT });
  return (await labelled(db, [row as Row]))[0];
}

/** How many records need the office: failed or in conflict (the dashboard's count). */
export async function syncAttentionCount(ctx: Context): Promise<number> {
  requireAbility(ctx, 'syncAccounting');
  return ctx.db.accountingSyncRecord.count({ where: { state: { in: ['failed', 'conflict'] } } });
}

/** Try a failed record's push again (queued now, sent by the job). A conflict is resolved, not retried. */
export async function retrySync(ctx: Context, id: string): Promise<SyncActivityRow> {
  const user = requireAbility(ctx, 'syncAccounting');
  await ctx.db.$transaction(async (tx) => {
    const found = await tx.accountingSyncRecord.findFirst({ where: { id }, select: ROW_SELECT });
    if (!found) throw new AppError('NOT_FOUND', 'That sync record does not exist');
    if (found.operation !== 'push') throw new AppError('CONFLICT', 'Only a record sent to the books can be retried');
    if (found.state !== 'failed') throw new AppError('CONFLICT', `This record is ${found.state}, not failed: there is nothing to retry`);
    await tx.accountingSyncRecord.update({ where: { id }, data: { state: 'queued' } });
    await ctx.jobs.send(
      accountingPushJob,
      { orgId: user.orgId, recordType: found.recordType as SyncRecordType, recordId: found.recordId },
      { tx: tx as unknown as RawQueryClient },
    );
  });
  return activityRow(ctx.db, id);
}

/** "Sync now": read what changed in the books and send again every record that is queued or failed. */
export async function syncNow(ctx: Context): Promise<{ queued: number }> {
  const user = requireAbility(ctx, 'syncAccounting');
  const connection = await liveXeroConnection(ctx.db);
  if (!connection) throw new AppError('CONFLICT', 'Connect Xero or MYOB first (Settings → Accounting)');
  return ctx.db.$transaction(async (tx) => {
    const waiting = await tx.accountingSyncRecord.findMany({
      where: { connectionId: connection.id, operation: 'push', state: { in: ['queued', 'failed'] } },
      select: { id: true, recordType: true, recordId: true },
    });
    const send = { tx: tx as unknown as RawQueryClient };
    await ctx.jobs.send(accountingPullJob, { orgId: user.orgId, connectionId: connection.id }, send);
    for (const r of waiting) {
      await tx.accountingSyncRecord.update({ where: { id: r.id }, data: { state: 'queued' } });
      await ctx.jobs.send(accountingPushJob, { orgId: user.orgId, recordType: r.recordType as SyncRecordType, recordId: r.recordId }, send);
    }
    return { queued: waiting.length + 1 };
  });
}
