import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { containsWord, everyWord } from '../search.ts';
import { type CustomerOf, type CustomerPageQuery, customerRead } from './customer-query.ts';
import { listCustomersSchema } from './schemas.ts';

/** The fields the list's search looks in (spec part 1 §2: name, contact name, email, phone, address, notes). */
const SEARCH_FIELDS = ['name', 'contactName', 'email', 'phone', 'street', 'suburb', 'state', 'postcode', 'notes'] as const;

/** Customers are listed by name; the id breaks ties so cursor pages never skip or repeat a row. */
export const customerOrder: Prisma.CustomerOrderByWithRelationInput[] = [{ name: 'asc' }, { id: 'asc' }];

/**
 * The organisation's customers matching a search: every word must appear (case-insensitively) in one of the
 * searched fields, so 'dental brighton' finds Bayside Family Dental in Brighton.
 */
export function customerSearchWhere(search?: string | null): Prisma.CustomerWhereInput {
  return everyWord(search, (word) => ({ OR: SEARCH_FIELDS.map((field) => ({ [field]: containsWord(word) })) }));
}

/**
 * Any member of the organisation may read its customers. Sorted by name. `query` is the selection and page GraphQL
 * passes through (REST: `customerRead` and its page).
 */
export async function listCustomers<Q extends CustomerPageQuery = typeof customerRead>(
  ctx: Context,
  input: unknown,
  query = customerRead as Q,
): Promise<CustomerOf<Q>[]> {
  requireUser(ctx);
  const { search } = parseInput(listCustomersSchema, input ?? {});
  const rows = await ctx.db.customer.findMany({ ...query, where: customerSearchWhere(search), orderBy: customerOrder });
  return rows as CustomerOf<Q>[];
}

/** How many customers match a search (the list's count). */
export async function countCustomers(ctx: Context, input: unknown) {
  requireUser(ctx);
  const { search } = parseInput(listCustomersSchema, input ?? {});
  return ctx.db.customer.count({ where: customerSearchWhere(search) });
}
