import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDueReminders, REMINDERS_CRON, remindersDueJob } from '../src/domain/messaging/reminder-jobs.ts';
import { addDays, dayKeyOf, instantOf } from '../src/rules/zoned-time.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';
import { jobContext, messagingSettled, startWorkers } from './messaging-queue.ts';

// Appointment reminders: the day before a visit, at the organisation's reminder time (Melbourne), one SMS per visit
// whatever the number of runs, counted like any SMS, skipping cancelled and done jobs and customers without a mobile.
// They run on the app's job queue: a run at a chosen moment queues each due organisation's job, which queues one job
// per text; the test waits for those jobs (messagingSettled). Local outbox provider (no Twilio configured). A database
// of its own, so its workers take only its own jobs.

const ZONE = 'Australia/Melbourne';
let t: TestApp;
let o: JobsOrg;
const today = dayKeyOf(new Date(), ZONE);
const at = (key: string, hour: number, minute = 0) => {
  const [y, m, d] = key.split('-').map(Number);
  return instantOf({ y, m, d, hour, minute }, ZONE);
};

beforeAll(async () => {
  t = await startTestApp({}, { ownDatabase: true });
  await startWorkers(t);
  o = await jobsOrg(t, 'Reminder Electrics');
  await t.database.db.customer.update({ where: { id: o.customers.acme.id }, data: { phone: '0412 111 222', contactName: 'Sam Lee' } });
});
afterAll(() => t.close());

/** A run of the every-minute reminders job at `now`, and its jobs done: answers the reminders recorded by it. */
async function sweep(now: Date) {
  const before = await t.database.db.outgoingMessage.count({ where: { reminderKey: { not: null } } });
  await queueDueReminders(t.app.services.jobs, t.database, now);
  await messagingSettled(t);
  return { reminders: (await t.database.db.outgoingMessage.count({ where: { reminderKey: { not: null } } })) - before };
}
const reminders = () => t.database.db.outgoingMessage.findMany({ where: { orgId: o.org.id, reminderKey: { not: null } } });

describe('appointment reminders', () => {
  it('is set by an admin or manager: on or off and a time of day; bad input is a clear 400', async () => {
    expect((await o.as.tech.get('/api/messaging/reminders')).status).toBe(403);
    const bad = await o.as.manager.request('PUT', '/api/messaging/reminders', { body: { enabled: true, time: '25:00' } });
    expect([bad.status, bad.body.error]).toEqual([400, 'Reminder time must be a time of day like 17:00']);
    const ok = await o.as.manager.request('PUT', '/api/messaging/reminders', { body: { enabled: true, time: '17:00' } });
    expect(ok.body).toEqual({ enabled: true, time: '17:00', timeZone: ZONE });
    const gql = await o.as.admin.gql(
      'mutation { updateReminderSettings(enabled: true, time: "7:00") { __typename ... on AppError { message } } }',
    );
    expect(gql.data.updateReminderSettings.message).toBe('Reminder time must be a time of day like 17:00');
  });

  it('texts tomorrow’s customers once, after the reminder time, skipping cancelled, done and landline-only jobs', async () => {
    const tomorrow = addDays(today, 1);
    const due = await insertJob(t, o, { title: 'Switchboard upgrade', status: 'scheduled', scheduledAt: at(tomorrow, 9, 30) });
    await insertJob(t, o, { title: 'Cancelled visit', status: 'cancelled', scheduledAt: at(tomorrow, 11) });
    await insertJob(t, o, { title: 'Done visit', status: 'done', scheduledAt: at(tomorrow, 12) });
    await insertJob(t, o, { title: 'Landline only', status: 'scheduled', scheduledAt: at(tomorrow, 13), customerId: null });
    const landline = await t.database.db.customer.create({ data: { orgId: o.org.id, name: 'Office Co', phone: '03 9123 4567' } });
    await insertJob(t, o, { title: 'Office visit', status: 'scheduled', scheduledAt: at(tomorrow, 14), customerId: landline.id });
    await insertJob(t, o, { title: 'Next week', status: 'scheduled', scheduledAt: at(addDays(today, 2), 9) });

    expect((await sweep(at(today, 16, 59))).reminders).toBe(0);
    // Two runs in the same minute (two schedulers), then another run: the visit is texted once.
    await Promise.all([
      queueDueReminders(t.app.services.jobs, t.database, at(today, 17, 5)),
      queueDueReminders(t.app.services.jobs, t.database, at(today, 17, 5)),
    ]);
    expect((await sweep(at(today, 17, 6))).reminders).toBe(1);
    expect((await sweep(at(today, 18))).reminders).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ jobId: due.id, to: '+61412111222', status: 'sent', provider: 'local-outbox' });
    expect(sent[0].body).toBe(
      'Hi Sam, a reminder from Reminder Electrics: Switchboard upgrade is booked for tomorrow at 9:30 am. Please contact us if that no longer suits.',
    );
    expect(sent[0].credits).toBeGreaterThan(0);
  });

  it('sends a new reminder when the visit moves, and none once reminders are off', async () => {
    const [first] = await reminders();
    await t.database.db.job.update({ where: { id: first.jobId ?? '' }, data: { scheduledAt: at(addDays(today, 1), 15) } });
    expect((await sweep(at(today, 19))).reminders).toBe(1);
    await o.as.admin.request('PUT', '/api/messaging/reminders', { body: { enabled: false, time: '17:00' } });
    await t.database.db.job.update({ where: { id: first.jobId ?? '' }, data: { scheduledAt: at(addDays(today, 1), 16) } });
    expect((await sweep(at(today, 20))).reminders).toBe(0);
  });
});

