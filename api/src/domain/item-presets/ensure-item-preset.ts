import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { findPresetByName } from './create-item-preset.ts';
import { codeTaken, refuseTakenCode } from './item-codes.ts';
import { type ItemPresetOf, type ItemPresetQuery, itemPresetRead } from './item-preset-query.ts';
import { itemPresetSchema } from './schemas.ts';

/**
 * The quote and invoice editors save a typed line to the price list: the item with this name (ignoring case) as
 * it is, or a new one with these values. Calling it twice gives the same item. Answers it read with the caller's
 * selection.
 */
export async function ensureItemPreset<Q extends ItemPresetQuery = typeof itemPresetRead>(
  ctx: Context,
  input: unknown,
  query = itemPresetRead as Q,
): Promise<ItemPresetOf<Q>> {
  const viewer = requireAbility(ctx, 'managePriceList');
  await requireActiveSubscription(ctx);
  const { name, description, unitAmount, taxRate, code } = parseInput(itemPresetSchema, input);
  const existing = await findPresetByName(ctx, name, query);
  if (existing) return existing;
  try {
    await refuseTakenCode(ctx, code);
    const data = { orgId: viewer.orgId, name, description, unitAmountCents: unitAmount, taxRate, code };
    return (await ctx.db.itemPreset.create({ ...query, data })) as ItemPresetOf<Q>;
  } catch (e) {
    // Another request created it a moment ago: that one is the answer.
    const raced = (e as { code?: string }).code === 'P2002' ? await findPresetByName(ctx, name, query) : null;
    if (raced) return raced;
    throw (e as { code?: string }).code === 'P2002' ? codeTaken() : e;
  }
}
