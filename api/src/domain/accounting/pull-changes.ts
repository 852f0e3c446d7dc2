import type { Context } from '../../context.ts';
import { midnightOf } from '../../rules/zoned-time.ts';
import { applyProviderPayment } from '../payments/apply-provider-payment.ts';
import { applyBooksContact } from './apply-books-contact.ts';
import { applyBooksPaymentDeletion } from './apply-books-payment-deletion.ts';
import { applyBooksVoid } from './apply-books-void.ts';
import { booksOwnContacts } from './contact-details.ts';
import type { SyncScope } from './sync-scope.ts';

const OVERLAP_MS = 60_000;

export type PullServices = Pick<Context, 'jobs' | 'events' | 'config'>;

/** The Spanner invoice a Xero invoice id is: the one the sync pushed there. */
async function spannerInvoiceOf(s: SyncScope, remoteInvoiceId: string): Promise<string | null> {
  const row = await s.db.accountingSyncRecord.findFirst({
    where: { connectionId: s.connection.id, recordType: 'invoice', operation: 'push', remoteId: remoteInvoiceId },
    select: { recordId: true },
  });
  if (row) return row.recordId;
  return (await s.db.invoice.findFirst({ where: { xeroId: remoteInvoiceId }, select: { id: true } }))?.id ?? null;
}

/**
 * Read what changed in the books since the connection's high-water mark (If-Modified-Since `pulledUntil`): an
 * invoice voided in Xero becomes void in Spanner (apply-books-void.ts); each
 * payment made in Xero against an invoice Spanner pushed becomes a row of that invoice's payment ledger (provider
 * xero, keyed by Xero's PaymentID, so a replayed webhook or a second poll adds nothing), which settles the invoice's
 * balance and stops its reminders. Payments Spanner pushed itself are known by their ledger rows and skipped. A payment
 * deleted there is reversed if it came from the books, or flagged on its push row if Spanner sent it
 * (apply-books-payment-deletion.ts). When the
 * business chose the books as the owner of contacts' details, each contact changed there updates the customer it was
 * synced from (apply-books-contact.ts); otherwise contacts are not read.
 */
export async function pullChanges(s: SyncScope, services: PullServices): Promise<{ applied: number }> {
  // A minute's overlap: a change made between the two reads is read again next time (applying it twice does nothing).
  const since = s.connection.pulledUntil ? new Date(s.connection.pulledUntil.getTime() - OVERLAP_MS) : null;
  const invoices = await s.books.invoicesChangedSince(since);
  const payments = await s.books.paymentsChangedSince(since);
  const contacts = booksOwnContacts(s.connection) ? await s.books.contactsChangedSince(since) : [];
  const org = await s.db.organization.findFirstOrThrow({ select: { timeZone: true } });
  let applied = 0;
  let mark = s.connection.pulledUntil;
  for (const p of payments) {
    if (p.updatedAt && (!mark || p.updatedAt > mark)) mark = p.updatedAt;
    if (p.deleted) {
      if (await applyBooksPaymentDeletion(s, services, p, org.timeZone)) applied++;
      continue;
    }
    const ours = await s.db.accountingSyncRecord.findFirst({
      where: { connectionId: s.connection.id, recordType: 'payment', operation: 'push', remoteId: p.id },
      select: { id: true },
    });
    if (ours) continue;
    const invoiceId = await spannerInvoiceOf(s, p.invoiceId);
    if (!invoiceId || !(p.amount > 0)) continue;
    const done = await applyProviderPayment(
      { db: s.db, ...services },
      {
        // The books' name (xero, myob): a payment from the books, held as one recorded by hand.
        provider: s.connection.provider,
        providerPaymentId: p.id,
        invoiceId,
        amountCents: Math.round(p.amount * 100),
        status: 'succeeded',
        occurredAt: midnightOf(p.date, org.timeZone),
        method: 'other',
        receipt: false,
      },
    );
    if (done.outcome === 'unchanged' || !done.paymentId) continue;
    applied++;
    await s.db.accountingSyncRecord.upsert({
      where: {
        connectionId_recordType_recordId_operation: {
          connectionId: s.connection.id,
          recordType: 'payment',
          recordId: done.paymentId,
          operation: 'pull',
        },
      },
      create: {
        connectionId: s.connection.id,
        recordType: 'payment',
        recordId: done.paymentId,
        operation: 'pull',
        state: 'sent',
        remoteId: p.id,
        remoteUpdatedAt: p.updatedAt,
        sentAt: new Date(),
      } as never,
      update: {},
    });
  }
  for (const i of invoices) {
    if (i.updatedAt && (!mark || i.updatedAt > mark)) mark = i.updatedAt;
    if (i.status !== 'VOIDED') continue;
    const invoiceId = await spannerInvoiceOf(s, i.id);
    if (invoiceId && (await applyBooksVoid(s, services, invoiceId, i))) applied++;
  }
  for (const c of contacts) {
    if (c.updatedAt && (!mark || c.updatedAt > mark)) mark = c.updatedAt;
    if (await applyBooksContact(s, c)) applied++;
  }
  if (mark !== s.connection.pulledUntil)
    await s.db.accountingConnection.update({ where: { id: s.connection.id }, data: { pulledUntil: mark } });
  return { applied };
}