describe('a change of the reminder settings', () => {
  it('counts from the next run: a time moved earlier, another zone, and reminders turned off', async () => {
    const shop = await jobsOrg(t, 'Settings Change Plumbing');
    await t.database.db.customer.update({ where: { id: shop.customers.acme.id }, data: { phone: '0412 555 666', contactName: 'Al' } });
    const tomorrow = addDays(today, 1);
    await shop.as.admin.request('PUT', '/api/messaging/reminders', { body: { enabled: true, time: '18:00' } });
    const visit = await insertJob(t, shop, { title: 'Tap washer', status: 'scheduled', scheduledAt: at(tomorrow, 10) });
    const texted = () => t.database.db.outgoingMessage.count({ where: { orgId: shop.org.id, jobId: visit.id } });
    await sweep(at(today, 17, 30));
    expect(await texted(), 'before 6 pm').toBe(0);
    // Perth is two or three hours behind Melbourne: at 5:30 pm in Melbourne it is not yet 4 pm there.
    await shop.as.admin.request('PUT', '/api/messaging/reminders', { body: { enabled: true, time: '16:00' } });
    await t.database.db.organization.update({ where: { id: shop.org.id }, data: { timeZone: 'Australia/Perth' } });
    await sweep(at(today, 17, 30));
    expect(await texted(), 'at 2:30 or 3:30 pm in Perth').toBe(0);
    await shop.as.admin.request('PUT', '/api/messaging/reminders', { body: { enabled: false, time: '16:00' } });
    await sweep(at(today, 23));
    expect(await texted(), 'turned off').toBe(0);
    await t.database.db.organization.update({ where: { id: shop.org.id }, data: { timeZone: ZONE } });
    await shop.as.admin.request('PUT', '/api/messaging/reminders', { body: { enabled: true, time: '16:00' } });
    await sweep(at(today, 17, 30));
    expect(await texted(), 'at 5:30 pm in Melbourne with the time at 4 pm').toBe(1);
  });

  it("runs every minute on the queue's schedule, and the scheduled job queues the reminders due now", async () => {
    await t.app.services.jobs.applySchedules();
    const schedules = await t.database.db.$queryRawUnsafe<{ name: string; cron: string; timezone: string }[]>(
      'SELECT name, cron, timezone FROM pgboss.schedule',
    );
    expect(schedules).toContainEqual({ name: remindersDueJob.name, cron: REMINDERS_CRON, timezone: 'UTC' });
    const early = await jobsOrg(t, 'Midnight Reminders');
    await t.database.db.customer.update({ where: { id: early.customers.acme.id }, data: { phone: '0412 777 888' } });
    await early.as.admin.request('PUT', '/api/messaging/reminders', { body: { enabled: true, time: '00:00' } });
    const tomorrow = addDays(dayKeyOf(new Date(), ZONE), 1);
    const visit = await insertJob(t, early, { title: 'Gutter clean', status: 'scheduled', scheduledAt: at(tomorrow, 12) });
    await remindersDueJob.run({}, jobContext(t));
    await messagingSettled(t);
    expect(await t.database.db.outgoingMessage.count({ where: { jobId: visit.id, reminderKey: { not: null } } })).toBe(1);
  });
});

describe('what a reminder costs', () => {
  it('writes a job titled with an en dash and a curly apostrophe in plain characters: one segment, like a plain title (REST and GraphQL)', async () => {
    const shop = await jobsOrg(t, 'O’Brien & Sons');
    await t.database.db.organization.update({ where: { id: shop.org.id }, data: { smsRemindersEnabled: true, smsReminderTime: '17:00' } });
    await t.database.db.customer.update({ where: { id: shop.customers.acme.id }, data: { phone: '0412 333 444', contactName: 'Jo' } });
    const tomorrow = addDays(today, 1);
    const typographic = await insertJob(t, shop, { title: 'Hot water – Sam’s unit', status: 'scheduled', scheduledAt: at(tomorrow, 8) });
    const plain = await insertJob(t, shop, { title: "Hot water - Sam's unit", status: 'scheduled', scheduledAt: at(tomorrow, 8) });
    expect((await sweep(at(today, 17, 30))).reminders).toBe(2);
    const rest = await shop.as.admin.get('/api/messages?channel=sms');
    const byJob = (id: string) => rest.body.messages.find((m: { job: { id: string } | null }) => m.job?.id === id);
    expect(byJob(typographic.id).body).toBe(
      "Hi Jo, a reminder from O'Brien & Sons: Hot water - Sam's unit is booked for tomorrow at 8:00 am. Please contact us if that no longer suits.",
    );
    expect(byJob(typographic.id).body).toBe(byJob(plain.id).body);
    expect([byJob(typographic.id).credits, byJob(plain.id).credits]).toEqual([1, 1]);
    const gql = await shop.as.admin.gql('{ messages(first: 5, channel: sms) { edges { node { credits job { title } } } } }');
    expect(gql.data.messages.edges.map((e: { node: { credits: number } }) => e.node.credits)).toEqual([1, 1]);
  });
});
