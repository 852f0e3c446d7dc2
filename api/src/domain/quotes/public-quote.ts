import { rightLinkGuess, takeLinkGuess } from '../../auth/link-guesses.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { depositTotalCents, quoteDeposit } from '../../rules/quote-deposits.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { type DocumentPdf, documentPdf } from '../documents/document-pdf.ts';
import { printableOrganisation } from '../documents/printable-document.ts';
import { type PublicBusiness, publicBusinessOf } from '../documents/public-business.ts';
import { quoteResponseSchema } from '../documents/schemas.ts';
import { takesPaymentsOnline } from '../invoices/public-invoice.ts';
import { queueWebhookEvents } from '../webhooks/queue-webhook-events.ts';
import { answerRefusal } from './accept-quote.ts';
import { emailAcceptanceNotice } from './acceptance-notice.ts';
import { hashQuoteToken, isQuoteToken } from './quote-link.ts';

// The customer's page of an emailed quote, no sign-in: the private link's token finds the quote
// (bySecret: its organisation is not known before), shows it and its PDF, and takes one answer — accept or decline,
// with the customer's name — while the quote is sent and the link has not expired. The business sees the new
// status live (documents:changed).

const publicSelect = {
  id: true,
  orgId: true,
  number: true,
  status: true,
  title: true,
  summary: true,
  notes: true,
  terms: true,
  reference: true,
  taxMode: true,
  issueDate: true,
  expiryDate: true,
  subtotalCents: true,
  taxCents: true,
  totalCents: true,
  acceptedAt: true,
  rejectedAt: true,
  respondedByName: true,
  publicTokenExpiresAt: true,
  depositPercent: true,
  depositAmountCents: true,
  updatedAt: true,
  lines: { orderBy: { position: 'asc' as const } },
  customer: { select: { name: true, contactName: true, email: true, street: true, suburb: true, state: true, postcode: true } },
  org: { select: { name: true, abn: true, timeZone: true, email: true, phone: true } },
} as const;

/** What the customer's link reads of a quote. */
export type LinkedQuote = Prisma.QuoteGetPayload<{ select: typeof publicSelect }>;

/** The quote behind a private link (counted against the address's link guesses), or NOT_FOUND with the link's message. */
export async function findQuoteByToken(ctx: Context, token: string): Promise<LinkedQuote> {
  await takeLinkGuess(ctx);
  if (!isQuoteToken(token)) throw notFound(documentMessages.linkInvalid);
  const quote = await bySecret(ctx).quote.findUnique({ where: { publicTokenHash: hashQuoteToken(token) }, select: publicSelect });
  if (!quote) throw notFound(documentMessages.linkInvalid);
  await rightLinkGuess(ctx);
  if (!quote.publicTokenExpiresAt || quote.publicTokenExpiresAt.getTime() <= Date.now())
    throw new AppError('NOT_FOUND', documentMessages.linkExpired(publicBusinessOf(quote.org)));
  return quote;
}

export type PublicQuote = LinkedQuote & {
  token: string;
  canRespond: boolean;
  business: PublicBusiness;
  /** The deposit asked at acceptance (GST included), or null */
  depositCents: number | null;
  /** "Accept & pay deposit" applies: the quote is open, asks a deposit still owed, and the business takes payments online */
  canPayDeposit: boolean;
};

/**
 * The deposit a quote asks at acceptance, as it stands: its deposit invoice once made (a void one asks nothing), else
 * what the rule would make (rules/quote-deposits.ts). Null when the quote asks none.
 */
export async function depositAtAcceptance(
  ctx: Context,
  quote: Pick<PublicQuote, 'id' | 'number' | 'taxMode' | 'totalCents' | 'lines' | 'depositPercent' | 'depositAmountCents'>,
) {
  const deposit = quoteDeposit(quote);
  if (!deposit) return null;
  const invoice = await bySecret(ctx).invoice.findFirst({
    where: { quoteId: quote.id, kind: 'deposit' },
    select: { id: true, orgId: true, number: true, status: true, totalCents: true, paidCents: true },
  });
  if (invoice?.status === 'void') return null;
  const totalCents = invoice ? invoice.totalCents : depositTotalCents(quote, deposit);
  return { deposit, invoice, totalCents, balanceCents: invoice ? balanceCents(invoice.totalCents, invoice.paidCents) : totalCents };
}

/** The quote behind a private link, as its customer sees it. */
export async function getPublicQuote(ctx: Context, token: string): Promise<PublicQuote> {
  const quote = await findQuoteByToken(ctx, token);
  const canRespond = quote.status === 'sent';
  const deposit = await depositAtAcceptance(ctx, quote);
  return {
    ...quote,
    token,
    canRespond,
    business: publicBusinessOf(quote.org),
    depositCents: deposit?.totalCents ?? null,
    canPayDeposit: canRespond && Boolean(deposit?.balanceCents) && Boolean(await takesPaymentsOnline(ctx, quote.orgId)),
  };
}

/** The PDF behind a private link. */
export async function publicQuotePdf(ctx: Context, token: string): Promise<DocumentPdf> {
  const quote = await findQuoteByToken(ctx, token);
  return documentPdf('quote', quote, await printableOrganisation(bySecret(ctx), quote.orgId));
}

/** The customer accepts or declines, with their name: once, while the quote is sent and the link valid. */
export async function respondToQuote(
  ctx: Context,
  token: string,
  answer: { accept: boolean; name: unknown },
): Promise<{ message: string; quote: PublicQuote }> {
  const { name } = parseInput(quoteResponseSchema, { name: answer.name });
  const quote = await findQuoteByToken(ctx, token);
  const now = new Date();
  const status = answer.accept ? 'accepted' : 'rejected';
  // The answer and the office's email notice of an acceptance are one transaction: both or neither.
  const count = await bySecret(ctx).$transaction(async (tx) => {
    const { count } = await tx.quote.updateMany({
      where: { id: quote.id, status: 'sent', publicTokenHash: hashQuoteToken(token), publicTokenExpiresAt: { gt: now } },
      data: { status, respondedByName: name, respondedVia: 'link', ...(answer.accept ? { acceptedAt: now } : { rejectedAt: now }) },
    });
    if (count && answer.accept) {
      await emailAcceptanceNotice({ db: tx, config: ctx.config, jobs: ctx.jobs }, quote, name);
      await queueWebhookEvents(ctx.jobs, tx as Db, quote.orgId, [{ type: 'quote.accepted', id: quote.id }]);
    }
    return count;
  });
  if (count === 0) {
    const current = await bySecret(ctx).quote.findUnique({ where: { id: quote.id }, select: { status: true } });
    throw answerRefusal(current, documentMessages.linkInvalid);
  }
  publishDocumentChange(ctx, {
    orgId: quote.orgId,
    kind: 'quote',
    id: quote.id,
    status,
    ...(answer.accept ? { acceptance: { number: quote.number, by: name } } : {}),
  });
  return {
    message: answer.accept ? documentMessages.quoteAcceptedThanks : documentMessages.quoteDeclinedThanks,
    quote: await getPublicQuote(ctx, token),
  };
}
