import { type GraphQLObjectType, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SupportRole, UserRole } from '../src/db/generated/enums.ts';
import { ABILITIES, ABILITY_NAMES, sessionsFor } from '../src/domain/policy.ts';
import { schema } from '../src/graphql/schema.ts';
import { checkRows, parityApp, ROUTES } from './parity/check-rows.ts';
import { CALLERS, MEMBERS } from './parity/fixture.ts';
import { GRAPHQL_ONLY, isWrite, ROWS } from './parity/routes.ts';
import { callGraphql } from './parity/transports.ts';

// Parity, part one: the table covers every route and root field and every kind of caller, and every read route
// (GET) gives each caller the policy's outcome over both transports (parity/check-rows.ts). The writes are
// parity-writes.test.ts, so the two run side by side.

const env = parityApp();

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
  'GET /billing/local-pay': "The local payment provider's invoice pay page for a customer (stands in for Stripe Checkout)",
  'POST /billing/local-pay/pay': "The local invoice pay page's Pay button (signed events to the Connect webhook handler)",
  'POST /billing/local-pay/deposit':
    "The local pay page's Pay button for a quote's deposit at acceptance (signed events to the Connect webhook handler)",
  'POST /billing/local-pay/settle':
    "The local pay page's stand-in for a bank's answer to a pending BECS or PayTo payment (signed async outcome events to the Connect webhook handler)",
  'GET /styles/{name}': "A server-rendered screen's joined style sheet, named by its content's hash; public, no data",
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
  for (const line of env.t.app.app.printRoutes({ commonPrefix: false }).split('\n')) {
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
    const covered = new Set(ROWS.flatMap((r) => (r.graphql ? [rootFieldOf(r.graphql(env.fx.ids).query)] : [])));
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
    const owner = await callGraphql(env.t, env.fx.cookies.owner, { query: '{ me { isOwner } }', variables: {} });
    expect(owner.value).toEqual({ isOwner: true });
    const staff = await callGraphql(env.t, env.fx.cookies.support, { query: '{ supportViewer { role } }', variables: {} });
    expect(staff.value).toEqual({ role: 'support_staff' });
    const staffAdmin = await callGraphql(env.t, env.fx.cookies.supportAdmin, { query: '{ supportViewer { role } }', variables: {} });
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

checkRows(
  ROWS.filter((row) => !isWrite(row)),
  env,
);
