import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deadLetterAlert } from '../src/domain/owner/background-work.ts';
import { operatorError } from '../src/domain/owner/operator-error.ts';
import { defineJobKind } from '../src/jobs/job-kind.ts';
import { Agent, signedIn } from './agent.ts';
import { createOrg, createPlatformOwner, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

// The owner portal's Background work: what the queue holds per kind, the jobs that failed for good (dead letters)
// with a Retry each, and the business alert they raise. A job kind of the test's own, registered on the app's queue,
// fails every try until told otherwise (as a receiver answering 500 would), so its jobs run out of tries for real.

let t: TestApp;
let owner: Agent;
let member: Agent;
let ownerKey: Agent;
let orgId: string;
let failing = true;
const ran: string[] = [];

const SECRET_URL = 'https://hooks.example.com/services/T0001/B0002/abcdefghijklmnopqrstuvwxyz?token=s3cr3t';
const outage = defineJobKind({
  name: 'test.outage',
  payload: z.object({ orgId: z.string(), note: z.string() }),
  retry: { maxTries: 2, baseDelayMs: 50, maxDelayMs: 100 },
  async run(p) {
    if (failing) throw new Error(`POST ${SECRET_URL} for bob@customer.example (0412 345 678) answered 500`);
    ran.push(p.note);
  },
});

/**
 * Waits (bounded) until the owner's Background work shows `n` dead letters, counted and listed: the count and the list
 * are read side by side, so a job that runs out of tries between the two reads is in the one and not yet the other.
 */
async function deadLetters(n: number) {
  const end = Date.now() + 60_000;
  for (;;) {
    const res = await owner.get('/api/admin/background-work');
    expect(res.status).toBe(200);
    if ((res.body.dead_letter_total === n && res.body.dead_letters.length === n) || Date.now() > end) return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const until = async (what: string, ok: () => boolean) => {
  const end = Date.now() + 60_000;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

beforeAll(async () => {
  // Dead letters are platform-wide: no other file's jobs may be in this database.
  t = await startTestApp({}, { ownDatabase: true });
  const jobs = t.app.services.jobs;
  jobs.register(outage);
  await jobs.startWorkers(t.app.services);
  const { owner: o } = await createPlatformOwner(t);
  owner = await signedIn(t, o);
  const made = await owner.post('/api/integrations/api-keys', { name: 'Owner script', role: 'manager', member_id: o.id });
  expect(made.status).toBe(201);
  ownerKey = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
  const harbour = await createOrg(t, 'Harbour Plumbing', ['admin']);
  orgId = harbour.org.id;
  member = await signedIn(t, harbour.admin);
}, 60_000);
afterAll(() => t?.close());

describe('Background work in the owner portal', () => {
  let ids: string[] = [];

  it('shows each kind with nothing failed and raises no alert while nothing has failed for good', async () => {
    const res = await owner.get('/api/admin/background-work');
    expect(res.status).toBe(200);
    expect(res.body.kinds).toContainEqual({ kind: 'test.outage', queued: 0, oldest_queued_seconds: 0, failed: 0, dead_lettered: 0 });
    expect(res.body).toMatchObject({ dead_letter_total: 0, dead_letters: [] });
    const alerts = await owner.get('/api/admin/alerts');
    expect(alerts.body.alerts.map((a: { kind: string }) => a.kind)).not.toContain('dead_letters');
  });

  it('lists a job that ran out of tries by kind, organisation, when and its error, with nothing private', async () => {
    const jobs = t.app.services.jobs;
    for (const note of ['Private note: gate code 4471', 'Second private note']) await jobs.send(outage, { orgId, note });
    const body = await deadLetters(2);
    expect(body.dead_letter_total).toBe(2);
    expect(body.kinds).toContainEqual({ kind: 'test.outage', queued: 0, oldest_queued_seconds: 0, failed: 0, dead_lettered: 2 });
    expect(body.dead_letters).toHaveLength(2);
    for (const d of body.dead_letters) {
      expect(d).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        kind: 'test.outage',
        organization_id: orgId,
        organization_name: 'Harbour Plumbing',
        failed_at: expect.any(String),
        tries: 2,
        error: 'POST https://hooks.example.com/… for [email] ([number]) answered 500',
      });
    }
    // Neither the payload (a message's text) nor the link's secret path and token, nor the customer's details.
    const text = JSON.stringify(body);
    for (const hidden of ['gate code', 'Private note', 'T0001', 's3cr3t', 'bob@', '0412']) expect(text).not.toContain(hidden);
    ids = body.dead_letters.map((d: { id: string }) => d.id);

    const gql = await owner.gql(
      '{ ownerBackgroundWork { deadLetterTotal kinds { kind deadLettered } deadLetters { id kind organizationName tries error } } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.ownerBackgroundWork.deadLetterTotal).toBe(2);
    expect(gql.data.ownerBackgroundWork.kinds).toContainEqual({ kind: 'test.outage', deadLettered: 2 });
    expect(gql.data.ownerBackgroundWork.deadLetters.map((d: { id: string }) => d.id).sort()).toEqual([...ids].sort());
    expect(gql.data.ownerBackgroundWork.deadLetters[0]).toMatchObject({
      kind: 'test.outage',
      organizationName: 'Harbour Plumbing',
      tries: 2,
    });
  });

  it('raises a critical business alert linking to Background work, over REST and GraphQL', async () => {
    const alert = {
      kind: 'dead_letters',
      severity: 'critical',
      title: '2 background jobs failed for good',
      detail: 'Out of tries: 2 test.outage. Nothing retries them until you do, on Background Work.',
      href: '/admin/background-work',
    };
    const rest = await owner.get('/api/admin/alerts');
    expect(rest.body.alerts).toContainEqual(alert);
    expect(rest.body.critical_count).toBeGreaterThanOrEqual(1);
    const gql = await owner.gql('{ ownerAlerts { criticalCount alerts { kind severity title detail href } } }');
    expect(gql.data.ownerAlerts.alerts).toContainEqual(alert);
  });

  it('is not found for an organisation admin, support staff, nobody, and the owner through an API key', async () => {
    const staff = await createStaff(t, uniqueEmail('desk@spanner.test'));
    const desk = new Agent(t);
    expect((await desk.post('/support/api/auth/login', { email: staff.email, password: PASSWORD })).status).toBe(200);
    const callers = { admin: member, staff: desk, anonymous: new Agent(t), ownerKey };
    for (const [who, as] of Object.entries(callers)) {
      const read = await as.get('/api/admin/background-work');
      expect(read.status, who).toBe(404);
      expect(JSON.stringify(read.body), who).not.toContain('Harbour');
      const retry = await as.post(`/api/admin/background-work/${ids[0]}/retry`);
      expect(retry.status, who).toBe(404);
      const gqlRead = await as.gql('{ ownerBackgroundWork { deadLetterTotal } }');
      expect(gqlRead.errors?.[0]?.extensions?.code, who).toBe('NOT_FOUND');
      const gqlRetry = await as.gql(`mutation { retryBackgroundJob(id: "${ids[0]}") { __typename ... on AppError { code } } }`);
      expect(gqlRetry.errors?.[0]?.extensions?.code ?? gqlRetry.data?.retryBackgroundJob?.code, who).toBe('NOT_FOUND');
    }
    // Nothing was retried by any of them.
    expect((await deadLetters(2)).dead_letter_total).toBe(2);
    expect(ran).toEqual([]);
  });

  it('retries a dead letter from its first try over REST, once; a second retry of it is not found', async () => {
    failing = false;
    const bad = await owner.post('/api/admin/background-work/not-a-job/retry');
    expect({ status: bad.status, message: bad.body.message ?? bad.body.error }).toEqual({
      status: 400,
      message: "That is not a background job's id",
    });

    const res = await owner.post(`/api/admin/background-work/${ids[0]}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: ids[0], retried: true });
    await until('the retried job ran', () => ran.length === 1);
    const body = await deadLetters(1);
    expect(body.dead_letters.map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    const again = await owner.post(`/api/admin/background-work/${ids[0]}/retry`);
    expect(again.status).toBe(404);
    expect(again.body.message ?? again.body.error).toBe('No failed background job has this id: it may have been retried already');
    const audit = await t.database.db.auditLog.findMany({ where: { action: 'owner.retry_background_job' } });
    expect(audit.map((a) => [a.actorType, a.entityId])).toEqual([['owner', ids[0]]]);
  });

  it('retries over GraphQL, and the alert goes once no dead letter is left', async () => {
    const gql = await owner.gql(
      'mutation($id: ID!) { retryBackgroundJob(id: $id) { __typename ... on RetryBackgroundJobPayload { id } ... on AppError { code message } } }',
      {
        id: ids[1],
      },
    );
    expect(gql.data.retryBackgroundJob).toEqual({ __typename: 'RetryBackgroundJobPayload', id: ids[1] });
    await until('both retried jobs ran', () => ran.length === 2);
    expect([...ran].sort()).toEqual(['Private note: gate code 4471', 'Second private note']);
    expect((await deadLetters(0)).dead_letters).toEqual([]);
    const again = await owner.gql(`mutation { retryBackgroundJob(id: "${ids[1]}") { __typename ... on AppError { code } } }`);
    expect(again.data.retryBackgroundJob).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    const alerts = await owner.get('/api/admin/alerts');
    expect(alerts.body.alerts.map((a: { kind: string }) => a.kind)).not.toContain('dead_letters');
  });
});

describe("a dead letter's error as the owner reads it", () => {
  it('keeps what went wrong and masks links, addresses, numbers and tokens', () => {
    expect(operatorError('Receiver answered 500')).toBe('Receiver answered 500');
    expect(operatorError('550 <ann@example.com>: Mailbox unavailable\n    at SMTPConnection._formatError')).toBe(
      '550 <[email]>: Mailbox unavailable',
    );
    expect(operatorError('Twilio 21614: +61 412 345 678 is not a valid mobile number')).toBe(
      'Twilio 21614: [number] is not a valid mobile number',
    );
    expect(operatorError('Bearer sk_live_0123456789abcdefghijklmnop refused')).toBe('Bearer [hidden] refused');
    expect(operatorError('connect ECONNREFUSED 127.0.0.1:4455')).toBe('connect ECONNREFUSED 127.0.0.1:4455');
    expect(operatorError('')).toBe('No message was recorded');
    expect(operatorError('word '.repeat(100))).toHaveLength(300);
  });

  it('says how many failed for good, of which kinds, in one alert', () => {
    const kind = (k: string, deadLettered: number) => ({ kind: k, queued: 0, oldestQueuedSeconds: 0, failed: 0, deadLettered });
    expect(deadLetterAlert([kind('email.send', 0)])).toBeNull();
    expect(deadLetterAlert([kind('email.send', 1), kind('sms.send', 0)])?.title).toBe('1 background job failed for good');
    expect(deadLetterAlert([kind('email.send', 1), kind('webhook.deliver', 3)])?.detail).toBe(
      'Out of tries: 1 email.send, 3 webhook.deliver. Nothing retries them until you do, on Background Work.',
    );
  });
});
