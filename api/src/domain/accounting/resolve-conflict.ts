import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { updateDocument } from '../documents/save-document.ts';
import { requireAbility } from '../policy.ts';
import { activityRow, type SyncActivityRow } from './sync-activity-row.ts';
import type { SyncConflict } from './sync-conflict.ts';
import { queuePush } from './sync-jobs.ts';
import { pushMappings } from './sync-mappings.ts';

// Resolving a conflict (docs/accounting.md "Conflicts"): the office chooses whose invoice stands. Spanner's: it goes
// to Xero over Xero's edit (the row is queued, sent by the push job, which checks Xero has not changed again since).
// Xero's: Spanner's invoice takes Xero's lines, dates and reference as the office's own edit (an edit of a paid
// invoice is refused as any edit is), and nothing is sent. No call to Xero is made in the request.

export type ConflictChoice = 'spanner' | 'books';

/** Spanner's editor input for Xero's content: lines with prices in cents, GST from the mapped tax types. */
function spannerInput(books: SyncConflict['books'], gstTaxType: string) {
  return {
    reference: books.reference,
    issueDate: books.date,
    dueAt: books.dueDate,
    taxMode: books.amountTypes === 'Inclusive' ? 'inclusive' : 'exclusive',
    lines: books.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitAmountCents: Math.round(l.unitAmount * 100),
      discountPercent: l.discountRate,
      taxRate: books.amountTypes !== 'NoTax' && l.taxType === gstTaxType ? 10 : 0,
    })),
  };
}

export async function resolveSyncConflict(ctx: Context, id: string, keep: ConflictChoice): Promise<SyncActivityRow> {
  const user = requireAbility(ctx, 'syncAccounting');
  const row = await ctx.db.accountingSyncRecord.findFirst({
    where: { id },
    select: { id: true, state: true, recordType: true, recordId: true, conflict: true, connectionId: true },
  });
  if (!row) throw new AppError('NOT_FOUND', 'That sync record does not exist');
  if (row.state !== 'conflict' || !row.conflict)
    throw new AppError('CONFLICT', 'This record is not in conflict: there is nothing to resolve');
  const conflict = row.conflict as unknown as SyncConflict;
  if (keep === 'books') {
    const connection = await ctx.db.accountingConnection.findFirstOrThrow({ where: { id: row.connectionId }, select: { mappings: true } });
    const { gstTaxType } = pushMappings(connection.mappings, ['gstTaxType']);
    await updateDocument(ctx, 'invoice', row.recordId, spannerInput(conflict.books, gstTaxType));
  }
  await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.accountingSyncRecord.updateMany({
      where: { id, state: 'conflict' },
      data: {
        state: keep === 'books' ? 'sent' : 'queued',
        sentHash: conflict.booksHash,
        conflict: Prisma.DbNull,
        lastError: null,
      },
    });
    if (!count) throw new AppError('CONFLICT', 'This conflict was resolved meanwhile');
    if (keep === 'spanner')
      await queuePush(ctx.jobs, tx as unknown as Db, row.connectionId, {
        orgId: user.orgId,
        recordType: 'invoice',
        recordId: row.recordId,
      });
  });
  return activityRow(ctx.db, id);
}
