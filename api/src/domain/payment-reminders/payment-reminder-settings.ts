import { z } from 'zod';
import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { documentMessages } from '../../rules/document-status.ts';
import { normaliseSteps, paymentReminderMessages, stepLabel, stepsProblem } from '../../rules/payment-reminders.ts';
import { formatInstant } from '../../rules/zoned-time.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';
import { PAYMENT_REMINDER_FIELDS } from './send-payment-reminder.ts';

// Settings → Reminders (admins): automatic payment reminders on or off, their steps (days from the due date) and
// channels; the office's switches per customer and per invoice; what an invoice's reminders did (its page).

export const paymentReminderSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    steps: z.array(z.number({ error: paymentReminderMessages.stepInvalid }), { error: paymentReminderMessages.stepsRequired }),
    email: z.boolean({ error: 'email must be true or false' }),
    sms: z.boolean({ error: 'sms must be true or false' }),
  })
  .strict()
  .superRefine((v, issue) => {
    const problem = stepsProblem(v.steps);
    if (problem) issue.addIssue({ code: 'custom', path: ['steps'], message: problem });
    if (!v.email && !v.sms) issue.addIssue({ code: 'custom', path: ['email'], message: paymentReminderMessages.channelRequired });
  });

export interface PaymentReminderSettings {
  enabled: boolean;
  steps: number[];
  email: boolean;
  sms: boolean;
  timeZone: string;
}

const select = { ...PAYMENT_REMINDER_FIELDS, ...TIME_ZONE_COLUMN } as const;
const shape = (o: {
  paymentRemindersEnabled: boolean;
  paymentReminderSteps: number[];
  paymentReminderByEmail: boolean;
  paymentReminderBySms: boolean;
  timeZone: string;
}): PaymentReminderSettings => ({
  enabled: o.paymentRemindersEnabled,
  steps: normaliseSteps(o.paymentReminderSteps),
  email: o.paymentReminderByEmail,
  sms: o.paymentReminderBySms,
  timeZone: o.timeZone,
});

export async function getPaymentReminderSettings(ctx: Context): Promise<PaymentReminderSettings> {
  const user = requireAbility(ctx, 'managePaymentReminders');
  return shape(await ctx.db.organization.findUniqueOrThrow({ where: { id: user.orgId }, select }));
}

export async function updatePaymentReminderSettings(ctx: Context, input: unknown): Promise<PaymentReminderSettings> {
  const user = requireAbility(ctx, 'managePaymentReminders');
  const { enabled, steps, email, sms } = parseInput(paymentReminderSettingsSchema, input);
  return shape(
    await ctx.db.organization.update({
      where: { id: user.orgId },
      data: {
        paymentRemindersEnabled: enabled,
        paymentReminderSteps: normaliseSteps(steps),
        paymentReminderByEmail: email,
        paymentReminderBySms: sms,
      },
      select,
    }),
  );
}

export const reminderSwitchSchema = z.object({ off: z.boolean({ error: 'off must be true or false' }) }).strict();

/** "No payment reminders" for a customer (office): none of its invoices is reminded while it is on. */
export async function setCustomerPaymentReminders(ctx: Context, customerId: string, input: unknown) {
  requireAbility(ctx, 'pausePaymentReminders');
  const { off } = parseInput(reminderSwitchSchema, input);
  const { count } = await ctx.db.customer.updateMany({ where: { id: customerId }, data: { noPaymentReminders: off } });
  if (!count) throw notFound('Customer not found');
  return { customerId, noPaymentReminders: off };
}

/** "No reminders" for one invoice (office). */
export async function setInvoiceReminders(ctx: Context, invoiceId: string, input: unknown) {
  requireAbility(ctx, 'pausePaymentReminders');
  const { off } = parseInput(reminderSwitchSchema, input);
  const { count } = await ctx.db.invoice.updateMany({ where: { id: invoiceId }, data: { noReminders: off } });
  if (!count) throw notFound(documentMessages.invoiceNotFound);
  return getInvoiceReminders(ctx, invoiceId);
}

/** Resume reminders after the customer said it was paid (office): the claim is cleared, the next step goes out. */
export async function resumeInvoiceReminders(ctx: Context, invoiceId: string) {
  requireAbility(ctx, 'pausePaymentReminders');
  const invoice = await ctx.db.invoice.findFirst({ where: { id: invoiceId }, select: { paidClaimAt: true } });
  if (!invoice) throw notFound(documentMessages.invoiceNotFound);
  if (!invoice.paidClaimAt) throw new AppError('CONFLICT', 'Reminders of this invoice are not paused');
  await ctx.db.invoice.updateMany({ where: { id: invoiceId }, data: { paidClaimAt: null, paidClaimName: null, paidClaimText: null } });
  return getInvoiceReminders(ctx, invoiceId);
}

export interface InvoiceReminders {
  invoiceId: string;
  noReminders: boolean;
  customerNoReminders: boolean;
  /** The customer's "already paid": when, who (optional) and what they wrote; reminders wait while it stands. */
  paidClaim: { at: Date; name: string | null; text: string } | null;
  sent: { step: number; label: string; channel: 'email' | 'sms'; outcome: string; reason: string | null; sentAt: Date; text: string }[];
}

/** An invoice's reminders as its page shows them: the switches, the customer's claim and each reminder recorded. */
export async function getInvoiceReminders(ctx: Context, invoiceId: string): Promise<InvoiceReminders> {
  requireAbility(ctx, 'manageInvoices');
  const invoice = await ctx.db.invoice.findFirst({
    where: { id: invoiceId },
    select: {
      id: true,
      noReminders: true,
      paidClaimAt: true,
      paidClaimName: true,
      paidClaimText: true,
      customer: { select: { noPaymentReminders: true } },
      org: { select: TIME_ZONE_COLUMN },
      paymentReminders: { orderBy: [{ sentAt: 'asc' }, { channel: 'asc' }] },
    },
  });
  if (!invoice) throw notFound(documentMessages.invoiceNotFound);
  const tz = invoice.org.timeZone;
  return {
    invoiceId: invoice.id,
    noReminders: invoice.noReminders,
    customerNoReminders: invoice.customer?.noPaymentReminders ?? false,
    paidClaim: invoice.paidClaimAt ? { at: invoice.paidClaimAt, name: invoice.paidClaimName, text: invoice.paidClaimText ?? '' } : null,
    sent: invoice.paymentReminders.map((r) => {
      const on = formatInstant(r.sentAt, tz, { day: 'numeric', month: 'short', year: 'numeric' });
      const by = r.channel === 'sms' ? 'SMS' : 'email';
      return {
        step: r.step,
        label: stepLabel(r.step),
        channel: r.channel,
        outcome: r.outcome,
        reason: r.reason,
        sentAt: r.sentAt,
        text:
          r.outcome === 'sent'
            ? `Sent ${stepLabel(r.step)} on ${on} by ${by}`
            : `Not sent ${stepLabel(r.step)} by ${by} on ${on}: ${r.reason ?? 'refused'}`,
      };
    }),
  };
}
