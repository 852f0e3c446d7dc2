import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { jobReminderText, normaliseSmsPhone } from '../../rules/sms.ts';
import { addDays, dayKeyOf, formatInstant, midnightOf, wallClockOf } from '../../rules/zoned-time.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';
import { sendOrganisationSms } from './send-sms.ts';

export interface ReminderOrganisation {
  id: string;
  name: string;
  timeZone: string;
  smsRemindersEnabled: boolean;
  smsReminderTime: string;
}

export const reminderOrganisationSelect = {
  id: true,
  name: true,
  ...TIME_ZONE_COLUMN,
  smsRemindersEnabled: true,
  smsReminderTime: true,
} as const;

/** One visit's reminder key: a job moved to another time is a new visit and gets its own reminder. */
export const reminderKeyOf = (jobId: string, scheduledAt: Date) => `${jobId}@${scheduledAt.toISOString()}`;

/** Whether the organisation's reminders go out at `now`: they are on and its reminder time has passed today (its zone). */
export function remindersDue(org: ReminderOrganisation, now: Date): boolean {
  if (!org.smsRemindersEnabled) return false;
  const clock = wallClockOf(now, org.timeZone);
  const [hour, minute] = org.smsReminderTime.split(':').map(Number);
  return clock.hour * 60 + clock.minute >= hour * 60 + minute;
}

/** Organisations whose reminders go out at `now`. `find` reads every organisation's settings (backgroundScope). */
export async function organisationsWithRemindersDue(find: Db, now: Date): Promise<ReminderOrganisation[]> {
  const orgs = await find.organization.findMany({ where: { smsRemindersEnabled: true }, select: reminderOrganisationSelect });
  return orgs.filter((org) => remindersDue(org, now));
}

const visitSelect = {
  id: true,
  title: true,
  scheduledAt: true,
  customer: { select: { phone: true, contactName: true, name: true } },
} as const;

const remindable = { status: { notIn: ['cancelled' as const, 'done' as const] }, customer: { phone: { not: null } } };

/**
 * The visits of one organisation to remind at `now`: each job scheduled tomorrow (its zone), not cancelled or done,
 * whose customer has a mobile, and that has had no reminder for this visit. `db` is its tenant client.
 */
export async function visitsToRemind(db: Db, org: ReminderOrganisation, now: Date): Promise<{ jobId: string; scheduledAt: Date }[]> {
  const tomorrow = addDays(dayKeyOf(now, org.timeZone), 1);
  const jobs = await db.job.findMany({
    where: { scheduledAt: { gte: midnightOf(tomorrow, org.timeZone), lt: midnightOf(addDays(tomorrow, 1), org.timeZone) }, ...remindable },
    select: visitSelect,
  });
  const due = jobs.filter((job) => job.scheduledAt && job.customer?.phone && normaliseSmsPhone(job.customer.phone));
  if (!due.length) return [];
  const keys = due.map((job) => reminderKeyOf(job.id, job.scheduledAt as Date));
  const done = new Set(
    (await db.outgoingMessage.findMany({ where: { reminderKey: { in: keys } }, select: { reminderKey: true } })).map((m) => m.reminderKey),
  );
  return due
    .filter((job) => !done.has(reminderKeyOf(job.id, job.scheduledAt as Date)))
    .map((job) => ({ jobId: job.id, scheduledAt: job.scheduledAt as Date }));
}

/**
 * One visit's reminder SMS, counted like any SMS. Read again first: a visit moved, cancelled or done since it was
 * found, or reminders turned off, is not texted. The visit's unique reminderKey makes a second reminder impossible
 * (the record is refused), whichever process sends it. Answers whether a reminder was recorded now.
 */
export async function sendReminder(db: Db, config: Config, orgId: string, visit: { jobId: string; scheduledAt: Date }): Promise<boolean> {
  const [org, job] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: orgId }, select: reminderOrganisationSelect }),
    db.job.findFirst({ where: { id: visit.jobId, scheduledAt: visit.scheduledAt, ...remindable }, select: visitSelect }),
  ]);
  const to = job?.customer?.phone ? normaliseSmsPhone(job.customer.phone) : null;
  if (!org.smsRemindersEnabled || !job || !to) return false;
  const reminderKey = reminderKeyOf(job.id, visit.scheduledAt);
  if (await db.outgoingMessage.findUnique({ where: { reminderKey }, select: { id: true } })) return false;
  await sendOrganisationSms({ db, config }, orgId, {
    to,
    body: jobReminderText({
      businessName: org.name,
      title: job.title,
      contactName: job.customer?.contactName ?? job.customer?.name,
      time: formatInstant(visit.scheduledAt, org.timeZone, { hour: 'numeric', minute: '2-digit', hour12: true }),
    }),
    about: { jobId: job.id },
    reminderKey,
  });
  return true;
}
