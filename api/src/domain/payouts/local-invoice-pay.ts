import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { depositAtAcceptanceMessages } from '../../rules/quote-deposits.ts';
import { signEvent } from '../billing/handle-webhook.ts';
import { quoteResponseSchema } from '../documents/schemas.ts';
import { invoiceLinkPath } from '../invoices/invoice-link.ts';
import { findInvoiceByToken, takesPaymentsOnline } from '../invoices/public-invoice.ts';
import { answerRefusal } from '../quotes/accept-quote.ts';
import { depositPayMessages } from '../quotes/pay-quote-deposit.ts';
import { depositAtAcceptance, findQuoteByToken } from '../quotes/public-quote.ts';
import { quoteLinkPath } from '../quotes/quote-link.ts';
import { handleConnectWebhook } from './handle-connect-webhook.ts';
import { payOnlineMessages } from './pay-invoice-online.ts';

// The local provider's pay page (no Stripe key, outside production): it stands in for Stripe Checkout on the
// business's connected account. Paying sends the events Stripe would — the Checkout Session completed and its
// PaymentIntent succeeded, for one payment — signed with the Connect webhook secret, through the same webhook
// handler, so the ledger, the invoice's status and the office's live update are the ones a real payment makes.

/** What the local pay page shows. */
export interface LocalInvoicePay {
  businessName: string;
  number: string;
  balanceCents: number;
  token: string;
}

async function payable(ctx: Context, token: string) {
  if (paymentsFor(ctx.config).name !== 'local') throw notFound('Payments are handled by Stripe on this server');
  const invoice = await findInvoiceByToken(ctx, token);
  const account = await takesPaymentsOnline(ctx, invoice.orgId);
  if (account?.provider !== 'local') throw new AppError('CONFLICT', payOnlineMessages.notTaken);
  return { invoice, account, balance: balanceCents(invoice.totalCents, invoice.paidCents) };
}

export async function getLocalInvoicePay(ctx: Context, token: string): Promise<LocalInvoicePay> {
  const { invoice, balance } = await payable(ctx, token);
  return { businessName: invoice.org.name, number: invoice.number, balanceCents: balance, token };
}

/** Pay the balance: answers where the browser goes next (the invoice's page). */
export async function payLocalInvoice(ctx: Context, token: string): Promise<{ url: string }> {
  const { invoice, account, balance } = await payable(ctx, token);
  if (invoice.status === 'void') throw new AppError('CONFLICT', payOnlineMessages.void);
  if (balance === 0) throw new AppError('CONFLICT', payOnlineMessages.paid);
  await sendLocalPayment(ctx, account.accountId, balance, { orgId: invoice.orgId, invoiceId: invoice.id });
  return { url: `${invoiceLinkPath(token)}?paid=1` };
}

/** A quote's deposit on the local pay page ("Accept & pay deposit" without Stripe keys). */
async function depositPayable(ctx: Context, token: string) {
  if (paymentsFor(ctx.config).name !== 'local') throw notFound('Payments are handled by Stripe on this server');
  const quote = await findQuoteByToken(ctx, token);
  const asked = await depositAtAcceptance(ctx, quote);
  const account = await takesPaymentsOnline(ctx, quote.orgId);
  if (account?.provider !== 'local') throw new AppError('CONFLICT', payOnlineMessages.notTaken);
  if (!asked?.invoice) throw new AppError('CONFLICT', depositAtAcceptanceMessages.noDeposit);
  return { quote, invoice: asked.invoice, account, balance: asked.balanceCents };
}

export async function getLocalDepositPay(ctx: Context, token: string): Promise<LocalInvoicePay> {
  const { quote, invoice, balance } = await depositPayable(ctx, token);
  return { businessName: quote.org.name, number: `${invoice.number} (deposit on quote ${quote.number})`, balanceCents: balance, token };
}

/** Pay the deposit, accepting the quote as `name` once it succeeds: answers where the browser goes (the quote's page). */
export async function payLocalDeposit(ctx: Context, token: string, name: unknown): Promise<{ url: string }> {
  const { name: acceptedBy } = parseInput(quoteResponseSchema, { name });
  const { quote, invoice, account, balance } = await depositPayable(ctx, token);
  if (quote.status !== 'sent') throw answerRefusal(quote, documentMessages.linkInvalid);
  if (balance === 0) throw new AppError('CONFLICT', depositPayMessages.depositPaid);
  await sendLocalPayment(ctx, account.accountId, balance, { orgId: quote.orgId, invoiceId: invoice.id, quoteId: quote.id, acceptedBy });
  return { url: `${quoteLinkPath(token)}?paid=1` };
}

/** The events Stripe sends for one card payment on the account, signed and through the Connect webhook handler. */
async function sendLocalPayment(ctx: Context, accountId: string, balance: number, metadata: Record<string, string>) {
  const secret = paymentsFor(ctx.config).connect?.webhookSecret ?? '';
  const now = Math.floor(Date.now() / 1000);
  const paymentIntent = `pi_local_${randomBytes(12).toString('hex')}`;
  const event = (type: string, object: object) =>
    JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      account: accountId,
      created: now,
      data: { object },
    });
  const events = [
    event('checkout.session.completed', {
      id: `cs_local_${randomBytes(12).toString('hex')}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      amount_total: balance,
      currency: 'aud',
      metadata,
    }),
    event('payment_intent.succeeded', { id: paymentIntent, object: 'payment_intent', amount: balance, amount_received: balance, metadata }),
  ];
  for (const payload of events) await handleConnectWebhook(ctx, payload, signEvent(payload, secret));
}
