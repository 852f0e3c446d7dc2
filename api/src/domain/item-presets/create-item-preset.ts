import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { itemPresetSchema } from './schemas.ts';

export const PRESET_NAME_TAKEN = 'A price-list item with this name already exists';
const nameTaken = () => new AppError('CONFLICT', PRESET_NAME_TAKEN, { fieldErrors: { name: PRESET_NAME_TAKEN } });

/** The organisation's item with this name, whatever its letter case. */
export function findPresetByName(ctx: Context, name: string) {
  return ctx.db.itemPreset.findFirst({ where: { name: { equals: name, mode: 'insensitive' } }, orderBy: { createdAt: 'asc' } });
}

/** Admin and manager add an item to the price list; names are unique in an organisation, ignoring case. */
export async function createItemPreset(ctx: Context, input: unknown) {
  const viewer = requireAbility(ctx, 'managePriceList');
  await requireActiveSubscription(ctx);
  const { name, description, unitAmount, taxRate } = parseInput(itemPresetSchema, input);
  if (await findPresetByName(ctx, name)) throw nameTaken();
  return ctx.db.itemPreset
    .create({ data: { orgId: viewer.orgId, name, description, unitAmountCents: unitAmount, taxRate } })
    .catch((e: { code?: string }) => {
      throw e.code === 'P2002' ? nameTaken() : e;
    });
}
