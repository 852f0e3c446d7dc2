import type { Context } from '../../context.ts';
import { createDocument } from '../documents/save-document.ts';
import { quoteSchema } from '../documents/schemas.ts';
import { type QuoteOf, type QuoteQuery, quoteRead } from './quote-query.ts';
import { quoteStore } from './quote-store.ts';

/**
 * A new draft quote (admins and managers): the next QU- number unless the user typed one, the organisation's quote
 * terms unless terms were sent, and every figure recomputed from the lines (part 2 §5).
 */
export async function createQuote<Q extends QuoteQuery = typeof quoteRead>(
  ctx: Context,
  input: unknown,
  query = quoteRead as Q,
): Promise<QuoteOf<Q>> {
  return (await createDocument(ctx, quoteStore, quoteSchema, input, query)) as QuoteOf<Q>;
}
