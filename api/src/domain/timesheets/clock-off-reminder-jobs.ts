import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { backgroundScope } from '../../db/cross-organisation.ts';
import { defineJobKind } from '../../jobs/job-kind.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import {
  type ClockOffReminderOrganisation,
  clockOffReminderCutoff,
  clockOffReminderOrganisationSelect,
  sendClockOffReminder,
  shiftsToRemind,
} from './clock-off-reminder.ts';

// Forgotten clock-off reminders on the job queue, in the shape of the appointment and payment reminders:
//   every minute   timesheets.clock-off-reminders-due      organisations with someone still clocked on, not yet
//                                                          reminded, whose reminder time has passed today (their zone)
//   per org        timesheets.clock-off-reminders-of-org   which of its open shifts started before that time
//   per shift      timesheets.clock-off-reminder           the email, keyed by the shift
// Settings are read at each step, so a time changed or turned off (null) counts from the next minute. The shift's
// claim (Shift.remindedAt) makes a second email impossible whichever worker runs it (clock-off-reminder.ts).

/** Every minute, in UTC: each organisation's own time and zone are compared with the clock when it runs. */
export const CLOCK_OFF_REMINDERS_CRON = '* * * * *';

const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();

export const clockOffReminderJob = defineJobKind({
  name: 'timesheets.clock-off-reminder',
  payload: z.object({ orgId: z.string(), shiftId: z.string(), at: z.iso.datetime() }),
  concurrency: 5,
  perOrganisation: 2,
  async run({ orgId, shiftId, at }, ctx) {
    await sendClockOffReminder(
      { db: backgroundScope(ctx).forOrganisation(orgId), config: ctx.config, jobs: ctx.jobs, events: ctx.events },
      orgId,
      shiftId,
      new Date(at),
    );
  },
});

/** Queue the reminder of each of the organisation's shifts due at `now`. Answers how many were due. */
export async function queueOrganisationClockOffReminders(jobs: Pick<JobQueue, 'send'>, database: { db: Db }, orgId: string, now: Date) {
  const db = backgroundScope(database).forOrganisation(orgId);
  const org = await db.organization.findUniqueOrThrow({ where: { id: orgId }, select: clockOffReminderOrganisationSelect });
  const shifts = await shiftsToRemind(db, org, now);
  for (const shiftId of shifts) await jobs.send(clockOffReminderJob, { orgId, shiftId, at: now.toISOString() }, { key: shiftId });
  return shifts.length;
}

export const organisationClockOffRemindersJob = defineJobKind({
  name: 'timesheets.clock-off-reminders-of-org',
  payload: z.object({ orgId: z.string(), at: z.iso.datetime() }),
  concurrency: 5,
  perOrganisation: 1,
  async run({ orgId, at }, ctx) {
    await queueOrganisationClockOffReminders(ctx.jobs, ctx, orgId, new Date(at));
  },
});

/**
 * Organisations whose clock-off reminders go out at `now`: the reminder on, its time passed today in their zone, and
 * someone still clocked on who was not reminded (most organisations have nobody, so they get no job). `find` reads
 * every organisation's settings (backgroundScope).
 */
export async function organisationsWithClockOffRemindersDue(find: Db, now: Date): Promise<ClockOffReminderOrganisation[]> {
  const orgs = await find.organization.findMany({
    where: { clockOffReminderTime: { not: null }, shifts: { some: { endAt: null, remindedAt: null, startAt: { lt: now } } } },
    select: clockOffReminderOrganisationSelect,
  });
  return orgs.filter((org) => clockOffReminderCutoff(org, now));
}

/**
 * One job per organisation whose reminders are due at `now`, keyed by organisation and minute (a second scheduler in
 * the same minute adds nothing). Answers how many were queued.
 */
export async function queueDueClockOffReminders(jobs: Pick<JobQueue, 'send'>, database: { db: Db }, now: Date) {
  const orgs = await organisationsWithClockOffRemindersDue(backgroundScope(database).find, now);
  for (const org of orgs)
    await jobs.send(organisationClockOffRemindersJob, { orgId: org.id, at: now.toISOString() }, { key: `${org.id}@${minuteOf(now)}` });
  return orgs.length;
}

export const clockOffRemindersDueJob = defineJobKind({
  name: 'timesheets.clock-off-reminders-due',
  payload: z.object({}),
  // A minute late is a missed minute: the next one covers it.
  retry: { maxTries: 2, baseDelayMs: 5_000, maxDelayMs: 5_000 },
  expireInSeconds: 120,
  concurrency: 1,
  schedule: { cron: CLOCK_OFF_REMINDERS_CRON, tz: 'UTC' },
  async run(_payload, ctx) {
    await queueDueClockOffReminders(ctx.jobs, ctx, new Date());
  },
});
