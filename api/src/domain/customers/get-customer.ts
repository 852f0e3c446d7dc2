import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound, parseInput } from '../../errors.ts';
import type { CustomerQuery } from './list-customers.ts';
import { customerIdSchema } from './schemas.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** One customer of the caller's organisation; another organisation's id is simply not found. */
export async function getCustomer(ctx: Context, id: unknown, query: Pick<CustomerQuery, 'select' | 'include'> = {}) {
  requireUser(ctx);
  const customerId = parseInput(customerIdSchema, id);
  const customer = await ctx.db.customer.findFirst({ ...query, where: { id: customerId } });
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return customer;
}
