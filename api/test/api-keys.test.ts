import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { crc32, isWellFormedApiKey } from '../src/auth/api-key-token.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, wsClient } from './live-clients.ts';

// API keys: an admin makes one in Settings → Integrations and an integrator calls GraphQL, graphql-ws and REST with
// `Authorization: Bearer spk_…`, as a member of the key's role in the key's organisation and nowhere else.

let t: TestApp;
let url: string;
beforeAll(async () => {
  // The session cache on, as in production: a revoked key must fail at once even when it was read a moment ago.
  t = await startTestApp({ SESSION_CACHE_SECONDS: '60', API_KEY_REQUESTS_PER_MINUTE: '1000' });
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

type Role = 'read_only' | 'technician' | 'manager';

/** An organisation with a customer, whose admin makes a key of `role` over REST. */
async function keyed(name: string, role: Role, expiresAt?: string) {
  const team = await createOrg(t, name, ['admin', 'manager', 'technician']);
  const admin = new Agent(t);
  await admin.login(team.admin.email, PASSWORD);
  const customer = await admin.post('/api/customers', { name: `${name} customer`, phone: '0400 000 000' });
  expect(customer.status).toBe(201);
  const member = role === 'technician' ? team.technician.id : role === 'manager' ? team.manager.id : undefined;
  const made = await admin.post('/api/integrations/api-keys', { name: `${name} sync`, role, member_id: member, expires_at: expiresAt });
  expect(made.status).toBe(201);
  const key = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
  return {
    team,
    admin,
    customerId: customer.body.customer.id as string,
    secret: made.body.secret as string,
    id: made.body.id as string,
    key,
  };
}

describe('making and listing keys', () => {
  it('shows the secret once, in the spk_ format with a checksum, and lists the key by its prefix only', async () => {
    const { admin, secret, id } = await keyed('Format', 'manager');
    expect(secret).toMatch(/^spk_[0-9A-Za-z]{49}$/);
    expect(isWellFormedApiKey(secret)).toBe(true);
    const list = await admin.get('/api/integrations/api-keys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id,
        name: 'Format sync',
        role: 'manager',
        prefix: secret.slice(0, 10),
        member: { id: expect.any(String), name: 'manager Format' },
        created_at: expect.any(String),
        expires_at: null,
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(10));
    const stored = await t.database.db.apiKey.findUniqueOrThrow({ where: { id } });
    expect(stored.tokenHash).not.toContain(secret.slice(4));
  });

  it('is an admin’s: a manager is refused, and a key never manages keys', async () => {
    const { team, key } = await keyed('Admins only', 'manager');
    const manager = new Agent(t);
    await manager.login(team.manager.email, PASSWORD);
    expect((await manager.post('/api/integrations/api-keys', { name: 'Mine', role: 'manager' })).status).toBe(403);
    expect((await manager.gql('{ apiKeys { id } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await key.get('/api/integrations/api-keys')).status).toBe(403);
    const viaKey = await key.gql('mutation { createApiKey(input: { name: "x", role: manager }) { __typename } }');
    expect(viaKey.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses bad input with the field at fault', async () => {
    const { admin } = await keyed('Bad input', 'manager');
    const res = await admin.post('/api/integrations/api-keys', { name: '', role: 'owner', expires_at: '2001-01-01T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['expiresAt', 'name', 'role']);
  });

  it('works the same over GraphQL: create, list, revoke', async () => {
    const { admin, team } = await keyed('Over GraphQL', 'manager');
    const made = await admin.gql(
      `mutation { createApiKey(input: { name: "Website", role: technician, memberId: "${team.technician.id}" }) { ... on CreatedApiKey { secret key { id prefix role member { name } } } } }`,
    );
    const { secret, key } = made.data.createApiKey;
    expect(key.prefix).toBe(secret.slice(0, 10));
    expect(key.role).toBe('technician');
    expect(key.member).toEqual({ name: 'technician Over GraphQL' });
    expect((await admin.gql('{ apiKeys { name } }')).data.apiKeys.map((k: { name: string }) => k.name)).toEqual([
      'Website',
      'Over GraphQL sync',
    ]);
    expect((await admin.gql(`mutation { revokeApiKey(id: "${key.id}") { __typename } }`)).errors).toBeUndefined();
    expect((await new Agent(t).get('/api/customers', { authorization: `Bearer ${secret}` })).status).toBe(401);
  });
});

describe('calling with a key', () => {
  it('reads its own organisation over REST and GraphQL, never another’s', async () => {
    const mine = await keyed('Mine', 'manager');
    const theirs = await keyed('Theirs', 'manager');
    const list = await mine.key.get('/api/customers');
    expect(list.status).toBe(200);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Mine customer']);
    expect((await mine.key.get(`/api/customers/${theirs.customerId}`)).status).toBe(404);
    const gql = await mine.key.gql('{ customers { edges { node { name } } } }');
    expect(gql.data.customers.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Mine customer']);
    const foreign = await mine.key.gql(`{ customer(id: "${theirs.customerId}") { name } }`);
    expect(foreign.data?.customer ?? null).toBeNull();
  });

  it('records its last use, at most once a minute', async () => {
    const { key, id } = await keyed('Last use', 'manager');
    await key.get('/api/customers');
    const first = await t.database.db.apiKey.findUniqueOrThrow({ where: { id } });
    expect(first.lastUsedAt).not.toBeNull();
    await key.get('/api/customers');
    const second = await t.database.db.apiKey.findUniqueOrThrow({ where: { id } });
    expect(second.lastUsedAt).toEqual(first.lastUsedAt);
  });

  it('a read-only key reads as a manager and writes nothing, over REST and GraphQL', async () => {
    const { key, customerId } = await keyed('Read only', 'read_only');
    expect((await key.get(`/api/customers/${customerId}`)).status).toBe(200);
    const rest = await key.post('/api/customers', { name: 'Nope', phone: '0400 000 001' });
    expect(rest.status).toBe(403);
    expect(rest.body.error).toBe('This API key is read-only');
    const gql = await key.gql(
      'mutation { createCustomer(input: { name: "Nope", phone: "0400 000 001" }) { ... on AppError { message } } }',
    );
    expect(JSON.stringify(gql)).toContain('This API key is read-only');
    expect(await t.database.db.customer.count({ where: { name: 'Nope' } })).toBe(0);
  });

  it('acts as the member the admin chose, who must hold the key’s role', async () => {
    const { admin, team, key } = await keyed('Bound', 'technician');
    expect((await key.get('/api/auth/me')).body.user).toMatchObject({ id: team.technician.id, role: 'technician' });
    const other = await createOrg(t, 'Elsewhere', ['technician']);
    const make = (role: Role, member_id?: string) => admin.post('/api/integrations/api-keys', { name: 'Bound 2', role, member_id });
    const refusals = await Promise.all([
      make('technician'),
      make('technician', team.manager.id),
      make('manager', team.technician.id),
      make('technician', other.technician.id),
    ]);
    expect(refusals.map((r) => [r.status, r.body.fieldErrors?.memberId])).toEqual([
      [400, 'Choose the member the key acts as'],
      [400, 'The member must be a technician'],
      [400, 'The member must be a manager or an admin'],
      [400, 'Member not found'],
    ]);
    expect((await make('manager', team.admin.id)).status).toBe(201);
  });

  it('stops at once (401) when its member is moved to another role or removed', async () => {
    const { admin, team, key } = await keyed('Demoted', 'manager');
    expect((await key.get('/api/customers')).status).toBe(200);
    const demoted = await admin.put(`/api/members/${team.manager.id}`, { role: 'technician' });
    expect(demoted.status).toBe(200);
    expect((await key.get('/api/customers')).status).toBe(401);
    const tech = await keyed('Removed', 'technician');
    expect((await tech.key.get('/api/customers')).status).toBe(200);
    expect((await tech.admin.request('DELETE', `/api/members/${tech.team.technician.id}`)).status).toBe(200);
    expect((await tech.key.get('/api/customers')).status).toBe(401);
    const listed = await tech.admin.get('/api/integrations/api-keys');
    expect(listed.body.map((k: { member: unknown }) => k.member)).toEqual([null]);
  });

  it('a technician-like key has a technician’s rights: no quotes', async () => {
    const { key } = await keyed('Tech key', 'technician');
    expect((await key.get('/api/customers')).status).toBe(200);
    expect((await key.get('/api/quotes')).status).toBe(403);
  });

  it('attributes every write to the key in the audit log', async () => {
    const { key, team } = await keyed('Audited', 'manager');
    const made = await key.post('/api/customers', { name: 'From Xero', phone: '0400 000 002' });
    expect(made.status).toBe(201);
    await key.gql('mutation { createItemPreset(input: { name: "Call-out", unitAmountCents: 9900 }) { __typename } }');
    const entries = await t.database.db.auditLog.findMany({ where: { orgId: team.org.id }, orderBy: { createdAt: 'asc' } });
    expect(entries.map((e) => [e.actorType, e.action, (e.data as { by: string }).by])).toEqual([
      ['api_key', 'POST /api/customers', "API key 'Audited sync'"],
      ['api_key', 'mutation createItemPreset', "API key 'Audited sync'"],
    ]);
  });

  it('refuses a mistyped, an unknown and an expired key (401)', async () => {
    const { secret } = await keyed('Refused', 'manager', new Date(Date.now() + 60_000).toISOString());
    const typo = `${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`;
    expect(isWellFormedApiKey(typo)).toBe(false);
    const call = (s: string) => new Agent(t).get('/api/customers', { authorization: `Bearer ${s}` });
    expect((await call(typo)).status).toBe(401);
    const random = `spk_${'A'.repeat(43)}`;
    const unknown = `${random}${crc32('A'.repeat(43)).toString(36).padStart(6, '0').slice(0, 6)}`;
    expect((await call(unknown)).status).toBe(401);
    await t.database.db.apiKey.updateMany({ where: { name: 'Refused sync' }, data: { expiresAt: new Date(Date.now() - 1000) } });
    t.app.services.sessions.forget({
      userId: (await t.database.db.apiKey.findFirstOrThrow({ where: { name: 'Refused sync' } })).createdById,
    });
    expect((await call(secret)).status).toBe(401);
  });

  it('needs no CSRF header (no cookie), and another site’s page still cannot use it', async () => {
    const { secret } = await keyed('No CSRF', 'manager');
    const script = await t.app.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      payload: { name: 'Scripted', phone: '0400 000 003' },
    });
    expect(script.statusCode).toBe(201);
    const page = await t.app.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { name: 'Forged', phone: '0400 000 004' },
    });
    expect(page.statusCode).toBe(403);
  });
});

describe('revoking a key', () => {
  it('fails at once, though it was read a moment ago, and ends its live subscriptions', async () => {
    const { admin, key, secret, id, team } = await keyed('Leaked', 'manager');
    expect((await key.get('/api/customers')).status).toBe(200);
    const stream = wsClient(url, secret, 'subscription { organizationUpdated { name } }');
    await listening(t, team.manager.id, 1);
    expect((await admin.put('/api/me/org', { name: 'Leaked renamed' })).status).toBe(200);
    expect(await stream.next()).toEqual({ organizationUpdated: { name: 'Leaked renamed' } });
    expect((await admin.request('DELETE', `/api/integrations/api-keys/${id}`)).status).toBe(200);
    expect((await key.get('/api/customers')).status).toBe(401);
    expect((await key.gql('{ customers { edges { node { name } } } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stream.ended).toBe(4401);
    expect((await admin.get('/api/integrations/api-keys')).body).toEqual([]);
    expect((await admin.request('DELETE', `/api/integrations/api-keys/${id}`)).status).toBe(404);
    await stream.dispose();
  });
});

describe('rate limit per key', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('answers RateLimit headers, then 429 with Retry-After; another key is not affected', async () => {
    const team = await createOrg(limited, 'Limited', ['admin']);
    const admin = new Agent(limited);
    await admin.login(team.admin.email, PASSWORD);
    const secrets = await Promise.all(
      ['one', 'two'].map(
        async (name) => (await admin.post('/api/integrations/api-keys', { name, role: 'manager', member_id: team.admin.id })).body.secret,
      ),
    );
    const call = (s: string) => new Agent(limited).get('/api/customers', { authorization: `Bearer ${s}` });
    const first = await call(secrets[0]);
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '1', 'ratelimit-policy': '2;w=60' });
    expect((await call(secrets[0])).headers['ratelimit-remaining']).toBe('0');
    const over = await call(secrets[0]);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    const gql = await new Agent(limited).gql('{ apiKeys { id } }', {}, { authorization: `Bearer ${secrets[0]}` });
    expect(JSON.stringify(gql)).toContain('requests a minute');
    expect((await call(secrets[1])).status).toBe(200);
  });

  it('is per key across processes: two servers on one database share the allowance', async () => {
    const other = await buildApp(limited.config, limited.database);
    await other.ready();
    try {
      const team = await createOrg(limited, 'Limited twice', ['admin']);
      const admin = new Agent(limited);
      await admin.login(team.admin.email, PASSWORD);
      const made = await admin.post('/api/integrations/api-keys', { name: 'Shared', role: 'manager', member_id: team.admin.id });
      const headers = { authorization: `Bearer ${made.body.secret}` };
      const viaA = () => new Agent(limited).get('/api/customers', headers);
      const viaB = () => new Agent({ ...limited, app: other }).get('/api/customers', headers);
      expect((await viaA()).headers['ratelimit-remaining']).toBe('1');
      const second = await viaB();
      expect(second.status).toBe(200);
      expect(second.headers['ratelimit-remaining']).toBe('0');
      const third = await viaA();
      expect(third.status).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await viaB()).status).toBe(429);
    } finally {
      await other.stop();
    }
  });

  it('counts graphql-ws subscribe messages: one uses up what is left, the next is refused', async () => {
    const url = await limited.app.start(0, '127.0.0.1');
    const team = await createOrg(limited, 'Limited live', ['admin']);
    const admin = new Agent(limited);
    await admin.login(team.admin.email, PASSWORD);
    const { secret } = (await admin.post('/api/integrations/api-keys', { name: 'Live', role: 'manager', member_id: team.admin.id })).body;
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${secret}` },
    });
    const query = 'subscription { organizationUpdated { name } }';
    try {
      client.subscribe({ query }, { next: () => {}, error: () => {}, complete: () => {} });
      await listening(limited, team.admin.id, 1);
      const request = await new Agent(limited).get('/api/customers', { authorization: `Bearer ${secret}` });
      expect(request.status).toBe(200);
      expect(request.headers['ratelimit-remaining']).toBe('0');
      const refused = await new Promise<{ message: string; extensions?: { code?: string } }[]>((resolve) =>
        client.subscribe({ query }, { next: () => {}, error: (e) => resolve(e as never), complete: () => {} }),
      );
      expect(refused[0].message).toContain('requests a minute');
      expect(refused[0].extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await client.dispose();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('revocation across processes', () => {
  it('a key revoked on one server fails at once on another that read it a moment ago', async () => {
    const a = await startTestApp({ REDIS_URL: process.env.REDIS_URL!, SESSION_CACHE_SECONDS: '60' });
    const b = await buildApp(a.config, a.database);
    await b.ready();
    try {
      const team = await createOrg(a, 'Two servers', ['admin']);
      const admin = new Agent(a);
      await admin.login(team.admin.email, PASSWORD);
      const made = await admin.post('/api/integrations/api-keys', { name: 'Shared', role: 'manager', member_id: team.admin.id });
      const viaB = new Agent({ ...a, app: b }, { headers: { authorization: `Bearer ${made.body.secret}` } });
      expect((await viaB.get('/api/customers')).status).toBe(200);
      // The second server hears the revocation on the bus (as its cache and live streams do), then refuses the key.
      const heard = b.services.events.subscribe('sessions:revoked');
      const revocation = heard.next();
      expect((await admin.request('DELETE', `/api/integrations/api-keys/${made.body.id}`)).status).toBe(200);
      expect((await revocation).value).toMatchObject({ sessionIds: [made.body.id] });
      await heard.return?.();
      expect((await viaB.get('/api/customers')).status).toBe(401);
    } finally {
      await b.stop();
      await a.close();
    }
  });
});
