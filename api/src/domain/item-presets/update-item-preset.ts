import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { findPresetByName, PRESET_NAME_TAKEN } from './create-item-preset.ts';
import { presetClash, refuseTakenCode } from './item-codes.ts';
import { type ItemPresetOf, type ItemPresetQuery, itemPresetRead } from './item-preset-query.ts';
import { itemPresetSchema } from './schemas.ts';

export const PRESET_NOT_FOUND = 'Item not found';
const nameTaken = () => new AppError('CONFLICT', PRESET_NAME_TAKEN, { fieldErrors: { name: PRESET_NAME_TAKEN } });

/**
 * Admin and manager change a price-list item: name, description, unit price, tax (GST 10 or exempt 0) and the books'
 * item code (left out: kept; blank: none; lines already saved keep the code they were saved with). Parts
 * logged under the old name are no longer priced by it; completed jobs keep the charges they recorded. Answers the
 * item read with the caller's selection.
 */
export async function updateItemPreset<Q extends ItemPresetQuery = typeof itemPresetRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = itemPresetRead as Q,
): Promise<ItemPresetOf<Q>> {
  requireAbility(ctx, 'managePriceList');
  const { name, description, unitAmount, taxRate, code } = parseInput(itemPresetSchema, input);
  const same = await findPresetByName(ctx, name, { select: { id: true } });
  if (same && same.id !== id) throw nameTaken();
  await refuseTakenCode(ctx, code, id);
  const { count } = await ctx.db.itemPreset
    .updateMany({
      where: { id },
      data: { name, description, unitAmountCents: unitAmount, taxRate, ...(code === undefined ? {} : { code }) },
    })
    .catch((e: { code?: string }) => {
      throw presetClash(e, nameTaken);
    });
  if (count === 0) throw notFound(PRESET_NOT_FOUND);
  return (await ctx.db.itemPreset.findFirstOrThrow({ ...query, where: { id } })) as ItemPresetOf<Q>;
}
