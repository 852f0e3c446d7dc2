import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';

/**
 * The customer id to store on a piece of equipment: null for unassigned, else a customer of the same
 * organisation. Another organisation's customer is answered exactly like a missing one.
 */
export async function assignableCustomer(ctx: Context, customerId: string | null | undefined) {
  if (customerId == null) return customerId;
  const customer = await ctx.db.customer.findFirst({ where: { id: customerId }, select: { id: true } });
  if (!customer) throw notFound('Customer not found');
  return customer.id;
}
