import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdersOf } from '../src/domain/policy.ts';
import { schema } from '../src/graphql/schema.ts';
import type { RouteContract } from '../src/rest/contract.ts';
import { restRoutes } from '../src/rest/routes.ts';
import { Agent } from './agent.ts';
import { createOrg, createPlatformOwner, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

// Numbers and dates at the edge: every REST route's numeric and date parameters (path, query, body — read from the
// route table's zod schemas) and every GraphQL Int, Float and date argument get extreme values. Whatever they are,
// the answer is a 4xx with a message (or a success), never a 5xx: an unchecked number or date that reaches the
// database (a page past 2^31, an expiry in year 99999) must be refused at the edge, not stored to break a list later.

// The schema's own graphql module may be another instance than this file's: its types are read by shape.
// biome-ignore lint/suspicious/noExplicitAny: GraphQL types are read by shape
type GqlType = any;
const isNonNullType = (t: GqlType) => String(t).endsWith('!');
const isListType = (t: GqlType) => !isNonNullType(t) && String(t).startsWith('[');
const getNamedType = (t: GqlType): GqlType => ('ofType' in t && t.ofType ? getNamedType(t.ofType) : t);
const isInputObjectType = (t: GqlType) => !('ofType' in t) && typeof t.getFields === 'function';
const isEnumType = (t: GqlType) => typeof t.getValues === 'function';
const isScalarType = (t: GqlType) => typeof t.serialize === 'function' && !isEnumType(t) && !('ofType' in t);
type GraphQLInputType = GqlType;
type GraphQLArgument = { name: string; type: GqlType };

const EXTREMES: unknown[] = [
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -1,
  1e308,
  -1e308,
  1.5,
  'NaN',
  'Infinity',
  '99999-01-01',
  '99999-12-31T00:00:00Z',
  '0000-00-00',
  '-271821-04-20',
];
/** Names of text fields that hold a date or time. */
const DATE_NAME = /date|At$|^(from|to|start|end|since|until|before|after|month|day|week|time)$/i;

let t: TestApp;
let admin: Agent;
let owner: Agent;
let staff: Agent;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ API_KEY_REQUESTS_PER_MINUTE: '100000' }, { ownDatabase: true });
  const team = await createOrg(t, 'Fuzz Co', ['admin', 'technician']);
  admin = new Agent(t, { ip: '10.66.0.1' });
  await admin.login(team.admin.email, PASSWORD);
  const { owner: platformOwner } = await createPlatformOwner(t);
  owner = new Agent(t, { ip: '10.66.0.2' });
  await owner.login(platformOwner.email, PASSWORD);
  const staffEmail = uniqueEmail('fuzz@spanner.test');
  await createStaff(t, staffEmail, 'support_admin');
  staff = new Agent(t, { ip: '10.66.0.3' });
  expect((await staff.post('/support/api/auth/login', { email: staffEmail, password: PASSWORD })).status).toBe(200);

  const db = t.database.db;
  const customer = await db.customer.create({ data: { orgId: team.org.id, name: 'Fuzz Customer', email: 'c@fuzz.test' } });
  const equipment = await db.equipment.create({ data: { orgId: team.org.id, customerId: customer.id, name: 'Fuzz unit' } });
  const job = await admin.post('/api/jobs', { title: 'Fuzz job', customerId: customer.id, scheduledAt: '2026-12-01T09:00:00Z' });
  const line = { description: 'x', quantity: 1, unit_amount: 100, tax_rate: 10 };
  const quote = await admin.post('/api/quotes', { customerId: customer.id, lines: [line] });
  const invoice = await admin.post('/api/invoices', { customerId: customer.id, lines: [line] });
  const preset = await db.itemPreset.create({ data: { orgId: team.org.id, name: 'Fuzz item', unitAmountCents: 100 } });
  Object.assign(ids, {
    customers: customer.id,
    equipment: equipment.id,
    jobs: job.body.id,
    quotes: quote.body.id,
    invoices: invoice.body.id,
    'item-presets': preset.id,
    members: team.technician.id,
    organizations: team.org.id,
  });
});
afterAll(() => t.close());

// ── zod schemas, read through their definitions (zod 4)
// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are read field by field
type Def = any;
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** The schema a client's value meets first: wrappers and preprocessing taken off. */
function core(s: unknown): { def: Def; optional: boolean } {
  let def = defOf(s);
  let optional = false;
  for (;;) {
    if (['optional', 'nullable', 'default', 'catch', 'readonly', 'nonoptional', 'prefault'].includes(def.type)) {
      if (def.type !== 'nullable' && def.type !== 'nonoptional') optional = true;
      def = defOf(def.innerType);
    } else if (def.type === 'pipe') def = defOf(defOf(def.in).type === 'transform' ? def.out : def.in);
    else if (def.type === 'lazy') def = defOf(def.getter());
    else return { def, optional };
  }
}

