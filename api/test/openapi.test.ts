// The OpenAPI document as an integrator's tools take it: Redocly CLI's recommended rules pass it, and a typed
// client generated from it (openapi-typescript + openapi-fetch) compiles against code that uses it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

const require = createRequire(import.meta.url);
const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
/** Problems of the rules that are not problems of this API, with their reasons. */
const LINT_IGNORE = path.join(import.meta.dirname, 'openapi', '.redocly.lint-ignore.yaml');

let t: TestApp;
// biome-ignore lint/suspicious/noExplicitAny: the document is read field by field
let doc: Record<string, any>;
let dir: string;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://spanner.example.au', API_KEY_REQUESTS_PER_MINUTE: '1000' });
  doc = (await new Agent(t).get('/api/openapi.json')).body;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-openapi-'));
  fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path: p, op })),
  );

describe('the OpenAPI document', () => {
  it('names this server, and every operation has an operationId of its own', () => {
    expect(doc.servers).toEqual([{ url: 'https://spanner.example.au', description: 'This Spanner server' }]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/jobs/{id}'].get.operationId).toBe('getJobsById');
  });

  it('lists only what an integrator’s API key may call: no owner, support staff, tracking, public or sign-in routes', async () => {
    const paths = Object.keys(doc.paths);
    const notForKeys =
      /^\/(api\/admin|api\/support-admin|support\/|api\/tiktok|api\/public|api\/webhooks|api\/auth\/(login|register|refresh))/;
    expect(paths.filter((p) => notForKeys.test(p))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/customers/{id}', '/api/quotes', '/api/invoices', '/api/support-tickets']),
    );
    // Keys never manage keys or calendar feeds (a person's).
    expect(paths.filter((p) => p.startsWith('/api/integrations/api-keys') || p.startsWith('/api/calendar'))).toEqual([]);

    // A manager-like key may really call every listed read.
    const team = await createOrg(t, 'Integrator Co', ['admin', 'manager']);
    const admin = new Agent(t);
    await admin.login(team.admin.email, PASSWORD);
    const key = await admin.post('/api/integrations/api-keys', { name: 'Zapier', role: 'manager', member_id: team.manager.id });
    expect(key.status).toBe(201);
    const integrator = new Agent(t, { headers: { authorization: `Bearer ${key.body.secret}` } });
    const refused: string[] = [];
    for (const { method, path: p } of operations()) {
      if (method !== 'get' || p.includes('{')) continue;
      const res = await integrator.get(p);
      if (res.status === 401 || res.status === 403) refused.push(`${p}: ${res.status} ${res.body?.error}`);
    }
    expect(refused).toEqual([]);
  });

  it('refers to Job, Customer, Equipment, Quote, Invoice, Ticket and Error as named schemas', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Job', 'Customer', 'Equipment', 'Quote', 'Invoice', 'Ticket', 'Error']),
    );
    // biome-ignore lint/suspicious/noExplicitAny: the document is read field by field
    const json = (op: any, status = '200') => op.responses[status].content['application/json'].schema;
    expect(json(doc.paths['/api/jobs/{id}'].get)).toEqual({ $ref: '#/components/schemas/Job' });
    expect(json(doc.paths['/api/jobs'].get)).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Job' } });
    expect(json(doc.paths['/api/customers/{id}'].get).properties.customer).toEqual({ $ref: '#/components/schemas/Customer' });
    expect(json(doc.paths['/api/jobs/{id}'].get, '404')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(doc.components.schemas.Job.required).toEqual(expect.arrayContaining(['id', 'title', 'status']));
  });

  it('writes an instant in a request body as an ISO 8601 string', () => {
    const body = doc.paths['/api/jobs'].post.requestBody.content['application/json'].schema;
    expect(body.properties.scheduledAt.anyOf).toContainEqual({ type: 'string', format: 'date-time' });
  });

  it("passes Redocly CLI's recommended rules with no error and no warning", async () => {
    fs.copyFileSync(LINT_IGNORE, path.join(dir, '.redocly.lint-ignore.yaml'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', 'openapi.json', '--extends=recommended', '--format=json', '--max-problems=1000'],
      { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((err: { stdout: string }) => ({ stdout: err.stdout }));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number; ignored: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0, ignored: 1 });
  });

  it('generates a typed client (openapi-typescript, openapi-fetch) that code using it compiles against', async () => {
    fs.writeFileSync(path.join(dir, 'spanner-api.d.ts'), astToString(await openapiTS(doc as never)));
    fs.writeFileSync(path.join(dir, 'usage.ts'), USAGE);
    const program = ts.createProgram([path.join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      // The usage file is what is checked; the libraries' and the generated declarations are taken as written.
      skipLibCheck: true,
      paths: { 'openapi-fetch': [path.dirname(require.resolve('openapi-fetch/package.json'))] },
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});

/** An integrator's script: typed paths, parameters, bodies and answers; the @ts-expect-error lines must fail to compile. */
const USAGE = `
import createClient from 'openapi-fetch';
import type { components, paths } from './spanner-api';

type Job = components['schemas']['Job'];
type Customer = components['schemas']['Customer'];

const client = createClient<paths>({ baseUrl: 'https://spanner.example.au', headers: { authorization: 'Bearer spk_test' } });

export async function firstJobTitle(): Promise<string | undefined> {
  const { data, error } = await client.GET('/api/jobs', { params: { query: { view: 'upcoming', limit: 10 } } });
  if (error) return error.error;
  const jobs: Job[] = data;
  return jobs[0]?.title;
}

export async function customerName(id: string): Promise<string> {
  const { data } = await client.GET('/api/customers/{id}', { params: { path: { id } } });
  const customer: Customer | undefined = data?.customer;
  // @ts-expect-error a customer has no such field
  customer?.nonexistent;
  return customer?.name ?? '';
}

export async function addNote(id: string) {
  const { data } = await client.POST('/api/jobs/{id}/notes', { params: { path: { id } }, body: { text: 'Arrived on site' } });
  return data?.id;
}

export async function wrongParameter() {
  // @ts-expect-error the path parameter is id, not jobId
  await client.GET('/api/jobs/{id}', { params: { path: { jobId: '1' } } });
}
`;
