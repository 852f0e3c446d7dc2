import { PaymentKind, PaymentStatus } from '../../db/generated/enums.ts';
import { listPayments } from '../../domain/payments/list-payments.ts';
import { listPaymentsNeedingAttention } from '../../domain/payments/list-payments-needing-attention.ts';
import { ledgerOrder } from '../../domain/payments/payment-query.ts';
import { recordPayment } from '../../domain/payments/record-payment.ts';
import { refundPayment } from '../../domain/payments/refund-payment.ts';
import { resolvePaymentAttention } from '../../domain/payments/resolve-payment-attention.ts';
import { balanceCents, creditCents, refundableCents } from '../../rules/invoice-balance.ts';
import { LEDGER_METHODS } from '../../rules/payment-methods.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { dayOf } from './documents.ts';
import { appErrors } from './errors.ts';

// An invoice's payment ledger (domain/payments, docs/getting-paid.md): its rows, its figures on the invoice, Record
// payment (admins and managers, `recordPayments`) and Refund (admins, `refundPayments`).

const PaymentKindEnum = builder.enumType(PaymentKind, { name: 'PaymentKind' });
const PaymentStatusEnum = builder.enumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'pending (a bank payment on its way, not counted yet), succeeded (counted) or failed (never counted)',
});
const LedgerMethodEnum = builder.enumType('LedgerMethod', {
  description: 'How a ledger row moved money: recorded by hand (bank_transfer, card, cash, cheque, other) or online',
  values: LEDGER_METHODS,
});
const PaymentMethodEnum = builder.enumType('RecordPaymentMethod', {
  description: 'How a payment recorded by hand was made',
  values: LEDGER_METHODS.filter((m) => m !== 'online'),
});

