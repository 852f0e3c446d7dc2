import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { BOOKS_PAYMENT_SOURCES } from '../../rules/payment-methods.ts';
import type { WebhookEventType } from '../../rules/webhook-events.ts';
import { queuePush } from './sync-jobs.ts';
import type { SyncRecordType } from './sync-ledger.ts';

/** The changes that go to the books, by the event every such change already records in its transaction. */
const PUSHED_BY: Partial<Record<WebhookEventType, SyncRecordType>> = {
  'invoice.sent': 'invoice',
  'payment.succeeded': 'payment',
};

/**
 * Called with a change's events in its own transaction (queue-webhook-events.ts): an invoice sent (and sent again
 * after an edit) or a payment that succeeded, in an organisation connected to Xero, queues its push — the ledger row
 * and the job exist exactly when the change commits, and the call to Xero happens after, on the queue.
 */
export async function queueAccountingPushes(
  jobs: Pick<JobQueue, 'send'>,
  tx: Db,
  orgId: string,
  events: readonly { type: WebhookEventType; id: string }[],
): Promise<void> {
  let pushes = events.flatMap((e) => {
    const recordType = PUSHED_BY[e.type];
    return recordType ? [{ orgId, recordType, recordId: e.id }] : [];
  });
  if (!pushes.length) return;
  const connection = await tx.accountingConnection.findFirst({
    where: { orgId, status: 'connected' },
    select: { id: true },
  });
  if (!connection) return;
  // A payment that came from the books is not sent back to them.
  const paymentIds = pushes.filter((p) => p.recordType === 'payment').map((p) => p.recordId);
  if (paymentIds.length) {
    const fromBooks = await tx.payment.findMany({
      where: { id: { in: paymentIds }, provider: { in: [...BOOKS_PAYMENT_SOURCES] } },
      select: { id: true },
    });
    pushes = pushes.filter((p) => !fromBooks.some((f) => f.id === p.recordId));
  }
  for (const push of pushes) await queuePush(jobs, tx, connection.id, push);
}

/**
 * Called in an invoice's deletion (its own transaction): an invoice Xero holds is voided there, after the commit, by
 * the push job. One Xero never held is left alone.
 */
export async function queueBooksVoid(jobs: Pick<JobQueue, 'send'>, tx: Db, orgId: string, invoiceId: string): Promise<void> {
  const pushed = await tx.accountingSyncRecord.findFirst({
    where: { recordType: 'invoice', recordId: invoiceId, operation: 'push', remoteId: { not: null }, connection: { status: 'connected' } },
    select: { connectionId: true },
  });
  if (pushed) await queuePush(jobs, tx, pushed.connectionId, { orgId, recordType: 'invoice', recordId: invoiceId, operation: 'void' });
}
