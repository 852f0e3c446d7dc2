import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { contextFor } from '../src/context.ts';
import { jobAfterChange } from '../src/domain/schedule/schedule-changes.ts';
import type { ScheduleChangedEvent } from '../src/events.ts';
import { Agent } from './agent.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { del, insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';

// Live schedule changes: scheduleChanged over graphql-ws and server-sent events, published by the domain
// whichever way a change came (REST, GraphQL, completion, the customer's link), filtered per subscriber.

let t: TestApp;
let url: string;
let o: JobsOrg;
let other: JobsOrg;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
  o = await jobsOrg(t, 'Live');
  other = await jobsOrg(t, 'Rival');
});
afterAll(() => t.close());

const CHANGES = 'subscription { scheduleChanged { kind jobId job { id title status scheduledAt technicians { id } } } }';

interface Change {
  kind: string;
  jobId: string;
  job: { id: string; title: string; status: string; scheduledAt: string | null; technicians: { id: string }[] } | null;
}

async function tokenFor(email: string): Promise<string> {
  const res = await new Agent(t).post('/api/auth/login', { email, password: PASSWORD }, { 'auth-mode': 'token' });
  return res.body.accessToken;
}

/** A graphql-ws subscriber whose changes queue up in order; `next()` waits for the next one. */
async function subscriber(email: string) {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${await tokenFor(email)}` },
  });
  const queue: Change[] = [];
  const waiting: ((c: Change) => void)[] = [];
  client.subscribe<{ scheduleChanged: Change }>(
    { query: CHANGES },
    {
      next: (v) => {
        const change = v.data?.scheduleChanged as Change;
        const w = waiting.shift();
        if (w) w(change);
        else queue.push(change);
      },
      error: (e) => console.error('subscription error', e),
      complete: () => {},
    },
  );
  await new Promise((r) => setTimeout(r, 250));
  return {
    next(ms = 3000): Promise<Change> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no schedule change arrived')), ms);
        waiting.push((c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
    },
    pending: () => queue.length,
    dispose: () => client.dispose(),
  };
}

const gqlReschedule = (a: Agent, id: string, at: string) =>
  a.gql('mutation($id: ID!, $at: String!) { rescheduleJob(id: $id, scheduledAt: $at) { __typename } }', { id, at });

describe('an office subscriber', () => {
  it('sees every change in the organisation from REST, GraphQL, completion and the customer link; nothing of another', async () => {
    const office = await subscriber(o.manager.email);
    const rival = await subscriber(other.admin.email);

    const created = await o.as.admin.post('/api/jobs', { title: 'Live job', customerId: o.customers.acme.id });
    const id = created.body.id as string;
    expect(await office.next()).toMatchObject({ kind: 'CREATED', jobId: id, job: { id, title: 'Live job', status: 'new' } });

    await gqlReschedule(o.as.admin, id, '2026-11-12T01:30:00.000Z');
    expect(await office.next()).toMatchObject({ kind: 'RESCHEDULED', job: { scheduledAt: '2026-11-12T01:30:00.000Z' } });

    await o.as.tech.request('PATCH', `/api/jobs/${id}/schedule`, { body: { scheduledAt: '2026-11-13T01:30:00.000Z' } }).catch(() => {});
    await o.as.manager.request('PATCH', `/api/jobs/${id}/schedule`, { body: { scheduledAt: '2026-11-14T01:30:00.000Z' } });
    expect(await office.next()).toMatchObject({ kind: 'RESCHEDULED', job: { scheduledAt: '2026-11-14T01:30:00.000Z' } });

    await o.as.admin.gql('mutation($id: ID!, $t: [ID!]) { updateJob(id: $id, input: { assignedTechIds: $t }) { __typename } }', {
      id,
      t: [o.tech.id],
    });
    expect(await office.next()).toMatchObject({ kind: 'ASSIGNED', job: { technicians: [{ id: o.tech.id }] } });

    await o.as.admin.put(`/api/jobs/${id}`, { scheduledAt: '2026-11-15T01:30:00.000Z' });
    expect(await office.next()).toMatchObject({ kind: 'RESCHEDULED', job: { scheduledAt: '2026-11-15T01:30:00.000Z' } });

    await o.as.admin.post(`/api/jobs/${id}/confirm`);
    expect(await office.next()).toMatchObject({ kind: 'STATUS_CHANGED', job: { status: 'confirmed' } });

    await o.as.admin.put(`/api/jobs/${id}`, { status: 'in_progress' });
    expect(await office.next()).toMatchObject({ kind: 'STATUS_CHANGED', job: { status: 'in_progress' } });

    await o.as.admin.put(`/api/jobs/${id}`, { title: 'Live job, renamed' });
    expect(await office.next()).toMatchObject({ kind: 'UPDATED', job: { title: 'Live job, renamed' } });

    await o.as.tech.post(`/api/jobs/${id}/complete`, { notes: 'All good' });
    expect(await office.next()).toMatchObject({ kind: 'STATUS_CHANGED', job: { status: 'done' } });

    expect(
      (await del(o.as.admin, `/api/jobs/completed/${(await t.database.db.completedJob.findFirstOrThrow({ where: { jobId: id } })).id}`))
        .status,
    ).toBe(200);
    expect(await office.next()).toEqual({ kind: 'DELETED', jobId: id, job: null });

    const viaGql = await o.as.manager.gql('mutation { createJob(input: { title: "From GraphQL" }) { ... on Job { id } } }');
    const gqlId = viaGql.data.createJob.id as string;
    expect(await office.next()).toMatchObject({ kind: 'CREATED', jobId: gqlId });
    await o.as.admin.gql('mutation($id: ID!) { deleteJob(id: $id) { __typename } }', { id: gqlId });
    expect(await office.next()).toEqual({ kind: 'DELETED', jobId: gqlId, job: null });

    // The customer's confirmation link, with no sign-in at all.
    const linked = await insertJob(t, o, { title: 'Linked', confirmationToken: 'customer-link-token-0001' });
    const answer = await new Agent(t).get('/api/public/jobs/confirm?token=customer-link-token-0001', { accept: 'application/json' });
    expect(answer.status).toBe(200);
    expect(await office.next()).toMatchObject({ kind: 'STATUS_CHANGED', jobId: linked.id, job: { status: 'confirmed' } });

    // The rival organisation heard nothing of all that: its first change is its own.
    await other.as.admin.post('/api/jobs', { title: 'Rival job' });
    expect(await rival.next()).toMatchObject({ kind: 'CREATED', job: { title: 'Rival job' } });
    expect(office.pending()).toBe(0);
    await Promise.all([office.dispose(), rival.dispose()]);
  });

  it('hears the follow-ups a completed Service job books', async () => {
    const office = await subscriber(o.admin.email);
    const job = await insertJob(t, o, { title: 'Service visit', jobType: 'service', equipmentIds: [o.equipment.split.id] });
    await o.as.admin.post(`/api/jobs/${job.id}/complete`, {});
    const changes = [await office.next(), await office.next()];
    expect(changes.map((c) => c.kind).sort()).toEqual(['CREATED', 'STATUS_CHANGED']);
    expect(changes.find((c) => c.kind === 'CREATED')?.job?.title).toMatch(/Daikin split/);
    await office.dispose();
  });
});

describe('a technician subscriber', () => {
  it('gets only the jobs they may see, and job: null once unassigned or deleted', async () => {
    const tech = await subscriber(o.tech.email);

    // Someone else's job: not delivered. Then one of theirs: delivered first.
    const theirs = await o.as.admin.post('/api/jobs', { title: 'For tech2', assignedTechIds: [o.tech2.id] });
    const mine = await o.as.admin.post('/api/jobs', { title: 'For tech', assignedTechIds: [o.tech.id] });
    expect(await tech.next()).toMatchObject({ kind: 'CREATED', jobId: mine.body.id, job: { title: 'For tech' } });

    await gqlReschedule(o.as.admin, theirs.body.id, '2026-11-20T00:00:00.000Z');
    await gqlReschedule(o.as.admin, mine.body.id, '2026-11-21T00:00:00.000Z');
    expect(await tech.next()).toMatchObject({ kind: 'RESCHEDULED', jobId: mine.body.id });

    // Assigned to them: now visible. Taken off again: they hear it, and the job is no longer theirs to see.
    await o.as.admin.put(`/api/jobs/${theirs.body.id}`, { assignedTechIds: [o.tech.id, o.tech2.id] });
    expect(await tech.next()).toMatchObject({ kind: 'ASSIGNED', jobId: theirs.body.id, job: { title: 'For tech2' } });
    await o.as.admin.put(`/api/jobs/${theirs.body.id}`, { assignedTechIds: [o.tech2.id] });
    expect(await tech.next()).toEqual({ kind: 'ASSIGNED', jobId: theirs.body.id, job: null });
    await o.as.admin.put(`/api/jobs/${theirs.body.id}`, { title: 'Still not yours' });

    // A job they created is theirs; deleting one of theirs says DELETED with no job.
    const own = await o.as.tech.post('/api/jobs', { title: 'Booked on site' });
    expect(await tech.next()).toMatchObject({ kind: 'CREATED', jobId: own.body.id, job: { title: 'Booked on site' } });
    await del(o.as.admin, `/api/jobs/${mine.body.id}`);
    expect(await tech.next()).toEqual({ kind: 'DELETED', jobId: mine.body.id, job: null });
    expect(tech.pending()).toBe(0);
    await tech.dispose();
  });
});

describe('refusals', () => {
  it('closes a socket with no session', async () => {
    const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
    const closed = await new Promise<{ code: number }>((resolve) => client.on('closed', (e) => resolve(e as { code: number })));
    expect(closed.code).toBe(4403);
    await client.dispose();
  });

  it('answers an anonymous server-sent-events subscription with UNAUTHENTICATED', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: CHANGES }),
    });
    const text = await res.text();
    expect(text).toMatch(/UNAUTHENTICATED/);
    expect(text).not.toMatch(/"kind"/);
  });
});

describe('server-sent events', () => {
  async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, pattern: RegExp, ms = 3000): Promise<string> {
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + ms;
    while (!pattern.test(text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no match for ${pattern} in ${JSON.stringify(text)}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), left)),
      ]);
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    return text;
  }

  it.each(['POST', 'GET'])(
    'delivers a change over %s /graphql with Accept: text/event-stream, uncompressed and unbuffered',
    async (method) => {
      const headers = {
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip, deflate',
        authorization: `Bearer ${await tokenFor(o.admin.email)}`,
      };
      const abort = new AbortController();
      const res =
        method === 'POST'
          ? await fetch(`${url}/graphql`, {
              method,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ query: CHANGES }),
              signal: abort.signal,
            })
          : await fetch(`${url}/graphql?query=${encodeURIComponent(CHANGES)}`, { headers, signal: abort.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      expect(res.headers.get('content-encoding') ?? 'none').toBe('none'); // Yoga marks the stream 'none' so no proxy compresses it
      const reader = res.body!.getReader();
      await new Promise((r) => setTimeout(r, 150));
      const job = await insertJob(t, o, { title: `SSE ${method}`, scheduledAt: new Date('2026-11-03T22:00:00Z') });
      await gqlReschedule(o.as.manager, job.id, '2026-11-04T22:00:00.000Z');
      const text = await readUntil(reader, /event: next\ndata: .*RESCHEDULED.*\n\n/);
      const data = JSON.parse(text.match(/event: next\ndata: (.*)\n/)![1]);
      expect(data).toMatchObject({
        data: { scheduleChanged: { kind: 'RESCHEDULED', jobId: job.id, job: { scheduledAt: '2026-11-04T22:00:00.000Z' } } },
      });
      abort.abort();
      await reader.cancel().catch(() => {});
    },
  );
});

describe('a subscriber that falls behind', () => {
  // Subscribers of one process share the read made for a change (one read per change, not per subscriber). One that
  // falls behind — its socket slow, its stream held while the database was away — and is then handed a change whose
  // shared read was made long before must not be sent a job older than one it has already been sent.
  const officeCtx = () =>
    contextFor(
      t.app.services,
      {
        user: {
          userId: o.admin.id,
          orgId: o.admin.orgId,
          role: o.admin.role,
          email: o.admin.email,
          name: o.admin.name,
          sessionId: 'test',
          mode: 'cookie',
          isOwner: false,
        },
        staff: null,
      },
      { meta: {}, cookies: { set() {}, clear() {} } },
    );
  const change = (jobId: string): ScheduleChangedEvent => ({
    id: randomUUID(),
    orgId: o.admin.orgId,
    jobId,
    kind: 'RESCHEDULED',
    technicianIds: { before: [], after: [] },
    visibleTo: [],
  });
  const query = { select: { id: true, scheduledAt: true } };

  it('never hears a job go back in time', async () => {
    const job = await insertJob(t, o, { title: 'Moved twice', scheduledAt: new Date('2026-12-01T00:00:00Z') });
    const moveTo = (iso: string) => t.database.db.job.update({ where: { id: job.id }, data: { scheduledAt: new Date(iso) } });
    const prompt = officeCtx();
    const behind = officeCtx();
    const first = change(job.id);
    // The prompt subscriber hears the first change at once: its read is shared for that change.
    expect((await jobAfterChange(prompt, first, query))?.scheduledAt?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    await moveTo('2026-12-02T00:00:00Z');
    // The other one has already been sent the job as it is now (another change, read afresh)…
    expect((await jobAfterChange(behind, change(job.id), query))?.scheduledAt?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    // …and is then handed the first change: it reads again rather than take the older shared read.
    expect((await jobAfterChange(behind, first, query))?.scheduledAt?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    // A subscriber in step shares the newest read made for the change (still one read per change, not per subscriber).
    expect((await jobAfterChange(officeCtx(), first, query))?.scheduledAt?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });
});
