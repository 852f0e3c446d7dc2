import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { type EquipmentOf, type EquipmentQuery, equipmentRead } from './equipment-query.ts';
import { createEquipmentSchema } from './schemas.ts';

/**
 * Any member may add equipment (technicians record it on site); the customer must be the organisation's own.
 * Answers the unit read with the caller's selection.
 */
export async function createEquipment<Q extends EquipmentQuery = typeof equipmentRead>(
  ctx: Context,
  input: unknown,
  query = equipmentRead as Q,
): Promise<EquipmentOf<Q>> {
  const viewer = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(createEquipmentSchema, input);
  const customerId = await requireCustomer(ctx, data.customerId);
  return (await ctx.db.equipment.create({ ...query, data: { ...data, customerId, orgId: viewer.orgId } })) as EquipmentOf<Q>;
}
