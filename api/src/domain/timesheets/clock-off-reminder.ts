import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { dayKeyOf, formatDateTime, instantOf } from '../../rules/zoned-time.ts';
import { publicLink } from '../messaging/public-link.ts';
import { sendOrganisationEmail } from '../messaging/send-email.ts';
import { TIME_ZONE_COLUMN } from '../organisation-time-zone.ts';

// The forgotten clock-off reminder (docs/timesheets.md → Transports): once the organisation's clock-off reminder time
// has passed today (its zone), each member still clocked on since before that time gets one email asking them to
// clock off or fix the time on their timesheet. One per shift: the shift is claimed (Shift.remindedAt set while still
// open and unset) in the transaction that records the email, so two runs send one; the email leaves after the commit
// (SMTP through its delivery job, the local mailbox at once). The office's open shifts say when it went.

export interface ClockOffReminderOrganisation {
  id: string;
  name: string;
  timeZone: string;
  /** HH:MM in the organisation's zone; null: no reminders. */
  clockOffReminderTime: string | null;
}

export const clockOffReminderOrganisationSelect = { id: true, name: true, ...TIME_ZONE_COLUMN, clockOffReminderTime: true } as const;

/**
 * Today's reminder time as an instant, once it has passed at `now` (the organisation's zone); null before it, or when
 * the reminder is off. A shift still open that started before it has been clocked on past the reminder time.
 */
export function clockOffReminderCutoff(
  org: Pick<ClockOffReminderOrganisation, 'timeZone' | 'clockOffReminderTime'>,
  now: Date,
): Date | null {
  if (!org.clockOffReminderTime) return null;
  const [hour, minute] = org.clockOffReminderTime.split(':').map(Number);
  const [y, m, d] = dayKeyOf(now, org.timeZone).split('-').map(Number);
  const cutoff = instantOf({ y, m, d, hour, minute }, org.timeZone);
  return now.getTime() >= cutoff.getTime() ? cutoff : null;
}

/**
 * Whether an open shift is a forgotten clock-off at `now`: it started on an earlier local day, or before today's
 * reminder time once that has passed. (A shift started after the reminder time, an evening job, is not.)
 */
export function isForgottenClockOff(
  org: Pick<ClockOffReminderOrganisation, 'timeZone' | 'clockOffReminderTime'>,
  startAt: Date,
  now: Date,
): boolean {
  if (dayKeyOf(startAt, org.timeZone) < dayKeyOf(now, org.timeZone)) return true;
  const cutoff = clockOffReminderCutoff(org, now);
  return !!cutoff && startAt.getTime() < cutoff.getTime();
}

/** The shifts of one organisation to remind at `now`: still open, started before today's reminder time, not reminded. */
export async function shiftsToRemind(db: Db, org: ClockOffReminderOrganisation, now: Date): Promise<string[]> {
  const cutoff = clockOffReminderCutoff(org, now);
  if (!cutoff) return [];
  const shifts = await db.shift.findMany({
    where: { endAt: null, remindedAt: null, startAt: { lt: cutoff } },
    select: { id: true },
    orderBy: [{ startAt: 'asc' }, { id: 'asc' }],
  });
  return shifts.map((s) => s.id);
}

/** Where a member clocks off or fixes the time: their timesheet, on PUBLIC_URL. */
export const timesheetLink = (config: Pick<Config, 'PUBLIC_URL'>) => publicLink(config, '/timesheet');

/** The reminder's subject and text: since when the member has been clocked on (the organisation's zone), and the link. */
export function clockOffReminderEmail(
  config: Pick<Config, 'PUBLIC_URL'>,
  reminder: { businessName: string; memberName: string; startAt: Date; timeZone: string },
): { subject: string; text: string } {
  return {
    subject: `Still clocked on? — ${reminder.businessName}`,
    text: [
      `Hi ${reminder.memberName},`,
      '',
      `You have been clocked on since ${formatDateTime(reminder.startAt, reminder.timeZone)} and have not clocked off yet.`,
      '',
      `If you have finished, clock off on your timesheet, or fix the time you finished: ${timesheetLink(config)}`,
      '',
      'Still working? Nothing to do: clock off when you finish.',
      '',
      `Spanner, for ${reminder.businessName}`,
    ].join('\n'),
  };
}

export interface ClockOffReminderServices {
  /** The organisation's tenant client. */
  db: Db;
  config: Config;
  jobs: Pick<JobQueue, 'send'>;
  /** The office's live stream hears of the reminder (its open shifts say when it went). */
  events?: Pick<EventBus, 'publish'>;
}

export type ClockOffReminderOutcome = 'sent' | 'off' | 'not-due' | 'skipped';

/**
 * One shift's reminder, found due at `at`. Settings are read again (turned off or moved later since: nothing), and the
 * shift is claimed with a conditional update — still open, not reminded, started before the reminder time — in the
 * transaction that records the email, so a shift clocked off meanwhile, or reminded by another run, gets nothing.
 * The email is the business's own mail to its member: listed on the Messages tab, never counted against the allowance.
 */
export async function sendClockOffReminder(
  services: ClockOffReminderServices,
  orgId: string,
  shiftId: string,
  at: Date,
): Promise<ClockOffReminderOutcome> {
  const { db, config, jobs } = services;
  const org = await db.organization.findUniqueOrThrow({ where: { id: orgId }, select: clockOffReminderOrganisationSelect });
  if (!org.clockOffReminderTime) return 'off';
  const cutoff = clockOffReminderCutoff(org, at);
  if (!cutoff) return 'not-due';
  const reminded = await db.$transaction(async (txc) => {
    const tx = txc as unknown as Db;
    const claimed = await tx.shift.updateMany({
      where: { id: shiftId, endAt: null, remindedAt: null, startAt: { lt: cutoff } },
      data: { remindedAt: new Date() },
    });
    if (claimed.count !== 1) return null;
    const shift = await tx.shift.findUniqueOrThrow({
      where: { id: shiftId },
      select: { userId: true, startAt: true, user: { select: { name: true, email: true } } },
    });
    const email = clockOffReminderEmail(config, {
      businessName: org.name,
      memberName: shift.user.name,
      startAt: shift.startAt,
      timeZone: org.timeZone,
    });
    await sendOrganisationEmail({ db: tx, config, jobs }, orgId, { to: shift.user.email, ...email, counted: false });
    return shift;
  });
  if (!reminded) return 'skipped';
  services.events?.publish('timesheets:changed', orgId, { id: randomUUID(), orgId, userId: reminded.userId, kind: 'SHIFT', shiftId });
  return 'sent';
}
