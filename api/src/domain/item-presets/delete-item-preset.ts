import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { PRESET_NOT_FOUND } from './update-item-preset.ts';

/** Admin and manager remove an item from the price list; quotes and invoices keep their own copy of each line. */
export async function deleteItemPreset(ctx: Context, id: string) {
  requireAbility(ctx, 'managePriceList');
  const { count } = await ctx.db.itemPreset.deleteMany({ where: { id } });
  if (count === 0) throw notFound(PRESET_NOT_FOUND);
}
