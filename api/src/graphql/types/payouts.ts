import { PayoutStatus } from '../../db/generated/enums.ts';
import { getPublicInvoice, type PublicInvoice } from '../../domain/invoices/public-invoice.ts';
import { connectPayoutAccount } from '../../domain/payouts/connect-payout-account.ts';
import { payInvoiceOnline } from '../../domain/payouts/pay-invoice-online.ts';
import { getPaymentMethodSettings, type PaymentMethodSettings, updatePaymentMethodSettings } from '../../domain/payouts/payment-methods.ts';
import { getPayoutAccount, type PayoutAccountView } from '../../domain/payouts/payout-account.ts';
import { dayKeyOf } from '../../rules/zoned-time.ts';
import { receiptUrlOf } from '../../views/public-invoices.views.ts';
import { builder } from '../builder.ts';
import { CheckoutPayload } from './billing.ts';
import { DocumentLineRef, documentTextFields } from './documents.ts';
import { appErrors } from './errors.ts';
import { InvoiceStatusEnum } from './invoices.ts';

// Getting paid online (docs/getting-paid.md): the payout account of Settings → Payments (admins), and the customer's
// page of an emailed invoice — no sign-in, the link's token is the key — with its "Pay now".

const PayoutStatusEnum = builder.enumType(PayoutStatus, { name: 'PayoutStatus' });

const PayoutAccountRef = builder.objectRef<PayoutAccountView>('PayoutAccount').implement({
  description: "The organisation's own Stripe account its customers' invoice payments are charged on (Stripe Connect, no platform fee)",
  fields: (t) => ({
    provider: t.exposeString('provider', {
      nullable: true,
      description: "'stripe', 'local' (no Stripe keys, outside production) or null (not set up)",
    }),
    missingSettings: t.exposeStringList('missingSettings', {
      description: 'What the server’s operator must set before a business can connect',
    }),
    connected: t.exposeBoolean('connected'),
    status: t.expose('status', { type: PayoutStatusEnum, nullable: true }),
    chargesEnabled: t.exposeBoolean('chargesEnabled'),
    payoutsEnabled: t.exposeBoolean('payoutsEnabled'),
  }),
});

const PaymentMethodSettingsRef = builder.objectRef<PaymentMethodSettings>('PaymentMethodSettings').implement({
  description:
    'How customers may pay invoices online: card (always, with Apple Pay and Google Pay) and the Australian bank rails the business allows',
  fields: (t) => ({
    card: t.boolean({ resolve: () => true, description: 'Always true: card is always offered' }),
    becsDebit: t.exposeBoolean('becsDebit', {
      description: 'BECS Direct Debit from a BSB and account number (pending a few business days)',
    }),
    payTo: t.exposeBoolean('payTo', {
      description: 'PayTo: an agreement the customer approves in their banking app (pending until it settles)',
    }),
    methods: t.exposeStringList('methods', {
      description: "Stripe's payment method types the checkout offers: card, au_becs_debit, payto",
    }),
  }),
});

const PaymentMethodSettingsInput = builder.inputType('PaymentMethodSettingsInput', {
  fields: (t) => ({
    becsDebit: t.boolean({ required: true }),
    payTo: t.boolean({ required: true }),
  }),
});

const PublicInvoiceRef = builder.objectRef<PublicInvoice>('PublicInvoice').implement({
  description: "A tax invoice as its customer sees it through the emailed link: no sign-in, nothing of the business's other records",
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.expose('status', { type: InvoiceStatusEnum }),
    issueDate: t.string({ resolve: (i) => dayKeyOf(i.issueDate, i.org.timeZone) }),
    dueDate: t.string({ nullable: true, resolve: (i) => (i.dueAt ? dayKeyOf(i.dueAt, i.org.timeZone) : null) }),
    businessName: t.string({ resolve: (i) => i.business.name }),
    businessAbn: t.string({ nullable: true, resolve: (i) => i.business.abn }),
    businessPhone: t.string({ nullable: true, resolve: (i) => i.business.phone }),
    businessEmail: t.string({ nullable: true, resolve: (i) => i.business.email }),
    customerName: t.string({ nullable: true, resolve: (i) => i.customer?.name ?? null }),
    lines: t.field({ type: [DocumentLineRef], resolve: (i) => i.lines }),
    subtotalCents: t.exposeInt('subtotalCents'),
    gstCents: t.exposeInt('taxCents'),
    totalCents: t.exposeInt('totalCents'),
    paidCents: t.exposeInt('paidCents'),
    balanceCents: t.exposeInt('balanceCents', { description: 'What is still owed (never below 0)' }),
    paidDate: t.string({ nullable: true, resolve: (i) => (i.status === 'paid' && i.paidAt ? dayKeyOf(i.paidAt, i.org.timeZone) : null) }),
    paidClaimed: t.boolean({
      description: 'The customer said it is paid ("Already paid? Tell us") and the business has not resumed its reminders',
      resolve: (i) => i.paidClaimAt !== null,
    }),
    canPay: t.exposeBoolean('canPay', {
      description: '"Pay now" applies: a balance is due beyond bank payments on their way, and the business takes payments online',
    }),
    pendingCents: t.exposeInt('pendingCents', {
      description: 'Bank payments (BECS Direct Debit, PayTo) made and not yet settled: counted in neither paidCents nor balanceCents',
    }),
    payMethods: t.exposeStringList('payMethods', {
      description: 'What Pay now offers: card, and the bank rails the business allows (au_becs_debit, payto)',
    }),
    receiptUrl: t.string({
      nullable: true,
      description: "The receipt's PDF (its last payment), once the invoice is paid",
      resolve: receiptUrlOf,
    }),
  }),
});
documentTextFields(PublicInvoiceRef);

builder.queryFields((t) => ({
  payoutAccount: t.field({
    type: PayoutAccountRef,
    authScopes: { can: 'managePayouts' },
    description: 'Settings → Payments: the payout account and its status',
    resolve: (_root, _args, ctx) => getPayoutAccount(ctx),
  }),
  paymentMethodSettings: t.field({
    type: PaymentMethodSettingsRef,
    authScopes: { can: 'managePayouts' },
    description: 'Settings → Payments: the payment methods customers are offered',
    resolve: (_root, _args, ctx) => getPaymentMethodSettings(ctx),
  }),
  publicInvoice: t.field({
    type: PublicInvoiceRef,
    description: "The invoice behind an emailed link (no sign-in). NOT_FOUND with the link's message when it is unknown or expired",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => getPublicInvoice(ctx, token),
  }),
}));

builder.mutationFields((t) => ({
  connectPayoutAccount: t.field({
    type: CheckoutPayload,
    errors: appErrors,
    authScopes: { can: 'managePayouts' },
    description:
      "Connect the organisation's own Stripe account: where to send the browser (Stripe's onboarding, or back to Settings → Payments)",
    resolve: (_root, _args, ctx) => connectPayoutAccount(ctx),
  }),
  updatePaymentMethodSettings: t.field({
    type: PaymentMethodSettingsRef,
    errors: appErrors,
    authScopes: { can: 'managePayouts' },
    description: 'Allow or stop BECS Direct Debit and PayTo on invoice payments (admins); card is always on',
    args: { input: t.arg({ type: PaymentMethodSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updatePaymentMethodSettings(ctx, { becs_debit: input.becsDebit, payto: input.payTo }),
  }),
  payInvoice: t.field({
    type: CheckoutPayload,
    errors: appErrors,
    description: "The customer's Pay now (no sign-in): a checkout for the invoice's balance on the business's own Stripe account",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => payInvoiceOnline(ctx, token),
  }),
}));
