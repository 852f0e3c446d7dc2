import type { Context } from '../../context.ts';
import { LABOUR_PRESET_NAME, type ListPrice, type PriceList, priceKey } from '../../rules/job-charges.ts';

/**
 * The price-list items with these names (ignoring case and surrounding spaces), keyed by `priceKey`: what a part
 * or the labour line costs. Through the tenant client, so only the organisation's own list.
 */
export async function pricesByName(ctx: Context, names: readonly string[]): Promise<Map<string, ListPrice>> {
  const keys = [...new Set(names.map(priceKey).filter(Boolean))];
  if (!keys.length) return new Map();
  const items = await ctx.db.itemPreset.findMany({
    where: { OR: keys.map((name) => ({ name: { equals: name, mode: 'insensitive' as const } })) },
    select: { name: true, unitAmountCents: true, taxRate: true },
    orderBy: { createdAt: 'asc' },
  });
  const prices = new Map<string, ListPrice>();
  for (const i of items)
    if (!prices.has(priceKey(i.name))) prices.set(priceKey(i.name), { unitAmountCents: i.unitAmountCents, taxRate: i.taxRate });
  return prices;
}

/** The price list a job's charges read: its parts' items and the labour rate. */
export const jobPriceList = (ctx: Context, partNames: readonly string[]): Promise<PriceList> =>
  pricesByName(ctx, [LABOUR_PRESET_NAME, ...partNames]);

const pending = new WeakMap<Context, { names: Set<string>; result: Promise<Map<string, ListPrice>> }>();

/**
 * The price of one name, asked by many fields of one GraphQL answer (each part of a list): the names asked in the
 * same turn are looked up in one query.
 */
export function priceOfName(ctx: Context, name: string): Promise<ListPrice | undefined> {
  let batch = pending.get(ctx);
  if (!batch) {
    const names = new Set<string>();
    const result = new Promise<Map<string, ListPrice>>((resolve, reject) =>
      setImmediate(() => {
        pending.delete(ctx);
        pricesByName(ctx, [...names]).then(resolve, reject);
      }),
    );
    batch = { names, result };
    pending.set(ctx, batch);
  }
  batch.names.add(name);
  return batch.result.then((prices) => prices.get(priceKey(name)));
}
