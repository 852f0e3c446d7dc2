import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { ledgerMessages, refundableCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { ledgerRows, lockInvoiceOrFail, settledEvents, settleInvoice } from './ledger.ts';
import { paymentDay } from './payment-day.ts';
import { type PaymentOf, type PaymentQuery, paymentRead } from './payment-query.ts';
import { publishLedgerChange } from './publish-ledger-change.ts';
import { refundPaymentSchema } from './schemas.ts';

/**
 * Refund a payment recorded by hand, in full (the default: all that is left of it) or in part: a negative row linked
 * to the payment, never more than the payment has left. The invoice's balance grows again, reopening a paid invoice.
 * Admins only (policy `refundPayments`). An online payment is refunded through its provider (not here yet): refused.
 */
export async function refundPayment<Q extends PaymentQuery = typeof paymentRead>(
  ctx: Context,
  invoiceId: string,
  paymentId: string,
  input: unknown,
  query = paymentRead as Q,
): Promise<PaymentOf<Q>> {
  const user = requireAbility(ctx, 'refundPayments');
  const { amountCents, refundedOn, note } = parseInput(refundPaymentSchema, input ?? {});
  const receivedOn = await paymentDay(ctx, refundedOn, 'refundedOn');
  const { refund, settled } = await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      const invoice = await lockInvoiceOrFail(tx, invoiceId);
      const rows = await ledgerRows(tx, invoice.id);
      const payment = rows.find((r) => r.id === paymentId);
      if (!payment) throw notFound(ledgerMessages.paymentNotFound);
      if (payment.kind !== 'payment') throw new AppError('CONFLICT', ledgerMessages.refundOnlyPayment);
      if (payment.status !== 'succeeded') throw new AppError('CONFLICT', ledgerMessages.refundNotSucceeded);
      if (payment.provider) throw new AppError('CONFLICT', ledgerMessages.refundOnline);
      const left = refundableCents(payment, rows);
      if (left === 0) throw new AppError('CONFLICT', ledgerMessages.nothingToRefund);
      const cents = amountCents ?? left;
      if (cents > left)
        throw new AppError('VALIDATION', ledgerMessages.refundTooLarge(formatAud(left)), {
          fieldErrors: { amountCents: ledgerMessages.refundTooLarge(formatAud(left)) },
        });
      const { id } = await tx.payment.create({
        data: {
          orgId: invoice.orgId,
          invoiceId: invoice.id,
          kind: 'refund',
          amountCents: -cents,
          method: payment.method,
          receivedOn,
          status: 'succeeded',
          refundOfId: payment.id,
          note,
          createdById: user.userId,
        },
        select: { id: true },
      });
      const settled = await settleInvoice(tx, invoice);
      const refund = (await tx.payment.findFirstOrThrow({ ...query, where: { id } })) as PaymentOf<Q>;
      return { id, refund, settled };
    },
    ({ id, settled }) => [{ type: 'payment.refunded', id }, ...settledEvents(settled)],
  );
  publishLedgerChange(ctx, user.orgId, settled);
  return refund;
}
