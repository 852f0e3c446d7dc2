import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Agent } from './agent.ts';
import { createOrg, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

// A deactivated staff member's live streams end at once (and a new role restarts them); the team's changes
// reach every staff member live; a business user's socket never reaches the Admin Console.

let t: TestApp;
let url: string;
let admin: Agent;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
  const boss = await createStaff(t, uniqueEmail('live-boss@support.test'), 'support_admin');
  admin = await staffAgent(boss.email);
});
afterAll(() => t.close());

const CHANGES = 'subscription { supportStaffChanged { kind staffId staff { name active } } }';

async function staffAgent(email: string): Promise<Agent> {
  const agent = new Agent(t);
  expect((await agent.post('/support/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  return agent;
}

/** A graphql-ws socket signed in with the support portal's cookie (as the browser opens it) or a bearer token. */
function socket(auth: { agent: Agent } | { token: string }, query: string, { lazy = true } = {}) {
  const cookie = 'agent' in auth ? [...auth.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, cookie ? { headers: { cookie } } : {});
    }
  }
  const received: unknown[] = [];
  const waiting: (() => void)[] = [];
  let read = 0;
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    lazy,
    connectionParams: 'token' in auth ? { authorization: `Bearer ${auth.token}` } : undefined,
  });
  const ended = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
  let settle: (outcome: { data?: unknown; errors?: { extensions?: { code?: string } }[] }) => void = () => {};
  /** The first answer of a query, or the refusal of a subscription. */
  const answer = new Promise<{ data?: unknown; errors?: { extensions?: { code?: string } }[] }>((r) => {
    settle = r;
  });
  client.subscribe(
    { query },
    {
      next: (v) => {
        settle(v as never);
        received.push(v.data);
        for (const w of waiting.splice(0)) w();
      },
      error: (e) => settle({ errors: Array.isArray(e) ? e : [e as never] }),
      complete: () => {},
    },
  );
  return {
    received,
    ended,
    answer,
    next: () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event; received ${JSON.stringify(received)}`)), 5000);
        const take = () => {
          if (read >= received.length) return void waiting.push(take);
          clearTimeout(timer);
          resolve(received[read++]);
        };
        take();
      }),
    dispose: () => client.dispose() as Promise<void>,
  };
}

async function listeningStaff(staffId: string, n: number) {
  while (t.app.services.live.staffStreamsOf(staffId) !== n) await new Promise((r) => setTimeout(r, 10));
}

describe('staff live streams end with the account', () => {
  it('deactivation closes the member’s socket at once (4401); the other staff hear the change', async () => {
    const leaver = await createStaff(t, uniqueEmail('live-leaver@support.test'));
    const colleague = await createStaff(t, uniqueEmail('live-colleague@support.test'));
    const leaverSocket = socket({ agent: await staffAgent(leaver.email) }, CHANGES);
    const colleagueSocket = socket({ agent: await staffAgent(colleague.email) }, CHANGES);
    await listeningStaff(leaver.id, 1);
    await listeningStaff(colleague.id, 1);

    expect((await admin.post(`/api/support-admin/staff/${leaver.id}/deactivate`)).status).toBe(200);
    expect(await leaverSocket.ended).toBe(4401);
    expect(await colleagueSocket.next()).toEqual({
      supportStaffChanged: { kind: 'DEACTIVATED', staffId: leaver.id, staff: { name: leaver.name, active: false } },
    });
    expect(leaverSocket.received).toEqual([]);
    await Promise.all([leaverSocket.dispose(), colleagueSocket.dispose()]);
  });

  it('an idle socket of a deactivated member closes too: the revocation reaches it without any event', async () => {
    const member = await createStaff(t, uniqueEmail('live-idle@support.test'));
    // Not lazy: the socket stays open after its one query, with no stream that could hear the team change.
    const idle = socket({ agent: await staffAgent(member.email) }, '{ supportViewer { id } }', { lazy: false });
    expect((await idle.answer).data).toEqual({ supportViewer: { id: member.id } });
    expect((await admin.post(`/api/support-admin/staff/${member.id}/deactivate`)).status).toBe(200);
    expect(await idle.ended).toBe(4401);
    await idle.dispose();
  });

  it('a role change closes the member’s socket with 4403 (subscribe again under the new role)', async () => {
    const member = await createStaff(t, uniqueEmail('live-promoted@support.test'));
    const promoted = socket({ agent: await staffAgent(member.email) }, CHANGES);
    await listeningStaff(member.id, 1);
    expect((await admin.request('PATCH', `/api/support-admin/staff/${member.id}`, { body: { role: 'support_admin' } })).status).toBe(200);
    expect(await promoted.ended).toBe(4403);
    await promoted.dispose();
  });
});

describe('a business user over WebSocket', () => {
  it('cannot subscribe to the team or read the Admin Console', async () => {
    const org = await createOrg(t, 'Live Biz', ['admin']);
    const res = await new Agent(t).post('/api/auth/login', { email: org.admin.email, password: PASSWORD }, { 'auth-mode': 'token' });
    const token = res.body.accessToken as string;
    for (const query of [
      CHANGES,
      '{ supportStaff { id } }',
      '{ supportAuditLog { totalCount } }',
      'mutation { inviteSupportStaff(email: "x@y.test") { __typename } }',
    ]) {
      const client = socket({ token }, query);
      const { data, errors } = await client.answer;
      expect(errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
      expect(data ?? null, query).toBeNull();
      await client.dispose();
    }
    // A staff member's socket gets the same query answered.
    const own = socket({ agent: admin }, '{ supportStaff { id } }');
    expect(((await own.answer).data as { supportStaff: unknown[] }).supportStaff.length).toBeGreaterThan(0);
    await own.dispose();
    expect(await t.database.db.supportInvite.count({ where: { email: 'x@y.test' } })).toBe(0);
  });
});
