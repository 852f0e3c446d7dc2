import { type GraphQLObjectType, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionKind } from '../src/auth/guards.ts';
import { SupportRole, UserRole } from '../src/db/generated/enums.ts';
import { ABILITIES, ABILITY_NAMES, type Ability, type Caller, can, sessionsFor } from '../src/domain/policy.ts';
import { schema } from '../src/graphql/schema.ts';
import type { Access } from '../src/rest/contract.ts';
import { restRoutes } from '../src/rest/routes.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { CALLERS, type Fixture, MEMBERS, OUTSIDERS, PERSONAS, type Persona, setUpFixture } from './parity/fixture.ts';
import { GRAPHQL_ONLY, type ParityRow, ROWS, type Vars } from './parity/routes.ts';
import { type Answer, at, callGraphql, callRest, type Outcome } from './parity/transports.ts';

// Parity: every REST route and its GraphQL counterpart, called by every kind of caller, give the same allow/deny
// and show the same declared fields; and both agree with the policy table, which decides who is allowed.

const ROUTES = new Map(restRoutes.map(({ contract }) => [`${contract.method} ${contract.path}`, contract]));

/** The ability a route's access asks of a caller, when it asks one ('userOrStaff': of a caller without a member's session). */
function abilityOf(access: Access, caller: Caller): Ability | null {
  if (typeof access === 'object') return access.can;
  return access === 'userOrStaff' && !caller.user && caller.staff ? 'workTickets' : null;
}

const hasSession = (caller: Caller, kind: SessionKind) => (kind === 'member' ? !!caller.user : !!caller.staff);

/** What the policy says a persona gets from a row, from the route's access and the policy table alone. */
function expected(row: ParityRow, access: Access, persona: Persona): Outcome {
  const exception = row.except?.[persona];
  if (exception) return exception;
  const allowed = row.allowed ?? 'ok';
  if (access === 'public') return allowed;
  const caller = CALLERS[persona];
  const ability = abilityOf(access, caller);
  // Without a session of a kind the route admits: 401; with one but without the ability: 403.
  const sessions: SessionKind[] = ability ? sessionsFor(ability) : access === 'userOrStaff' ? ['member', 'staff'] : ['member'];
  const permitted = ability ? can(caller, ability) : !!caller.user;
  // A read-only key holds a manager's rights to read; its tenant client refuses the write of a call that would
  // succeed (db/scoped.ts). Input and state checks come first, so a call refused for them is refused alike.
  if (permitted && caller.user?.apiKey?.role === 'read_only' && !row.route.startsWith('GET ') && allowed === 'ok') return 'FORBIDDEN';
  // A hidden ability (the owner portal's) is not found for whoever lacks it: its existence is not advertised.
  if (!permitted && ability && 'hidden' in ABILITIES[ability]) return 'NOT_FOUND';
  if (!permitted) return sessions.some((kind) => hasSession(caller, kind)) ? 'FORBIDDEN' : 'UNAUTHENTICATED';
  // Support staff work every organisation's tickets (the target's records and lists included) and their own console.
  if (!caller.user) return allowed;
  // Another organisation's admin and the platform owner act in their own organisations: the target's records are
  // not found, lists hold none of its rows. The owner has a scope of its own (db/cross-organisation.ts), no bypass.
  if (OUTSIDERS.includes(persona)) return row.scope === 'target' ? 'NOT_FOUND' : row.scope === 'list' ? 'none' : allowed;
  return allowed;
}

/** Whether a persona's call is a staff member refused an ability staff can hold: written to the audit log first. */
function audited(access: Access, persona: Persona): boolean {
  const caller = CALLERS[persona];
  const ability = abilityOf(access, caller);
  return !!caller.staff && !!ability && sessionsFor(ability).includes('staff') && !can(caller, ability);
}

