import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { backgroundScope } from '../../db/cross-organisation.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { dueDayForStep, withinReminderHours } from '../../rules/payment-reminders.ts';
import { addDays, dayKeyOf, midnightOf, wallClockOf } from '../../rules/zoned-time.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { PAYMENT_REMINDER_FIELDS, sendPaymentReminder } from './send-payment-reminder.ts';

// Payment reminders on the job queue, in the shape of the appointment reminders (messaging/reminder-jobs.ts):
//   every minute   payments.reminders-due      which organisations with reminders on are in their reminder hours
//   per org, hour  payments.reminders-of-org   which of its open invoices have a step due today (its zone)
//   per step       payments.reminder           the reminder of one invoice and step, keyed invoice@step
// The per-(invoice, step) key sends a step's job once; the reminder rows (unique per invoice, step and channel)
// written under the invoice's lock make a second message impossible even when a job runs twice.

export const PAYMENT_REMINDERS_CRON = '* * * * *';

export const reminderJobKey = (invoiceId: string, step: number) => `${invoiceId}@${step}`;

interface ReminderOrg {
  id: string;
  timeZone: string;
  paymentRemindersEnabled: boolean;
  paymentReminderSteps: number[];
}

const orgSelect = { id: true, ...TIME_ZONE_COLUMN, ...PAYMENT_REMINDER_FIELDS } as const;

/** Whether an organisation's reminders go out at `now`: on, and within its reminder hours (its zone). */
export const paymentRemindersDue = (org: ReminderOrg, now: Date) =>
  org.paymentRemindersEnabled && withinReminderHours(wallClockOf(now, org.timeZone).hour);

/**
 * The (invoice, step) pairs of one organisation due on its local day at `now`: sent or overdue with a balance, not
 * switched off for the invoice or its customer, not paused by the customer's "already paid", due on the day that
 * makes one of its steps today's, and that step not recorded yet. `db` is its tenant client.
 */
export async function remindersToSend(db: Db, org: ReminderOrg, now: Date): Promise<{ invoiceId: string; step: number; today: string }[]> {
  const today = dayKeyOf(now, org.timeZone);
  const ranges = org.paymentReminderSteps.map((step) => {
    const day = dueDayForStep(today, step);
    return { step, gte: midnightOf(day, org.timeZone), lt: midnightOf(addDays(day, 1), org.timeZone) };
  });
  if (!ranges.length) return [];
  const invoices = await db.invoice.findMany({
    where: {
      status: { in: ['sent', 'overdue'] },
      noReminders: false,
      paidClaimAt: null,
      customer: { noPaymentReminders: false },
      OR: ranges.map((r) => ({ dueAt: { gte: r.gte, lt: r.lt } })),
    },
    select: { id: true, dueAt: true, totalCents: true, paidCents: true, paymentReminders: { select: { step: true } } },
  });
  const due: { invoiceId: string; step: number; today: string }[] = [];
  for (const invoice of invoices) {
    if (!invoice.dueAt || invoice.paidCents >= invoice.totalCents) continue;
    const at = invoice.dueAt.getTime();
    const range = ranges.find((r) => at >= r.gte.getTime() && at < r.lt.getTime());
    if (!range || invoice.paymentReminders.some((r) => r.step === range.step)) continue;
    due.push({ invoiceId: invoice.id, step: range.step, today });
  }
  return due;
}

export const paymentReminderJob = defineJobKind({
  name: 'payments.reminder',
  payload: z.object({ orgId: z.string(), invoiceId: z.string(), step: z.number().int(), today: z.iso.date() }),
  concurrency: 5,
  perOrganisation: 2,
  async run({ orgId, invoiceId, step, today }, ctx) {
    await sendPaymentReminder(
      { db: backgroundScope(ctx).forOrganisation(orgId), config: ctx.config, jobs: ctx.jobs },
      orgId,
      invoiceId,
      step,
      today,
    );
  },
});

/** Queue one job per (invoice, step) of the organisation due at `now`. Answers how many were due. */
export async function queueOrganisationPaymentReminders(jobs: Pick<JobQueue, 'send'>, database: { db: Db }, orgId: string, now: Date) {
  const db = backgroundScope(database).forOrganisation(orgId);
  const org = await db.organization.findUniqueOrThrow({ where: { id: orgId }, select: orgSelect });
  if (!paymentRemindersDue(org, now)) return 0;
  const due = await remindersToSend(db, org, now);
  for (const r of due) await jobs.send(paymentReminderJob, { orgId, ...r }, { key: reminderJobKey(r.invoiceId, r.step) });
  return due.length;
}

export const organisationPaymentRemindersJob = defineJobKind({
  name: 'payments.reminders-of-org',
  payload: z.object({ orgId: z.string(), at: z.iso.datetime() }),
  concurrency: 5,
  perOrganisation: 1,
  async run({ orgId, at }, ctx) {
    await queueOrganisationPaymentReminders(ctx.jobs, ctx, orgId, new Date(at));
  },
});

const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();

/**
 * One job per organisation whose payment reminders are due at `now`, keyed by organisation and hour: each
 * organisation's open invoices are looked at once an hour in its reminder hours, so an invoice sent in the morning
 * still gets that day's step. Answers how many were queued.
 */
export async function queueDuePaymentReminders(jobs: Pick<JobQueue, 'send'>, database: { db: Db }, now: Date) {
  const orgs = await backgroundScope(database).find.organization.findMany({ where: { paymentRemindersEnabled: true }, select: orgSelect });
  const due = orgs.filter((org) => paymentRemindersDue(org, now));
  for (const org of due)
    await jobs.send(organisationPaymentRemindersJob, { orgId: org.id, at: now.toISOString() }, { key: `${org.id}@${hourOf(now)}` });
  return due.length;
}

export const paymentRemindersDueJob = defineJobKind({
  name: 'payments.reminders-due',
  payload: z.object({}),
  retry: { maxTries: 2, baseDelayMs: 5_000, maxDelayMs: 5_000 },
  expireInSeconds: 120,
  concurrency: 1,
  schedule: { cron: PAYMENT_REMINDERS_CRON, tz: 'UTC' },
  async run(_payload, ctx) {
    await queueDuePaymentReminders(ctx.jobs, ctx, new Date());
  },
});
