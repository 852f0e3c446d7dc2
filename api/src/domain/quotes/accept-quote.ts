import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { getDocument } from '../documents/get-document.ts';
import { requireAbility } from '../policy.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { type QuoteOf, type QuoteQuery, quoteRead } from './quote-query.ts';

/** Why a quote did not change status: missing, already answered, or not sent. */
export function answerRefusal(quote: { status: string } | null, notFoundMessage: string): AppError {
  if (!quote) return notFound(notFoundMessage);
  if (quote.status === 'accepted' || quote.status === 'rejected')
    return new AppError('CONFLICT', documentMessages.alreadyAnswered(quote.status));
  return new AppError('CONFLICT', documentMessages.acceptOnlySent);
}

/**
 * Accept (part 2 §4): only a sent quote becomes accepted, once — one conditional UPDATE, so two accepts at the same
 * moment (the office and the customer's link) give one acceptance and one clear refusal.
 */
export async function acceptQuote<Q extends QuoteQuery = typeof quoteRead>(
  ctx: Context,
  id: string,
  query = quoteRead as Q,
): Promise<QuoteOf<Q>> {
  const user = requireAbility(ctx, 'manageQuotes');
  const { count } = await writeWithWebhooks(
    ctx,
    user.orgId,
    (tx) =>
      tx.quote.updateMany({
        where: { id, status: 'sent' },
        data: { status: 'accepted', acceptedAt: new Date(), respondedByName: user.name, respondedVia: 'app' },
      }),
    ({ count }) => (count ? [{ type: 'quote.accepted', id }] : []),
  );
  if (count === 0)
    throw answerRefusal(await ctx.db.quote.findFirst({ where: { id }, select: { status: true } }), documentMessages.quoteNotFound);
  publishDocumentChange(ctx, { orgId: user.orgId, kind: 'quote', id, status: 'accepted' });
  return getDocument(ctx, 'quote', id, query);
}
