import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { containsWord, everyWord } from '../search.ts';
import type { ItemPresetOf, ItemPresetPageQuery } from './item-preset-query.ts';
import { listItemPresetsSchema } from './schemas.ts';

/**
 * The price list by name, for any role (the quote and invoice editors search it as you type): the
 * organisation's own, through the tenant client. Every word of `search` must appear (ignoring case) in the name or
 * the description. `query` passes paging and GraphQL's selection through.
 */
export function listItemPresets<Q extends ItemPresetPageQuery>(ctx: Context, input: unknown, query?: Q): Promise<ItemPresetOf<Q>[]> {
  requireUser(ctx);
  const { search } = parseInput(listItemPresetsSchema, input);
  const where: Prisma.ItemPresetWhereInput = everyWord(search, (word) => ({
    OR: [{ name: containsWord(word) }, { description: containsWord(word) }],
  }));
  return ctx.db.itemPreset.findMany({ ...(query as Q), where, orderBy: [{ name: 'asc' }, { id: 'asc' }] }) as Promise<ItemPresetOf<Q>[]>;
}
