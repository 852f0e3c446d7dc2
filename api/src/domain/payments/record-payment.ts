import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { balanceCents, ledgerMessages } from '../../rules/invoice-balance.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { type LockedInvoice, lockInvoiceOrFail, refuseVoid, type Settled, settledEvents, settleInvoice } from './ledger.ts';
import { paymentDay } from './payment-day.ts';
import { type PaymentOf, type PaymentQuery, paymentRead } from './payment-query.ts';
import { publishLedgerChange } from './publish-ledger-change.ts';
import { recordPaymentSchema } from './schemas.ts';

export interface ManualPayment {
  /** Left out: the balance */
  amountCents?: number | null;
  receivedOn: Date;
  method: string;
  note?: string | null;
  createdById: string;
}

/**
 * Add a payment recorded by hand to a locked invoice's ledger and settle the invoice: the row and the invoice's new
 * figures in the caller's transaction. Nothing owed and no amount given is refused.
 */
export async function addManualPayment(tx: Db, invoice: NonNullable<LockedInvoice>, payment: ManualPayment, { allowZero = false } = {}) {
  refuseVoid(invoice);
  const amountCents = payment.amountCents ?? balanceCents(invoice.totalCents, invoice.paidCents);
  if (amountCents <= 0 && !allowZero) throw new AppError('CONFLICT', ledgerMessages.nothingOwed);
  const row = await tx.payment.create({
    data: {
      orgId: invoice.orgId,
      invoiceId: invoice.id,
      kind: 'payment',
      amountCents,
      method: payment.method,
      receivedOn: payment.receivedOn,
      status: 'succeeded',
      note: payment.note ?? null,
      createdById: payment.createdById,
    },
    select: { id: true },
  });
  return { id: row.id, settled: await settleInvoice(tx, invoice) };
}

/** The webhook events of a payment recorded by hand: payment.succeeded, and invoice.paid when it settled the invoice. */
export const manualPaymentEvents = ({ id, settled }: { id: string; settled: Settled }) => [
  { type: 'payment.succeeded' as const, id },
  ...settledEvents(settled),
];

/**
 * Record payment: money the business received by hand (cash, cheque, bank transfer, card, other) on one of its
 * invoices, for an amount (default the balance) on a day (default today, not after today in the organisation's
 * zone). More than the balance is kept as a credit. Answers the new ledger row with the invoice's figures.
 */
export async function recordPayment<Q extends PaymentQuery = typeof paymentRead>(
  ctx: Context,
  invoiceId: string,
  input: unknown,
  query = paymentRead as Q,
): Promise<PaymentOf<Q>> {
  const user = requireAbility(ctx, 'recordPayments');
  const { amountCents, paidOn, method, note } = parseInput(recordPaymentSchema, input ?? {});
  const receivedOn = await paymentDay(ctx, paidOn, 'paidOn');
  const { payment, settled } = await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      const invoice = await lockInvoiceOrFail(tx, invoiceId);
      const added = await addManualPayment(tx, invoice, { amountCents, receivedOn, method, note, createdById: user.userId });
      const payment = (await tx.payment.findFirstOrThrow({ ...query, where: { id: added.id } })) as PaymentOf<Q>;
      return { ...added, payment };
    },
    manualPaymentEvents,
  );
  publishLedgerChange(ctx, user.orgId, settled);
  return payment;
}
