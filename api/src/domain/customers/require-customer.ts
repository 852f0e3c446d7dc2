import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { CUSTOMER_NOT_FOUND } from './get-customer.ts';

/**
 * The customer id a job, quote, invoice or piece of equipment may store: a customer of the caller's
 * organisation. Another organisation's customer is answered exactly like a missing one (NOT_FOUND with
 * `message`). null (no customer) and undefined (left unchanged) pass through without a query.
 */
export async function requireCustomer<Id extends string | null | undefined>(
  ctx: Context,
  customerId: Id,
  message: string = CUSTOMER_NOT_FOUND,
): Promise<Id> {
  if (customerId == null) return customerId;
  const found = await ctx.db.customer.findFirst({ where: { id: customerId }, select: { id: true } });
  if (!found) throw notFound(message);
  return customerId;
}
