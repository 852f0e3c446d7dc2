import { parseInput } from '../../errors.ts';
import { canEditQuote, documentMessages, type QuoteStatusValue } from '../../rules/document-status.ts';
import { documentSearch } from '../documents/document-search.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import { listQuotesSchema, quoteSchema, updateQuoteSchema } from '../documents/schemas.ts';
import { requireAbility } from '../policy.ts';
import { type QuoteOf, quoteOrder } from './quote-query.ts';

/** Quotes for the shared document code (documents/*): expiry date, quote terms, locked once accepted or declined, listed by status. */
export const quoteStore: DocumentStore<'quote'> = {
  kind: 'quote',
  ability: 'manageQuotes',
  untilField: 'expiryDate',
  terms: 'quoteTerms',
  messages: {
    notFound: documentMessages.quoteNotFound,
    locked: ({ status }) => (status === 'rejected' ? documentMessages.declinedLocked : documentMessages.acceptedLocked),
    untilBeforeIssue: documentMessages.expiryBeforeIssue,
  },
  canEdit: (status) => canEditQuote(status as QuoteStatusValue),
  parse: (input, mode) => {
    const { expiryDate, ...rest } = parseInput(mode === 'create' ? quoteSchema : updateQuoteSchema, input);
    return { ...rest, until: expiryDate };
  },
  listWhere: async (ctx, input) => {
    requireAbility(ctx, 'manageQuotes');
    const { status, search, customerId } = parseInput(listQuotesSchema, input);
    return { ...(status ? { status } : {}), ...(customerId ? { customerId } : {}), ...documentSearch(search) };
  },
  find: async (ctx, id, query) => (await ctx.db.quote.findFirst({ ...query, where: { id } })) as QuoteOf<typeof query> | null,
  findMany: async (ctx, where, query) => (await ctx.db.quote.findMany({ ...query, where, orderBy: quoteOrder })) as QuoteOf<typeof query>[],
  count: (ctx, where) => ctx.db.quote.count({ where }),
  findEditable: async (ctx, id) => {
    const q = await ctx.db.quote.findFirst({
      where: { id },
      select: { status: true, taxMode: true, issueDate: true, expiryDate: true, lines: { orderBy: { position: 'asc' } } },
    });
    return q && { ...q, until: q.expiryDate };
  },
  create: async (ctx, { until, ...data }, query) =>
    (await ctx.db.quote.create({ ...query, data: { ...data, expiryDate: until } })) as QuoteOf<typeof query>,
  update: async (ctx, id, { until, ...data }, query) =>
    (await ctx.db.quote.update({ ...query, where: { id }, data: { ...data, expiryDate: until } })) as QuoteOf<typeof query>,
};
