import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { type EquipmentOf, type EquipmentQuery, equipmentRead } from './equipment-query.ts';

/** One piece of the organisation's equipment, with the caller's selection; another organisation's id is 'Equipment not found'. */
export async function getEquipment<Q extends EquipmentQuery = typeof equipmentRead>(
  ctx: Context,
  id: string,
  query = equipmentRead as Q,
): Promise<EquipmentOf<Q>> {
  requireUser(ctx);
  const row = await ctx.db.equipment.findFirst({ ...query, where: { id } });
  if (!row) throw notFound('Equipment not found');
  return row as EquipmentOf<Q>;
}