const isDateText = (def: Def, name: string) =>
  def.type === 'string' && (['date', 'datetime', 'time'].includes(def.format) || DATE_NAME.test(name));

/** A value the schema takes, as small as it can be (required fields only). */
function sample(s: unknown, name = ''): unknown {
  const { def } = core(s);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>)
          .filter(([, v]) => !core(v).optional)
          .map(([k, v]) => [k, sample(v, k)]),
      );
    case 'string':
      if (def.format === 'email') return 'fuzz@fuzz.test';
      if (def.format === 'uuid' || def.format === 'guid') return randomUUID();
      if (def.format === 'url') return 'https://fuzz.test/';
      if (isDateText(def, name)) return '2026-12-01';
      return 'Fuzz value';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return false;
    case 'date':
      return '2026-12-01T00:00:00.000Z';
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'array':
      return def.checks?.length ? [sample(def.element)] : [];
    case 'union':
      return sample(def.options[0], name);
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** Every numeric or date leaf of a schema: a function building a whole sample with that leaf set to a value. */
function targets(s: unknown, name = ''): { path: string; set: (x: unknown) => unknown }[] {
  const { def } = core(s);
  if (['number', 'int', 'bigint', 'date'].includes(def.type) || isDateText(def, name)) return [{ path: name, set: (x) => x }];
  if (def.type === 'object') {
    const base = sample(s) as Record<string, unknown>;
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) =>
      targets(v, k).map((leaf) => ({
        path: name ? `${name}.${leaf.path}` : leaf.path,
        set: (x: unknown) => ({ ...base, [k]: leaf.set(x) }),
      })),
    );
  }
  if (def.type === 'array') return targets(def.element, name).map((leaf) => ({ path: `${leaf.path}[]`, set: (x) => [leaf.set(x)] }));
  if (def.type === 'union') return def.options.flatMap((o: unknown) => targets(o, name));
  return [];
}

