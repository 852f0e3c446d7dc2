import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { EventBus } from '../src/events.ts';
import { Agent, signedIn } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// A process reuses a session it read a moment ago (auth/session-cache.ts). Whatever ends a session or changes a
// member shows on the very next request — on the process that made the change and, through the bus, on every other.

const ME = '{ me { id name role } }';

/** A second browser with the same session cookie (another tab, or the same browser reaching another server). */
function sameSession(from: Agent, t: TestApp): Agent {
  const other = new Agent(t);
  for (const [k, v] of from.cookies) other.cookies.set(k, v);
  return other;
}

describe('a session read a moment ago', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_CACHE_SECONDS: '600' });
  });
  afterAll(() => t.close());

  it('is not read again: who am I costs no SQL, over REST and GraphQL', async () => {
    const { manager } = await createOrg(t, 'Cached Co', ['manager']);
    const a = await signedIn(t, manager);
    expect(await t.countQueries(() => a.get('/api/auth/me'))).toBe(1);
    const again = await t.countQueries(async () => {
      const res = await a.get('/api/auth/me');
      expect(res.body.user).toMatchObject({ id: manager.id, role: 'manager' });
    });
    expect(again).toBe(0);
    const gql = await t.countQueries(async () => expect((await a.gql(ME)).data.me).toMatchObject({ id: manager.id, role: 'manager' }));
    expect(gql).toBe(0);
    // A query that needs more than the session holds (the organisation) still reads it.
    expect((await a.gql('{ me { id org { name } } }')).data.me.org.name).toBe('Cached Co');
  });

  it('ends at once on sign-out, for every tab of the browser', async () => {
    const { technician } = await createOrg(t, 'Sign-out Co', ['technician']);
    const a = await signedIn(t, technician);
    const tab = sameSession(a, t);
    expect((await tab.get('/api/auth/me')).status).toBe(200);
    expect((await a.post('/api/auth/logout')).status).toBe(200);
    expect((await tab.get('/api/auth/me')).status).toBe(401);
    expect((await tab.gql(ME)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows a new name, colour and role on the next request', async () => {
    const { admin, technician } = await createOrg(t, 'Changes Co', ['admin', 'technician']);
    const boss = await signedIn(t, admin);
    const tech = await signedIn(t, technician);
    expect((await tech.get('/api/auth/me')).body.user.role).toBe('technician');
    expect((await tech.put('/api/me/profile', { name: 'Renamed Tech' })).status).toBe(200);
    expect((await tech.get('/api/auth/me')).body.user.name).toBe('Renamed Tech');
    expect((await boss.request('PUT', `/api/members/${technician.id}`, { body: { color: '#ff0000' } })).status).toBe(200);
    expect((await tech.get('/api/auth/me')).body.user.color).toBe('#ff0000');
    expect((await boss.request('PUT', `/api/members/${technician.id}`, { body: { role: 'manager' } })).status).toBe(200);
    expect((await tech.get('/api/auth/me')).body.user.role).toBe('manager');
    expect((await tech.gql(ME)).data.me).toMatchObject({ name: 'Renamed Tech', role: 'manager' });
  });

  it("carries the organisation's time zone, and a new zone on the next request of every member", async () => {
    const { admin, technician } = await createOrg(t, 'Zone Co', ['admin', 'technician']);
    const boss = await signedIn(t, admin);
    const tech = await signedIn(t, technician);
    // The same instants are other local days in another zone.
    const days = async (who: Agent) => {
      const res = await who.get('/api/schedule/days?start=2026-06-01T00:00:00.000Z&end=2026-06-02T00:00:00.000Z');
      expect(res.status).toBe(200);
      return res.body.map((d: { day: string }) => d.day);
    };
    expect(await days(tech)).toEqual(['2026-06-01', '2026-06-02']);
    // The zone came with the session: the month view's statement is the only one (no jobs, so no reader).
    expect(await t.countQueries(() => days(tech))).toBe(1);
    expect((await boss.put('/api/me/org', { timeZone: 'Pacific/Honolulu' })).status).toBe(200);
    expect(await days(tech)).toEqual(['2026-05-31', '2026-06-01']);
    expect(await days(boss)).toEqual(['2026-05-31', '2026-06-01']);
    const gql = await tech.gql('{ scheduleDays(start: "2026-06-01T00:00:00.000Z", end: "2026-06-02T00:00:00.000Z") { day } }');
    expect(gql.data.scheduleDays.map((d: { day: string }) => d.day)).toEqual(['2026-05-31', '2026-06-01']);
  });

  it('ends at once when the member is removed', async () => {
    const { admin, technician } = await createOrg(t, 'Removal Co', ['admin', 'technician']);
    const boss = await signedIn(t, admin);
    const tech = await signedIn(t, technician);
    expect((await tech.get('/api/auth/me')).status).toBe(200);
    expect((await boss.request('DELETE', `/api/members/${technician.id}`)).status).toBe(200);
    expect((await tech.get('/api/auth/me')).status).toBe(401);
  });
});

