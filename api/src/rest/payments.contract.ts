import { z } from 'zod';
import { recordPaymentSchema, refundPaymentSchema } from '../domain/payments/schemas.ts';
import { camelKeys } from '../views/account.views.ts';
import { paymentJson } from '../views/payments.views.ts';
import { route } from './contract.ts';

// An invoice's payment ledger over REST (docs/getting-paid.md): its rows, Record payment (admins and managers) and
// Refund (admins). AUD cents; a refund's amount is negative.

const invoiceParams = z.object({ id: z.string().min(1).max(100) });
const paymentParams = invoiceParams.extend({ paymentId: z.string().min(1).max(100) });

/** `amount` (cents) as the invoice JSON names money, or amount_cents / amountCents; snake_case or camelCase keys. */
const ledgerBody = (v: unknown) => {
  const body = camelKeys(v ?? {}) as Record<string, unknown>;
  if (!body || typeof body !== 'object') return body;
  const { amount, ...rest } = body;
  return amount !== undefined && rest.amountCents === undefined ? { ...rest, amountCents: amount } : rest;
};

export const paymentsContract = {
  attention: route({
    method: 'GET',
    path: '/api/payments/attention',
    summary:
      'Ledger rows flagged for the office, newest first (at most 50): payments for a void or deleted invoice (invoice null), refunds waiting for their payment; `attention` says why',
    access: { can: 'recordPayments' },
    response: z.array(paymentJson),
  }),
  resolveAttention: route({
    method: 'POST',
    path: '/api/payments/{paymentId}/handled',
    summary:
      'Handled: a flagged row leaves the list of payments needing attention (the row and what it counts stay); 404 for an unknown row',
    access: { can: 'recordPayments' },
    params: z.object({ paymentId: z.string().min(1).max(100) }),
    response: paymentJson,
  }),
  list: route({
    method: 'GET',
    path: '/api/invoices/{id}/payments',
    summary: "The invoice's payment ledger, oldest first: payments and refunds (negative) in every status, each with the invoice's figures",
    access: { can: 'recordPayments' },
    params: invoiceParams,
    response: z.array(paymentJson),
  }),
  record: route({
    method: 'POST',
    path: '/api/invoices/{id}/payments',
    summary:
      'Record a payment received by hand {amount?: cents (default the balance; above it a credit), paid_on?: YYYY-MM-DD (default today, not in the future), method: bank_transfer|card|cash|cheque|other, note?}; the invoice is paid when its balance reaches 0 (409 on a void invoice or nothing owed)',
    access: { can: 'recordPayments' },
    params: invoiceParams,
    body: z.preprocess(ledgerBody, recordPaymentSchema),
    response: paymentJson,
    status: 201,
  }),
  refund: route({
    method: 'POST',
    path: '/api/invoices/{id}/payments/{paymentId}/refunds',
    summary:
      'Refund a payment, admins only {amount?: cents (default all that is left of it), refunded_on?: YYYY-MM-DD (by hand only), note?}: a negative row; a paid invoice reopens. An online payment is refunded through the payment provider on the connected account (the row pending until it succeeds; 409 with the provider’s reason when it refuses). 409 for a payment refunded in full',
    access: { can: 'refundPayments' },
    params: paymentParams,
    body: z.preprocess(ledgerBody, refundPaymentSchema),
    response: paymentJson,
    status: 201,
  }),
} as const;