function agentFor(c: RouteContract) {
  if (c.access === 'public') return new Agent(t, { ip: `10.67.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
  if (typeof c.access === 'object') {
    const holders = holdersOf(c.access.can);
    if (holders.includes('owner')) return owner;
    if (!holders.some((h) => ['admin', 'manager', 'technician'].includes(h))) return staff;
  }
  return admin;
}

/** A path with real records of the organisation where its area has one, a new id elsewhere. */
function fill(path: string, numeric?: { name: string; value: unknown }) {
  const area = path.match(/^\/(?:support\/)?api\/(?:admin\/|integrations\/)?([\w-]+)/)?.[1] ?? '';
  return path.replace(/\{(\w+)\}/g, (_m, param: string) => {
    if (numeric && param === numeric.name) return encodeURIComponent(String(numeric.value));
    if (param === 'index') return '0';
    return param === 'id' ? (ids[area] ?? randomUUID()) : randomUUID();
  });
}

describe('the two reported cases', () => {
  it('an API key expiring in year 99999 is refused with the reason, and the key list keeps working', async () => {
    const made = await admin.post('/api/integrations/api-keys', {
      name: 'Far future',
      role: 'read_only',
      expires_at: '99999-01-01T00:00:00Z',
    });
    expect(made.status).toBe(400);
    expect(made.body.fieldErrors.expiresAt).toMatch(/^Expiry must be/);
    expect((await admin.get('/api/integrations/api-keys')).status).toBe(200);
  });

  it('the service board refuses page 2^31 with 400 over REST and GraphQL', async () => {
    const rest = await admin.get(`/api/service/due?page=${2 ** 31}`);
    expect(rest.status).toBe(400);
    expect(rest.body.error).toMatch(/page must be at most/);
    for (const page of [2 ** 31 - 1, 2 ** 31]) {
      const res = await admin.request('POST', '/graphql', {
        body: { query: 'query($p: Int) { serviceDue(page: $p) { __typename } }', variables: { p: page } },
      });
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors?.[0]?.extensions?.code).toMatch(/VALIDATION|BAD_USER_INPUT/);
    }
  });
});

describe('extreme numbers and dates never answer 5xx', () => {
  it('every REST route: each numeric and date parameter of its path, query and body', async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (c: RouteContract, what: string, url: string, body?: unknown) => {
      const res = await agentFor(c).request(c.method, url, c.method === 'GET' || c.method === 'DELETE' ? {} : { body: body ?? {} });
      sent++;
      if (res.status >= 500) failures.push(`${res.status} ${c.method} ${c.path} ${what}: ${JSON.stringify(res.body).slice(0, 160)}`);
    };
    for (const { contract: c } of restRoutes) {
      if (c.file || c.rawBody) continue;
      const bodyBase = c.body ? sample(c.body) : undefined;
      for (const x of EXTREMES) {
        for (const name of [...c.path.matchAll(/\{(index)\}/g)].map((m) => m[1])) {
          await send(c, `path ${name}=${x}`, fill(c.path, { name, value: x }), bodyBase);
        }
        if (c.query) {
          for (const leaf of targets(c.query)) {
            const query = new URLSearchParams(
              Object.entries(leaf.set(x) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
            );
            await send(c, `query ${leaf.path}=${x}`, `${fill(c.path)}?${query}`, bodyBase);
          }
        }
        if (c.body && c.method !== 'GET') {
          for (const leaf of targets(c.body)) await send(c, `body ${leaf.path}=${x}`, fill(c.path), leaf.set(x));
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);

  it('every GraphQL Int, Float and date argument, on every query and mutation', async () => {
    const failures: string[] = [];
    let sent = 0;
    const isDateArg = (type: GraphQLInputType, name: string) => {
      const named = getNamedType(type);
      return named.name === 'DateTime' || (named.name === 'String' && DATE_NAME.test(name));
    };
    const isNumeric = (type: GraphQLInputType) => ['Int', 'Float'].includes(getNamedType(type).name);
    const sampleOf = (type: GraphQLInputType, name: string): unknown => {
      if (isNonNullType(type)) return sampleOf(type.ofType, name);
      if (isListType(type)) return [];
      if (isEnumType(type)) return type.getValues()[0].value;
      if (isInputObjectType(type))
        return Object.fromEntries(
          Object.values(type.getFields() as Record<string, GraphQLArgument>)
            .filter((f) => isNonNullType(f.type))
            .map((f) => [f.name, sampleOf(f.type, f.name)]),
        );
      if (isDateArg(type, name)) return '2026-12-01';
      const scalar: string = isScalarType(type) ? type.name : '';
      const samples: Record<string, unknown> = { Int: 1, Float: 1, Boolean: false, ID: ids.jobs, DateTime: '2026-12-01T00:00:00Z' };
      return samples[scalar] ?? 'Fuzz value';
    };
    const leaves = (type: GraphQLInputType, name: string): ((x: unknown) => unknown)[] => {
      if (isNonNullType(type)) return leaves(type.ofType, name);
      if (isListType(type)) return leaves(type.ofType, name).map((set) => (x: unknown) => [set(x)]);
      if (isInputObjectType(type)) {
        const base = sampleOf(type, name) as Record<string, unknown>;
        return Object.values(type.getFields() as Record<string, GraphQLArgument>).flatMap((f) =>
          leaves(f.type, f.name).map((set) => (x: unknown) => ({ ...base, [f.name]: set(x) })),
        );
      }
      return isNumeric(type) || isDateArg(type, name) ? [(x) => x] : [];
    };
    const typeText = (type: GraphQLInputType): string => type.toString();
    for (const [operation, root] of [
      ['query', schema.getQueryType()],
      ['mutation', schema.getMutationType()],
    ] as const) {
      for (const field of Object.values(root?.getFields() ?? {})) {
        const args = field.args as readonly GraphQLArgument[];
        const returns = getNamedType(field.type);
        const selection = isScalarType(returns) || isEnumType(returns) ? '' : '{ __typename }';
        const document = `${operation}(${args.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ')}) { ${field.name}${
          args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''
        } ${selection} }`.replace('()', '');
        const base = Object.fromEntries(args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, sampleOf(a.type, a.name)]));
        for (const arg of args) {
          for (const set of leaves(arg.type, arg.name)) {
            for (const x of EXTREMES) {
              // Each field as a caller who may use it: a member first, then the owner, then support staff.
              for (const caller of [admin, owner, staff]) {
                const res = await caller.request('POST', '/graphql', {
                  body: { query: document, variables: { ...base, [arg.name]: set(x) } },
                });
                sent++;
                const errors: { extensions?: { code?: string } }[] = res.body?.errors ?? [];
                if (res.status >= 500 || errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
                  failures.push(
                    `${res.status} ${field.name}(${arg.name}=${JSON.stringify(set(x))}): ${JSON.stringify(res.body).slice(0, 160)}`,
                  );
                }
                if (!errors.some((e) => ['FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND'].includes(e.extensions?.code ?? ''))) break;
              }
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 600_000);
});
