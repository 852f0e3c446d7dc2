import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { ledgerMessages } from '../../rules/invoice-balance.ts';
import { requireAbility } from '../policy.ts';
import { type PaymentOf, type PaymentQuery, paymentRead } from './payment-query.ts';

/**
 * Handled: the office has dealt with a flagged row (refunded the money outside Spanner, applied it elsewhere, checked
 * the waiting refund), so it leaves the list of rows needing attention. The row and what it counts do not change;
 * a row already handled stays as it is.
 */
export async function resolvePaymentAttention<Q extends PaymentQuery = typeof paymentRead>(
  ctx: Context,
  id: string,
  query = paymentRead as Q,
): Promise<PaymentOf<Q>> {
  requireAbility(ctx, 'recordPayments');
  await ctx.db.payment.updateMany({ where: { id, attention: { not: null } }, data: { attention: null } });
  const row = await ctx.db.payment.findFirst({ ...query, where: { id } });
  if (!row) throw notFound(ledgerMessages.paymentNotFound);
  return row as PaymentOf<Q>;
}
