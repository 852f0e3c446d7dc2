import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { withCustomer } from './equipment-query.ts';
import { createEquipmentSchema } from './schemas.ts';

/** Any member may add equipment (technicians record it on site); the customer must be the organisation's own. */
export async function createEquipment(ctx: Context, input: unknown) {
  const viewer = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(createEquipmentSchema, input);
  const customerId = await requireCustomer(ctx, data.customerId);
  return ctx.db.equipment.create({ data: { ...data, customerId, orgId: viewer.orgId }, ...withCustomer });
}
