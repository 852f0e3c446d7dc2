import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { presetClash, refuseTakenCode } from './item-codes.ts';
import { type ItemPresetOf, type ItemPresetQuery, itemPresetRead } from './item-preset-query.ts';
import { itemPresetSchema } from './schemas.ts';

export const PRESET_NAME_TAKEN = 'A price-list item with this name already exists';
const nameTaken = () => new AppError('CONFLICT', PRESET_NAME_TAKEN, { fieldErrors: { name: PRESET_NAME_TAKEN } });

/** The organisation's item with this name, whatever its letter case, with the caller's selection. */
export async function findPresetByName<Q extends ItemPresetQuery = typeof itemPresetRead>(
  ctx: Context,
  name: string,
  query = itemPresetRead as Q,
): Promise<ItemPresetOf<Q> | null> {
  const found = await ctx.db.itemPreset.findFirst({
    ...query,
    where: { name: { equals: name, mode: 'insensitive' } },
    orderBy: { createdAt: 'asc' },
  });
  return found as ItemPresetOf<Q> | null;
}

/**
 * Admin and manager add an item to the price list; names, and codes when given, are unique in an organisation,
 * ignoring case. Answers the
 * item read with the caller's selection.
 */
export async function createItemPreset<Q extends ItemPresetQuery = typeof itemPresetRead>(
  ctx: Context,
  input: unknown,
  query = itemPresetRead as Q,
): Promise<ItemPresetOf<Q>> {
  const viewer = requireAbility(ctx, 'managePriceList');
  await requireActiveSubscription(ctx);
  const { name, description, unitAmount, taxRate, code } = parseInput(itemPresetSchema, input);
  if (await findPresetByName(ctx, name, { select: { id: true } })) throw nameTaken();
  await refuseTakenCode(ctx, code);
  const created = await ctx.db.itemPreset
    .create({ ...query, data: { orgId: viewer.orgId, name, description, unitAmountCents: unitAmount, taxRate, code } })
    .catch((e: { code?: string }) => {
      throw presetClash(e, nameTaken);
    });
  return created as ItemPresetOf<Q>;
}
