import { z } from 'zod';
import { paymentReminderSettingsSchema, reminderSwitchSchema } from '../domain/payment-reminders/payment-reminder-settings.ts';
import { route } from './contract.ts';

// Automatic payment reminders (docs/getting-paid.md → Reminders): Settings → Reminders, the office's switches per
// customer and per invoice, and what an invoice's reminders did. The customer's "Already paid? Tell us" is the
// public invoice page's GraphQL mutation tellInvoicePaid, as its Pay now is.

const idParams = z.object({ id: z.string() });

const settingsJson = z.object({
  enabled: z.boolean(),
  steps: z.array(z.number().int()),
  email: z.boolean(),
  sms: z.boolean(),
  timeZone: z.string(),
});

const invoiceRemindersJson = z.object({
  invoiceId: z.string(),
  noReminders: z.boolean(),
  customerNoReminders: z.boolean(),
  paidClaim: z.object({ at: z.string(), name: z.string().nullable(), text: z.string() }).nullable(),
  sent: z.array(
    z.object({
      step: z.number().int(),
      label: z.string(),
      channel: z.enum(['email', 'sms']),
      outcome: z.string(),
      reason: z.string().nullable(),
      sentAt: z.string(),
      text: z.string(),
    }),
  ),
});

export const paymentRemindersContract = {
  getPaymentReminderSettings: route({
    method: 'GET',
    path: '/api/payment-reminders/settings',
    summary: "Automatic payment reminders: on or off, the steps (days from an invoice's due date) and channels (admin)",
    access: { can: 'managePaymentReminders' },
    response: settingsJson,
  }),
  updatePaymentReminderSettings: route({
    method: 'PUT',
    path: '/api/payment-reminders/settings',
    summary:
      "Set payment reminders {enabled, steps: [-3, 0, 7, 14, 30], email, sms} (admin): 'Add at least one reminder step', 'Choose email, SMS or both'",
    access: { can: 'managePaymentReminders' },
    body: paymentReminderSettingsSchema,
    response: settingsJson,
  }),
  getInvoiceReminders: route({
    method: 'GET',
    path: '/api/invoices/{id}/reminders',
    summary: 'An invoice\'s payment reminders: its switches, the customer\'s "already paid" and each reminder sent or refused',
    access: { can: 'manageInvoices' },
    params: idParams,
    response: invoiceRemindersJson,
  }),
  setInvoiceReminders: route({
    method: 'PUT',
    path: '/api/invoices/{id}/reminders',
    summary: '"No reminders" for one invoice {off: true}, or back on {off: false} (office)',
    access: { can: 'pausePaymentReminders' },
    params: idParams,
    body: reminderSwitchSchema,
    response: invoiceRemindersJson,
  }),
  resumeInvoiceReminders: route({
    method: 'POST',
    path: '/api/invoices/{id}/reminders/resume',
    summary: "Resume an invoice's reminders after its customer said it was paid (office; 409 when they are not paused)",
    access: { can: 'pausePaymentReminders' },
    params: idParams,
    response: invoiceRemindersJson,
  }),
  setCustomerPaymentReminders: route({
    method: 'PUT',
    path: '/api/customers/{id}/payment-reminders',
    summary: '"No payment reminders" for a customer {off: true}, or back on {off: false} (office)',
    access: { can: 'pausePaymentReminders' },
    params: idParams,
    body: reminderSwitchSchema,
    response: z.object({ customerId: z.string(), noPaymentReminders: z.boolean() }),
  }),
} as const;
