import type { Context } from '../../context.ts';
import { updateDocument } from '../documents/save-document.ts';
import { updateQuoteSchema } from '../documents/schemas.ts';
import { type QuoteOf, type QuoteQuery, quoteRead } from './quote-query.ts';
import { quoteStore } from './quote-store.ts';

/** Save & close on a quote: fields left out stay, lines sent replace the old ones; not once accepted. */
export async function updateQuote<Q extends QuoteQuery = typeof quoteRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = quoteRead as Q,
): Promise<QuoteOf<Q>> {
  return (await updateDocument(ctx, quoteStore, updateQuoteSchema, id, input, query)) as QuoteOf<Q>;
}
