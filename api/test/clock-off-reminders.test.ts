import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../src/db/generated/enums.ts';
import { tenantDb } from '../src/db/scoped.ts';
import { isForgottenClockOff, sendClockOffReminder } from '../src/domain/timesheets/clock-off-reminder.ts';
import {
  CLOCK_OFF_REMINDERS_CRON,
  clockOffRemindersDueJob,
  queueDueClockOffReminders,
  queueOrganisationClockOffReminders,
} from '../src/domain/timesheets/clock-off-reminder-jobs.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { addDays, dayKeyOf, formatDateTime, instantOf, startOfWeek } from '../src/rules/zoned-time.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { mailboxOf } from './mailbox.ts';
import { jobContext, messagingSettled, startWorkers } from './messaging-queue.ts';

// The forgotten clock-off reminder (docs/timesheets.md → Transports): once the organisation's reminder time has passed
// today (its zone), a member still clocked on since before it gets one email, whatever the number of runs; nothing
// before the time, with the reminder off, for a shift clocked off (even between finding it and its job), or for
// another organisation's shift. They run on the app's job queue (the every-minute sweep at a chosen moment, then the
// jobs it queues); the local mailbox holds the emails. A database of its own, so the sweep sees only its own
// organisations and its workers take only its own jobs.

const ZONE = 'Australia/Melbourne';
let t: TestApp;
const today = dayKeyOf(new Date(), ZONE);
const yesterday = addDays(today, -1);
const at = (key: string, hour: number, minute = 0) => {
  const [y, m, d] = key.split('-').map(Number);
  return instantOf({ y, m, d, hour, minute }, ZONE);
};

beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
  await startWorkers(t);
});
afterAll(() => t.close());

/** Once the clock-off reminder jobs due now have run, and the emails they recorded have gone. */
async function settled() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [{ n }] = await t.database.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name LIKE 'timesheets.clock-off-%' AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
    );
    if (n === 0) break;
    if (Date.now() > deadline) throw new Error(`${n} clock-off reminder jobs still due`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await messagingSettled(t);
}

/** A run of the every-minute job at `now`, and the jobs it queued done. */
async function sweep(now: Date) {
  await queueDueClockOffReminders(t.app.services.jobs, t.database, now);
  await settled();
}

/** An organisation (Melbourne, reminder at 18:00 unless changed) with members of the roles asked for. */
async function business(name: string, roles: UserRole[] = ['admin', 'technician']) {
  const o = await createOrg(t, name, roles);
  const db = t.database.db;
  /** A shift of the member clocked on at `startAt` (clocked off at `endAt`), straight in the database. */
  const shift = async (userId: string, startAt: Date, endAt: Date | null = null) => {
    const day = dayKeyOf(startAt, ZONE);
    const week = await db.timesheetWeek.upsert({
      where: { userId_weekStart: { userId, weekStart: startOfWeek(day) } },
      create: { orgId: o.org.id, userId, weekStart: startOfWeek(day) },
      update: {},
    });
    return db.shift.create({ data: { orgId: o.org.id, userId, weekId: week.id, day, startAt, endAt } });
  };
  const mail = async (email: string) => (await mailboxOf(t, email)).filter((m) => m.subject.startsWith('Still clocked on?'));
  return { ...o, shift, mail, db: tenantDb(db, o.org.id) };
}

