import type { Context } from '../context.ts';
import { organisationTimeZone, todayStartOf } from '../domain/organisation-time-zone.ts';
import { listPayments } from '../domain/payments/list-payments.ts';
import { listPaymentsNeedingAttention } from '../domain/payments/list-payments-needing-attention.ts';
import { recordPayment } from '../domain/payments/record-payment.ts';
import { refundPayment } from '../domain/payments/refund-payment.ts';
import { resolvePaymentAttention } from '../domain/payments/resolve-payment-attention.ts';
import { toPaymentJson } from '../views/payments.views.ts';
import { implement } from './contract.ts';
import { paymentsContract } from './payments.contract.ts';

// REST routes of an invoice's payment ledger: contracts in payments.contract.ts, implemented here.

const zoneOf = async (ctx: Context) => ({ timeZone: await organisationTimeZone(ctx), todayStart: await todayStartOf(ctx) });

export const paymentsRoutes = implement(paymentsContract, {
  async attention({ ctx }) {
    const rows = await listPaymentsNeedingAttention(ctx);
    const zone = await zoneOf(ctx);
    return rows.map((p) => toPaymentJson(p, zone));
  },
  async resolveAttention({ ctx, params }) {
    return toPaymentJson(await resolvePaymentAttention(ctx, params.paymentId), await zoneOf(ctx));
  },
  async list({ ctx, params }) {
    const rows = await listPayments(ctx, params.id);
    const zone = await zoneOf(ctx);
    return rows.map((p) => toPaymentJson(p, zone));
  },
  async record({ ctx, params, body }) {
    return toPaymentJson(await recordPayment(ctx, params.id, body), await zoneOf(ctx));
  },
  async refund({ ctx, params, body }) {
    return toPaymentJson(await refundPayment(ctx, params.id, params.paymentId, body), await zoneOf(ctx));
  },
});
