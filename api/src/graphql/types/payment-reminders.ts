import {
  getInvoiceReminders,
  getPaymentReminderSettings,
  type InvoiceReminders,
  type PaymentReminderSettings,
  resumeInvoiceReminders,
  setCustomerPaymentReminders,
  setInvoiceReminders,
  updatePaymentReminderSettings,
} from '../../domain/payment-reminders/payment-reminder-settings.ts';
import { tellUsPaid } from '../../domain/payment-reminders/tell-us-paid.ts';
import { builder } from '../builder.ts';
import { CustomerRef } from './customers.ts';
import { appErrors } from './errors.ts';
import { InvoiceRef } from './invoices.ts';

// Automatic payment reminders (docs/getting-paid.md → Reminders): Settings → Reminders (admins), the office's
// switches per customer and per invoice, what an invoice's reminders did, and the customer's "Already paid? Tell us".

const PaymentReminderSettingsRef = builder.objectRef<PaymentReminderSettings>('PaymentReminderSettings').implement({
  description: "Automatic payment reminders: on or off, the steps (days from an invoice's due date) and the channels",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    steps: t.exposeIntList('steps', {
      description: 'Days relative to the due date, earliest first: -3 three days before, 0 on the day, 7 a week overdue',
    }),
    email: t.exposeBoolean('email'),
    sms: t.exposeBoolean('sms'),
    timeZone: t.exposeString('timeZone', { description: 'Reminders go out on the local day, from 9 am, in this zone' }),
  }),
});

const PaymentReminderSettingsInput = builder.inputType('PaymentReminderSettingsInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    steps: t.intList({ required: true }),
    email: t.boolean({ required: true }),
    sms: t.boolean({ required: true }),
  }),
});

type SentReminder = InvoiceReminders['sent'][number];
const SentReminderRef = builder.objectRef<SentReminder>('SentPaymentReminder').implement({
  fields: (t) => ({
    step: t.exposeInt('step'),
    label: t.exposeString('label', { description: '"3 days before due", "on the due date", "7 days overdue"' }),
    channel: t.exposeString('channel', { description: 'email or sms' }),
    outcome: t.exposeString('outcome', { description: 'sent, or refused (no credits, no address)' }),
    reason: t.exposeString('reason', { nullable: true }),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
    text: t.exposeString('text', { description: 'As the invoice page says it: "Sent 3 days before due on 9 Dec 2026 by email"' }),
  }),
});

type PaidClaim = NonNullable<InvoiceReminders['paidClaim']>;
const PaidClaimRef = builder.objectRef<PaidClaim>('InvoicePaidClaim').implement({
  description: 'The customer\'s "already paid" from the invoice\'s page: reminders wait until the office resumes them',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime' }),
    name: t.exposeString('name', { nullable: true }),
    text: t.exposeString('text'),
  }),
});

const InvoiceRemindersRef = builder.objectRef<InvoiceReminders>('InvoiceReminders').implement({
  fields: (t) => ({
    invoiceId: t.exposeID('invoiceId'),
    noReminders: t.exposeBoolean('noReminders', { description: 'The office switched reminders off for this invoice' }),
    customerNoReminders: t.exposeBoolean('customerNoReminders', { description: 'The office switched reminders off for its customer' }),
    paidClaim: t.field({ type: PaidClaimRef, nullable: true, resolve: (r) => r.paidClaim }),
    sent: t.field({ type: [SentReminderRef], resolve: (r) => r.sent }),
  }),
});

builder.objectField(InvoiceRef, 'reminders', (t) =>
  t.field({
    type: InvoiceRemindersRef,
    description: "The invoice's payment reminders: its switches, the customer's claim and each reminder recorded",
    resolve: (i, _args, ctx) => getInvoiceReminders(ctx, i.id),
  }),
);

builder.objectField(CustomerRef, 'noPaymentReminders', (t) =>
  t.exposeBoolean('noPaymentReminders', { description: 'None of this customer’s invoices is reminded' }),
);

const CustomerRemindersRef = builder.objectRef<{ customerId: string; noPaymentReminders: boolean }>('CustomerPaymentReminders').implement({
  fields: (t) => ({ customerId: t.exposeID('customerId'), noPaymentReminders: t.exposeBoolean('noPaymentReminders') }),
});

const TellUsPaidPayload = builder.objectRef<{ message: string }>('TellUsPaidPayload').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

builder.queryFields((t) => ({
  paymentReminderSettings: t.field({
    type: PaymentReminderSettingsRef,
    authScopes: { can: 'managePaymentReminders' },
    resolve: (_root, _args, ctx) => getPaymentReminderSettings(ctx),
  }),
  invoiceReminders: t.field({
    type: InvoiceRemindersRef,
    authScopes: { can: 'manageInvoices' },
    args: { invoiceId: t.arg.id({ required: true }) },
    resolve: (_root, { invoiceId }, ctx) => getInvoiceReminders(ctx, invoiceId),
  }),
}));

builder.mutationFields((t) => ({
  updatePaymentReminderSettings: t.field({
    type: PaymentReminderSettingsRef,
    errors: appErrors,
    authScopes: { can: 'managePaymentReminders' },
    description:
      "Turn payment reminders on or off, set their steps and channels (admins): 'Add at least one reminder step', 'Choose email, SMS or both'",
    args: { input: t.arg({ type: PaymentReminderSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updatePaymentReminderSettings(ctx, input),
  }),
  setInvoiceReminders: t.field({
    type: InvoiceRemindersRef,
    errors: appErrors,
    authScopes: { can: 'pausePaymentReminders' },
    description: '"No reminders" for one invoice (off: true) or back on',
    args: { invoiceId: t.arg.id({ required: true }), off: t.arg.boolean({ required: true }) },
    resolve: (_root, { invoiceId, off }, ctx) => setInvoiceReminders(ctx, invoiceId, { off }),
  }),
  resumeInvoiceReminders: t.field({
    type: InvoiceRemindersRef,
    errors: appErrors,
    authScopes: { can: 'pausePaymentReminders' },
    description: "Resume an invoice's reminders after its customer said it was paid (the claim is cleared)",
    args: { invoiceId: t.arg.id({ required: true }) },
    resolve: (_root, { invoiceId }, ctx) => resumeInvoiceReminders(ctx, invoiceId),
  }),
  setCustomerPaymentReminders: t.field({
    type: CustomerRemindersRef,
    errors: appErrors,
    authScopes: { can: 'pausePaymentReminders' },
    description: '"No payment reminders" for a customer (off: true) or back on',
    args: { customerId: t.arg.id({ required: true }), off: t.arg.boolean({ required: true }) },
    resolve: (_root, { customerId, off }, ctx) => setCustomerPaymentReminders(ctx, customerId, { off }),
  }),
  tellInvoicePaid: t.field({
    type: TellUsPaidPayload,
    errors: appErrors,
    description:
      "The customer's \"Already paid? Tell us\" on the invoice's link (no sign-in): pauses its reminders and tells the office. 'Tell us how and when you paid'",
    args: { token: t.arg.string({ required: true }), name: t.arg.string(), message: t.arg.string({ required: true }) },
    resolve: (_root, { token, name, message }, ctx) => tellUsPaid(ctx, token, { name: name ?? null, message }),
  }),
}));
