import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { formatLongDate } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import {
  checkRecipients,
  type DocumentEmailDraft,
  type DraftSource,
  documentEmailDraft,
  documentEmailText,
  sendDocumentEmail,
} from '../documents/email-document.ts';
import { quoteEmailSchema } from '../documents/schemas.ts';
import { publicLink } from '../messaging/public-link.ts';
import { requireAbility } from '../policy.ts';
import { getQuote } from './get-quote.ts';
import { newQuoteLink, quoteLinkPath } from './quote-link.ts';
import { pdfOfQuote } from './quote-pdf.ts';
import { type QuoteOf, type QuoteQuery, quoteRead } from './quote-query.ts';

/** The subject and message the email dialog starts from (GraphQL `Quote.emailDraft`; sent when none is given). */
export function quoteEmailDraft(
  quote: DraftSource & { expiryDate: Date | null },
  org: { name: string; timeZone: string },
): DocumentEmailDraft {
  const valid = quote.expiryDate ? `, valid until ${formatLongDate(quote.expiryDate, org.timeZone)}` : '';
  return documentEmailDraft('quote', quote, org.name, valid);
}

/** The draft of one quote of the organisation, for the email dialog. */
export async function getQuoteEmailDraft(ctx: Context, quote: Parameters<typeof quoteEmailDraft>[0]): Promise<DocumentEmailDraft> {
  requireAbility(ctx, 'manageQuotes');
  return quoteEmailDraft(quote, await ctx.db.organization.findFirstOrThrow({ select: { name: true, timeZone: true } }));
}

/**
 * Email a quote (part 2 §2 "Email dialog"): one recipient, its PDF attached, and a new private link where the
 * customer can accept or decline it online. The subject and message are the sender's (the defaults when left out);
 * the link is always added below the message. A draft (or declined) quote becomes sent; an accepted one stays accepted.
 */
export async function emailQuote<Q extends QuoteQuery = typeof quoteRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = quoteRead as Q,
): Promise<QuoteOf<Q>> {
  const user = requireAbility(ctx, 'manageQuotes');
  const { email, subject, message } = parseInput(quoteEmailSchema, input);
  checkRecipients([email], 'email');
  await requireActiveSubscription(ctx);
  const quote = await getQuote(ctx, id, quoteRead);
  const org = await ctx.db.organization.findFirstOrThrow({ select: { name: true, timeZone: true } });
  const link = newQuoteLink(quote.expiryDate, org.timeZone);
  const pdf = await pdfOfQuote(ctx.db, quote);
  const url = publicLink(ctx.config, quoteLinkPath(link.token));
  const draft = quoteEmailDraft(quote, org);
  const text = documentEmailText(message ?? draft.message, [
    `View it, and accept or decline it online: ${url}`,
    `This link works until ${formatLongDate(link.publicTokenExpiresAt, org.timeZone)}.`,
  ]);
  const status = quote.status === 'accepted' ? 'accepted' : 'sent';
  await sendDocumentEmail(
    ctx,
    { kind: 'quote', id, orgId: user.orgId, status },
    (tx) =>
      tx.quote.update({
        where: { id },
        data: {
          status,
          sentAt: new Date(),
          publicTokenHash: link.publicTokenHash,
          publicTokenExpiresAt: link.publicTokenExpiresAt,
          ...(quote.status === 'rejected' ? { rejectedAt: null, respondedByName: null, respondedVia: null } : {}),
        },
      }),
    { to: [email], subject: subject ?? draft.subject, text, pdf, secrets: [url] },
  );
  return getQuote(ctx, id, query);
}