builder.prismaObject('Payment', {
  description: 'A row of an invoice’s payment ledger: a payment, or a refund (a negative amount)',
  authScopes: { can: 'recordPayments' },
  fields: (t) => ({
    id: t.exposeID('id'),
    invoice: t.relation('invoice', { nullable: true, description: 'Null once the invoice was deleted' }),
    kind: t.expose('kind', { type: PaymentKindEnum }),
    amountCents: t.exposeInt('amountCents', { description: 'AUD cents: positive for a payment, negative for a refund' }),
    method: t.field({
      type: LedgerMethodEnum,
      select: { method: true },
      resolve: (p) => ((LEDGER_METHODS as readonly string[]).includes(p.method) ? (p.method as (typeof LEDGER_METHODS)[number]) : 'other'),
    }),
    receivedOn: t.string({
      description: "The day the money moved, YYYY-MM-DD in the organisation's time zone",
      select: { receivedOn: true },
      resolve: async (p, _args, ctx) => (await dayOf(p.receivedOn, ctx)) as string,
    }),
    status: t.expose('status', { type: PaymentStatusEnum }),
    provider: t.exposeString('provider', { nullable: true, description: 'Null when recorded by hand' }),
    providerPaymentId: t.exposeString('providerPaymentId', { nullable: true }),
    providerRefundId: t.exposeString('providerRefundId', { nullable: true }),
    feeCents: t.exposeInt('feeCents', { nullable: true, description: 'The provider’s fee where known' }),
    refundOfId: t.exposeID('refundOfId', { nullable: true, description: 'The payment a refund reverses' }),
    refundableCents: t.int({
      description: 'What a refund of this payment may still be (0 for a refund, a payment not through, or one refunded in full)',
      select: {
        kind: true,
        amountCents: true,
        status: true,
        refundOfId: true,
        refunds: { select: { id: true, kind: true, amountCents: true, status: true, refundOfId: true } },
      },
      resolve: (p) => refundableCents(p, p.refunds),
    }),
    attention: t.exposeString('attention', { nullable: true, description: 'Why the office should look at this row, or null' }),
    note: t.exposeString('note', { nullable: true }),
    recordedBy: t.string({
      nullable: true,
      description: 'Who recorded it by hand',
      select: { createdBy: { select: { name: true } } },
      resolve: (p) => p.createdBy?.name ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Invoice', (t) => ({
  payments: t.relation('payments', {
    description: 'The payment ledger, oldest row first',
    query: { orderBy: ledgerOrder },
    authScopes: { can: 'recordPayments' },
  }),
  paidCents: t.exposeInt('paidCents', { description: 'Σ of the ledger’s succeeded rows (refunds taken off), AUD cents' }),
  balanceCents: t.int({
    description: 'What the customer still owes: total less paid, never below 0',
    select: { totalCents: true, paidCents: true },
    resolve: (i) => balanceCents(i.totalCents, i.paidCents),
  }),
  creditCents: t.int({
    description: 'Paid above the total (an over-payment to refund or apply), else 0',
    select: { totalCents: true, paidCents: true },
    resolve: (i) => creditCents(i.totalCents, i.paidCents),
  }),
}));

const RecordPaymentInput = builder.inputType('RecordPaymentInput', {
  fields: (t) => ({
    amountCents: t.int({ description: 'AUD cents; left out: the balance. More than the balance is kept as a credit' }),
    paidOn: t.string({ description: 'YYYY-MM-DD in the organisation’s time zone; default today, not in the future' }),
    method: t.field({ type: PaymentMethodEnum, required: true }),
    note: t.string(),
  }),
});

const RefundPaymentInput = builder.inputType('RefundPaymentInput', {
  fields: (t) => ({
    amountCents: t.int({ description: 'AUD cents; left out: all that is left of the payment' }),
    refundedOn: t.string({ description: 'YYYY-MM-DD in the organisation’s time zone; default today, not in the future' }),
    note: t.string(),
  }),
});

builder.queryFields((t) => ({
  paymentsNeedingAttention: t.prismaField({
    type: ['Payment'],
    authScopes: { can: 'recordPayments' },
    description:
      'Ledger rows flagged for the office, newest first (at most 50): payments for a void or deleted invoice, refunds waiting for their payment',
    resolve: (query, _root, _args, ctx) => listPaymentsNeedingAttention(ctx, selection(query)),
  }),
  invoicePayments: t.prismaField({
    type: ['Payment'],
    authScopes: { can: 'recordPayments' },
    description: "An invoice's payment ledger, oldest row first ('Invoice not found' otherwise)",
    args: { invoiceId: t.arg.id({ required: true }) },
    resolve: (query, _root, { invoiceId }, ctx) => listPayments(ctx, invoiceId, selection(query)),
  }),
}));

builder.mutationFields((t) => ({
  resolvePaymentAttention: t.prismaField({
    type: 'Payment',
    errors: appErrors,
    authScopes: { can: 'recordPayments' },
    description: 'Handled: a flagged row leaves the list of payments needing attention (the row and what it counts stay)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => resolvePaymentAttention(ctx, id, selection(query)),
  }),
  recordPayment: t.prismaField({
    type: 'Payment',
    errors: appErrors,
    authScopes: { can: 'recordPayments' },
    description:
      'Record a payment received by hand on an invoice: amount (default the balance), day, method; paid when the balance reaches 0',
    args: { invoiceId: t.arg.id({ required: true }), input: t.arg({ type: RecordPaymentInput, required: true }) },
    resolve: (query, _root, { invoiceId, input }, ctx) => recordPayment(ctx, invoiceId, input, selection(query)),
  }),
  refundPayment: t.prismaField({
    type: 'Payment',
    errors: appErrors,
    authScopes: { can: 'refundPayments' },
    description:
      'Refund a payment in full (default) or in part (admins only): a negative row; a paid invoice reopens. An online payment is refunded through the payment provider on the connected account (its row pending until the provider says it succeeded)',
    args: {
      invoiceId: t.arg.id({ required: true }),
      paymentId: t.arg.id({ required: true }),
      input: t.arg({ type: RefundPaymentInput }),
    },
    resolve: (query, _root, { invoiceId, paymentId, input }, ctx) =>
      refundPayment(ctx, invoiceId, paymentId, input ?? {}, selection(query)),
  }),
}));