describe('the forgotten clock-off reminder', () => {
  let admin: Agent;
  let b: Awaited<ReturnType<typeof business>>;
  let shiftId: string;
  const start = () => at(yesterday, 7, 2);

  beforeAll(async () => {
    b = await business('Sparky Electrics');
    admin = await signedIn(t, b.admin);
    shiftId = (await b.shift(b.technician.id, start())).id;
  });

  it('is not sent before the reminder time', async () => {
    await sweep(at(today, 17, 59));
    expect(await b.mail(b.technician.email)).toEqual([]);
    expect((await t.database.db.shift.findUniqueOrThrow({ where: { id: shiftId } })).remindedAt).toBeNull();
  });

  it('is emailed once past the time, however many runs: since when, in the zone, and where to clock off', async () => {
    await Promise.all([sweep(at(today, 18, 2)), sweep(at(today, 18, 2))]);
    await sweep(at(today, 18, 3));
    await sweep(at(today, 21, 30));
    const mail = await b.mail(b.technician.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe('Still clocked on? — Sparky Electrics');
    expect(mail[0].text).toContain(`You have been clocked on since ${formatDateTime(start(), ZONE)} and have not clocked off yet.`);
    expect(mail[0].text).toContain('7:02 am');
    expect(mail[0].text).toContain(`${t.config.PUBLIC_URL}/timesheet`);
    // Listed on the Messages tab with the business's other mail, and never counted against its allowance.
    const messages = await admin.get('/api/messages?channel=email');
    const listed = messages.body.messages.filter((m: { subject: string }) => m.subject.startsWith('Still clocked on?'));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ to: b.technician.email, credits: 0 });
  });

  it('shows on the office’s open shifts: when it was emailed, on REST and GraphQL', async () => {
    const rest = await admin.get('/api/timesheets/open-shifts');
    expect(rest.status).toBe(200);
    const open = rest.body.find((s: { id: string }) => s.id === shiftId);
    expect(open.forgotten).toBe(true);
    const sentAt = new Date(open.reminder_sent_at).getTime();
    expect(Math.abs(Date.now() - sentAt)).toBeLessThan(5 * 60_000);
    const gql = await admin.gql('{ openShifts { id forgotten reminderSentAt } }');
    expect(gql.data.openShifts).toEqual([{ id: shiftId, forgotten: true, reminderSentAt: open.reminder_sent_at }]);
  });

  it('is claimed by the shift: two sends at once give one email', async () => {
    const other = await b.shift(b.admin.id, at(today, 6, 30));
    const services = { db: b.db, config: t.config, jobs: t.app.services.jobs };
    const outcomes = await Promise.all([
      sendClockOffReminder(services, b.org.id, other.id, at(today, 19)),
      sendClockOffReminder(services, b.org.id, other.id, at(today, 19)),
    ]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(await b.mail(b.admin.email)).toHaveLength(1);
  });
});

