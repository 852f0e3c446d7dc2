import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { type LiveClient, listening, sseClient, wsClient } from './live-clients.ts';

// Live streams must not outlive their rights. A manager's WebSocket and server-sent-events streams kept
// delivering job titles and organisation details after sign-out, a password change, demotion to technician and
// removal from the organisation. Now each delivery re-checks the session, and each revocation closes the streams.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const CHANGES = 'subscription { scheduleChanged { kind job { title } } }';
const ORG = 'subscription { organizationUpdated { name } }';

async function tokenFor(email: string): Promise<string> {
  const res = await new Agent(t).post('/api/auth/login', { email, password: PASSWORD }, { 'auth-mode': 'token' });
  expect(res.status).toBe(200);
  return res.body.accessToken;
}

/** A team whose manager watches the schedule and the organisation over a socket and over SSE, on one session. */
async function watchedTeam(name: string) {
  const team = await createOrg(t, name, ['admin', 'manager', 'technician']);
  const admin = new Agent(t);
  await admin.login(team.admin.email, PASSWORD);
  const token = await tokenFor(team.manager.email);
  const streams: LiveClient[] = [wsClient(url, token, CHANGES), await sseClient(url, token, CHANGES), wsClient(url, token, ORG)];
  await listening(t, team.manager.id, 3);
  // The streams work: a new job's title and the organisation's new name reach the manager.
  expect((await admin.post('/api/jobs', { title: 'Before' })).status).toBe(201);
  expect((await admin.put('/api/me/org', { name: `${name} renamed` })).status).toBe(200);
  expect(await streams[0].next()).toMatchObject({ scheduleChanged: { job: { title: 'Before' } } });
  expect(await streams[1].next()).toMatchObject({ scheduleChanged: { job: { title: 'Before' } } });
  expect(await streams[2].next()).toEqual({ organizationUpdated: { name: `${name} renamed` } });
  return { team, admin, token, streams };
}

/** After the attack: every stream has ended as expected and heard nothing more, whatever happens next. */
async function expectClosed(w: Awaited<ReturnType<typeof watchedTeam>>, code: 4401 | 4403) {
  expect(await Promise.all(w.streams.map((s) => s.ended))).toEqual([code, 'ended', code]);
  await w.admin.post('/api/jobs', { title: 'After' });
  await w.admin.put('/api/me/org', { name: 'After' });
  expect(w.streams.map((s) => s.received.length)).toEqual([1, 1, 1]);
  await Promise.all(w.streams.map((s) => s.dispose()));
}

