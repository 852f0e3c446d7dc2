import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { createCustomerSchema } from './schemas.ts';

/**
 * Add a customer. Every role may: technicians meet new customers on site and add them there (part 1 §2 lets a
 * job form create one inline).
 */
export async function createCustomer(ctx: Context, input: unknown) {
  const viewer = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(createCustomerSchema, input);
  return ctx.db.customer.create({ data: { ...data, orgId: viewer.orgId } });
}
