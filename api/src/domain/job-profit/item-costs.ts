import { z } from 'zod';
import type { Context } from '../../context.ts';
import { notFound, parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

// What a price-list item costs the business (ex GST): job profit's materials. Kept apart from the price list's own
// reads, which technicians use: a cost is read by admin and manager and set by an admin only.

export interface ItemCost {
  presetId: string;
  name: string;
  unitAmountCents: number;
  costCents: number | null;
}

export const itemCostSchema = z.object({
  costCents: z
    .number({ error: 'Cost must be a whole number of cents' })
    .int('Cost must be a whole number of cents')
    .min(0, 'Cost cannot be negative')
    .max(1_000_000_000, 'Cost is too large')
    .nullable(),
});

const costSelect = { id: true, name: true, unitAmountCents: true, costCents: true } as const;
const toItemCost = (r: { id: string; name: string; unitAmountCents: number; costCents: number | null }): ItemCost => ({
  presetId: r.id,
  name: r.name,
  unitAmountCents: r.unitAmountCents,
  costCents: r.costCents,
});

/** Every price-list item with its cost, by name. */
export async function listItemCosts(ctx: Context): Promise<ItemCost[]> {
  requireAbility(ctx, 'seeJobProfit');
  const rows = await ctx.db.itemPreset.findMany({ select: costSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  return rows.map(toItemCost);
}

/** An admin sets an item's cost (cents, never negative; null: not known). */
export async function setItemCost(ctx: Context, presetId: string, input: unknown): Promise<ItemCost> {
  const { costCents } = parseInput(itemCostSchema, input ?? {});
  requireAbility(ctx, 'manageCostRates');
  const found = await ctx.db.itemPreset.findFirst({ where: { id: presetId }, select: { id: true } });
  if (!found) throw notFound('Price-list item not found');
  return toItemCost(await ctx.db.itemPreset.update({ where: { id: presetId }, data: { costCents }, select: costSelect }));
}
