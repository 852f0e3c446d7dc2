import type { Prisma } from '../../db/generated/client.ts';
import { canEditQuote, documentMessages, type QuoteStatusValue } from '../../rules/document-status.ts';
import type { DocumentStore } from '../documents/save-document.ts';

/** Quotes for the editor's save (documents/save-document.ts): expiry date, quote terms, locked once accepted. */
export const quoteStore: DocumentStore = {
  kind: 'quote',
  ability: 'manageQuotes',
  until: 'expiryDate',
  terms: 'quoteTerms',
  messages: {
    notFound: documentMessages.quoteNotFound,
    locked: documentMessages.acceptedLocked,
    untilBeforeIssue: documentMessages.expiryBeforeIssue,
  },
  canEdit: (status) => canEditQuote(status as QuoteStatusValue),
  find: async (ctx, id) => {
    const q = await ctx.db.quote.findFirst({
      where: { id },
      select: { status: true, taxMode: true, issueDate: true, expiryDate: true, lines: { orderBy: { position: 'asc' } } },
    });
    return q && { ...q, until: q.expiryDate };
  },
  create: (ctx, args) => ctx.db.quote.create(args as Prisma.QuoteCreateArgs),
  update: (ctx, args) => ctx.db.quote.update(args as Prisma.QuoteUpdateArgs),
};
