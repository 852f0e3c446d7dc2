import { z } from 'zod';
import { backgroundScope } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import {
  organisationsWithRemindersDue,
  reminderKeyOf,
  reminderOrganisationSelect,
  remindersDue,
  sendReminder,
  visitsToRemind,
} from './send-reminders.ts';

// Appointment reminders on the job queue, in three steps so each organisation's work is its own (fair between
// organisations, per-organisation caps) and each text its own job:
//   every minute   messaging.reminders-due      which organisations' reminder time has passed today (their zone)
//   per org        messaging.reminders-of-org   which of its visits tomorrow have had no reminder
//   per visit      messaging.reminder-sms       the text, keyed by the visit's reminderKey
// Settings are read at each step, so a change of time, zone or on/off counts from the next minute.

/** Every minute, in UTC: each organisation's own time and zone are compared with the clock when it runs. */
export const REMINDERS_CRON = '* * * * *';

const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();

export const reminderSmsJob = defineJobKind({
  name: 'messaging.reminder-sms',
  payload: z.object({ orgId: z.string(), jobId: z.string(), scheduledAt: z.iso.datetime() }),
  concurrency: 5,
  perOrganisation: 2,
  async run({ orgId, jobId, scheduledAt }, ctx) {
    try {
      await sendReminder(backgroundScope(ctx).forOrganisation(orgId), ctx.config, orgId, { jobId, scheduledAt: new Date(scheduledAt) });
    } catch (err) {
      // No credits left (402), or the provider refused it (recorded failed, credits back): SMS is at most once,
      // so the visit is not texted again. A database failure is thrown on, and tried again.
      if (err instanceof AppError) return ctx.log(`reminder not sent: ${err.message}`);
      throw err;
    }
  },
});

/** Queue the reminder of each of the organisation's visits due at `now`. */
export async function queueOrganisationReminders(
  jobs: Pick<JobQueue, 'send'>,
  database: { db: Parameters<typeof backgroundScope>[0]['db'] },
  orgId: string,
  now: Date,
) {
  const db = backgroundScope(database).forOrganisation(orgId);
  const org = await db.organization.findUniqueOrThrow({ where: { id: orgId }, select: reminderOrganisationSelect });
  if (!remindersDue(org, now)) return 0;
  const visits = await visitsToRemind(db, org, now);
  for (const visit of visits)
    await jobs.send(
      reminderSmsJob,
      { orgId, jobId: visit.jobId, scheduledAt: visit.scheduledAt.toISOString() },
      { key: reminderKeyOf(visit.jobId, visit.scheduledAt) },
    );
  return visits.length;
}

export const organisationRemindersJob = defineJobKind({
  name: 'messaging.reminders-of-org',
  payload: z.object({ orgId: z.string(), at: z.iso.datetime() }),
  concurrency: 5,
  perOrganisation: 1,
  async run({ orgId, at }, ctx) {
    await queueOrganisationReminders(ctx.jobs, ctx, orgId, new Date(at));
  },
});

/**
 * One job per organisation whose reminders are due at `now`, keyed by organisation and minute (a second scheduler
 * in the same minute adds nothing). Answers how many were queued.
 */
export async function queueDueReminders(
  jobs: Pick<JobQueue, 'send'>,
  database: { db: Parameters<typeof backgroundScope>[0]['db'] },
  now: Date,
) {
  const orgs = await organisationsWithRemindersDue(backgroundScope(database).find, now);
  for (const org of orgs)
    await jobs.send(organisationRemindersJob, { orgId: org.id, at: now.toISOString() }, { key: `${org.id}@${minuteOf(now)}` });
  return orgs.length;
}

export const remindersDueJob = defineJobKind({
  name: 'messaging.reminders-due',
  payload: z.object({}),
  // A minute late is a missed minute: the next one covers it.
  retry: { maxTries: 2, baseDelayMs: 5_000, maxDelayMs: 5_000 },
  expireInSeconds: 120,
  concurrency: 1,
  schedule: { cron: REMINDERS_CRON, tz: 'UTC' },
  async run(_payload, ctx) {
    await queueDueReminders(ctx.jobs, ctx, new Date());
  },
});
