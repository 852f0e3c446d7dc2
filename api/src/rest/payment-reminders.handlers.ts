import {
  getInvoiceReminders,
  getPaymentReminderSettings,
  type InvoiceReminders,
  resumeInvoiceReminders,
  setCustomerPaymentReminders,
  setInvoiceReminders,
  updatePaymentReminderSettings,
} from '../domain/payment-reminders/payment-reminder-settings.ts';
import { type BoundRoute, implement } from './contract.ts';
import { paymentRemindersContract } from './payment-reminders.contract.ts';

const toJson = (r: InvoiceReminders) => ({
  ...r,
  paidClaim: r.paidClaim ? { ...r.paidClaim, at: r.paidClaim.at.toISOString() } : null,
  sent: r.sent.map((s) => ({ ...s, sentAt: s.sentAt.toISOString() })),
});

export const paymentRemindersRoutes: BoundRoute[] = implement(paymentRemindersContract, {
  getPaymentReminderSettings: ({ ctx }) => getPaymentReminderSettings(ctx),
  updatePaymentReminderSettings: ({ ctx, body }) => updatePaymentReminderSettings(ctx, body),
  getInvoiceReminders: async ({ ctx, params }) => toJson(await getInvoiceReminders(ctx, params.id)),
  setInvoiceReminders: async ({ ctx, params, body }) => toJson(await setInvoiceReminders(ctx, params.id, body)),
  resumeInvoiceReminders: async ({ ctx, params }) => toJson(await resumeInvoiceReminders(ctx, params.id)),
  setCustomerPaymentReminders: ({ ctx, params, body }) => setCustomerPaymentReminders(ctx, params.id, body),
});
