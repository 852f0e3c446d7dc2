import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MessageChannel } from '../../db/generated/enums.ts';
import { AppError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { balanceCents } from '../../rules/invoice-balance.ts';
import { type ReminderText, reminderEmailSubject, reminderEmailText, reminderSmsText, stepDay } from '../../rules/payment-reminders.ts';
import { normaliseSmsPhone } from '../../rules/sms.ts';
import { dayKeyOf, formatLongDay } from '../../rules/zoned-time.ts';
import { invoiceLinkPath, newInvoiceLink } from '../invoices/invoice-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { deliverRecordedSms, recordOrganisationSms } from '../messaging/send-sms.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { lockInvoice } from '../payments/ledger.ts';

// One payment reminder: one invoice, one step, on each of the business's channels. Never after the payment that
// settles the invoice: the invoice is locked (ledger.ts lockInvoice: the ledger's writes take the same row lock) and
// read again in the transaction that records the reminder rows and queues their messages, so a payment either
// committed before (the balance read is 0: nothing is sent) or waits until the reminder has committed. The messages
// leave after the commit: the email's delivery job (or the local mailbox) and the SMS by deliverRecordedSms.

export interface ReminderServices {
  /** The organisation's tenant client. */
  db: Db;
  config: Config;
  jobs: Pick<JobQueue, 'send'>;
}

export interface ReminderHooks {
  /** Called under the invoice's lock, after the balance was read and before anything is written (the race test). */
  afterRead?: () => Promise<void>;
}

export type ReminderOutcome =
  | { sent: MessageChannel[]; refused: MessageChannel[] }
  | { skipped: 'off' | 'settled' | 'opted-out' | 'paused' | 'not-today' | 'done' | 'gone' };

export const PAYMENT_REMINDER_FIELDS = {
  paymentRemindersEnabled: true,
  paymentReminderSteps: true,
  paymentReminderByEmail: true,
  paymentReminderBySms: true,
} as const;

const invoiceRead = {
  id: true,
  number: true,
  status: true,
  dueAt: true,
  totalCents: true,
  paidCents: true,
  noReminders: true,
  paidClaimAt: true,
  customer: { select: { email: true, phone: true, noPaymentReminders: true } },
} as const;

/** Whether an invoice (as read under its lock) may be reminded at all: sent or overdue, a balance due, not switched off. */
export function remindable(invoice: {
  status: string;
  totalCents: number;
  paidCents: number;
  noReminders: boolean;
  paidClaimAt: Date | null;
  customer: { noPaymentReminders: boolean } | null;
}): { skipped: 'settled' | 'opted-out' | 'paused' } | null {
  if (!['sent', 'overdue'].includes(invoice.status) || balanceCents(invoice.totalCents, invoice.paidCents) <= 0)
    return { skipped: 'settled' };
  if (invoice.noReminders || !invoice.customer || invoice.customer.noPaymentReminders) return { skipped: 'opted-out' };
  if (invoice.paidClaimAt) return { skipped: 'paused' };
  return null;
}

/**
 * Send step `step` of an invoice's reminders on `today` (the organisation's local day). Skipped when reminders are
 * off, the step is not today's for the invoice's due date (moved since it was found), the invoice is settled, void,
 * paused or switched off, or the step was sent on that channel before. A channel that cannot be used (no email address
 * or mobile, no credits left) is recorded as refused, and not tried again.
 */
export async function sendPaymentReminder(
  services: ReminderServices,
  orgId: string,
  invoiceId: string,
  step: number,
  today: string,
  hooks: ReminderHooks = {},
): Promise<ReminderOutcome> {
  const { db, config, jobs } = services;
  const org = await db.organization.findUniqueOrThrow({
    where: { id: orgId },
    select: { name: true, ...TIME_ZONE_COLUMN, ...PAYMENT_REMINDER_FIELDS },
  });
  if (!org.paymentRemindersEnabled || !org.paymentReminderSteps.includes(step)) return { skipped: 'off' };
  const payout = await db.payoutAccount.findFirst({ select: { status: true } });
  const canPayOnline = payout?.status === 'enabled';

  type Written = { sent: MessageChannel[]; refused: MessageChannel[]; smsIds: string[] };
  const outcome = await db.$transaction(async (tx): Promise<Written | Extract<ReminderOutcome, { skipped: string }>> => {
    const t = tx as unknown as Db;
    if (!(await lockInvoice(t, invoiceId))) return { skipped: 'gone' } as const;
    const invoice = await t.invoice.findUniqueOrThrow({ where: { id: invoiceId }, select: invoiceRead });
    await hooks.afterRead?.();
    const no = remindable(invoice);
    if (no) return no;
    if (!invoice.dueAt || stepDay(dayKeyOf(invoice.dueAt, org.timeZone), step) !== today) return { skipped: 'not-today' } as const;
    const done = new Set(
      (await t.paymentReminder.findMany({ where: { invoiceId, step }, select: { channel: true } })).map((r) => r.channel),
    );
    const channels = (['email', 'sms'] as const).filter(
      (c) => !done.has(c) && (c === 'email' ? org.paymentReminderByEmail : org.paymentReminderBySms),
    );
    if (!channels.length) return { skipped: 'done' } as const;

    // A fresh private link, as emailing the invoice makes (the token is only ever stored as its hash): the
    // reminder's email and SMS carry it, and the invoice's earlier link stops working.
    const link = newInvoiceLink();
    await t.invoice.update({
      where: { id: invoiceId },
      data: { publicTokenHash: link.publicTokenHash, publicTokenExpiresAt: link.publicTokenExpiresAt },
    });
    const url = `${config.PUBLIC_URL}${invoiceLinkPath(link.token)}`;
    const balance = balanceCents(invoice.totalCents, invoice.paidCents);
    const text: ReminderText = {
      businessName: org.name,
      invoiceNumber: invoice.number,
      balanceCents: balance,
      dueDate: formatLongDay(dayKeyOf(invoice.dueAt, org.timeZone)),
      step,
      link: url,
      canPayOnline,
    };
    const sent: MessageChannel[] = [];
    const refused: MessageChannel[] = [];
    const smsIds: string[] = [];
    for (const channel of channels) {
      let messageId: string | null = null;
      let reason: string | null = null;
      try {
        if (channel === 'email') {
          const to = invoice.customer?.email?.trim();
          if (!to) reason = 'The customer has no email address';
          else
            messageId = (
              await sendOrganisationEmail({ db: t, config, jobs }, orgId, {
                to,
                subject: reminderEmailSubject(text),
                text: reminderEmailText(text),
                secrets: [url],
                about: { invoiceId },
                counted: true,
              })
            ).messageIds[0];
        } else {
          const to = invoice.customer?.phone ? normaliseSmsPhone(invoice.customer.phone) : null;
          if (!to) reason = 'The customer has no mobile number';
          else {
            messageId = (await recordOrganisationSms({ db: t, config }, orgId, { to, body: reminderSmsText(text), about: { invoiceId } }))
              .id;
            smsIds.push(messageId);
          }
        }
      } catch (err) {
        // No credits left (402) or an address the sender refuses: recorded as refused, never retried.
        if (!(err instanceof AppError)) throw err;
        reason = err.message;
      }
      await t.paymentReminder.create({
        data: { orgId, invoiceId, step, channel, outcome: messageId ? 'sent' : 'refused', reason, balanceCents: balance, messageId },
      });
      (messageId ? sent : refused).push(channel);
    }
    return { sent, refused, smsIds };
  });

  if (!('skipped' in outcome)) {
    for (const id of outcome.smsIds) await deliverRecordedSms({ db, config }, orgId, id).catch(() => undefined);
    return { sent: outcome.sent, refused: outcome.refused };
  }
  return outcome;
}
