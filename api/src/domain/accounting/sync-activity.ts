import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { RawQueryClient } from '../../jobs/sql-executor.ts';
import { requireAbility } from '../policy.ts';
import { activityRow, labelled, ROW_SELECT, type Row, type SyncActivityRow } from './sync-activity-row.ts';
import { accountingPullJob, accountingPushJob, liveXeroConnection } from './sync-jobs.ts';
import type { SyncRecordType } from './sync-ledger.ts';

// Settings → Accounting → Activity (the API side): every record's sync state with its last error in plain words,
// a retry, "Sync now", and the count of records that need the office (failed and conflict) for the dashboard.

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

/** How many records need the office: failed or in conflict (the dashboard's count). */
export async function syncAttentionCount(ctx: Context): Promise<number> {
  requireAbility(ctx, 'syncAccounting');
  return ctx.db.accountingSyncRecord.count({ where: { state: { in: ['failed', 'conflict'] } } });
}

/**
 * Try a failed record's push again (queued now, sent by the job). A conflict is resolved, not retried. A payment's
 * fee goes again with its payment's job (the payment, already sent, is not sent twice).
 */
export async function retrySync(ctx: Context, id: string): Promise<SyncActivityRow> {
  const user = requireAbility(ctx, 'syncAccounting');
  await ctx.db.$transaction(async (tx) => {
    const found = await tx.accountingSyncRecord.findFirst({ where: { id }, select: ROW_SELECT });
    if (!found) throw new AppError('NOT_FOUND', 'That sync record does not exist');
    if (found.operation !== 'push' && found.operation !== 'fee')
      throw new AppError('CONFLICT', 'Only a record sent to the books can be retried');
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
      where: { connectionId: connection.id, operation: { in: ['push', 'fee'] }, state: { in: ['queued', 'failed'] } },
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