describe('what gets no reminder', () => {
  it('a shift clocked off, even after it was found and before its job ran', async () => {
    const b = await business('Clocked Off Plumbing', ['admin', 'technician', 'technician']);
    const [, tech, tech2] = b.users;
    await b.shift(tech.id, at(today, 7), at(today, 15, 30));
    const late = await b.shift(tech2.id, at(today, 7, 15));
    // Found due at 6:10 pm, clocked off before the job ran: nothing is sent.
    const queued: { shiftId: string }[] = [];
    const recorder = {
      send: async (_kind: unknown, payload: { shiftId: string }) => {
        queued.push(payload);
        return 'queued';
      },
    } as unknown as Pick<JobQueue, 'send'>;
    const found = await queueOrganisationClockOffReminders(recorder, t.database, b.org.id, at(today, 18, 10));
    expect([found, queued.map((q) => q.shiftId)]).toEqual([1, [late.id]]);
    await t.database.db.shift.update({ where: { id: late.id }, data: { endAt: at(today, 18, 11) } });
    const outcome = await sendClockOffReminder(
      { db: b.db, config: t.config, jobs: t.app.services.jobs },
      b.org.id,
      late.id,
      at(today, 18, 10),
    );
    expect(outcome).toBe('skipped');
    await sweep(at(today, 22));
    expect(await b.mail(tech.email)).toEqual([]);
    expect(await b.mail(tech2.email)).toEqual([]);
  });

  it('a reminder turned off (null), and a reminder time not reached yet in another zone', async () => {
    const off = await business('Reminder Off Air');
    const admin = await signedIn(t, off.admin);
    const put = await admin.put('/api/timesheets/settings', { clock_off_reminder_time: null });
    expect([put.status, put.body.clock_off_reminder_time]).toEqual([200, null]);
    await off.shift(off.technician.id, at(yesterday, 8));
    const perth = await business('Perth Forklifts');
    await t.database.db.organization.update({ where: { id: perth.org.id }, data: { timeZone: 'Australia/Perth' } });
    await perth.shift(perth.technician.id, at(today, 7));
    // 6:30 pm in Melbourne is 3:30 or 4:30 pm in Perth.
    await sweep(at(today, 18, 30));
    expect(await off.mail(off.technician.email)).toEqual([]);
    expect(await perth.mail(perth.technician.email)).toEqual([]);
    await sweep(at(today, 23, 30));
    expect(await off.mail(off.technician.email), 'off all evening').toEqual([]);
    expect(await perth.mail(perth.technician.email), 'past 6 pm in Perth').toHaveLength(1);
  });

  it('another organisation’s shift: untouched by the sweep and by another organisation’s send', async () => {
    const early = await business('Early Reminder Co');
    await t.database.db.organization.update({ where: { id: early.org.id }, data: { clockOffReminderTime: '16:00' } });
    const later = await business('Late Reminder Co');
    await t.database.db.organization.update({ where: { id: later.org.id }, data: { clockOffReminderTime: '20:00' } });
    await early.shift(early.technician.id, at(today, 7));
    const theirs = await later.shift(later.technician.id, at(today, 7));
    await sweep(at(today, 17));
    expect(await early.mail(early.technician.email)).toHaveLength(1);
    expect(await later.mail(later.technician.email)).toEqual([]);
    // Early Reminder Co's tenant client cannot claim Late Reminder Co's shift.
    const outcome = await sendClockOffReminder(
      { db: early.db, config: t.config, jobs: t.app.services.jobs },
      early.org.id,
      theirs.id,
      at(today, 17),
    );
    expect(outcome).toBe('skipped');
    expect((await t.database.db.shift.findUniqueOrThrow({ where: { id: theirs.id } })).remindedAt).toBeNull();
    expect(await later.mail(later.technician.email)).toEqual([]);
  });

  it('a shift started after the reminder time (an evening job): not forgotten, not reminded that evening', async () => {
    const b = await business('Night Shift Refrigeration');
    const evening = await b.shift(b.technician.id, at(today, 18, 30));
    expect(isForgottenClockOff({ timeZone: ZONE, clockOffReminderTime: '18:00' }, evening.startAt, at(today, 23))).toBe(false);
    expect(isForgottenClockOff({ timeZone: ZONE, clockOffReminderTime: '18:00' }, at(today, 7), at(today, 18, 1))).toBe(true);
    expect(isForgottenClockOff({ timeZone: ZONE, clockOffReminderTime: '18:00' }, at(today, 7), at(today, 17, 59))).toBe(false);
    expect(isForgottenClockOff({ timeZone: ZONE, clockOffReminderTime: null }, at(yesterday, 7), at(today, 9))).toBe(true);
    await sweep(at(today, 23, 45));
    expect(await b.mail(b.technician.email)).toEqual([]);
    // Still clocked on at tomorrow's reminder time: reminded then.
    await sweep(at(addDays(today, 1), 18, 1));
    expect(await b.mail(b.technician.email)).toHaveLength(1);
  });
});

describe('on the queue', () => {
  it("runs every minute on the queue's schedule, and the scheduled job sends the reminders due now", async () => {
    await t.app.services.jobs.applySchedules();
    const schedules = await t.database.db.$queryRawUnsafe<{ name: string; cron: string; timezone: string }[]>(
      'SELECT name, cron, timezone FROM pgboss.schedule',
    );
    expect(schedules).toContainEqual({ name: clockOffRemindersDueJob.name, cron: CLOCK_OFF_REMINDERS_CRON, timezone: 'UTC' });
    const b = await business('Midnight Reminder Co');
    await t.database.db.organization.update({ where: { id: b.org.id }, data: { clockOffReminderTime: '00:00' } });
    await b.shift(b.technician.id, at(yesterday, 8));
    await clockOffRemindersDueJob.run({}, jobContext(t));
    await settled();
    expect(await b.mail(b.technician.email)).toHaveLength(1);
  });
});
