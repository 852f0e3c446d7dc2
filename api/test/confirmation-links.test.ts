import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../src/rules/document-status.ts';
import { jobMessages } from '../src/rules/job-status.ts';
import { addDays, dayKeyOf, formatLongDay } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';
import { lastEmailTo } from './mailbox.ts';
import { messagingSettled } from './messaging-queue.ts';

// The confirmation link texted to a customer works wherever it is sent: a Scheduled booking (the usual state of a
// booked visit) is confirmed by its customer, and a booking its customer cannot confirm (started, done, cancelled,
// already confirmed) is never texted a link, nor charged for one — over REST, GraphQL and the service board's booking.
// The quote's page and email: the ABN as the ATO writes it, the business's phone and email wherever the customer is
// told to contact it, and one date for how long the quote and its link last.

const DAY = 86_400_000;
const MOBILE = '0412 345 678';

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://app.spanner.test' });
  o = await jobsOrg(t, 'Confirm Links');
  const db = t.database.db;
  await db.organization.update({ where: { id: o.org.id }, data: { phone: '03 9480 1234', email: 'office@confirmlinks.test' } });
  await db.customer.update({ where: { id: o.customers.acme.id }, data: { phone: MOBILE, contactName: 'Alice Nguyen' } });
});
afterAll(() => t.close());

const db = () => t.database.db;
const statusOf = async (id: string) => (await db().job.findUniqueOrThrow({ where: { id } })).status;
const textsAbout = (jobId: string) => db().outgoingMessage.count({ where: { jobId } });
const smsUsed = async () =>
  (await db().usageCounter.findMany({ where: { orgId: o.org.id, channel: 'sms' } })).reduce((n, c) => n + c.used, 0);
/** The link as the customer's phone received it: the last line of the text sent about the job. */
const tokenTexted = async (jobId: string) => {
  const sms = await db().outgoingMessage.findFirstOrThrow({ where: { jobId }, orderBy: { createdAt: 'desc' } });
  const link = sms.body.split('\n').at(-1) ?? '';
  expect(link).toMatch(/^https:\/\/app\.spanner\.test\/c\/[\w-]+$/);
  return link.split('/c/')[1] ?? '';
};
const scheduledJob = (title: string) => insertJob(t, o, { title, status: 'scheduled', scheduledAt: new Date(Date.now() + 3 * DAY) });

describe('a Scheduled booking texted its confirmation link', () => {
  it('is confirmed by its customer over REST, and the page shows how to reach the business', async () => {
    const job = await scheduledJob('Split system service');
    const sent = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const token = await tokenTexted(job.id);
    const customer = new Agent(t);
    const page = await customer.get(`/api/public/bookings/${token}`);
    expect(page.body).toMatchObject({
      title: 'Split system service',
      can_confirm: true,
      message: null,
      business_phone: '03 9480 1234',
      business_email: 'office@confirmlinks.test',
    });
    const confirmed = await customer.post(`/api/public/bookings/${token}/confirm`, {});
    expect([confirmed.status, confirmed.body.message]).toEqual([200, 'Thank you: your booking is confirmed.']);
    expect(await statusOf(job.id)).toBe('confirmed');
  });

  it('is confirmed by its customer over GraphQL, and may instead be asked to move', async () => {
    const job = await scheduledJob('Ducted service');
    const sent = await o.as.manager.gql('mutation($id: ID!) { sendJobSms(jobId: $id) { __typename ... on AppError { message } } }', {
      id: job.id,
    });
    expect(sent.data.sendJobSms.__typename).toBe('SentSms');
    const token = await tokenTexted(job.id);
    const customer = new Agent(t);
    const page = await customer.gql(
      'query($token: String!) { publicBooking(token: $token) { canConfirm message businessPhone businessEmail } }',
      { token },
    );
    expect(page.data.publicBooking).toEqual({
      canConfirm: true,
      message: null,
      businessPhone: '03 9480 1234',
      businessEmail: 'office@confirmlinks.test',
    });
    const asked = await customer.gql(
      `mutation($token: String!) { requestAnotherTime(token: $token, note: "Mornings suit us") { __typename
        ... on ConfirmBookingPayload { booking { canConfirm rescheduleRequestedAt } } ... on AppError { message } } }`,
      { token },
    );
    expect(asked.data.requestAnotherTime.booking).toEqual({ canConfirm: true, rescheduleRequestedAt: expect.any(String) });
    expect(await statusOf(job.id)).toBe('scheduled');
    const confirmed = await customer.gql(
      `mutation($token: String!) { confirmBooking(token: $token) { __typename
        ... on ConfirmBookingPayload { message booking { canConfirm confirmedAt } } ... on AppError { code message } } }`,
      { token },
    );
    expect(confirmed.data.confirmBooking).toMatchObject({
      message: 'Thank you: your booking is confirmed.',
      booking: { canConfirm: false, confirmedAt: expect.any(String) },
    });
    expect(await statusOf(job.id)).toBe('confirmed');
  });
});

