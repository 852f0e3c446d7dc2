import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { GraphQLArgument, GraphQLEnumType, GraphQLInputObjectType, GraphQLInputType, GraphQLNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserViewer } from '../src/auth/viewer.ts';
import { ORGANISATION_OWNED, READ_ONLY_REFUSAL, tenantDb } from '../src/db/scoped.ts';
import { sendOrganisationEmail } from '../src/domain/messaging/send-email.ts';
import { sendOrganisationSms } from '../src/domain/messaging/send-sms.ts';
import { type Ability, can, refusalOf } from '../src/domain/policy.ts';
import { AppError, errorStatus } from '../src/errors.ts';
import { schema } from '../src/graphql/schema.ts';
import { restRoutes } from '../src/rest/routes.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, wsClient } from './live-clients.ts';
import { type FakeSmtp, type FakeTwilio, startFakeSmtp, startFakeTwilio, TWILIO, UNREACHABLE } from './messaging-fakes.ts';

// An API key holds only what its person may: a read-only key holds no write ability on any transport — refused
// before anything runs, whatever SQL the call would have run — and no key holds more than its member holds now.

let t: TestApp;
let url: string;
beforeAll(async () => {
  // The session cache on, as in production: a change of rights must reach a key read a moment ago.
  t = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: '100000', SESSION_CACHE_SECONDS: '60' });
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

type Role = 'read_only' | 'technician' | 'manager';

/**
 * An organisation (a second admin, a manager, a technician) with a customer, whose first admin makes a key of `role`
 * (a technician key acting as the technician, a manager key as the admin).
 */
async function keyed(name: string, role: Role = 'read_only') {
  const team = await createOrg(t, name, ['admin', 'manager', 'technician', 'admin']);
  const admin = new Agent(t);
  await admin.login(team.admin.email, PASSWORD);
  const customer = await admin.post('/api/customers', { name: `${name} customer`, phone: '0400 000 000' });
  expect(customer.status).toBe(201);
  const member = role === 'technician' ? team.technician.id : role === 'manager' ? team.admin.id : undefined;
  const made = await admin.post('/api/integrations/api-keys', { name: `${name} key`, role, member_id: member });
  expect(made.status).toBe(201);
  const key = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
  // The first admin; `team.admin` (the key's maker) is the last one made.
  const other = new Agent(t);
  await other.login(team.users[0].email, PASSWORD);
  return { team, admin, other, key, secret: made.body.secret as string, customerId: customer.body.customer.id };
}

/** Every organisation-owned table's rows of one organisation (a digest each), and every table's row count. */
async function snapshot(orgId: string) {
  const db = t.database.db;
  const digest: Record<string, string> = {};
  for (const model of [...ORGANISATION_OWNED].sort()) {
    const [row] = await db.$queryRawUnsafe<{ d: string }[]>(
      `SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS d FROM "${model}" x WHERE x."orgId" = $1`,
      orgId,
    );
    digest[model] = row.d;
  }
  const [org] = await db.$queryRawUnsafe<{ d: string }[]>(`SELECT md5(x::text) AS d FROM "Organization" x WHERE x.id = $1`, orgId);
  digest.Organization = org.d;
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  // A request's own bookkeeping (per-key and per-address rate limits) is not a record of anyone's.
  for (const { name } of tables.filter((x) => !['RateLimitBucket', '_prisma_migrations'].includes(x.name))) {
    const [row] = await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${name}"`);
    counts[name] = row.n;
  }
  return { digest, counts };
}

/** A read-only key as the policy sees it. */
const READ_ONLY_KEY = { user: { role: 'manager', apiKey: { role: 'read_only' } } as UserViewer, staff: null };

/**
 * How the policy refuses a read-only key a write that asks `ability` (or none): as anyone without the ability is
 * refused (a support call 401, the owner's 404, another member's right 403), else as a read-only key (403).
 */
const refusalFor = (ability: Ability | undefined) =>
  ability && !can(READ_ONLY_KEY, ability) ? refusalOf(READ_ONLY_KEY, [ability]) : new AppError('FORBIDDEN', READ_ONLY_REFUSAL);

