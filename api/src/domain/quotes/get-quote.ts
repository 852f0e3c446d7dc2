import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { requireAbility } from '../policy.ts';
import { type QuoteOf, type QuoteQuery, quoteRead } from './quote-query.ts';

/** One quote of the organisation (admins and managers); a missing or foreign one is 'Quote not found'. */
export async function getQuote<Q extends QuoteQuery = typeof quoteRead>(
  ctx: Context,
  id: string,
  query = quoteRead as Q,
): Promise<QuoteOf<Q>> {
  requireAbility(ctx, 'manageQuotes');
  const quote = await ctx.db.quote.findFirst({ ...query, where: { id } });
  if (!quote) throw notFound(documentMessages.quoteNotFound);
  return quote as QuoteOf<Q>;
}
