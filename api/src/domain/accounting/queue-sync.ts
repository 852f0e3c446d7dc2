import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { BOOKS_PAYMENT_SOURCES } from '../../rules/payment-methods.ts';
import type { WebhookEventType } from '../../rules/webhook-events.ts';
import { booksOwnContacts, CONTACT_SELECT, contactHash } from './contact-details.ts';
import { queuePush } from './sync-jobs.ts';
import type { SyncRecordType } from './sync-ledger.ts';

/** The changes that go to the books, by the event every such change already records in its transaction. */
const PUSHED_BY: Partial<Record<WebhookEventType, SyncRecordType>> = {
  'invoice.sent': 'invoice',
  'payment.succeeded': 'payment',
  'customer.updated': 'contact',
};

type Push = { orgId: string; recordType: SyncRecordType; recordId: string };

/**
 * A customer's edit goes to the books only when Spanner owns contacts' details, its contact is in the books already
 * (a customer not there yet goes with its first invoice), and what the contact carries changed since it was sent.
 */
async function changedContacts(tx: Db, connection: { id: string; contactsSource: string }, pushes: Push[]): Promise<Push[]> {
  const ids = pushes.filter((p) => p.recordType === 'contact').map((p) => p.recordId);
  if (!ids.length) return pushes;
  const rows = booksOwnContacts(connection)
    ? []
    : await tx.accountingSyncRecord.findMany({
        where: { connectionId: connection.id, recordType: 'contact', operation: 'push', recordId: { in: ids }, remoteId: { not: null } },
        select: { recordId: true, sentHash: true },
      });
  const customers = rows.length
    ? await tx.customer.findMany({ where: { id: { in: rows.map((r) => r.recordId) } }, select: { id: true, ...CONTACT_SELECT } })
    : [];
  const changed = new Set(customers.filter((c) => rows.find((r) => r.recordId === c.id)?.sentHash !== contactHash(c)).map((c) => c.id));
  return pushes.filter((p) => p.recordType !== 'contact' || changed.has(p.recordId));
}

/**
 * A refund of a payment whose push row failed because the books deleted it: its push runs again, and finding the
 * payment refunded in full it settles the row (push-payment.ts) — the office's way out that sends nothing.
 */
async function deletedThereRefunded(tx: Db, orgId: string, events: readonly { type: WebhookEventType; id: string }[]): Promise<Push[]> {
  const refundIds = events.filter((e) => e.type === 'payment.refunded').map((e) => e.id);
  if (!refundIds.length) return [];
  const refunds = await tx.payment.findMany({ where: { id: { in: refundIds }, refundOfId: { not: null } }, select: { refundOfId: true } });
  const rows = await tx.accountingSyncRecord.findMany({
    where: {
      recordType: 'payment',
      operation: 'push',
      state: 'failed',
      remoteId: { not: null },
      recordId: { in: refunds.map((r) => r.refundOfId as string) },
    },
    select: { recordId: true },
  });
  return rows.map((r) => ({ orgId, recordType: 'payment' as const, recordId: r.recordId }));
}

/**
 * Called with a change's events in its own transaction (queue-webhook-events.ts): an invoice sent (and sent again
 * after an edit), a payment that succeeded or a customer's details edited (changedContacts), in an organisation
 * connected to the books, queues its push — the ledger row
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
  pushes.push(...(await deletedThereRefunded(tx, orgId, events)));
  if (!pushes.length) return;
  const connection = await tx.accountingConnection.findFirst({
    where: { orgId, status: 'connected' },
    select: { id: true, contactsSource: true },
  });
  if (!connection) return;
  pushes = await changedContacts(tx, connection, pushes);
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
