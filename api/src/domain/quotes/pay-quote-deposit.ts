import { createHash } from 'node:crypto';
import type { Context } from '../../context.ts';
import { documentLinkScope } from '../../db/cross-organisation.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { depositAtAcceptanceMessages, depositLines } from '../../rules/quote-deposits.ts';
import { publishDocumentChange } from '../documents/document-changes.ts';
import { quoteResponseSchema } from '../documents/schemas.ts';
import { saveMadeInvoice } from '../invoices/made-invoice.ts';
import { takesPaymentsOnline } from '../invoices/public-invoice.ts';
import { onlinePayments } from '../payouts/online-payments.ts';
import { answerRefusal } from './accept-quote.ts';
import { depositAtAcceptance, findQuoteByToken } from './public-quote.ts';
import { quoteLinkPath } from './quote-link.ts';

// "Accept & pay deposit" on the customer's quote page (a POST: opening the link pays nothing). The quote asks a
// deposit (setQuoteDeposit) and the business takes payments online: its deposit invoice is made when there is none
// yet (the rule Invoice Deposit uses), then a hosted checkout for that invoice's balance on the business's own
// connected account, as Pay now makes for an invoice, with {quoteId, acceptedBy} beside {orgId, invoiceId} in its
// metadata. Nothing is accepted here: the payment's success, through the Connect webhook and applyProviderPayment,
// accepts the quote in the ledger's transaction (domain/payments/apply-provider-payment.ts).

export const depositPayMessages = {
  depositVoid: 'This quote’s deposit was cancelled. Please contact the business, or accept the quote without paying now.',
  depositPaid: 'The deposit is paid: the quote will show as accepted in a moment.',
} as const;

/** Where the customer's browser goes: Stripe's checkout page, or the local pay page. */
export async function payQuoteDeposit(ctx: Context, token: string, answer: { name: unknown }): Promise<{ url: string }> {
  const { name } = parseInput(quoteResponseSchema, { name: answer.name });
  const quote = await findQuoteByToken(ctx, token);
  if (quote.status !== 'sent') throw answerRefusal(quote, documentMessages.linkInvalid);
  const asked = await depositAtAcceptance(ctx, quote);
  if (!asked) {
    if (quote.depositPercent != null || quote.depositAmountCents != null) throw new AppError('CONFLICT', depositPayMessages.depositVoid);
    throw new AppError('CONFLICT', depositAtAcceptanceMessages.noDeposit);
  }
  const account = await takesPaymentsOnline(ctx, quote.orgId);
  if (!account) throw new AppError('CONFLICT', depositAtAcceptanceMessages.notTaken);
  const { connect } = onlinePayments(ctx.config);
  const invoice = asked.invoice ?? (await makeDepositInvoice(ctx, quote, asked.deposit));
  const balance = asked.invoice ? asked.balanceCents : invoice.totalCents - invoice.paidCents;
  if (balance <= 0) throw new AppError('CONFLICT', depositPayMessages.depositPaid);
  const page = `${ctx.config.PUBLIC_URL}${quoteLinkPath(token)}`;
  const linkKey = createHash('sha256').update(`${token}\n${name}`).digest('hex').slice(0, 16);
  const url = await connect.invoiceCheckout({
    accountId: account.accountId,
    amountCents: balance,
    description: `Deposit on quote ${quote.number} from ${quote.org.name} (invoice ${invoice.number})`,
    customerEmail: quote.customer?.email?.trim() || null,
    metadata: { orgId: quote.orgId, invoiceId: invoice.id, quoteId: quote.id, acceptedBy: name },
    // The same deposit asked again through the same link by the same name (a double click, a second tab): one checkout.
    idempotencyKey: `deposit-checkout-${invoice.id}-${invoice.paidCents}-${balance}-${linkKey}`,
    successUrl: `${page}?paid=1`,
    cancelUrl: page,
    linkToken: token,
    link: { kind: 'quote', acceptedBy: name },
  });
  return { url };
}

type LinkedQuote = Awaited<ReturnType<typeof findQuoteByToken>>;

/** The quote's deposit invoice (a draft, as Invoice Deposit makes it), made once even when two clicks race. */
async function makeDepositInvoice(ctx: Context, quote: LinkedQuote, deposit: Parameters<typeof depositLines>[1]) {
  const db = documentLinkScope(ctx, quote.orgId);
  const orgCtx: Context = { ...ctx, db };
  const read = () =>
    db.invoice.findFirst({
      where: { quoteId: quote.id, kind: 'deposit', status: { not: 'void' } },
      select: { id: true, number: true, totalCents: true, paidCents: true },
    });
  try {
    const made = await saveMadeInvoice(orgCtx, {
      orgId: quote.orgId,
      customerId: (await db.quote.findFirstOrThrow({ where: { id: quote.id }, select: { customerId: true } })).customerId,
      title: quote.title,
      summary: quote.summary,
      taxMode: quote.taxMode,
      lines: depositLines(quote, deposit),
      quote: { id: quote.id, number: quote.number },
      kind: 'deposit',
    });
    publishDocumentChange(ctx, { orgId: quote.orgId, kind: 'invoice', id: made.id, status: 'draft' });
  } catch (e) {
    // Another click made it first (the unique quote and kind, or the deposit rule's own check).
    if (!isUniqueViolation(e) && !(e instanceof AppError && e.code === 'CONFLICT')) throw e;
    const made = await read();
    if (!made) throw e;
    return made;
  }
  const made = await read();
  if (!made) throw new AppError('CONFLICT', depositPayMessages.depositVoid);
  return made;
}