/** The next event `channel` delivers on `events`, then this process's other listeners have heard it too. */
async function heard(events: EventBus, channel: 'sessions:revoked' | 'members:changed', act: () => Promise<unknown>) {
  const events$ = events.subscribe(channel)[Symbol.asyncIterator]();
  const next = events$.next();
  await act();
  await next;
  await events$.return?.();
  await new Promise((r) => setImmediate(r));
}

describe.skipIf(!process.env.REDIS_URL)('a session read a moment ago, on two processes through Redis', () => {
  let a: TestApp;
  let onB: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL: process.env.REDIS_URL!, SESSION_CACHE_SECONDS: '600' });
    b = await buildApp(a.config, a.database);
    await b.ready();
    onB = { ...a, app: b };
  });
  afterAll(async () => {
    await b.stop();
    await a.close();
  });

  it('signing out through one server ends the session on the other', async () => {
    const { manager } = await createOrg(a, 'Two servers out', ['manager']);
    const viaA = await signedIn(a, manager);
    expect((await viaA.get('/api/auth/me')).status).toBe(200);
    const viaB = sameSession(viaA, onB);
    await heard(a.app.services.events, 'sessions:revoked', () => viaB.post('/api/auth/logout'));
    expect((await viaA.get('/api/auth/me')).status).toBe(401);
  });

  it('a password changed through one server ends the other sessions on the other', async () => {
    const { admin } = await createOrg(a, 'Two servers password', ['admin']);
    const laptop = await signedIn(a, admin);
    expect((await laptop.get('/api/auth/me')).status).toBe(200);
    const phone = await signedIn(onB, admin);
    await heard(a.app.services.events, 'sessions:revoked', () =>
      phone.post('/api/me/change-password', { currentPassword: PASSWORD, newPassword: 'a much longer new passphrase 42' }),
    );
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
  });

  it('a role and a name changed through one server show on the other', async () => {
    const { admin, technician } = await createOrg(a, 'Two servers role', ['admin', 'technician']);
    const tech = await signedIn(a, technician);
    expect((await tech.get('/api/auth/me')).body.user.role).toBe('technician');
    const boss = await signedIn(onB, admin);
    await heard(a.app.services.events, 'sessions:revoked', () =>
      boss.request('PUT', `/api/members/${technician.id}`, { body: { role: 'manager' } }),
    );
    expect((await tech.get('/api/auth/me')).body.user.role).toBe('manager');
    await heard(a.app.services.events, 'members:changed', () => sameSession(tech, onB).put('/api/me/profile', { name: 'Named on B' }));
    expect((await tech.get('/api/auth/me')).body.user.name).toBe('Named on B');
  });

  it("a time zone changed through one server shows on the other's next request", async () => {
    const { admin, technician } = await createOrg(a, 'Two servers zone', ['admin', 'technician']);
    const tech = await signedIn(a, technician);
    const firstDay = async () =>
      (await tech.get('/api/schedule/days?start=2026-06-01T00:00:00.000Z&end=2026-06-02T00:00:00.000Z')).body[0].day;
    expect(await firstDay()).toBe('2026-06-01');
    const boss = await signedIn(onB, admin);
    await heard(a.app.services.events, 'members:changed', () => boss.put('/api/me/org', { timeZone: 'Pacific/Honolulu' }));
    expect(await firstDay()).toBe('2026-05-31');
  });
});
