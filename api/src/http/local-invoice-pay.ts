import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Context } from '../context.ts';
import { invoiceLinkPath } from '../domain/invoices/invoice-link.ts';
import {
  getLocalDepositPay,
  getLocalInvoicePay,
  type LocalInvoicePay,
  payLocalDeposit,
  payLocalInvoice,
  settleLocalBankPayment,
} from '../domain/payouts/local-invoice-pay.ts';
import { quoteLinkPath } from '../domain/quotes/quote-link.ts';
import { AppError, parseInput } from '../errors.ts';
import { LOCAL_CHECKOUT_PATH, LOCAL_INVOICE_PAY_PATH } from '../integrations/payments/local.ts';
import { formatAud } from '../rules/money.ts';
import { BANK_RAIL_NOTES, type BankRail } from '../rules/payment-rails.ts';
import { html, page } from './local-checkout.ts';
import { isAllowedOrigin, requestHost } from './origins.ts';

// The local provider's page where a customer pays an invoice (no Stripe key, outside production): the local
// checkout's page, style and Pay script (http/local-checkout.ts), no sign-in — the invoice link's token is the key.
// Opening it changes nothing; its Pay button is a JSON POST with the CSRF header.

type ContextFactory = (req: FastifyRequest, reply: FastifyReply) => Promise<Context>;

const param = (query: unknown, name: string) => {
  const v = (query as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : '';
};

/** Each rail's button: never "Pay $…", which stays the card's alone (the browser journeys press it by that name). */
const BANK_BUTTONS: Record<BankRail, (amount: string) => string> = {
  au_becs_debit: (amount) => `Debit ${amount} from my bank account (BECS Direct Debit)`,
  payto: (amount) => `Approve ${amount} with PayTo`,
};

/** The bank rails the business allows, below the card's Pay button (whose text stays "Pay $…"). */
function bankButtons(view: LocalInvoicePay, action: string) {
  const rails = view.methods.filter((m): m is BankRail => m !== 'card');
  if (rails.length === 0) return '';
  return `<div class="methods"><h2>Or pay from your bank account</h2>
${rails
  .map(
    (m) => `<button class="other" type="button" data-action="${html(action)}" data-session="${html(view.token)}" data-method="${m}">${html(
      BANK_BUTTONS[m](formatAud(view.balanceCents)),
    )}</button>
<p class="note">${html(BANK_RAIL_NOTES[m])}</p>`,
  )
  .join('\n')}</div>`;
}

/**
 * Bank payments on their way: what Stripe's bank answers days later, as buttons of this stand-in page — the same
 * async outcome events Stripe sends, through the same webhook handler.
 */
function pendingPayments(view: LocalInvoicePay) {
  if (view.pending.length === 0) return '';
  const settle = `${LOCAL_INVOICE_PAY_PATH}/settle`;
  return `<section class="pending"><h2>Bank payments on their way</h2>
<p class="note">On Stripe the bank answers in a few business days. Here you answer for it:</p><ul>
${view.pending
  .map(
    (p) => `<li>${html(formatAud(p.amountCents))} pending<div class="row">
<button class="other" type="button" data-action="${settle}" data-session="${html(view.token)}" data-payment="${html(p.paymentId)}" data-outcome="succeeded">Settle ${html(formatAud(p.amountCents))}</button>
<button class="other" type="button" data-action="${settle}" data-session="${html(view.token)}" data-payment="${html(p.paymentId)}" data-outcome="failed">Fail ${html(formatAud(p.amountCents))}</button></div></li>`,
  )
  .join('\n')}</ul></section>`;
}

export function registerLocalInvoicePay(app: FastifyInstance, config: Config, contextOf: ContextFactory) {
  app.get(LOCAL_INVOICE_PAY_PATH, async (req, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    // ?invoice=<token> pays an invoice; ?quote=<token>&name=<name> a quote's deposit at acceptance.
    const quoteToken = param(req.query, 'quote');
    const name = param(req.query, 'name');
    try {
      const ctx = await contextOf(req, reply);
      const view = quoteToken ? await getLocalDepositPay(ctx, quoteToken) : await getLocalInvoicePay(ctx, param(req.query, 'invoice'));
      const back = quoteToken ? quoteLinkPath(view.token) : invoiceLinkPath(view.token);
      const action = quoteToken ? `${LOCAL_INVOICE_PAY_PATH}/deposit?name=${encodeURIComponent(name)}` : `${LOCAL_INVOICE_PAY_PATH}/pay`;
      return reply.send(
        page(
          'Pay invoice',
          `<h1>Pay ${html(view.businessName)}</h1>
<p>Invoice ${html(view.number)}</p>
${
  view.balanceCents === 0
    ? view.pending.length > 0
      ? `<p>A bank payment for this invoice is on its way.</p>`
      : `<p>This invoice is paid.</p>`
    : `<p class="amount">${html(formatAud(view.balanceCents))} <small>GST included</small></p>
<button id="pay" type="button" data-action="${html(action)}" data-session="${html(view.token)}">Pay ${html(formatAud(view.balanceCents))}</button>
${bankButtons(view, action)}`
}
<p id="status" role="alert"></p>
${pendingPayments(view)}
<p class="note">Local payment page: this server has no Stripe key, so no card is charged${view.methods.length > 1 ? ' and no bank account debited' : ''}.</p>
<p><a href="${html(back)}">Back to the ${quoteToken ? 'quote' : 'invoice'}</a></p>
<script src="${LOCAL_CHECKOUT_PATH}.js"></script>`,
        ),
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return reply.status(err.status).send(page('Pay invoice', `<h1>Payment unavailable</h1><p>${html(err.message)}</p>`));
    }
  });

  const session = z.string({ error: 'session is required' }).min(1, 'session is required').max(200);
  const payBody = z.object({ session });
  const invoicePayBody = z.object({ session, method: z.string().max(40).optional() });
  const settleBody = z.object({ session, payment: z.string().min(1).max(200), outcome: z.string().max(20) });
  app.post(`${LOCAL_INVOICE_PAY_PATH}/pay`, async (req, reply) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, requestHost(req.headers, config.TRUST_PROXY), config)) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted');
    }
    const ctx = await contextOf(req, reply);
    const { session, method } = parseInput(invoicePayBody, req.body ?? {});
    return payLocalInvoice(ctx, session, method ?? 'card');
  });

  // The bank's answer to a pending bank payment (local provider only: payable() refuses on Stripe).
  app.post(`${LOCAL_INVOICE_PAY_PATH}/settle`, async (req, reply) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, requestHost(req.headers, config.TRUST_PROXY), config)) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted');
    }
    const ctx = await contextOf(req, reply);
    const { session, payment, outcome } = parseInput(settleBody, req.body ?? {});
    return settleLocalBankPayment(ctx, session, payment, outcome);
  });

  app.post(`${LOCAL_INVOICE_PAY_PATH}/deposit`, async (req, reply) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, requestHost(req.headers, config.TRUST_PROXY), config)) {
      throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted');
    }
    const ctx = await contextOf(req, reply);
    const { session } = parseInput(payBody, req.body ?? {});
    return payLocalDeposit(ctx, session, param(req.query, 'name'));
  });
}
