import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { afterServiceSettings, changesService, serviceSettingsOf } from '../service/service-settings.ts';
import { type EquipmentOf, type EquipmentQuery, equipmentRead } from './equipment-query.ts';
import { getEquipment } from './get-equipment.ts';
import { updateEquipmentSchema } from './schemas.ts';

/**
 * Any member may edit equipment. Only the fields sent change; customerId null unassigns it. Answers the unit read
 * with the caller's selection.
 */
export async function updateEquipment<Q extends EquipmentQuery = typeof equipmentRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = equipmentRead as Q,
): Promise<EquipmentOf<Q>> {
  requireUser(ctx);
  await requireActiveSubscription(ctx);
  const timeZone = await organisationTimeZone(ctx);
  const data = serviceSettingsOf(parseInput(updateEquipmentSchema, input), timeZone);
  await getEquipment(ctx, id, { select: { id: true } });
  const customerId = await requireCustomer(ctx, data.customerId);
  if (!changesService(data))
    return (await ctx.db.equipment.update({ ...query, where: { id }, data: { ...data, customerId } })) as EquipmentOf<Q>;
  await ctx.db.$transaction(async (tx) => {
    await tx.equipment.update({ where: { id }, data: { ...data, customerId }, select: { id: true } });
    await afterServiceSettings(tx as Db, id, data, timeZone);
  });
  return (await ctx.db.equipment.findFirstOrThrow({ ...query, where: { id } })) as EquipmentOf<Q>;
}
