import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { requireAbility } from '../policy.ts';
import { ledgerOrder, type PaymentOf, type PaymentQuery, paymentRead } from './payment-query.ts';

/** An invoice's ledger, oldest row first: payments and refunds in every status ('Invoice not found' otherwise). */
export async function listPayments<Q extends PaymentQuery = typeof paymentRead>(
  ctx: Context,
  invoiceId: string,
  query = paymentRead as Q,
): Promise<PaymentOf<Q>[]> {
  requireAbility(ctx, 'recordPayments');
  const [invoice, rows] = await Promise.all([
    ctx.db.invoice.findFirst({ where: { id: invoiceId }, select: { id: true } }),
    ctx.db.payment.findMany({ ...query, where: { invoiceId }, orderBy: ledgerOrder }),
  ]);
  if (!invoice) throw notFound(documentMessages.invoiceNotFound);
  return rows as PaymentOf<Q>[];
}
