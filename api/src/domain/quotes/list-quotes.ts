import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { documentSearch } from '../documents/document-search.ts';
import { listQuotesSchema } from '../documents/schemas.ts';
import { requireAbility } from '../policy.ts';
import { type QuoteOf, type QuoteQuery, quoteOrder, quoteRead } from './quote-query.ts';

type Paging = { take?: number; skip?: number; cursor?: Prisma.QuoteWhereUniqueInput };

/** The filter of a quote list (status, search), for the list and its total count. */
export function listQuotesWhere(ctx: Context, input: unknown): Prisma.QuoteWhereInput {
  requireAbility(ctx, 'manageQuotes');
  const { status, search } = parseInput(listQuotesSchema, input);
  return { ...(status ? { status } : {}), ...documentSearch(search) };
}

/** The organisation's quotes, newest first: one statement whatever the page size. */
export async function listQuotes<Q extends QuoteQuery & Paging = typeof quoteRead>(ctx: Context, input: unknown, query = quoteRead as Q) {
  const where = listQuotesWhere(ctx, input);
  return (await ctx.db.quote.findMany({ ...query, where, orderBy: quoteOrder })) as QuoteOf<Q>[];
}
