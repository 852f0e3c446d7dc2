import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { queueDueReminders } from '../src/domain/messaging/reminder-jobs.ts';
import { sendClockOffReminder } from '../src/domain/timesheets/clock-off-reminder.ts';
import { mailboxDir } from '../src/integrations/email/local.ts';
import { addDays, dayKeyOf, instantOf, startOfWeek } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { TAX_DETAILS } from './documents-fixtures.ts';
import { startTestApp, type TestApp, uniqueEmail } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';
import { mailboxOf } from './mailbox.ts';
import { messagingSettled } from './messaging-queue.ts';
import { openTicket, type SupportDesk, supportDesk } from './tickets-fixtures.ts';

// Every link Spanner emails or texts is absolute, on PUBLIC_URL: a recipient's mail program or phone has no page to
// resolve a bare path against. Each kind of outgoing email and SMS the product makes is sent here, and every body is
// read for links.

const PUBLIC_URL = 'https://app.spanner.test';
const ZONE = 'Australia/Melbourne';
let t: TestApp;
let o: JobsOrg;
let desk: SupportDesk;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
  o = await jobsOrg(t, 'Link Check Electrics');
  await t.database.db.organization.update({ where: { id: o.org.id }, data: TAX_DETAILS });
  desk = await supportDesk(t);
  await t.database.db.customer.update({
    where: { id: o.customers.acme.id },
    data: { phone: '0412 111 222', contactName: 'Sam Lee', email: 'sam@acme.test' },
  });
});
afterAll(() => t.close());

