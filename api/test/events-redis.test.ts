import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

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
});
