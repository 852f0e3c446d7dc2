import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound, parseInput } from '../../errors.ts';
import { type CustomerOf, type CustomerQuery, customerRead } from './customer-query.ts';
import { customerIdSchema } from './schemas.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/**
 * One customer of the caller's organisation, with the caller's selection (REST: `customerRead`); another
 * organisation's id is simply not found. The id is checked as the REST route checks it ('Customer not found').
 */
export async function getCustomer<Q extends CustomerQuery = typeof customerRead>(
  ctx: Context,
  id: string,
  query = customerRead as Q,
): Promise<CustomerOf<Q>> {
  requireUser(ctx);
  const customerId = parseInput(customerIdSchema, id);
  const customer = await ctx.db.customer.findFirst({ ...query, where: { id: customerId } });
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return customer as CustomerOf<Q>;
}
