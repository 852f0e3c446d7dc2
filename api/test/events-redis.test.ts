import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { createEventBus } from '../src/events.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, settle, sseClient, wsClient } from './live-clients.ts';

// Two API processes behind one database: an event published by one reaches subscribers of the other via Redis.
describe.skipIf(!process.env.REDIS_URL)('events across processes through Redis', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let urlA: string;
  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL: process.env.REDIS_URL! });
    urlA = await a.app.start(0, '127.0.0.1');
    b = await buildApp(a.config, a.database);
    await b.ready();
  });
  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it('a change made through the second server reaches a subscriber of the first', async () => {
    const { admin } = await createOrg(a, 'Redis Co', ['admin']);
    const login = await new Agent(a).post('/api/auth/login', { email: admin.email, password: PASSWORD }, { 'auth-mode': 'token' });
    const client = createClient({
      url: `${urlA.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${login.body.accessToken}` },
    });
    const received = new Promise((resolve, reject) => {
      const stop = client.subscribe(
        { query: 'subscription { organizationUpdated { name } }' },
        {
          next: (v) => {
            resolve(v);
            stop();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    const viaB = new Agent({ ...a, app: b });
    await viaB.login(admin.email, PASSWORD);
    expect((await viaB.put('/api/me/org', { name: 'Redis Co Two' })).status).toBe(200);
    expect(await received).toEqual({ data: { organizationUpdated: { name: 'Redis Co Two' } } });
    await client.dispose();
  });

  it('a reschedule through the second server reaches a scheduleChanged subscriber of the first', async () => {
    const { admin, technician, org } = await createOrg(a, 'Redis Sched', ['admin', 'technician']);
    const job = await a.database.db.job.create({
      data: {
        orgId: org.id,
        title: 'Across servers',
        scheduledAt: new Date('2026-11-03T22:00:00Z'),
        technicians: { create: { userId: technician.id } },
      },
    });
    const subscribe = async (email: string) => {
      const login = await new Agent(a).post('/api/auth/login', { email, password: PASSWORD }, { 'auth-mode': 'token' });
      const client = createClient({
        url: `${urlA.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${login.body.accessToken}` },
      });
      const received = new Promise((resolve, reject) => {
        const stop = client.subscribe(
          { query: 'subscription { scheduleChanged { kind jobId job { scheduledAt } } }' },
          {
            next: (v) => {
              resolve(v);
              stop();
            },
            error: reject,
            complete: () => {},
          },
        );
      });
      return { client, received };
    };
    const office = await subscribe(admin.email);
    const tech = await subscribe(technician.email);
    await new Promise((r) => setTimeout(r, 300));
    const viaB = new Agent({ ...a, app: b });
    await viaB.login(admin.email, PASSWORD);
    const moved = await viaB.request('PATCH', `/api/jobs/${job.id}/schedule`, { body: { scheduledAt: '2026-11-04T22:00:00.000Z' } });
    expect(moved.status).toBe(200);
    const expected = {
      data: { scheduleChanged: { kind: 'RESCHEDULED', jobId: job.id, job: { scheduledAt: '2026-11-04T22:00:00.000Z' } } },
    };
    expect(await office.received).toEqual(expected);
    expect(await tech.received).toEqual(expected);
    await Promise.all([office.client.dispose(), tech.client.dispose()]);
  });

  it('a sign-out through the second server closes the socket and event stream held by the first', async () => {
    const { admin, manager } = await createOrg(a, 'Redis Revoke', ['admin', 'manager']);
    const login = await new Agent(a).post('/api/auth/login', { email: manager.email, password: PASSWORD }, { 'auth-mode': 'token' });
    const token = login.body.accessToken as string;
    const query = 'subscription { scheduleChanged { job { title } } }';
    const streams = [wsClient(urlA, token, query), await sseClient(urlA, token, query)];
    await listening(a, manager.id, 2);
    await settle(); // and Redis has the subscription
    const officeViaB = new Agent({ ...a, app: b });
    await officeViaB.login(admin.email, PASSWORD);
    await officeViaB.post('/api/jobs', { title: 'Heard across servers' });
    for (const s of streams) expect(await s.next()).toEqual({ scheduleChanged: { job: { title: 'Heard across servers' } } });

    const out = await new Agent({ ...a, app: b }).post('/api/auth/logout', {}, { authorization: `Bearer ${token}` });
    expect(out.status).toBe(200);
    expect(await Promise.all(streams.map((s) => s.ended))).toEqual([4401, 'ended']);
    await officeViaB.post('/api/jobs', { title: 'After sign-out' });
    expect(streams.map((s) => s.received.length)).toEqual([1, 1]);
    await Promise.all(streams.map((s) => s.dispose()));
  });
});

// Finding 13: two deployments on one Redis heard each other's events. Channels now carry a deployment prefix.
describe.skipIf(!process.env.REDIS_URL)('two deployments sharing one Redis', () => {
  it('hear only their own events', async () => {
    const suffix = Math.random().toString(36).slice(2);
    const [oursA, oursB, theirsA, theirsB] = ['ours', 'ours', 'theirs', 'theirs'].map((p) =>
      createEventBus(process.env.REDIS_URL, `${p}-${suffix}`),
    );
    const ours = oursA.events.subscribe('org:updated', 'same-org-id')[Symbol.asyncIterator]();
    const theirs = theirsA.events.subscribe('org:updated', 'same-org-id')[Symbol.asyncIterator]();
    const [oursFirst, theirsFirst] = [ours.next(), theirs.next()];
    await settle();
    // Theirs is published first and heard by their deployment, so Redis has already delivered it to every
    // subscriber of that channel; ours, published after, must still be the first thing our deployment hears.
    theirsB.events.publish('org:updated', 'same-org-id', { orgId: 'theirs' });
    expect((await theirsFirst).value).toEqual({ orgId: 'theirs' });
    oursB.events.publish('org:updated', 'same-org-id', { orgId: 'ours' });
    expect((await oursFirst).value).toEqual({ orgId: 'ours' });
    await Promise.all([ours.return?.(), theirs.return?.()]);
    await Promise.all([oursA, oursB, theirsA, theirsB].map((bus) => bus.close()));
  });
});
