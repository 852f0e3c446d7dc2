// What the developer documentation serves without the web build: schema.graphql and the OpenAPI document to
// download, llms.txt for AI tools, and GraphiQL in production for signed-in callers only, under a CSP of its own.
// The HTML pages themselves (server-rendered from the web build) are tested in web/e2e/developers.e2e.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

const ORIGIN = 'https://spanner.example.au';
const HTML = { accept: 'text/html' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

describe('downloads', () => {
  it('schema.graphql is the schema the server runs, as checked in', async () => {
    const res = await new Agent(t).get('/developers/schema.graphql');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(fs.readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));
  });

  it('the OpenAPI document names this server', async () => {
    const res = await new Agent(t).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect((res.body as { servers: unknown }).servers).toEqual([{ url: ORIGIN, description: 'This Spanner server' }]);
  });
});

describe('llms.txt', () => {
  it('indexes every section of the docs and the reference downloads, with absolute links', async () => {
    const res = await new Agent(t).get('/llms.txt');
    expect(res.status).toBe(200);
    const text = res.body as string;
    expect(text.startsWith('# Spanner\n\n> ')).toBe(true);
    for (const section of ['authentication', 'rate-limits', 'errors', 'pagination', 'webhooks', 'mcp', 'examples'])
      expect(text).toContain(`](${ORIGIN}/developers#${section}): `);
    expect(text).toContain(`[OpenAPI document](${ORIGIN}/api/openapi.json)`);
    expect(text).toContain(`[GraphQL schema](${ORIGIN}/developers/schema.graphql)`);
    expect(text).toContain(`[MCP server](${ORIGIN}/mcp)`);
  });
});

describe('GraphiQL in production', () => {
  it('is not served to an anonymous browser, which cannot introspect either', async () => {
    const anonymous = new Agent(t);
    const page = await anonymous.get('/graphql', HTML);
    expect(String(page.headers['content-type'])).not.toMatch(/text\/html/);
    const introspection = await anonymous.gql('{ __schema { queryType { name } } }');
    expect(introspection.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("is served to a signed-in member, and GraphiQL's standard introspection query answers", async () => {
    const { admin } = await createOrg(t, 'GraphiQL');
    const member = new Agent(t);
    await member.login(admin.email, PASSWORD);
    const page = await member.get('/graphql', HTML);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/text\/html/);
    expect(page.body).toContain('GraphiQL');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain('script-src');
    // Deeper than GRAPHQL_MAX_DEPTH (ofType … ofType), with lists nested three deep (types → fields → args).
    const introspection = await member.gql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(introspection.errors).toBeUndefined();
    expect(introspection.data.__schema.queryType.name).toBe('Query');
    // Lists nested deeper multiply the work: refused before they run.
    const nested = await member.gql('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(nested.errors?.[0].message).toBe('Introspection may nest at most 3 lists (types → fields → args); this query nests 4');
  });

  it('loads its editor from our own origin only: no unpkg, no inline script', async () => {
    const { admin } = await createOrg(t, 'Own GraphiQL');
    const member = new Agent(t);
    await member.login(admin.email, PASSWORD);
    const page = await member.get('/graphql', HTML);
    expect(page.body).not.toContain('unpkg');
    const sources = [...page.body.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.sort()).toEqual(['/graphiql/favicon.ico', '/graphiql/graphiql.css', '/graphiql/graphiql.js', '/graphiql/start.js']);
    // The only <script> without a src is the options as JSON, which a browser never runs.
    expect([...page.body.matchAll(/<script(?![^>]*src=)([^>]*)>/g)].map((m) => m[1].trim())).toEqual([
      'id="graphiql-options" type="application/json"',
    ]);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain('unpkg');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    const anonymous = new Agent(t);
    const bundle = await anonymous.get('/graphiql/graphiql.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(bundle.body).toContain('YogaGraphiQL');
    expect((await anonymous.get('/graphiql/start.js')).body).toContain('/graphiql/workers/');
    expect((await anonymous.get('/graphiql/graphiql.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    for (const label of ['editorWorkerService', 'json', 'graphql'])
      expect((await anonymous.get(`/graphiql/workers/${label}.js`)).status).toBe(200);
    expect((await anonymous.get('/graphiql/workers/constructor.js')).status).toBe(404);
  });

  it('leaves GraphQL answers and the app their strict CSP', async () => {
    const res = await new Agent(t).gql('{ __typename }');
    expect(res.data).toEqual({ __typename: 'Query' });
    const page = await new Agent(t).get('/api/openapi.json');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
