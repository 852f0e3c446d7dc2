import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMessagingSweep } from '../src/domain/messaging/run-messaging-sweep.ts';
import { addDays, dayKeyOf, instantOf } from '../src/rules/zoned-time.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// Appointment reminders: the day before a visit, at the organisation's reminder time (Melbourne),
// one SMS per visit whatever the number of sweeps, counted like any SMS, skipping cancelled and done jobs and
// customers without a mobile. Local outbox provider (no Twilio configured).

const ZONE = 'Australia/Melbourne';
let t: TestApp;
let o: JobsOrg;
const today = dayKeyOf(new Date(), ZONE);
const at = (key: string, hour: number, minute = 0) => {
  const [y, m, d] = key.split('-').map(Number);
  return instantOf({ y, m, d, hour, minute }, ZONE);
};

beforeAll(async () => {
  t = await startTestApp();
  o = await jobsOrg(t, 'Reminder Electrics');
  await t.database.db.customer.update({ where: { id: o.customers.acme.id }, data: { phone: '0412 111 222', contactName: 'Sam Lee' } });
});
afterAll(() => t.close());

const sweep = (now: Date) => runMessagingSweep(t.database, t.config, t.app.services.storage, now);
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
    const [a, b] = await Promise.all([sweep(at(today, 17, 5)), sweep(at(today, 17, 5))]);
    expect(a.reminders + b.reminders).toBe(1);
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
