import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { type PaymentOf, type PaymentQuery, paymentRead } from './payment-query.ts';

/** The most flagged rows one read answers (newest first). */
export const ATTENTION_LIMIT = 50;

/**
 * The organisation's ledger rows flagged for the office, newest first: payments for a void or deleted invoice, refunds
 * waiting for their payment. Rows whose invoice is gone are found only here.
 */
export async function listPaymentsNeedingAttention<Q extends PaymentQuery = typeof paymentRead>(
  ctx: Context,
  query = paymentRead as Q,
): Promise<PaymentOf<Q>[]> {
  requireAbility(ctx, 'recordPayments');
  return (await ctx.db.payment.findMany({
    ...query,
    where: { attention: { not: null } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ATTENTION_LIMIT,
  })) as PaymentOf<Q>[];
}
