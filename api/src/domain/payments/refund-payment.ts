import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { type LedgerRow, ledgerMessages, refundableCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { THROUGH_PROVIDER } from '../../rules/payment-methods.ts';
import { ONLINE_PAYMENTS_OFF } from '../payouts/online-payments.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { applyProviderPayment } from './apply-provider-payment.ts';
import { ledgerRows, lockInvoiceOrFail, settledEvents, settleInvoice } from './ledger.ts';
import { paymentDay } from './payment-day.ts';
import { ledgerOrder, type PaymentOf, type PaymentQuery, paymentRead } from './payment-query.ts';
import { publishLedgerChange } from './publish-ledger-change.ts';
import { refundPaymentSchema } from './schemas.ts';

/** What the refund's checks need of a row. */
type Row = LedgerRow & { provider: string | null; providerPaymentId: string | null };

/** The first reason a payment cannot be refunded by `amountCents` (left out: all that is left), or the cents to refund. */
function refundCents(
  payment: Row | undefined,
  rows: readonly Row[],
  amountCents: number | null | undefined,
): { cents: number; left: number } {
  if (!payment) throw notFound(ledgerMessages.paymentNotFound);
  if (payment.kind !== 'payment') throw new AppError('CONFLICT', ledgerMessages.refundOnlyPayment);
  if (payment.status !== 'succeeded') throw new AppError('CONFLICT', ledgerMessages.refundNotSucceeded);
  const left = refundableCents(payment, rows);
  if (left === 0) throw new AppError('CONFLICT', ledgerMessages.nothingToRefund);
  const cents = amountCents ?? left;
  if (cents > left)
    throw new AppError('VALIDATION', ledgerMessages.refundTooLarge(formatAud(left)), {
      fieldErrors: { amountCents: ledgerMessages.refundTooLarge(formatAud(left)) },
    });
  return { cents, left };
}

/**
 * Refund a payment, in full (the default: all that is left of it) or in part: a negative row linked to the payment,
 * never more than the payment has left. The invoice's balance grows again, reopening a paid invoice. Admins only
 * (policy `refundPayments`).
 * - Recorded by hand: the row, at once, on the day given (default today).
 * - Online (through the payment provider): the provider refunds it on the connected account first, outside any
 *   transaction, with an idempotency key derived from this refund's intent (the payment, what it has left, the
 *   amount) — so a double click is one refund — and its answer goes through applyProviderPayment, the ledger's one
 *   entry for the provider, as the refund's webhook does: one row per provider refund id, whichever comes first,
 *   so a crash between the provider's answer and our write loses nothing (the webhook makes the row). A pending
 *   refund counts nothing until it succeeds; one that fails gives the payment back its refundable amount.
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
  const online = await ctx.db.payment.findFirst({
    where: { id: paymentId, invoiceId, provider: THROUGH_PROVIDER },
    select: { id: true },
  });
  if (online) return refundOnline(ctx, invoiceId, paymentId, { amountCents, note }, query);
  const receivedOn = await paymentDay(ctx, refundedOn, 'refundedOn');
  const { refund, settled } = await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      const invoice = await lockInvoiceOrFail(tx, invoiceId);
      const rows = await ledgerRows(tx, invoice.id);
      const payment = rows.find((r) => r.id === paymentId);
      const { cents } = refundCents(payment, rows, amountCents);
      const { id } = await tx.payment.create({
        data: {
          orgId: invoice.orgId,
          invoiceId: invoice.id,
          kind: 'refund',
          amountCents: -cents,
          method: payment?.method ?? 'other',
          receivedOn,
          status: 'succeeded',
          refundOfId: paymentId,
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

async function refundOnline<Q extends PaymentQuery>(
  ctx: Context,
  invoiceId: string,
  paymentId: string,
  input: { amountCents?: number | null; note?: string | null },
  query: Q,
): Promise<PaymentOf<Q>> {
  const user = requireAbility(ctx, 'refundPayments');
  const rows = (await ctx.db.payment.findMany({ where: { invoiceId }, orderBy: ledgerOrder })) as Row[];
  const payment = rows.find((r) => r.id === paymentId);
  const { cents, left } = refundCents(payment, rows, input.amountCents);
  const provider = paymentsFor(ctx.config);
  if (!provider.connect) throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENTS_OFF);
  const account = await ctx.db.payoutAccount.findFirst({ select: { accountId: true, provider: true } });
  if (!payment?.providerPaymentId || !account || account.provider !== payment.provider || provider.name !== payment.provider)
    throw new AppError('CONFLICT', ledgerMessages.refundElsewhere);
  // Outside any transaction: the provider's call may take seconds and must never hold the invoice's lock.
  const refund = await provider.connect.refund({
    accountId: account.accountId,
    paymentId: payment.providerPaymentId,
    amountCents: cents,
    idempotencyKey: `refund-${payment.id}-${left}-${cents}`,
    metadata: { orgId: user.orgId, invoiceId, refundedBy: user.userId },
  });
  await applyProviderPayment(
    { db: ctx.db, jobs: ctx.jobs, events: ctx.events, config: ctx.config },
    {
      provider: payment.provider as string,
      providerPaymentId: payment.providerPaymentId,
      providerRefundId: refund.id,
      invoiceId,
      amountCents: refund.amountCents,
      status: refund.status,
      occurredAt: new Date(),
      recordedById: user.userId,
      note: input.note ?? null,
    },
  );
  // The row the answer (or the refund's webhook, when it came first) made.
  return (await ctx.db.payment.findFirstOrThrow({
    ...query,
    where: { provider: payment.provider, providerRefundId: refund.id },
  })) as PaymentOf<Q>;
}
