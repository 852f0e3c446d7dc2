import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { type EquipmentQuery, type EquipmentWithCustomer, withCustomer } from './equipment-query.ts';

/** One piece of the organisation's equipment; another organisation's id is 'Equipment not found'. */
export async function getEquipment(ctx: Context, id: string, query: EquipmentQuery = withCustomer): Promise<EquipmentWithCustomer> {
  requireUser(ctx);
  const row = await ctx.db.equipment.findFirst({ ...query, where: { id } });
  if (!row) throw notFound('Equipment not found');
  return row as EquipmentWithCustomer;
}
