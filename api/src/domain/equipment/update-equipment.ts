import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { withCustomer } from './equipment-query.ts';
import { getEquipment } from './get-equipment.ts';
import { updateEquipmentSchema } from './schemas.ts';

/** Any member may edit equipment. Only the fields sent change; customerId null unassigns it. */
export async function updateEquipment(ctx: Context, id: string, input: unknown) {
  requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(updateEquipmentSchema, input);
  await getEquipment(ctx, id, { select: { id: true } });
  const customerId = await requireCustomer(ctx, data.customerId);
  return ctx.db.equipment.update({ where: { id }, data: { ...data, customerId }, ...withCustomer });
}