/** Paths the server answers that are not REST routes of a contract, and why. */
const NOT_REST_ROUTES: Record<string, string> = {
  'GET /graphql': 'GraphQL itself (queries over GET)',
  'POST /graphql': 'GraphQL itself',
  'GET /api/openapi.json': 'The OpenAPI document of the REST routes',
  'GET /api/health': 'Liveness for the orchestrator: the process answers; no data',
  'GET /api/ready': 'Readiness for load balancers: database, Redis and storage reachable, not draining; no data',
  'GET /metrics': "Prometheus's scrape (METRICS_TOKEN): the processes' figures, no organisation's data",
  'GET /billing/local-checkout': "The local payment provider's checkout page (stands in for Stripe's hosted page)",
  'GET /billing/local-checkout.js': "The local checkout page's script (no inline script under the CSP)",
  'GET /billing/local-checkout.css': "The local checkout page's styles",
  'POST /billing/local-checkout/pay': "The local checkout page's Pay button (signed events to the webhook handler)",
  'GET /sitemap.xml': 'The public pages and published posts for search engines',
  'GET /robots.txt': "Search engines' rules: the app's private paths are disallowed",
  'GET /developers/schema.graphql': 'The GraphQL schema to download (public, as the developer docs are)',
  'GET /llms.txt': 'The developer docs indexed for AI tools',
  'GET /graphiql/start.js': "GraphiQL's start script, from our origin (no inline script, no unpkg); public, no data",
  'GET /graphiql/graphiql.js': "GraphiQL's editor, from our origin; public, no data",
  'GET /graphiql/graphiql.css': "GraphiQL's styles, from our origin; public, no data",
  'GET /graphiql/favicon.ico': "GraphiQL's icon; public, no data",
  'GET /graphiql/workers/{label}': "GraphiQL's editor workers (editorWorkerService, json, graphql); public, no data",
  'POST /mcp': "The MCP server for an API key's AI client: the assistant's tools (mcp.test.ts), JSON-RPC, not REST",
  'GET /mcp': 'The MCP server is stateless: no event stream to open (405)',
  'DELETE /mcp': 'The MCP server is stateless: no session to end (405)',
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
  t = await startTestApp({
    OWNER_EMAIL: `owner-${Date.now().toString(36)}@parity.test`,
    REGISTER_MAX_PER_ADDRESS: '1000',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  });
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

  it('calls as the real platform owner and support staff of each role, who get no exception from the policy', async () => {
    const owner = await callGraphql(t, fx.cookies.owner, { query: '{ me { isOwner } }', variables: {} });
    expect(owner.value).toEqual({ isOwner: true });
    const staff = await callGraphql(t, fx.cookies.support, { query: '{ supportViewer { role } }', variables: {} });
    expect(staff.value).toEqual({ role: 'support_staff' });
    const staffAdmin = await callGraphql(t, fx.cookies.supportAdmin, { query: '{ supportViewer { role } }', variables: {} });
    expect(staffAdmin.value).toEqual({ role: 'support_admin' });
    // Their explicit scopes (db/cross-organisation.ts) are for their own portals: no row lets them past the policy.
    expect(ROWS.filter((r) => r.except?.owner || r.except?.support || r.except?.supportAdmin).map((r) => r.route)).toEqual([]);
  });

  it('calls as every kind of caller the policy table names: a member of each role, staff of each role, the owner, nobody', () => {
    const callers = Object.values(CALLERS);
    expect(Object.values(UserRole).filter((role) => !MEMBERS.some((p) => CALLERS[p].user?.role === role))).toEqual([]);
    expect(Object.values(SupportRole).filter((role) => !callers.some((c) => c.staff?.role === role))).toEqual([]);
    expect(callers.some((c) => c.user?.isOwner)).toBe(true);
    expect(callers.some((c) => !c.user && !c.staff)).toBe(true);
  });

  it('checks every ability support staff or the owner can hold on a route, over both transports where GraphQL has it', () => {
    const gated = new Set(ROWS.map((r) => ROUTES.get(r.route)?.access).flatMap((a) => (typeof a === 'object' ? [a.can] : [])));
    const beyondMembers = ABILITY_NAMES.filter((a) => sessionsFor(a).includes('staff') || 'owner' in ABILITIES[a]);
    expect(
      beyondMembers.filter((a) => !gated.has(a)),
      'staff or owner abilities no route checks',
    ).toEqual([]);
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

/** How many refused staff actions of a persona the audit log holds (none for a caller without a staff session). */
async function staffRefusals(persona: Persona): Promise<number> {
  const id = fx.accounts[persona];
  if (!CALLERS[persona].staff || !id) return 0;
  return t.database.db.auditLog.count({ where: { action: 'staff.refused', actorId: id } });
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
    const auditsWritten: Record<string, Record<string, number>> = {};
    const auditsWanted: Record<string, Record<string, number>> = {};
    for (const persona of PERSONAS) {
      const refusedBefore = await staffRefusals(persona);
      const rest = (await call(row, persona, 'rest')) as Answer;
      const refusedAfterRest = await staffRefusals(persona);
      const graphql = await call(row, persona, 'graphql');
      const refusedAfterGraphql = await staffRefusals(persona);
      const e = expected(row, contract.access, persona);
      actual[persona] = { rest: rest.outcome, ...(graphql ? { graphql: graphql.outcome } : {}) };
      wanted[persona] = { rest: e, ...(graphql ? { graphql: e } : {}) };
      const audit = audited(contract.access, persona) ? 1 : 0;
      auditsWritten[persona] = {
        rest: refusedAfterRest - refusedBefore,
        ...(graphql ? { graphql: refusedAfterGraphql - refusedAfterRest } : {}),
      };
      auditsWanted[persona] = { rest: audit, ...(graphql ? { graphql: audit } : {}) };
      if (!row.fields || !graphql || rest.outcome !== 'ok' || graphql.outcome !== 'ok') continue;
      for (const f of row.fields) {
        const key = `${persona} ${f.rest}`;
        const shown = (x: unknown) => x !== undefined && x !== null;
        fieldsShown[key] = { rest: shown(at(rest.value, f.rest)), graphql: shown(at(graphql.value, f.graphql)) };
        // Members of the target organisation see exactly what the policy gives their role (the fixture fills every
        // declared field); everyone else, the same over both transports.
        const want = MEMBERS.includes(persona) ? !f.can || can(CALLERS[persona], f.can) : fieldsShown[key].rest;
        fieldsWanted[key] = { rest: want, graphql: want };
      }
    }
    const left = unused.get(row);
    if (left) await row.after?.(fx, { ...fx.ids, ...left });
    expect(actual, `${row.route}: outcome per caller (left: policy)`).toEqual(wanted);
    expect(fieldsShown, `${row.route}: declared fields shown per caller (left: policy)`).toEqual(fieldsWanted);
    expect(auditsWritten, `${row.route}: refused staff actions in the audit log per caller (left: policy)`).toEqual(auditsWanted);
  });
});