describe('a booking its customer cannot confirm', () => {
  const cases = [
    ['in_progress', null, 'This job is In Progress, so its customer can no longer confirm it'],
    ['done', null, 'This job is Done, so its customer can no longer confirm it'],
    ['cancelled', null, 'This job is Cancelled, so its customer can no longer confirm it'],
    ['confirmed', null, 'This booking is already confirmed'],
    ['scheduled', new Date(), 'This booking is already confirmed'],
  ] as const;

  it('is never texted a link over REST or GraphQL: a clear 409, nothing sent, no credit spent', async () => {
    const before = await smsUsed();
    for (const [status, confirmedAt, says] of cases) {
      const job = await insertJob(t, o, { title: `Job ${status}`, status, scheduledAt: new Date(Date.now() + DAY) });
      if (confirmedAt) await db().job.update({ where: { id: job.id }, data: { confirmedAt } });
      const rest = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, {});
      expect([rest.status, rest.body.error]).toEqual([409, jobMessages.confirmLinkUnavailable(status, confirmedAt)]);
      expect(rest.body.error).toContain(says);
      const gql = await o.as.admin.gql('mutation($id: ID!) { sendJobSms(jobId: $id) { __typename ... on AppError { code message } } }', {
        id: job.id,
      });
      expect(gql.data.sendJobSms).toEqual({ __typename: 'AppError', code: 'CONFLICT', message: rest.body.error });
      expect(await textsAbout(job.id)).toBe(0);
    }
    expect(await smsUsed()).toBe(before);
  });

  it('says so on its page and refuses Confirm, where an old link is opened', async () => {
    const job = await insertJob(t, o, { title: 'Finished job', status: 'done', confirmationToken: 'tok-finished-job-0000001' });
    const customer = new Agent(t);
    const page = await customer.get('/api/public/bookings/tok-finished-job-0000001');
    expect(page.body).toMatchObject({
      can_confirm: false,
      message: 'This booking can no longer be confirmed online. Please contact the business that sent it.',
      business_phone: '03 9480 1234',
    });
    expect((await customer.post('/api/public/bookings/tok-finished-job-0000001/confirm', {})).status).toBe(409);
    expect(await statusOf(job.id)).toBe('done');
  });
});

