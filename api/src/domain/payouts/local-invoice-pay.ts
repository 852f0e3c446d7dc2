import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import { documentLinkScope } from '../../db/cross-organisation.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { formatAud } from '../../rules/money.ts';
import { bankPaymentMessages, isPayMethod, type PayMethod } from '../../rules/payment-rails.ts';
import { depositAtAcceptanceMessages } from '../../rules/quote-deposits.ts';
import { signEvent } from '../billing/handle-webhook.ts';
import { quoteResponseSchema } from '../documents/schemas.ts';
import { invoiceLinkPath } from '../invoices/invoice-link.ts';
import { findInvoiceByToken, payableNowCents, payMethodsOf, pendingCentsOf, takesPaymentsOnline } from '../invoices/public-invoice.ts';
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
// A bank rail the business allows (BECS Direct Debit, PayTo) sends what Stripe sends for one: the session completed
// unpaid and its PaymentIntent processing — a pending row. Its bank's answer, days later at Stripe, is a button on
// this page for the pending payment (settle or fail), sending the async outcome's events through the same handler.

/** What the local pay page shows. */
export interface LocalInvoicePay {
  businessName: string;
  number: string;
  /** What can be paid now (the balance less bank payments on their way). */
  balanceCents: number;
  token: string;
  /** The methods offered: card, and the bank rails the business allows (invoices only; a deposit is card). */
  methods: PayMethod[];
  /** Bank payments on their way, each with its provider id (the local stand-in for the bank's answer). */
  pending: { paymentId: string; amountCents: number }[];
}

async function payable(ctx: Context, token: string) {
  if (paymentsFor(ctx.config).name !== 'local') throw notFound('Payments are handled by Stripe on this server');
  const invoice = await findInvoiceByToken(ctx, token);
  const account = await takesPaymentsOnline(ctx, invoice.orgId);
  if (account?.provider !== 'local') throw new AppError('CONFLICT', payOnlineMessages.notTaken);
  return { invoice, account, balance: payableNowCents(invoice) };
}

/** The invoice's bank payments on their way on the local provider (their provider ids). */
async function localPending(ctx: Context, invoice: { id: string; orgId: string }) {
  return documentLinkScope(ctx, invoice.orgId).payment.findMany({
    where: { invoiceId: invoice.id, kind: 'payment', status: 'pending', provider: 'local', providerPaymentId: { not: null } },
    select: { providerPaymentId: true, amountCents: true },
    orderBy: { createdAt: 'asc' },
  });
}

export async function getLocalInvoicePay(ctx: Context, token: string): Promise<LocalInvoicePay> {
  const { invoice, balance } = await payable(ctx, token);
  const pending = await localPending(ctx, invoice);
  return {
    businessName: invoice.org.name,
    number: invoice.number,
    balanceCents: balance,
    token,
    methods: payMethodsOf(invoice.org),
    pending: pending.map((p) => ({ paymentId: p.providerPaymentId as string, amountCents: p.amountCents })),
  };
}

/**
 * Pay what is payable now by card (the default) or a bank rail the business allows: answers where the browser goes
 * next (the invoice's page). A bank payment is recorded pending, as Stripe's events for one make it.
 */
export async function payLocalInvoice(ctx: Context, token: string, method: unknown = 'card'): Promise<{ url: string }> {
  const { invoice, account, balance } = await payable(ctx, token);
  if (invoice.status === 'void') throw new AppError('CONFLICT', payOnlineMessages.void);
  if (balanceCents(invoice.totalCents, invoice.paidCents) === 0) throw new AppError('CONFLICT', payOnlineMessages.paid);
  if (balance === 0) throw new AppError('CONFLICT', payOnlineMessages.onItsWay(formatAud(pendingCentsOf(invoice))));
  if (!isPayMethod(method) || !payMethodsOf(invoice.org).includes(method))
    throw new AppError('BAD_REQUEST', bankPaymentMessages.methodNotAllowed);
  const metadata = { orgId: invoice.orgId, invoiceId: invoice.id };
  await sendLocalPayment(ctx, account.accountId, balance, metadata, method);
  return { url: `${invoiceLinkPath(token)}?paid=1` };
}

/**
 * The bank's answer to a pending bank payment on the local provider — what Stripe's async outcome events say days
 * later: `succeeded` settles it, `failed` fails it. Through the same Connect webhook handler; the invoice's link
 * token is the key, as for paying.
 */
export async function settleLocalBankPayment(ctx: Context, token: string, paymentId: unknown, outcome: unknown): Promise<{ url: string }> {
  const { invoice, account } = await payable(ctx, token);
  if (outcome !== 'succeeded' && outcome !== 'failed') throw new AppError('BAD_REQUEST', "outcome must be 'succeeded' or 'failed'");
  const row = (await localPending(ctx, invoice)).find((p) => p.providerPaymentId === paymentId);
  if (!row?.providerPaymentId) throw new AppError('CONFLICT', bankPaymentMessages.notPending);
  const metadata = { orgId: invoice.orgId, invoiceId: invoice.id };
  const session = {
    id: `cs_local_${randomBytes(12).toString('hex')}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_intent: row.providerPaymentId,
    amount_total: row.amountCents,
    currency: 'aud',
    metadata,
  };
  const intent = { id: row.providerPaymentId, object: 'payment_intent', amount: row.amountCents, metadata };
  await sendEvents(
    ctx,
    account.accountId,
    outcome === 'succeeded'
      ? [
          ['checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }],
          ['payment_intent.succeeded', { ...intent, amount_received: row.amountCents, status: 'succeeded' }],
        ]
      : [
          ['checkout.session.async_payment_failed', { ...session, payment_status: 'unpaid' }],
          ['payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }],
        ],
  );
  return { url: invoiceLinkPath(token) };
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
  return {
    businessName: quote.org.name,
    number: `${invoice.number} (deposit on quote ${quote.number})`,
    balanceCents: balance,
    token,
    methods: ['card'],
    pending: [],
  };
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

/** Signed Stripe-format events on the account, one after the other through the Connect webhook handler. */
async function sendEvents(ctx: Context, accountId: string, events: [string, object][]) {
  const secret = paymentsFor(ctx.config).connect?.webhookSecret ?? '';
  const now = Math.floor(Date.now() / 1000);
  for (const [type, object] of events) {
    const payload = JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      account: accountId,
      created: now,
      data: { object },
    });
    await handleConnectWebhook(ctx, payload, signEvent(payload, secret));
  }
}

/**
 * The events Stripe sends when a customer pays on the account, signed and through the Connect webhook handler: by
 * card, the session completed paid and its PaymentIntent succeeded; by a bank rail, the session completed unpaid and
 * its PaymentIntent processing (settled or failed later).
 */
async function sendLocalPayment(
  ctx: Context,
  accountId: string,
  amount: number,
  metadata: Record<string, string>,
  method: PayMethod = 'card',
) {
  const paymentIntent = `pi_local_${randomBytes(12).toString('hex')}`;
  const byCard = method === 'card';
  await sendEvents(ctx, accountId, [
    [
      'checkout.session.completed',
      {
        id: `cs_local_${randomBytes(12).toString('hex')}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: byCard ? 'paid' : 'unpaid',
        payment_intent: paymentIntent,
        amount_total: amount,
        currency: 'aud',
        metadata,
      },
    ],
    byCard
      ? ['payment_intent.succeeded', { id: paymentIntent, object: 'payment_intent', amount, amount_received: amount, metadata }]
      : [
          'payment_intent.processing',
          { id: paymentIntent, object: 'payment_intent', amount, status: 'processing', payment_method_types: [method], metadata },
        ],
  ]);
}
