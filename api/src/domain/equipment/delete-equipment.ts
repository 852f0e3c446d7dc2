import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

/**
 * Admin and manager only. Open jobs lose the link to it; completed jobs keep its name (they store a copy).
 */
export async function deleteEquipment(ctx: Context, id: string) {
  requireAbility(ctx, 'deleteEquipment');
  const { count } = await ctx.db.equipment.deleteMany({ where: { id } });
  if (count === 0) throw notFound('Equipment not found');
  return { id };
}
