import type { BooksPayment } from '../../integrations/accounting/books.ts';
import { booksName } from '../../rules/books.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { applyProviderPayment } from '../payments/apply-provider-payment.ts';
import type { PullServices } from './pull-changes.ts';
import { saveOutcome } from './sync-ledger.ts';
import type { SyncScope } from './sync-scope.ts';

/** The refund row's own id for a payment deleted in the books: one per payment, so a replay reverses it once. */
export const deletionRefundId = (remotePaymentId: string) => `deleted-${remotePaymentId}`;

/** What the office reads on the payment's sync row when a payment Spanner sent is deleted in the books. */
export const deletedThereMessage = (provider: string) =>
  `Deleted in ${booksName(provider)}: the payment is still recorded in Spanner — record it again in ${booksName(provider)} (Retry) or refund it in Spanner`;

/** The sentence a deleted payment's push row keeps once Spanner refunded it in full: nothing is left to send. */
export const deletedAndRefundedMessage = (provider: string) => `Deleted in ${booksName(provider)} and refunded in Spanner: nothing to send`;

/** What Spanner refunded of a payment (its succeeded refund rows), in cents, positive. */
export async function refundedCents(db: SyncScope['db'], paymentId: string): Promise<number> {
  const refunded = await db.payment.aggregate({
    where: { refundOfId: paymentId, kind: 'refund', status: 'succeeded' },
    _sum: { amountCents: true },
  });
  return -(refunded._sum.amountCents ?? 0);
}

/**
 * A payment deleted in the books (Xero's status DELETED). One that came from the books (a ledger row of theirs,
 * keyed by their payment id) is reversed in Spanner as a lost dispute is: a succeeded refund row of that payment,
 * keyed `deleted-<their id>`, of what is left of it (a part the office refunded already is not taken back twice),
 * with a plain note, so the balance is owed again and reminders resume. One Spanner sent
 * there (its payment's push row holds their id) stays in Spanner — the money came through Spanner — and its push row
 * fails with the reason (`accounting.failed`), for the office to send it again (Retry, with a fresh key) or refund it
 * in full (its push then settles the row: push-payment.ts). A deleted payment
 * Spanner never saw (made and deleted between two reads) changes nothing. Returns whether anything changed.
 */
export async function applyBooksPaymentDeletion(s: SyncScope, services: PullServices, p: BooksPayment, timeZone: string): Promise<boolean> {
  const books = booksName(s.connection.provider);
  // Sent and not yet told (a row settled after the deletion carries its sentence: push-payment.ts).
  const sent = await s.db.accountingSyncRecord.findFirst({
    where: { connectionId: s.connection.id, recordType: 'payment', operation: 'push', remoteId: p.id },
    select: { id: true, orgId: true, state: true, lastError: true },
  });
  if (sent) {
    if (sent.state !== 'sent' || sent.lastError) return false;
    await saveOutcome(s, sent, { state: 'failed', lastError: deletedThereMessage(s.connection.provider), remoteUpdatedAt: p.updatedAt });
    return true;
  }
  const theirs = await s.db.payment.findFirst({
    where: { provider: s.connection.provider, providerPaymentId: p.id, kind: 'payment', status: 'succeeded' },
    select: { id: true, invoiceId: true, amountCents: true },
  });
  if (!theirs?.invoiceId) return false;
  const reversed = await s.db.payment.findFirst({
    where: { provider: s.connection.provider, providerRefundId: deletionRefundId(p.id) },
    select: { id: true },
  });
  if (reversed) return false;
  // What the office refunded of it already is not taken back twice.
  const left = theirs.amountCents - (await refundedCents(s.db, theirs.id));
  if (left <= 0) return false;
  const at = p.updatedAt ?? new Date();
  const done = await applyProviderPayment(
    { db: s.db, ...services },
    {
      provider: s.connection.provider,
      providerPaymentId: p.id,
      providerRefundId: deletionRefundId(p.id),
      invoiceId: theirs.invoiceId,
      amountCents: left,
      status: 'succeeded',
      occurredAt: at,
      method: 'other',
      receipt: false,
      note: `Deleted in ${books} on ${formatLongDate(at, timeZone)}`,
    },
  );
  return done.outcome !== 'unchanged';
}
