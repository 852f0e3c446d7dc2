import { AppError } from '../../errors.ts';
import { booksName } from '../../rules/books.ts';
import { formatAud } from '../../rules/money.ts';
import { cameFromBooks } from '../../rules/payment-methods.ts';
import { toLocalInput } from '../../rules/zoned-time.ts';
import { deletedAndRefundedMessage, refundedCents } from './apply-books-payment-deletion.ts';
import { refuseLockedPeriod } from './locked-period.ts';
import { pushInvoice } from './push-invoice.ts';
import { beforeTheCall, ledgerRow, runClaimed, saveOutcome } from './sync-ledger.ts';
import { pushMappings } from './sync-mappings.ts';
import type { SyncScope } from './sync-scope.ts';

/**
 * Push a payment recorded in Spanner (by hand or online) to the books: a Xero payment against the invoice (pushed
 * first if it is not there yet) into the mapped account for payments; one dated in the books' locked period is not
 * sent (locked-period.ts). Refunds and disputes are not pushed yet.
 * Returns the books' id, or null when the row is not one to push.
 */
export async function pushPayment(s: SyncScope, paymentId: string): Promise<string | null> {
  const payment = await s.db.payment.findFirst({
    where: { id: paymentId },
    select: { invoiceId: true, kind: true, status: true, provider: true, amountCents: true, receivedOn: true },
  });
  if (!payment?.invoiceId || payment.kind !== 'payment' || payment.status !== 'succeeded' || cameFromBooks(payment.provider)) return null;
  const row = await ledgerRow(s.db, s.connection.id, 'payment', paymentId);
  if (row.state === 'sent' && row.remoteId) return row.lastError ? null : row.remoteId;
  // Only a deletion in the books puts back a row that holds their id: refunded in full since, nothing is left to send.
  if (row.remoteId && (await refundedCents(s.db, paymentId)) >= payment.amountCents) {
    await saveOutcome(s, row, { state: 'sent', lastError: deletedAndRefundedMessage(s.connection.provider) });
    return null;
  }
  const invoiceId = payment.invoiceId;
  const { clearingAccountCode, invoiceRemoteId } = await beforeTheCall(s, row, async () => {
    const { clearingAccountCode } = pushMappings(s.connection.mappings, ['clearingAccountCode']);
    const invoiceRemoteId = await pushInvoice(s, invoiceId);
    if (!invoiceRemoteId)
      throw new AppError('CONFLICT', `The invoice of this payment is not in ${booksName(s.connection.provider)} (a draft or void invoice)`);
    return { clearingAccountCode, invoiceRemoteId };
  });
  const invoice = await s.db.invoice.findFirstOrThrow({ where: { id: invoiceId }, select: { number: true } });
  const org = await s.db.organization.findFirstOrThrow({ select: { timeZone: true } });
  const date = toLocalInput(payment.receivedOn, org.timeZone).date;
  await beforeTheCall(s, row, () =>
    refuseLockedPeriod(s, `The payment of ${formatAud(payment.amountCents)} on ${invoice.number}`, [date], ''),
  );
  return runClaimed(s, row, async (key) => {
    const made = await s.books.createPayment(
      {
        invoiceId: invoiceRemoteId,
        accountCode: clearingAccountCode,
        amount: payment.amountCents / 100,
        date,
        reference: `Spanner ${invoice.number}`,
      },
      key,
    );
    return { remoteId: made.id, sentHash: String(payment.amountCents) };
  });
}