/** Links in a text: absolute ones (with their scheme) and bare paths standing alone as a word. */
function linksIn(text: string) {
  const absolute = text.match(/\bhttps?:\/\/[^\s<>")]+/g) ?? [];
  const relative = [...text.matchAll(/(?:^|[\s(:"'<])(\/[\w-]+(?:\/[^\s<>")]*)?)/g)].map((m) => m[1]);
  return { absolute, relative };
}

async function sendEveryKind() {
  const note = (kind: string, status: number) => expect(status, kind).toBeLessThan(300);
  const anon = new Agent(t, { ip: '10.77.0.1' });
  note('password reset', (await anon.post('/api/auth/forgot-password', { email: o.manager.email })).status);
  note(
    'newsletter confirmation',
    (await anon.post('/api/public/newsletter/subscribe', { email: uniqueEmail('reader@links.test') })).status,
  );
  note(
    'member invite',
    (await o.as.admin.post('/api/members', { name: 'Ivy Invitee', email: uniqueEmail('ivy@links.test'), role: 'technician' })).status,
  );
  note(
    'support invite',
    (await desk.as.admin.post('/api/support-admin/invites', { email: uniqueEmail('starter@links.test'), role: 'support_staff' })).status,
  );
  const lines = [{ description: 'Switchboard', quantity: 1, unit_amount: 50_000, tax_rate: 10 }];
  const quote = await o.as.admin.post('/api/quotes', { title: 'Switchboard', customerId: o.customers.acme.id, lines });
  note('quote email', (await o.as.admin.post(`/api/quotes/${quote.body.id}/email`, { email: 'sam@acme.test' })).status);
  const invoice = await o.as.admin.post('/api/invoices', { title: 'Switchboard', customerId: o.customers.acme.id, lines });
  note('invoice email', (await o.as.admin.post(`/api/invoices/${invoice.body.id}/email`, { emails: 'accounts@acme.test' })).status);
  const job = await insertJob(t, o, {
    title: 'Fan install',
    techIds: [o.tech.id],
    confirmationToken: 'links-test-confirm-token-0123456789',
  });
  note('job confirmation SMS', (await o.as.tech.post(`/api/jobs/${job.id}/sms/confirm`, {})).status);
  const tomorrow = addDays(dayKeyOf(new Date(), ZONE), 1);
  const [y, m, d] = tomorrow.split('-').map(Number);
  await insertJob(t, o, { title: 'Reminder visit', status: 'scheduled', scheduledAt: instantOf({ y, m, d, hour: 9, minute: 0 }, ZONE) });
  await o.as.admin.request('PUT', '/api/messaging/reminders', { body: { enabled: true, time: '00:00' } });
  await queueDueReminders(t.app.services.jobs, t.database, new Date());
  await messagingSettled(t);
  expect(await t.database.db.outgoingMessage.count({ where: { orgId: o.org.id, reminderKey: { not: null } } }), 'reminder SMS').toBe(1);
  // The forgotten clock-off reminder: the technician clocked on since yesterday morning, the reminder time passed.
  const yesterday = addDays(dayKeyOf(new Date(), ZONE), -1);
  const [yy, ym, yd] = yesterday.split('-').map(Number);
  await t.database.db.organization.update({ where: { id: o.org.id }, data: { clockOffReminderTime: '00:00' } });
  const week = await t.database.db.timesheetWeek.create({
    data: { orgId: o.org.id, userId: o.tech.id, weekStart: startOfWeek(yesterday) },
  });
  const shift = await t.database.db.shift.create({
    data: {
      orgId: o.org.id,
      userId: o.tech.id,
      weekId: week.id,
      day: yesterday,
      startAt: instantOf({ y: yy, m: ym, d: yd, hour: 7, minute: 0 }, ZONE),
    },
  });
  const services = { db: tenantDb(t.database.db, o.org.id), config: t.config, jobs: t.app.services.jobs };
  expect(await sendClockOffReminder(services, o.org.id, shift.id, new Date()), 'clock-off reminder').toBe('sent');
  const ticket = await openTicket(o.as.admin, { title: 'Links in replies' });
  note('support reply email', (await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Fixed now.' })).status);
}

describe('links in outgoing email and SMS', () => {
  it('are all absolute on PUBLIC_URL, for every kind of email and SMS Spanner sends', async () => {
    await sendEveryKind();
    await messagingSettled(t);
    const folders = fs.readdirSync(mailboxDir(t.config.DATA_DIR));
    const emails = (await Promise.all(folders.map((f) => mailboxOf(t, f)))).flat();
    const sms = await t.database.db.outgoingMessage.findMany({ where: { orgId: o.org.id, channel: 'sms' }, select: { body: true } });
    const bodies = [
      ...emails.map((e) => ({ kind: e.subject, text: e.text })),
      ...sms.map((s) => ({ kind: `SMS: ${s.body.slice(0, 40)}`, text: s.body })),
    ];
    // Ten kinds: reset, invite, support invite, quote, invoice, reply, newsletter confirmation and clock-off reminder
    // emails; a confirmation and a reminder SMS.
    const subjects = emails.map((e) => e.subject);
    expect(subjects).toHaveLength(8);
    for (const subject of [
      /^Reset your Spanner password$/,
      /^You're invited to join Link Check Electrics on Spanner$/,
      /^You are invited to the Spanner support team$/,
      /^Quote \S+ from Link Check Electrics$/,
      /^Tax invoice \S+ from Link Check Electrics$/,
      /^Re: Links in replies \[Ticket /,
      /^Confirm your subscription to the Spanner newsletter$/,
      /^Still clocked on\? — Link Check Electrics$/,
    ])
      expect(
        subjects.filter((s) => subject.test(s)),
        String(subject),
      ).toHaveLength(1);
    expect(sms).toHaveLength(2);
    const found = bodies.map(({ kind, text }) => ({ kind, ...linksIn(text) }));
    expect(found.filter((f) => f.relative.length)).toEqual([]);
    expect(found.flatMap((f) => f.absolute.filter((link) => !link.startsWith(`${PUBLIC_URL}/`)))).toEqual([]);
    // The links that must be there are there.
    const all = found.flatMap((f) => f.absolute).join('\n');
    const pages = ['/auth/reset-password/', '/auth/invite/', '/support-admin/join/', '/q/', '/c/', '/support/ticket/', '/timesheet'];
    for (const page of [...pages, '/api/public/newsletter/confirm/', '/api/public/newsletter/unsubscribe/'])
      expect(all).toContain(`${PUBLIC_URL}${page}`);
  });
});