describe('the service board’s booking texted to confirm', () => {
  it('is confirmed by its customer after the office moves it to Scheduled, and the board shows it confirmed', async () => {
    const unit = await db().equipment.create({
      data: {
        orgId: o.org.id,
        customerId: o.customers.acme.id,
        name: 'Board cassette',
        serviceIntervalMonths: 12,
        lastServiceEnteredAt: new Date(Date.now() - 400 * DAY),
      },
    });
    await o.as.admin.put(`/api/equipment/${unit.id}`, { serviceIntervalMonths: 12 });
    const booked = await o.as.admin.post('/api/service/bookings', {
      items: [{ equipmentId: unit.id, scheduledAt: new Date(Date.now() + 5 * DAY).toISOString() }],
      sendSms: true,
      clientKey: `board-${Date.now()}`,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // The booking's text is a job, sent once the booking has committed.
    await messagingSettled(t);
    const jobId = booked.body.jobs[0].id as string;
    const token = await tokenTexted(jobId);
    expect((await o.as.admin.put(`/api/jobs/${jobId}`, { status: 'scheduled' })).status).toBe(200);
    const confirmed = await new Agent(t).post(`/api/public/bookings/${token}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const board = await o.as.admin.get(`/api/service/due?customerId=${o.customers.acme.id}`);
    const row = board.body.units.find((u: { equipment: { name: string } }) => u.equipment.name === 'Board cassette');
    expect(row.confirmation).toBe('confirmed');
  });
});

describe('the customer’s quote page and email', () => {
  const lines = [{ description: 'Split system 7 kW', quantity: 1, unit_amount: 199_900, tax_rate: 10 }];
  const business = (name: string) =>
    documentsBusiness(t, name, {
      org: { abn: '51824753556' },
      customer: { contactName: 'Mei Chen', email: `mei@${name.replace(/\W/g, '')}.test` },
    });
  const today = () => dayKeyOf(new Date(), 'Australia/Melbourne');
  const emailed = async (b: Awaited<ReturnType<typeof business>>, quoteId: string) => {
    const sent = await b.admin.post(`/api/quotes/${quoteId}/email`, { email: b.customer.email });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await lastEmailTo(t, b.customer.email ?? '');
    return { text: mail.text, token: mail.text.match(/\/q\/([\w-]+)/)?.[1] ?? '' };
  };

  it('shows the ABN in its groups and the business’s phone and email, over REST and GraphQL', async () => {
    const b = await business('Quote Page Co');
    const { body: quote } = await b.admin.post('/api/quotes', { customerId: b.customer.id, lines });
    const { token } = await emailed(b, quote.id);
    const customer = new Agent(t);
    expect((await customer.get(`/api/public/quotes/${token}`)).body).toMatchObject({
      business_abn: '51 824 753 556',
      business_phone: '03 9555 0101',
      business_email: 'office@trade-way.test',
    });
    const gql = await customer.gql('query($token: String!) { publicQuote(token: $token) { businessAbn businessPhone businessEmail } }', {
      token,
    });
    expect(gql.data.publicQuote).toEqual({
      businessAbn: '51 824 753 556',
      businessPhone: '03 9555 0101',
      businessEmail: 'office@trade-way.test',
    });
    // An expired link says whom to ask for a new one, and how.
    await db().quote.update({ where: { id: quote.id }, data: { publicTokenExpiresAt: new Date(Date.now() - 1000) } });
    expect((await customer.get(`/api/public/quotes/${token}`)).body.error).toBe(
      'This quote link has expired. Please contact Quote Page Co on 03 9555 0101 or office@trade-way.test for a new one.',
    );
  });

  it('gives one date in its email: the link works until the quote’s valid-until day ends, and not after', async () => {
    const b = await business('Quote Dates Co');
    const validUntil = addDays(today(), 10);
    const { body: quote } = await b.admin.post('/api/quotes', { customerId: b.customer.id, lines, expiryDate: validUntil });
    const { text, token } = await emailed(b, quote.id);
    const day = formatLongDay(validUntil);
    expect(text).toContain(`valid until ${day}.`);
    expect(text).toContain(`This link works until the end of ${day}.`);
    const stored = await db().quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(dayKeyOf(new Date(stored.publicTokenExpiresAt!.getTime() - 1), 'Australia/Melbourne')).toBe(validUntil);
    expect((await new Agent(t).get(`/api/public/quotes/${token}`)).status).toBe(200);
  });

  it('refuses to email a quote whose valid-until day has passed, sending nothing', async () => {
    const b = await business('Quote Stale Co');
    const past = addDays(today(), -3);
    const { body: quote } = await b.admin.post('/api/quotes', {
      customerId: b.customer.id,
      lines,
      issueDate: addDays(today(), -33),
      expiryDate: past,
    });
    expect(quote.id).toEqual(expect.any(String));
    const sent = await b.admin.post(`/api/quotes/${quote.id}/email`, { email: b.customer.email });
    expect([sent.status, sent.body.error]).toEqual([400, documentMessages.quoteExpiredBeforeEmail(formatLongDay(past))]);
    expect(await db().outgoingMessage.count({ where: { quoteId: quote.id } })).toBe(0);
    expect((await db().quote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe('draft');
  });
});
