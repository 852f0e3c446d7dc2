import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireCustomer } from '../customers/require-customer.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { afterServiceSettings, serviceSettingsOf } from '../service/service-settings.ts';
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
  const timeZone = await organisationTimeZone(ctx);
  const data = serviceSettingsOf(parseInput(createEquipmentSchema, input), timeZone);
  const customerId = await requireCustomer(ctx, data.customerId);
  const row = { ...data, customerId, orgId: viewer.orgId };
  // The write answers itself; a new unit has no jobs or readings, so only an entered last service gives it a next
  // service: then it is computed first and the unit read.
  if (!data.lastServiceEnteredAt) return (await ctx.db.equipment.create({ ...query, data: row })) as EquipmentOf<Q>;
  const id = await ctx.db.$transaction(async (tx) => {
    const { id } = await tx.equipment.create({ data: row, select: { id: true } });
    await afterServiceSettings(tx as Db, id, data, timeZone);
    return id;
  });
  return (await ctx.db.equipment.findFirstOrThrow({ ...query, where: { id } })) as EquipmentOf<Q>;
}