// The schema's types come from the server's copy of graphql, so they are read by shape, not with graphql's `is…`.
type Wrapping = { ofType: GraphQLInputType };
const isNonNullType = (x: unknown): x is Wrapping => String(x).endsWith('!');
const isListType = (x: unknown): x is Wrapping => String(x).startsWith('[');
const isEnumType = (x: unknown): x is GraphQLEnumType => typeof x === 'object' && !!x && 'getValues' in x;
const isInputObjectType = (x: unknown): x is GraphQLInputObjectType => typeof x === 'object' && !!x && 'getFields' in x;
const isLeafType = (x: unknown) => typeof x === 'object' && !!x && 'serialize' in x;
const getNamedType = (x: unknown): GraphQLNamedType =>
  typeof x === 'object' && x && 'ofType' in x ? getNamedType(x.ofType) : (x as GraphQLNamedType);

/** A value GraphQL accepts for an argument's type: the least that passes validation (the refusal comes first). */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  const scalars: Record<string, string> = { Int: '1', Float: '1', Boolean: 'true', DateTime: '"2030-01-01T00:00:00.000Z"' };
  return scalars[type.name] ?? `"${randomUUID()}"`;
}

const required = (args: readonly GraphQLArgument[]) => args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
const isFile = (a: GraphQLArgument) => getNamedType(a.type).name === 'File';