describe('a live stream ends with the rights it was opened with', () => {
  it('sign-out closes the session’s socket (4401) and ends its event stream', async () => {
    const w = await watchedTeam('Signed out');
    expect((await new Agent(t).post('/api/auth/logout', {}, { authorization: `Bearer ${w.token}` })).status).toBe(200);
    await expectClosed(w, 4401);
  });

  it('a password change made elsewhere closes the other sessions’ streams', async () => {
    const w = await watchedTeam('New password');
    const elsewhere = new Agent(t);
    await elsewhere.login(w.team.manager.email, PASSWORD);
    const changed = await elsewhere.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'another-horse-42' });
    expect(changed.status).toBe(200);
    await expectClosed(w, 4401);
    expect((await elsewhere.get('/api/auth/me')).status).toBe(200); // the session that changed it stays signed in
  });

  it('demotion to technician closes the streams with 4403; subscribing again shows only the technician’s jobs', async () => {
    const w = await watchedTeam('Demoted');
    expect((await w.admin.put(`/api/members/${w.team.manager.id}`, { role: 'technician' })).status).toBe(200);
    await expectClosed(w, 4403);

    // Still signed in, now a technician: a colleague's job is not delivered, their own is.
    await listening(t, w.team.manager.id, 0);
    const again = wsClient(url, w.token, CHANGES);
    await listening(t, w.team.manager.id, 1);
    await w.admin.post('/api/jobs', { title: 'Not theirs', assignedTechIds: [w.team.technician.id] });
    await w.admin.post('/api/jobs', { title: 'Theirs', assignedTechIds: [w.team.manager.id] });
    expect(await again.next()).toMatchObject({ scheduleChanged: { job: { title: 'Theirs' } } });
    expect(again.received).toHaveLength(1);
    await again.dispose();
  });

  it('removal from the organisation closes the streams (4401)', async () => {
    const w = await watchedTeam('Removed');
    const removed = await w.admin.request('DELETE', `/api/members/${w.team.manager.id}`);
    expect(removed.status).toBe(200);
    await expectClosed(w, 4401);
  });

  it('a session ended without the revocation being heard (a lost message) still delivers nothing more', async () => {
    const w = await watchedTeam('Lost message');
    // Revoked in the database only: no process was told. The next delivery re-reads the session and stops there.
    await t.database.db.session.updateMany({ where: { userId: w.team.manager.id }, data: { revokedAt: new Date() } });
    await w.admin.post('/api/jobs', { title: 'After' });
    await w.admin.put('/api/me/org', { name: 'After' });
    expect(await Promise.all(w.streams.map((s) => s.ended))).toEqual([4401, 'ended', 4401]);
    expect(w.streams.map((s) => s.received.length)).toEqual([1, 1, 1]);
    await Promise.all(w.streams.map((s) => s.dispose()));
  });

  it('a role changed in the database only is caught at the next delivery too (4403)', async () => {
    const w = await watchedTeam('Quiet demotion');
    await t.database.db.user.update({ where: { id: w.team.manager.id }, data: { role: 'technician' } });
    await w.admin.post('/api/jobs', { title: 'After' });
    await w.admin.put('/api/me/org', { name: 'After' });
    expect(await Promise.all(w.streams.map((s) => s.ended))).toEqual([4403, 'ended', 4403]);
    expect(w.streams.map((s) => s.received.length)).toEqual([1, 1, 1]);
    await Promise.all(w.streams.map((s) => s.dispose()));
  });

  it('signing in again in the same browser ends the streams of the session it replaces', async () => {
    const team = await createOrg(t, 'Shared computer', ['admin', 'manager']);
    const browser = new Agent(t);
    await browser.login(team.manager.email, PASSWORD);
    const stream = await sseClient(url, { cookie: `spanner_session=${browser.cookies.get('spanner_session')}` }, CHANGES);
    await listening(t, team.manager.id, 1);
    await browser.login(team.admin.email, PASSWORD); // the next person signs in: the manager's session is rotated out
    expect(await stream.ended).toBe('ended');
    await browser.post('/api/jobs', { title: 'Not for the previous user' });
    expect(stream.received).toEqual([]);
    await stream.dispose();
  });

  it('a replayed refresh token ends the streams of its whole token family', async () => {
    const team = await createOrg(t, 'Replayed', ['manager']);
    const login = await new Agent(t).post('/api/auth/login', { email: team.manager.email, password: PASSWORD }, { 'auth-mode': 'token' });
    const stream = wsClient(url, login.body.accessToken, CHANGES);
    await listening(t, team.manager.id, 1);
    const refresh = (refreshToken: string) => new Agent(t).post('/api/auth/refresh', { refreshToken });
    const next = await refresh(login.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await refresh(next.body.refreshToken)).status).toBe(200); // the app moves on with its new pair
    // Presented again after its successor was used, the old token was stolen and replayed: the family ends.
    expect((await refresh(login.body.refreshToken)).status).toBe(401);
    expect(await stream.ended).toBe(4401);
    await stream.dispose();
  });

  it('a colour change leaves the member’s streams open', async () => {
    const w = await watchedTeam('Recoloured');
    expect((await w.admin.put(`/api/members/${w.team.manager.id}`, { color: '#ff0000' })).status).toBe(200);
    await w.admin.post('/api/jobs', { title: 'Still live' });
    expect(await w.streams[0].next()).toMatchObject({ scheduleChanged: { job: { title: 'Still live' } } });
    expect(await w.streams[1].next()).toMatchObject({ scheduleChanged: { job: { title: 'Still live' } } });
    await Promise.all(w.streams.map((s) => s.dispose()));
  });
});

describe('the cost of the check', () => {
  it('is one statement per event for all the subscribers of a process, however many', async () => {
    const team = await createOrg(t, 'Many watchers', ['admin', 'manager']);
    const admin = new Agent(t);
    await admin.login(team.admin.email, PASSWORD);
    const statementsFor = async (subscribers: number, title: string) => {
      // One sign-in after another: parallel sign-ins to one account are counted as guesses (auth-throttling).
      const tokens: string[] = [];
      for (let i = 0; i < subscribers; i++) tokens.push(await tokenFor(team.manager.email));
      const streams = tokens.map((token) => wsClient(url, token, CHANGES));
      await listening(t, team.manager.id, subscribers);
      const count = await t.countQueries(async () => {
        await admin.post('/api/jobs', { title });
        for (const s of streams) expect(await s.next()).toMatchObject({ scheduleChanged: { job: { title } } });
      });
      await Promise.all(streams.map((s) => s.dispose()));
      await listening(t, team.manager.id, 0);
      return count;
    };
    expect(await statementsFor(8, 'Eight watch')).toBe(await statementsFor(1, 'One watches'));
  });
});
