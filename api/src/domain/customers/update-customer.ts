import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { getCustomer } from './get-customer.ts';
import { updateCustomerSchema } from './schemas.ts';

/** Change a customer's details; only the fields sent change. Every role may (technicians correct details on site). */
export async function updateCustomer(ctx: Context, id: unknown, input: unknown) {
  requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(updateCustomerSchema, input);
  const customer = await getCustomer(ctx, id, { select: { id: true } });
  return ctx.db.customer.update({ where: { id: customer.id }, data });
}
