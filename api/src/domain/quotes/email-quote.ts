import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { formatAud } from '../../rules/money.ts';
import { depositTotalCents, quoteDeposit } from '../../rules/quote-deposits.ts';
import { dayKeyOf, formatLongDay } from '../../rules/zoned-time.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { pdfOfDocument } from '../documents/document-pdf.ts';
import { checkRecipients, documentEmailDraft, documentEmailText, sendDocumentEmail } from '../documents/email-document.ts';
import { getDocument } from '../documents/get-document.ts';
import { quoteEmailSchema } from '../documents/schemas.ts';
import { publicLink } from '../messaging/public-link.ts';
import { requireAbility } from '../policy.ts';
import { newQuoteLink, quoteLinkPath } from './quote-link.ts';
import { type QuoteOf, type QuoteQuery, quoteRead } from './quote-query.ts';

/**
 * Email a quote (part 2 §2 "Email dialog"): one recipient, its PDF attached, and a new private link where the
 * customer can accept or decline it online. The subject and message are the sender's (the defaults when left out);
 * the link is always added below the message; it works until the quote's valid-until day ends (quoteLinkLastDay), the
 * day the message gives, and a quote whose day has passed is not emailed. A draft (or declined) quote becomes sent; an
 * accepted one stays accepted.
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
  const quote = await getDocument(ctx, 'quote', id);
  const org = await ctx.db.organization.findFirstOrThrow({ select: { name: true, timeZone: true } });
  const link = newQuoteLink(quote.expiryDate, org.timeZone);
  if (link.lastDay < dayKeyOf(new Date(), org.timeZone))
    throw new AppError('VALIDATION', documentMessages.quoteExpiredBeforeEmail(formatLongDay(link.lastDay)));
  const pdf = await pdfOfDocument(ctx.db, 'quote', quote);
  const url = publicLink(ctx.config, quoteLinkPath(link.token));
  const draft = documentEmailDraft('quote', quote, org);
  // A deposit asked at acceptance is said with the link, and whether it can be paid there.
  const deposit = quoteDeposit(quote);
  const payable = deposit && (await ctx.db.payoutAccount.findFirst({ where: { status: 'enabled' }, select: { id: true } }));
  const text = documentEmailText(message ?? draft.message, [
    `View it, and accept or decline it online: ${url}`,
    `This link works until the end of ${formatLongDay(link.lastDay)}.`,
    ...(deposit
      ? [
          `This quote asks a deposit of ${formatAud(depositTotalCents(quote, deposit))} (GST included) when you accept it${payable ? ': you can pay it online as you accept' : ''}.`,
        ]
      : []),
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
  return getDocument(ctx, 'quote', id, query);
}
