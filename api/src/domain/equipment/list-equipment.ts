import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { containsWord, everyWord } from '../search.ts';
import { type EquipmentOf, type EquipmentPageQuery, equipmentRead } from './equipment-query.ts';
import { listEquipmentSchema } from './schemas.ts';

/**
 * The organisation's equipment matching a search: every word must appear (ignoring case) in the name, make,
 * model, serial, or the customer's name or address, so 'daikin richmond' finds Daikin units at Richmond sites.
 */
export function equipmentWhere(input: { search?: string | null; customerId?: string | null }): Prisma.EquipmentWhereInput {
  const has = containsWord;
  return {
    ...(input.customerId ? { customerId: input.customerId } : {}),
    ...everyWord(input.search, (w) => ({
      OR: [
        { name: has(w) },
        { make: has(w) },
        { model: has(w) },
        { serial: has(w) },
        { customer: { is: { OR: [{ name: has(w) }, { street: has(w) }, { suburb: has(w) }, { state: has(w) }, { postcode: has(w) }] } } },
      ],
    })),
  };
}

/** Name order, then id so pages never overlap. */
export const equipmentOrder: Prisma.EquipmentOrderByWithRelationInput[] = [{ name: 'asc' }, { id: 'asc' }];

/**
 * Any member of the organisation lists its equipment (search, optional customer). `query` is the Prisma
 * selection and paging (take, skip, cursor) GraphQL passes through; REST reads `equipmentRead` (each row with its customer).
 */
export async function listEquipment<Q extends EquipmentPageQuery = typeof equipmentRead>(
  ctx: Context,
  input: unknown,
  query = equipmentRead as Q,
): Promise<EquipmentOf<Q>[]> {
  requireUser(ctx);
  const filters = parseInput(listEquipmentSchema, input);
  const rows = await ctx.db.equipment.findMany({ ...query, where: equipmentWhere(filters), orderBy: equipmentOrder });
  return rows as EquipmentOf<Q>[];
}
