import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../src/domain/billing/credits.ts';
import { bookingSmsJob } from '../src/domain/messaging/booking-sms-job.ts';
import { queueBookingSms } from '../src/domain/service/booking-sms.ts';
import { smsEncoding, smsSegments } from '../src/rules/sms.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';
import { type FakeTwilio, startFakeTwilio, TWILIO, UNREACHABLE } from './messaging-fakes.ts';
import { jobContext, jobState, messagingSettled } from './messaging-queue.ts';

// Send SMS on a job (POST /api/jobs/{id}/sms/confirm, GraphQL sendJobSms) through the real twilio SDK against a
// local Twilio; the allowance and packs spent exactly; Twilio's signed delivery reports; the Messages tab.

const PUBLIC_URL = 'https://app.spanner.test';
const STATUS_URL = `${PUBLIC_URL}/api/webhooks/twilio/status`;

let t: TestApp;
let fake: FakeTwilio;
let o: JobsOrg;
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await startTestApp({
    TWILIO_ACCOUNT_SID: TWILIO.sid,
    TWILIO_AUTH_TOKEN: TWILIO.token,
    TWILIO_FROM: TWILIO.from,
    TWILIO_API_URL: fake.url,
    PUBLIC_URL,
  });
  o = await jobsOrg(t, 'Sparky SMS');
  await t.database.db.customer.update({ where: { id: o.customers.acme.id }, data: { phone: '0412 345 678', contactName: 'Alice Nguyen' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const periodStartOf = async (orgId: string) =>
  (await t.database.db.subscription.findUnique({ where: { orgId } }))?.currentPeriodStart ?? monthStart();
const smsUsed = async (orgId: string) =>
  (await t.database.db.usageCounter.findFirst({ where: { orgId, channel: 'sms', periodStart: await periodStartOf(orgId) } }))?.used ?? 0;
const jobWithToken = (data: Parameters<typeof insertJob>[2] = {}) =>
  insertJob(t, o, { title: 'Fix the split system', confirmationToken: `tok_${Math.random().toString(36).slice(2)}_abcdefghijkl`, ...data });

/** Post a delivery report as Twilio does: form-encoded, signed over the exact URL and parameters. */
function report(params: Record<string, string>, signature = twilio.getExpectedTwilioSignature(TWILIO.token, STATUS_URL, params)) {
  return t.app.app.inject({
    method: 'POST',
    url: '/api/webhooks/twilio/status',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

describe('Send SMS on a job', () => {
  it("sends the confirmation with its public link to the customer's phone, +61, and counts it", async () => {
    const job = await jobWithToken({ scheduledAt: new Date('2026-12-01T22:00:00Z') });
    const before = await smsUsed(o.org.id);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'SMS sent ✔', sms: { to: '+61412345678', status: 'queued' } });
    const posted = fake.sent.at(-1);
    expect(res.body.sms.credits).toBe(smsSegments(posted?.Body ?? ''));
    expect(posted?.To).toBe('+61412345678');
    expect(posted?.From).toBe(TWILIO.from);
    expect(posted?.StatusCallback).toBe(STATUS_URL);
    expect(posted?.Body).toContain(
      'Hi Alice, Sparky SMS has booked Fix the split system on Wed, 2 Dec 2026, 9:00 am. Please tap the link to confirm.\n',
    );
    expect(posted?.Body).toContain(`\n${PUBLIC_URL}/c/${job.confirmationToken}`);
    expect(await smsUsed(o.org.id)).toBe(before + res.body.sms.credits);
    const confirm = await t.app.app.inject({
      method: 'GET',
      url: `/api/public/jobs/confirm?token=${job.confirmationToken}`,
      headers: { accept: 'application/json' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe('confirmed');
  });

  it('takes another phone and text, normalising 61… to +61…, and always keeps the link', async () => {
    const job = await jobWithToken();
    const res = await o.as.manager.post(`/api/jobs/${job.id}/sms/confirm`, {
      phone: '61 423 456 789',
      messageOverride: 'See you Tuesday!',
    });
    expect(res.status).toBe(200);
    expect(fake.sent.at(-1)?.To).toBe('+61423456789');
    expect(fake.sent.at(-1)?.Body).toBe(`See you Tuesday!\n${PUBLIC_URL}/c/${job.confirmationToken}`);
  });

  it('counts a long text per segment', async () => {
    const job = await jobWithToken();
    const before = await smsUsed(o.org.id);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, { messageOverride: 'x'.repeat(300) });
    expect(res.body.sms.credits).toBe(3);
    expect(await smsUsed(o.org.id)).toBe(before + 3);
  });

  it('refuses bad input with a clear 400, sending and charging nothing', async () => {
    const job = await jobWithToken();
    const noPhone = await insertJob(t, o, { customerId: o.customers.bolt.id, confirmationToken: 'tok_nophone_abcdefghijkl' });
    const before = { sent: fake.sent.length, used: await smsUsed(o.org.id), rows: await t.database.db.outgoingMessage.count() };
    const cases: [string, unknown, string][] = [
      [job.id, { phone: '03 9123 4567' }, 'Enter an Australian mobile number, like 0412 345 678'],
      [job.id, { phone: 'call me' }, 'Enter an Australian mobile number, like 0412 345 678'],
      [job.id, { messageOverride: 'x'.repeat(2000) }, 'A message can be at most 1,600 characters'],
      [job.id, { phone: 412 }, 'Enter an Australian mobile number, like 0412 345 678'],
      [noPhone.id, {}, 'Phone number is required'],
    ];
    for (const [id, body, error] of cases) {
      const res = await o.as.admin.post(`/api/jobs/${id}/sms/confirm`, body);
      expect([res.status, res.body.error]).toEqual([400, error]);
    }
    expect(fake.sent.length).toBe(before.sent);
    expect(await smsUsed(o.org.id)).toBe(before.used);
    expect(await t.database.db.outgoingMessage.count()).toBe(before.rows);
  });

  it('works on a job without a confirmation token (older or imported jobs): it gets one, and its link confirms', async () => {
    const old = await insertJob(t, o, { title: 'Imported job', confirmationToken: null });
    const res = await o.as.admin.post(`/api/jobs/${old.id}/sms/confirm`, {});
    expect(res.status).toBe(200);
    const { confirmationToken } = await t.database.db.job.findUniqueOrThrow({ where: { id: old.id } });
    expect(confirmationToken).toMatch(/^[\w-]{32}$/);
    expect(fake.sent.at(-1)?.Body).toMatch(new RegExp(`\\n${PUBLIC_URL}/c/${confirmationToken}$`));
    // A second send keeps the same link; GraphQL makes one for a tokenless job too.
    await o.as.admin.post(`/api/jobs/${old.id}/sms/confirm`, {});
    expect(fake.sent.at(-1)?.Body).toContain(`/c/${confirmationToken}`);
    const viaGraphql = await insertJob(t, o, { confirmationToken: null });
    const sent = await o.as.manager.gql('mutation($jobId: ID!) { sendJobSms(jobId: $jobId) { __typename ... on AppError { message } } }', {
      jobId: viaGraphql.id,
    });
    expect(sent.data.sendJobSms.__typename).toBe('SentSms');
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: viaGraphql.id } })).confirmationToken).toMatch(/^[\w-]{32}$/);
    const confirm = await o.as.manager.post(`/api/public/bookings/${confirmationToken}/confirm`, {});
    expect(confirm.status).toBe(200);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: old.id } })).status).toBe('confirmed');
  });

  it('lets a technician send it for a job they are on, and not for one they cannot see', async () => {
    const mine = await jobWithToken({ techIds: [o.tech.id] });
    const theirs = await jobWithToken({ techIds: [o.tech2.id] });
    expect((await o.as.tech.post(`/api/jobs/${mine.id}/sms/confirm`, {})).status).toBe(200);
    const hidden = await o.as.tech.post(`/api/jobs/${theirs.id}/sms/confirm`, {});
    expect([hidden.status, hidden.body.error]).toEqual([404, 'Job not found']);
  });

  it("never reaches another organisation's job", async () => {
    const other = await jobsOrg(t, 'Other SMS');
    const job = await insertJob(t, other, { confirmationToken: 'tok_other_org_abcdefghijkl' });
    const sent = fake.sent.length;
    const res = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, {});
    expect([res.status, res.body.error]).toEqual([404, 'Job not found']);
    expect(fake.sent.length).toBe(sent);
    const anonymous = await t.app.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/sms/confirm`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 502 when Twilio refuses, records the failure and gives the credit back', async () => {
    const job = await jobWithToken();
    const before = await smsUsed(o.org.id);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, { phone: UNREACHABLE.replace('+61', '0') });
    expect([res.status, res.body.error]).toEqual([502, 'Failed to send SMS']);
    expect(await smsUsed(o.org.id)).toBe(before);
    const failed = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { jobId: job.id } });
    expect(failed).toMatchObject({ status: 'failed', to: UNREACHABLE });
    expect(failed.refundedAt).not.toBeNull();
  });

  it('sends through GraphQL too, with typed errors', async () => {
    const job = await jobWithToken();
    const mutation = `mutation($jobId: ID!, $input: JobSmsInput) { sendJobSms(jobId: $jobId, input: $input) {
      __typename ... on SentSms { to status credits } ... on AppError { message code } } }`;
    const ok = await o.as.manager.gql(mutation, { jobId: job.id, input: { phone: '0400 111 222' } });
    expect(ok.errors).toBeUndefined();
    // The default text and its short link (/c/{token}) fit one segment.
    expect(ok.data.sendJobSms).toEqual({ __typename: 'SentSms', to: '+61400111222', status: 'queued', credits: 1 });
    const bad = await o.as.manager.gql(mutation, { jobId: job.id, input: { phone: '123' } });
    expect(bad.data.sendJobSms).toMatchObject({ message: 'Enter an Australian mobile number, like 0412 345 678', code: 'VALIDATION' });
  });
});

describe('what an SMS costs', () => {
  const scheduledAt = new Date('2026-12-01T22:30:00Z');
  const token = (n: number) => `tok_cost_${n}_${'x'.repeat(20)}`;

  it('charges a confirmation for a job titled with an en dash and a curly apostrophe what a plain one costs (REST)', async () => {
    const typographic = await insertJob(t, o, { title: 'Hot water – Sam’s unit', scheduledAt, confirmationToken: token(1) });
    const plain = await insertJob(t, o, { title: "Hot water - Sam's unit", scheduledAt, confirmationToken: token(2) });
    const before = await smsUsed(o.org.id);
    const a = await o.as.admin.post(`/api/jobs/${typographic.id}/sms/confirm`, {});
    const typographicBody = fake.sent.at(-1)?.Body ?? '';
    const b = await o.as.admin.post(`/api/jobs/${plain.id}/sms/confirm`, {});
    const plainBody = fake.sent.at(-1)?.Body ?? '';
    expect(typographicBody).toContain("has booked Hot water - Sam's unit on Wed, 2 Dec 2026, 9:30 am.");
    expect(smsEncoding(typographicBody)).toBe('GSM-7');
    expect(typographicBody.replace(token(1), token(2))).toBe(plainBody);
    expect(a.body.sms.credits).toBe(2);
    expect(a.body.sms.credits).toBe(b.body.sms.credits);
    expect(await smsUsed(o.org.id)).toBe(before + 4);
  });

  it('charges the same over GraphQL, and the business name is written plainly too', async () => {
    await t.database.db.organization.update({ where: { id: o.org.id }, data: { name: 'Sparky’s SMS' } });
    try {
      const typographic = await insertJob(t, o, { title: 'Leak — kitchen…', scheduledAt, confirmationToken: token(3) });
      const mutation = `mutation($jobId: ID!) { sendJobSms(jobId: $jobId) { __typename ... on SentSms { id credits } } }`;
      const before = await smsUsed(o.org.id);
      const sent = await o.as.manager.gql(mutation, { jobId: typographic.id });
      const body = fake.sent.at(-1)?.Body ?? '';
      expect(body).toContain("Sparky's SMS has booked Leak - kitchen... on");
      expect(smsEncoding(body)).toBe('GSM-7');
      expect(sent.data.sendJobSms).toMatchObject({ __typename: 'SentSms', credits: 2 });
      expect(await smsUsed(o.org.id)).toBe(before + 2);
      const listed = await o.as.admin.gql('{ messages(first: 1, channel: sms) { edges { node { id body credits } } } }');
      expect(listed.data.messages.edges[0].node).toEqual({ id: sent.data.sendJobSms.id, body, credits: 2 });
    } finally {
      await t.database.db.organization.update({ where: { id: o.org.id }, data: { name: 'Sparky SMS' } });
    }
  });

  it("keeps a user's own text exactly as typed (emoji, curly quotes) and charges its UCS-2 segments, over REST and GraphQL", async () => {
    const job = await insertJob(t, o, { title: 'Fix the split system', confirmationToken: token(4) });
    const typed = 'See you Tuesday 👍 – bring the dog’s lead inside please, we’ll be in and out of the side gate all morning';
    const before = await smsUsed(o.org.id);
    const res = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, { messageOverride: typed });
    const body = `${typed}\n${PUBLIC_URL}/c/${token(4)}`;
    expect(fake.sent.at(-1)?.Body).toBe(body);
    expect(smsEncoding(body)).toBe('UCS-2');
    expect(res.body.sms.credits).toBe(Math.ceil(body.length / 67));
    expect(res.body.sms.credits).toBe(3);
    const viaGraphql = await o.as.manager.gql(
      'mutation($jobId: ID!, $input: JobSmsInput) { sendJobSms(jobId: $jobId, input: $input) { ... on SentSms { credits } } }',
      { jobId: job.id, input: { messageOverride: typed } },
    );
    expect(fake.sent.at(-1)?.Body).toBe(body);
    expect(viaGraphql.data.sendJobSms.credits).toBe(3);
    expect(await smsUsed(o.org.id)).toBe(before + 6);
  });
});

describe("Twilio's delivery reports", () => {
  async function sentSms() {
    const job = await jobWithToken();
    const res = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, {});
    return t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: res.body.sms.id } });
  }

  it('moves a message to sent, then delivered, and never back', async () => {
    const sms = await sentSms();
    for (const status of ['sent', 'delivered', 'sent']) {
      const res = await report({ MessageSid: sms.providerId ?? '', MessageStatus: status, AccountSid: TWILIO.sid });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: sms.id } })).status).toBe('delivered');
  });

  it('gives the credit back once when a message is undelivered', async () => {
    const sms = await sentSms();
    const before = await smsUsed(o.org.id);
    const params = { MessageSid: sms.providerId ?? '', MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await report(params)).statusCode).toBe(200);
    expect((await report(params)).statusCode).toBe(200);
    expect(await smsUsed(o.org.id)).toBe(before - sms.credits);
    const row = await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: sms.id } });
    expect(row).toMatchObject({ status: 'undelivered', error: 'Twilio error 30003' });
  });

  it('refuses a forged or altered report with 403 and changes nothing', async () => {
    const sms = await sentSms();
    const params = { MessageSid: sms.providerId ?? '', MessageStatus: 'failed' };
    const signedForDelivered = twilio.getExpectedTwilioSignature(TWILIO.token, STATUS_URL, { ...params, MessageStatus: 'delivered' });
    const forged = twilio.getExpectedTwilioSignature('not-the-token', STATUS_URL, params);
    const otherUrl = twilio.getExpectedTwilioSignature(TWILIO.token, 'https://evil.test/api/webhooks/twilio/status', params);
    for (const signature of [signedForDelivered, forged, otherUrl, '']) {
      const res = await report(params, signature);
      expect([res.statusCode, res.json().error]).toEqual([403, 'Invalid Twilio signature']);
    }
    expect((await t.database.db.outgoingMessage.findUniqueOrThrow({ where: { id: sms.id } })).status).toBe('queued');
  });
});

describe('the allowance and packs under concurrency', () => {
  it('50 parallel sends at the edge of the allowance: the rest of it, then the pack, then 402 — exact counts', async () => {
    const edge = await jobsOrg(t, 'Edge SMS');
    const periodStart = new Date(Date.now() - 86_400_000);
    await t.database.db.subscription.update({
      where: { orgId: edge.org.id },
      data: { status: 'active', planId: 'solo', currentPeriodStart: periodStart, currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) },
    });
    await t.database.db.usageCounter.create({ data: { orgId: edge.org.id, channel: 'sms', periodStart, used: 80 } });
    const pack = await t.database.db.creditPack.create({
      data: { orgId: edge.org.id, type: 'sms', productId: 'sms_100', quantity: 100, remaining: 10, priceCents: 500 },
    });
    const job = await insertJob(t, edge, { confirmationToken: 'tok_edge_org_abcdefghijkl' });
    // The 50 sends take the organisation's usage counter one after another (its row lock), each holding a pooled
    // connection: on a busy machine a send that cannot start its transaction in time is answered 503 (Retry-After),
    // with nothing written, and a client sends it again, as here. Every send ends 200 or 402, and none counts twice.
    const send = async () => {
      for (;;) {
        const answer = await edge.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, { phone: '0412 000 111', messageOverride: 'Hi' });
        if (answer.status !== 503) return answer;
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
      }
    };
    const answers = await Promise.all(Array.from({ length: 50 }, send));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 402);
    // Any other answer is named with its body, so a failure says what went wrong rather than only a count.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 402).map((a) => [a.status, a.body])).toEqual([]);
    expect([ok.length, refused.length]).toEqual([30, 20]);
    expect(refused[0].body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      error: 'No SMS credits left this period. Buy an SMS pack or upgrade your plan to send more.',
    });
    expect(await smsUsed(edge.org.id)).toBe(100);
    expect((await t.database.db.creditPack.findUniqueOrThrow({ where: { id: pack.id } })).remaining).toBe(0);
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: edge.org.id } })).toBe(30);
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: edge.org.id, packId: pack.id } })).toBe(10);
    const usage = await edge.as.admin.get('/api/usage');
    expect(usage.body.sms).toMatchObject({ used: 100, quota: 100, packCredits: 0, allExhausted: true });
    const history = await edge.as.admin.get('/api/usage/history');
    expect(history.body.days).toEqual([
      { day: expect.any(String), channel: 'sms', credits: 20, source: 'allowance', pack: null },
      {
        day: expect.any(String),
        channel: 'sms',
        credits: 10,
        source: 'pack',
        pack: expect.objectContaining({ id: pack.id, quantity: 100 }),
      },
    ]);
    // GraphQL's usageHistory is the same history.
    const viaGraphql = await edge.as.admin.gql('{ usageHistory { periodStart days { day channel credits source pack { id quantity } } } }');
    expect(viaGraphql.data.usageHistory).toEqual({
      periodStart: history.body.periodStart,
      days: [
        { day: history.body.days[0].day, channel: 'sms', credits: 20, source: 'allowance', pack: null },
        { day: history.body.days[1].day, channel: 'sms', credits: 10, source: 'pack', pack: { id: pack.id, quantity: 100 } },
      ],
    });
    const statements = await t.countQueries(() => edge.as.admin.get('/api/usage/history'));
    expect(statements).toBeLessThanOrEqual(6);
    expect((await edge.as.admin.get('/api/usage/history')).status).toBe(200);
  });
});

describe('the Messages tab', () => {
  it('lists what was sent, to whom, for which job, its status and cost (admin and manager only)', async () => {
    const res = await o.as.manager.get('/api/messages?channel=sms&limit=5');
    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(5);
    expect(res.body.messages[0]).toMatchObject({ channel: 'sms', job: { title: expect.any(String) }, paidFrom: expect.any(String) });
    expect(res.headers.link).toContain('offset=5');
    expect((await o.as.tech.get('/api/messages')).status).toBe(403);
    const gql = await o.as.admin.gql('{ messages(first: 2, channel: sms) { edges { node { to status credits job { title } } } } }');
    expect(gql.data.messages.edges).toHaveLength(2);
    const tech = await o.as.tech.gql('{ messages(first: 2) { edges { node { id } } } }');
    expect(tech.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("shows no other organisation's messages", async () => {
    const other = await createOrg(t, 'Quiet Org', ['admin']);
    const { Agent } = await import('./agent.ts');
    const a = new Agent(t);
    await a.login(other.admin.email, 'correct-horse');
    expect((await a.get('/api/messages')).body.messages).toEqual([]);
  });
});

describe('texts nobody pressed Send for (a booking from the service board)', () => {
  const queueText = (jobId: string, tx: Parameters<typeof queueBookingSms>[1]) =>
    queueBookingSms(t.app.services, tx, { orgId: o.org.id, sentById: o.admin.id }, [jobId]);
  const textsOf = (jobId: string) => t.database.db.outgoingMessage.findMany({ where: { jobId, channel: 'sms' } });

  it('are jobs sent with the booking: a booking rolled back texts nobody; a committed one texts each visit once', async () => {
    const dropped = await jobWithToken({ status: 'new', scheduledAt: new Date(Date.now() + 3 * 86_400_000) });
    await expect(
      t.database.db.$transaction(async (tx) => {
        await queueText(dropped.id, tx);
        throw new Error('the booking failed after its texts were queued');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await jobState(t, bookingSmsJob, dropped.id)).toBeNull();

    const booked = await jobWithToken({ status: 'new', scheduledAt: new Date(Date.now() + 3 * 86_400_000) });
    const sentBefore = fake.sent.length;
    await t.database.db.$transaction((tx) => queueText(booked.id, tx));
    await messagingSettled(t);
    expect(await jobState(t, bookingSmsJob, booked.id)).toBe('completed');
    expect(await textsOf(booked.id)).toMatchObject([{ to: '+61412345678', status: 'queued', sentById: o.admin.id }]);
    expect(fake.sent.length).toBe(sentBefore + 1);
    // At most once: the job run again (a worker that lost its lease) sends no second text.
    await bookingSmsJob.run({ orgId: o.org.id, jobId: booked.id, sentById: o.admin.id }, jobContext(t));
    expect(fake.sent.length).toBe(sentBefore + 1);
    expect(await textsOf(booked.id)).toHaveLength(1);
    expect(await textsOf(dropped.id)).toHaveLength(0);
  });

  it('are not tried again when Twilio refuses: recorded failed, the credits back, the job done', async () => {
    const customer = await t.database.db.customer.create({ data: { orgId: o.org.id, name: 'Unreachable Co', phone: UNREACHABLE } });
    const job = await jobWithToken({ status: 'new', scheduledAt: new Date(Date.now() + 3 * 86_400_000), customerId: customer.id });
    const before = await smsUsed(o.org.id);
    await t.database.db.$transaction((tx) => queueText(job.id, tx));
    await messagingSettled(t);
    expect(await jobState(t, bookingSmsJob, job.id)).toBe('completed');
    const [text] = await textsOf(job.id);
    expect(text).toMatchObject({ status: 'failed', refundedAt: expect.any(Date) });
    expect(await smsUsed(o.org.id)).toBe(before);
  });
});