/** A GraphQL multipart request: `operations`, `map` and one small file for each File variable. */
function multipart(query: string, fileVars: { name: string; list: boolean }[]) {
  const boundary = '----spanner-key-rights';
  const variables = Object.fromEntries(fileVars.map((v) => [v.name, v.list ? [null] : null]));
  const map = Object.fromEntries(fileVars.map((v, i) => [String(i), [`variables.${v.name}${v.list ? '.0' : ''}`]]));
  const part = (name: string, body: string, file?: boolean) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="rows.csv"\r\nContent-Type: text/csv' : ''}\r\n\r\n${body}\r\n`;
  const payload = [
    part('operations', JSON.stringify({ query, variables })),
    part('map', JSON.stringify(map)),
    ...fileVars.map((_, i) => part(String(i), 'Company Name,Contact Name\nRead-only Co,Sam\n', true)),
    `--${boundary}--\r\n`,
  ].join('');
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('a read-only key writes nothing, on any transport', () => {
  it('is refused every write route of the REST table and every GraphQL mutation, and the database is unchanged', async () => {
    const { team, key, secret } = await keyed('Walked');
    expect((await key.get('/api/customers')).status).toBe(200);
    const before = await snapshot(team.org.id);

    const rest: Record<string, string> = {};
    const restWanted: Record<string, string> = {};
    for (const { contract } of restRoutes.filter((r) => r.contract.method !== 'GET')) {
      const route = `${contract.method} ${contract.path}`;
      const url = contract.path.replace(/\{(\w+)\}/g, () => randomUUID());
      const res = await key.request(contract.method, url, {
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      rest[route] = `${res.status} ${res.body?.error}`;
      const refusal = refusalFor(typeof contract.access === 'object' ? contract.access.can : undefined);
      restWanted[route] = `${errorStatus[refusal.code]} ${refusal.message}`;
    }
    expect(rest).toEqual(restWanted);
    // The read-only refusal, in words, where the route itself would have let a manager in.
    expect((await key.post('/api/customers/import-csv')).body).toEqual({ error: READ_ONLY_REFUSAL });

    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    expect(mutations.length).toBeGreaterThan(50);
    const graphql: Record<string, string> = {};
    const graphqlWanted: Record<string, string> = {};
    for (const field of mutations) {
      const args = required(field.args);
      const files = args.filter(isFile).map((a) => ({ name: a.name, list: isListType(isNonNullType(a.type) ? a.type.ofType : a.type) }));
      const header = files.length
        ? `(${files.map((f) => `$${f.name}: ${String(args.find((a) => a.name === f.name)?.type)}`).join(', ')})`
        : '';
      const argText = args.map((a) => `${a.name}: ${isFile(a) ? `$${a.name}` : literal(a.type)}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const query = `mutation${header} { ${field.name}${argText ? `(${argText})` : ''}${selection} }`;
      const body = files.length ? multipart(query, files) : { payload: JSON.stringify({ query }), contentType: 'application/json' };
      const res = await t.app.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: t.clientAddress,
        headers: { authorization: `Bearer ${secret}`, 'content-type': body.contentType },
        payload: body.payload,
      });
      const answer = res.json() as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
      const code = answer.errors?.[0]?.extensions?.code;
      graphql[field.name] = `${answer.data?.[field.name] ?? null} ${code}`;
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: { can?: Ability } } }).pothosOptions?.authScopes;
      graphqlWanted[field.name] = `null ${refusalFor(scopes?.can).code}`;
    }
    expect(graphql).toEqual(graphqlWanted);

    expect(await snapshot(team.org.id)).toEqual(before);
  });

  it('cannot send offline changes through sync', async () => {
    const { key, admin } = await keyed('Synced');
    const job = await admin.post('/api/jobs', { title: 'Synced job' });
    expect(job.status).toBe(201);
    const jobId = job.body.job?.id ?? job.body.id;
    const sync = await key.post('/api/sync', {
      changes: [{ key: randomUUID(), method: 'POST', path: `/api/jobs/${jobId}/notes`, body: { text: 'From a read-only key' } }],
    });
    expect([sync.status, sync.body.error]).toEqual([403, READ_ONLY_REFUSAL]);
    expect(await t.database.db.jobNote.count({ where: { jobId } })).toBe(0);
  });
});

/** What a key sees now over every transport: REST, GraphQL, MCP, and the role /api/me and /api/auth/me give it. */
async function rightsOf(key: Agent, secret: string, jobTitle: string) {
  const mcp = new Client({ name: 'key-rights', version: '1.0.0' });
  await mcp.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers: { authorization: `Bearer ${secret}` } } }),
  );
  const jobs = await mcp.callTool({ name: 'find_jobs', arguments: { search: jobTitle } });
  await mcp.close();
  const gql = await key.gql('{ invoices { totalCount } }');
  return {
    restInvoices: (await key.get('/api/invoices')).status,
    graphqlInvoices: gql.errors?.[0]?.extensions?.code ?? 'ok',
    mcpSeesOthersJob: (jobs.content as { text: string }[])[0].text.includes(jobTitle),
    me: (await key.get('/api/me')).body.user?.role,
    authMe: (await key.get('/api/auth/me')).body.user?.role,
  };
}

describe('a key never holds more than its member holds now', () => {
  it('a read-only key of an admin demoted to technician reads as a technician at once, on every transport and live stream', async () => {
    const { team, other, key, secret } = await keyed('Demoted maker');
    const job = await other.post('/api/jobs', { title: 'Demoted maker unassigned job' });
    expect(job.status).toBe(201);
    const manager = { restInvoices: 200, graphqlInvoices: 'ok', mcpSeesOthersJob: true, me: 'manager', authMe: 'manager' };
    expect(await rightsOf(key, secret, 'Demoted maker unassigned job')).toEqual(manager);
    const stream = wsClient(url, secret, 'subscription { organizationUpdated { name } }');
    await listening(t, team.admin.id, 1);
    expect((await other.put(`/api/members/${team.admin.id}`, { role: 'technician' })).status).toBe(200);

    // The stream it held under the maker's old rights ends (the client may reconnect, under the new ones).
    expect(await stream.ended).toBe(4403);
    await stream.dispose();
    expect(await rightsOf(key, secret, 'Demoted maker unassigned job')).toEqual({
      restInvoices: 403,
      graphqlInvoices: 'FORBIDDEN',
      mcpSeesOthersJob: false,
      me: 'technician',
      authMe: 'technician',
    });
    // Made an admin again, the key reads as a manager again: never more than a read-only key's own role.
    expect((await other.put(`/api/members/${team.admin.id}`, { role: 'admin' })).status).toBe(200);
    expect(await rightsOf(key, secret, 'Demoted maker unassigned job')).toEqual(manager);
  });

  it('a live stream re-checked at delivery ends when its maker no longer holds its rights', async () => {
    const { team, other, secret } = await keyed('Stream re-check');
    const stream = wsClient(url, secret, 'subscription { organizationUpdated { name } }');
    await listening(t, team.admin.id, 1);
    // The role changes in the database without the bus event (another process's write, a missed message): the next
    // delivery reads the maker's role again and ends the stream rather than deliver under the old rights.
    await t.database.db.user.update({ where: { id: team.admin.id }, data: { role: 'technician' } });
    expect((await other.put('/api/me/org', { name: 'Stream re-check renamed' })).status).toBe(200);
    expect(await stream.ended).toBe(4403);
    expect(stream.received).toEqual([]);
    await stream.dispose();
  });

  it('a removed maker takes the key with them (401 everywhere)', async () => {
    const { team, other, key, secret } = await keyed('Removed maker');
    expect((await other.request('DELETE', `/api/members/${team.admin.id}`)).status).toBe(200);
    expect((await key.get('/api/customers')).status).toBe(401);
    expect((await key.gql('{ customers { totalCount } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mcp = await t.app.app.inject({ method: 'POST', url: '/mcp', headers: { authorization: `Bearer ${secret}` }, payload: {} });
    expect(mcp.statusCode).toBe(401);
  });
});

describe('/api/me and /api/auth/me agree', () => {
  it('on the role a key acts as: a read-only key of an admin is a manager on both, over GraphQL too', async () => {
    const { key } = await keyed('Agreeing');
    expect((await key.get('/api/me')).body.user.role).toBe('manager');
    expect((await key.get('/api/auth/me')).body.user.role).toBe('manager');
    const me = await key.gql('{ me { role org { name } } }');
    expect(me.data.me.role).toBe('manager');
  });
});

/**
 * An organisation's plan allowance spent to its last credit of each channel, with a paid pack of each beside it:
 * every further send is paid from a pack.
 */
async function onPacks(app: TestApp, orgId: string) {
  const periodStart = new Date(Date.now() - 86_400_000);
  await app.database.db.subscription.update({
    where: { orgId },
    data: { status: 'active', planId: 'solo', currentPeriodStart: periodStart, currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) },
  });
  for (const channel of ['sms', 'email'] as const) {
    await app.database.db.usageCounter.create({ data: { orgId, channel, periodStart, used: 100_000 } });
    await app.database.db.creditPack.create({
      data: { orgId, type: channel, productId: `${channel}_100`, quantity: 100, remaining: 100, priceCents: 500 },
    });
  }
}

/** Every credit an organisation has spent or has left: its counters and its packs. */
async function credits(app: TestApp, orgId: string) {
  const counters = await app.database.db.usageCounter.findMany({ where: { orgId }, select: { channel: true, used: true } });
  const packs = await app.database.db.creditPack.findMany({ where: { orgId }, select: { type: true, remaining: true } });
  return { counters, packs };
}

describe('a refused or failed send spends no credits', () => {
  it('a read-only key is refused the SMS confirmation before any charge, over REST and GraphQL, paid packs included', async () => {
    const { team, other, key, customerId } = await keyed('Refused send');
    await onPacks(t, team.org.id);
    const job = await other.post('/api/jobs', { title: 'Refused send job', customer_id: customerId });
    const jobId = job.body.job?.id ?? job.body.id;
    const before = await credits(t, team.org.id);
    for (let i = 0; i < 3; i++) {
      const rest = await key.post(`/api/jobs/${jobId}/sms/confirm`, {});
      expect([rest.status, rest.body.error]).toEqual([403, READ_ONLY_REFUSAL]);
      const gql = await key.gql(`mutation { sendJobSms(jobId: "${jobId}") { __typename } }`);
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await credits(t, team.org.id)).toEqual(before);
    // The admin's own send is paid from the pack, as before.
    expect((await other.post(`/api/jobs/${jobId}/sms/confirm`, {})).status).toBe(200);
  });

  it('a send whose record the client refuses takes its charge back with it (SMS and email), whatever called it', async () => {
    const { team } = await keyed('Second line');
    await onPacks(t, team.org.id);
    const before = await credits(t, team.org.id);
    // A read-only client (the second line behind the policy) lets the charge's raw SQL through and refuses the record.
    const db = tenantDb(t.database.db, team.org.id, { readOnly: true });
    await expect(sendOrganisationSms({ db, config: t.config }, team.org.id, { to: '+61400000123', body: 'Refused' })).rejects.toMatchObject(
      { code: 'FORBIDDEN' },
    );
    await expect(
      sendOrganisationEmail({ db, config: t.config }, team.org.id, { to: 'c@example.test', subject: 'Refused', text: 'x', counted: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await credits(t, team.org.id)).toEqual(before);
    expect(await t.database.db.outgoingMessage.count({ where: { orgId: team.org.id } })).toBe(0);
  });

  describe('with providers that fail', () => {
    let twilio: FakeTwilio;
    let smtp: FakeSmtp;
    let failing: TestApp;
    beforeAll(async () => {
      [twilio, smtp] = await Promise.all([startFakeTwilio(), startFakeSmtp()]);
      failing = await startTestApp({
        TWILIO_ACCOUNT_SID: TWILIO.sid,
        TWILIO_AUTH_TOKEN: TWILIO.token,
        TWILIO_FROM: TWILIO.from,
        TWILIO_API_URL: twilio.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Spanner <no-reply@spanner.test>',
      });
    });
    afterAll(async () => {
      await failing?.close();
      await Promise.all([twilio?.close(), smtp?.close()]);
    });

    it('gives back every credit a failed SMS or email took, from the pack it came from', async () => {
      const team = await createOrg(failing, 'Failing providers', ['admin']);
      await onPacks(failing, team.org.id);
      const before = await credits(failing, team.org.id);
      const services = { db: tenantDb(failing.database.db, team.org.id), config: failing.config };
      await expect(sendOrganisationSms(services, team.org.id, { to: UNREACHABLE, body: 'Unreachable' })).rejects.toMatchObject({
        code: 'DELIVERY_FAILED',
      });
      smtp.refuse(true);
      try {
        await expect(
          sendOrganisationEmail(services, team.org.id, { to: 'bounce@example.test', subject: 'Bounced', text: 'x', counted: true }),
        ).rejects.toMatchObject({ code: 'DELIVERY_FAILED' });
      } finally {
        smtp.refuse(false);
      }
      expect(await credits(failing, team.org.id)).toEqual(before);
    });
  });
});

/** A CSV file posted to an import route, as a browser's form sends it. */
function csvUpload(field: string, text: string) {
  const boundary = '----spanner-key-import';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="rows.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the audit log has a key’s write only when it wrote', () => {
  it('a call that changed no row is not a write — an ensure that found its record, an import whose every row is already there — one that did is, over REST and GraphQL', async () => {
    const { team, key } = await keyed('Audit rule', 'manager');
    const ensure = () => key.post('/api/item-presets/ensure', { name: 'Call-out', unitAmount: 9900 });
    expect((await ensure()).status).toBe(200);
    expect((await ensure()).status).toBe(200);
    const gql = await key.gql('mutation { ensureItemPreset(input: { name: "Call-out", unitAmountCents: 9900 }) { __typename } }');
    expect(gql.errors).toBeUndefined();
    const nothing = await key.request(
      'POST',
      '/api/customers/import-csv',
      csvUpload('csvFile', 'Company Name,Contact Name\nAudit rule customer,Sam\n'),
    );
    expect(nothing.status).toBeLessThan(300);
    const one = await key.request('POST', '/api/customers/import-csv', csvUpload('csvFile', 'Company Name,Contact Name\nKeyed Co,Sam\n'));
    expect(one.status).toBeLessThan(300);
    const entries = await t.database.db.auditLog.findMany({
      where: { orgId: team.org.id, actorType: 'api_key' },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((e) => e.action)).toEqual(['POST /api/item-presets/ensure', 'POST /api/customers/import-csv']);
  });
});
