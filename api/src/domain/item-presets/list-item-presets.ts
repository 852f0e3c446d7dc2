import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { containsWord } from '../search.ts';
import { listItemPresetsSchema } from './schemas.ts';

/**
 * The price list by name, for any role (the quote and invoice editors search it as you type). `search` is a
 * case-insensitive substring of the name or the description. `query` passes paging and GraphQL's selection through.
 */
export function listItemPresets<Q extends Omit<Prisma.ItemPresetFindManyArgs, 'where' | 'orderBy'>>(
  ctx: Context,
  input: unknown,
  query?: Q,
) {
  const viewer = requireUser(ctx);
  const { search } = parseInput(listItemPresetsSchema, input);
  const where: Prisma.ItemPresetWhereInput = { orgId: viewer.orgId };
  if (search) {
    where.OR = [{ name: containsWord(search) }, { description: containsWord(search) }];
  }
  return ctx.db.itemPreset.findMany({ ...(query as Q), where, orderBy: [{ name: 'asc' }, { id: 'asc' }] }) as Promise<
    Prisma.ItemPresetGetPayload<Q>[]
  >;
}
