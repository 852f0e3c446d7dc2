import { type GraphQLObjectType, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../src/db/generated/enums.ts';
import { can } from '../src/domain/policy.ts';
import { schema } from '../src/graphql/schema.ts';
import type { Access } from '../src/rest/contract.ts';
import { restRoutes } from '../src/rest/routes.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { type Fixture, MEMBERS, OUTSIDERS, PERSONAS, type Persona, ROLE_OF, setUpFixture } from './parity/fixture.ts';
import { GRAPHQL_ONLY, type ParityRow, ROWS, type Vars } from './parity/routes.ts';
import { type Answer, at, callGraphql, callRest, type Outcome } from './parity/transports.ts';

// Parity: every REST route and its GraphQL counterpart, called by every kind of caller, give the same allow/deny
// and show the same declared fields; and both agree with the policy table, which decides who is allowed.

const ROUTES = new Map(restRoutes.map(({ contract }) => [`${contract.method} ${contract.path}`, contract]));

/** What the policy says a persona gets from a row, from the route's access and the policy table alone. */
function expected(row: ParityRow, access: Access, persona: Persona): Outcome {
  const exception = row.except?.[persona];
  if (exception) return exception;
  const allowed = row.allowed ?? 'ok';
  if (access === 'public') return allowed;
  // The support persona is support_staff: a support_admin route refuses it (403), every other caller has no staff session.
  if (access === 'staffAdmin') return persona === 'support' ? 'FORBIDDEN' : 'UNAUTHENTICATED';
  if (access === 'staff') return persona === 'support' ? allowed : 'UNAUTHENTICATED';
  // Support tickets: support staff work every organisation's (the target's records and lists included).
  if (access === 'userOrStaff' && persona === 'support') return allowed;
  const role = ROLE_OF[persona];
  // Support staff and anonymous callers are members of no organisation: every member route refuses them.
  if (!role) return 'UNAUTHENTICATED';
  if (access === 'owner') return persona === 'owner' ? allowed : 'FORBIDDEN';
  const permitted = access === 'user' || access === 'userOrStaff' || (access === 'admin' ? role === 'admin' : can({ role }, access.can));
  if (!permitted) return 'FORBIDDEN';
  // Another organisation's admin and the platform owner act in their own organisations: the target's records are
  // not found, lists hold none of its rows. The owner has a scope of its own (db/cross-organisation.ts), no bypass.
  if (OUTSIDERS.includes(persona)) return row.scope === 'target' ? 'NOT_FOUND' : row.scope === 'list' ? 'none' : allowed;
  return allowed;
}

/** Paths the server answers that are not REST routes of a contract, and why. */
const NOT_REST_ROUTES: Record<string, string> = {
  'GET /graphql': 'GraphQL itself (queries over GET)',
  'POST /graphql': 'GraphQL itself',
  'GET /api/openapi.json': 'The OpenAPI document of the REST routes',
  'GET /api/health': 'Health check for load balancers; no data',
  'GET /billing/local-checkout': "The local payment provider's checkout page (stands in for Stripe's hosted page)",
  'GET /billing/local-checkout.js': "The local checkout page's script (no inline script under the CSP)",
  'GET /billing/local-checkout.css': "The local checkout page's styles",
  'POST /billing/local-checkout/pay': "The local checkout page's Pay button (signed events to the webhook handler)",
  'GET /sitemap.xml': 'The public pages and published posts for search engines',
  'GET /robots.txt': "Search engines' rules: the app's private paths are disallowed",
};

/** Every method and path the HTTP server answers, read from Fastify's route tree (HEAD and OPTIONS aside). */
function servedRoutes(): string[] {
  const served: string[] = [];
  const parents: string[] = [];
  for (const line of t.app.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/);
    if (!m) continue;
    const depth = (m[1] as string).length / 4;
    const path = (parents[depth - 1] ?? '') + m[2];
    parents.length = depth;
    parents[depth] = path;
    for (const method of (m[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') served.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return served;
}

const rootFieldOf = (query: string) => {
  const op = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const field = op?.selectionSet.selections[0];
  return field?.kind === Kind.FIELD ? field.name.value : undefined;
};

let t: TestApp;
let fx: Fixture;

beforeAll(async () => {
  // An owner address of this file's own: the worker's database may be shared with other files.
  // Every caller registers over both transports from one address: the registration limit is auth-throttling's test.
  t = await startTestApp({ OWNER_EMAIL: `owner-${Date.now().toString(36)}@parity.test`, REGISTER_MAX_PER_ADDRESS: '1000' });
  fx = await setUpFixture(t);
});
afterAll(() => t?.close());

describe('the parity table', () => {
  it('has exactly one row per REST route the router serves', () => {
    const rows = ROWS.map((r) => r.route);
    expect(
      rows.filter((r, i) => rows.indexOf(r) !== i),
      'routes listed twice',
    ).toEqual([]);
    expect(
      [...ROUTES.keys()].filter((r) => !rows.includes(r)),
      'REST routes without a parity row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !ROUTES.has(r)),
      'rows for routes the router does not serve',
    ).toEqual([]);
  });

  it('covers every path the server answers, not only the declared contracts', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(ROWS.length);
    expect(
      served.filter((r) => !ROUTES.has(r) && !NOT_REST_ROUTES[r]),
      'served outside the REST contracts',
    ).toEqual([]);
    expect(
      ROWS.map((r) => r.route).filter((r) => !served.includes(r)),
      'rows the server does not answer',
    ).toEqual([]);
  });

  it('names a GraphQL counterpart for every row or says why there is none; every GraphQL root field is covered', () => {
    expect(ROWS.filter((r) => r.graphql === null && !r.reason).map((r) => r.route)).toEqual([]);
    const covered = new Set(ROWS.flatMap((r) => (r.graphql ? [rootFieldOf(r.graphql(fx.ids).query)] : [])));
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter((type): type is GraphQLObjectType => !!type)
      .flatMap((type) => Object.keys(type.getFields()));
    expect(
      roots.filter((f) => !covered.has(f) && !GRAPHQL_ONLY[f]),
      'GraphQL root fields with no row',
    ).toEqual([]);
    expect(
      Object.keys(GRAPHQL_ONLY).filter((f) => !roots.includes(f) || covered.has(f)),
      'stale GRAPHQL_ONLY entries',
    ).toEqual([]);
  });

  it('calls as the real platform owner and support staff, who get no exception from the policy', async () => {
    const owner = await callGraphql(t, fx.cookies.owner, { query: '{ me { isOwner } }', variables: {} });
    expect(owner.value).toEqual({ isOwner: true });
    const staff = await callGraphql(t, fx.cookies.support, { query: '{ supportViewer { role } }', variables: {} });
    expect(staff.value).toEqual({ role: 'support_staff' });
    // Their explicit scopes (db/cross-organisation.ts) are for their own portals: no row lets them past the policy.
    expect(ROWS.filter((r) => r.except?.owner || r.except?.support).map((r) => r.route)).toEqual([]);
  });

  it('has a row that would fail for a field shown by one transport only', () => {
    // The bank details of GET /api/me are declared, so a transport showing them to a technician fails the table.
    expect(ROWS.find((r) => r.route === 'GET /api/me')?.fields?.some((f) => f.can === 'seeBankDetails')).toBe(true);
    expect(ROWS.some((r) => r.fields?.some((f) => f.can === 'seeConfirmationTokens'))).toBe(true);
  });
});

const REFUSALS = new Set<Outcome>(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']);
/** Fresh records a refused call left untouched, reused by the row's next call (set-up stays small). */
const unused = new Map<ParityRow, Vars>();

async function send(row: ParityRow, persona: Persona, transport: 'rest' | 'graphql', v: Vars): Promise<Answer | null> {
  const cookie = row.freshSession ? await fx.freshSession(persona) : fx.cookies[persona];
  const sees = row.sees && fx.ids[row.sees];
  if (transport === 'graphql') return row.graphql ? callGraphql(t, cookie, row.graphql(v), sees) : null;
  const [method, path] = row.route.split(' ') as [string, string];
  const req = row.rest(v);
  const url = path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(req.params?.[k] ?? `missing-${k}`));
  const query = req.query ? `?${new URLSearchParams(req.query)}` : '';
  return callRest(t, cookie, { method, url: url + query, body: req.body, file: req.file }, sees);
}

async function call(row: ParityRow, persona: Persona, transport: 'rest' | 'graphql'): Promise<Answer | null> {
  const fresh = row.fresh ? (unused.get(row) ?? (await row.fresh(fx))) : {};
  unused.delete(row);
  const v: Vars = { ...fx.ids, ...fresh };
  const answer = await send(row, persona, transport, v);
  if (row.fresh && answer && REFUSALS.has(answer.outcome)) unused.set(row, fresh);
  else await row.after?.(fx, v);
  return answer;
}

describe.each(ROWS)('$route', (row) => {
  it('gives every caller the same outcome over REST and GraphQL, as the policy says', async () => {
    const contract = ROUTES.get(row.route);
    if (!contract) throw new Error(`${row.route} is not a REST route`);
    const actual: Record<string, Record<string, Outcome>> = {};
    const wanted: Record<string, Record<string, Outcome>> = {};
    const fieldsShown: Record<string, Record<string, boolean>> = {};
    const fieldsWanted: Record<string, Record<string, boolean>> = {};
    for (const persona of PERSONAS) {
      const rest = (await call(row, persona, 'rest')) as Answer;
      const graphql = await call(row, persona, 'graphql');
      const e = expected(row, contract.access, persona);
      actual[persona] = { rest: rest.outcome, ...(graphql ? { graphql: graphql.outcome } : {}) };
      wanted[persona] = { rest: e, ...(graphql ? { graphql: e } : {}) };
      if (!row.fields || !graphql || rest.outcome !== 'ok' || graphql.outcome !== 'ok') continue;
      for (const f of row.fields) {
        const key = `${persona} ${f.rest}`;
        const shown = (x: unknown) => x !== undefined && x !== null;
        fieldsShown[key] = { rest: shown(at(rest.value, f.rest)), graphql: shown(at(graphql.value, f.graphql)) };
        // Members of the target organisation see exactly what the policy gives their role (the fixture fills every
        // declared field); everyone else, the same over both transports.
        const want = MEMBERS.includes(persona) ? !f.can || can({ role: ROLE_OF[persona] as UserRole }, f.can) : fieldsShown[key].rest;
        fieldsWanted[key] = { rest: want, graphql: want };
      }
    }
    const left = unused.get(row);
    if (left) await row.after?.(fx, { ...fx.ids, ...left });
    expect(actual, `${row.route}: outcome per caller (left: policy)`).toEqual(wanted);
    expect(fieldsShown, `${row.route}: declared fields shown per caller (left: policy)`).toEqual(fieldsWanted);
  });
});
