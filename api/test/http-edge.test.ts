// The HTTP edge (findings 8, 9, 11, 12): security headers and source maps, introspection for anonymous
// callers in production, multipart size and parts, and readiness when the database is out of reach.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { multipart } from './jobs-fixtures.ts';

const MB = 1024 * 1024;

/** A built web app in a temporary folder: index.html, a script and its source map. */
function fakeWebBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
  fs.writeFileSync(path.join(dir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return dir;
}

let prod: TestApp;
let web: string;
beforeAll(async () => {
  web = fakeWebBuild();
  prod = await startTestApp({ NODE_ENV: 'production', WEB_DIST: web, TRUST_PROXY: '1' });
});
afterAll(async () => {
  await prod.close();
  fs.rmSync(web, { recursive: true, force: true });
});

describe('security headers', () => {
  it('the web app and the API answer with CSP, frame-ancestors none, nosniff, a referrer policy and a permissions policy', async () => {
    const a = new Agent(prod);
    for (const url of ['/', '/jobs/123', '/api/health', '/api/auth/me', '/graphql?query={__typename}', '/api/nope']) {
      const res = await a.get(url);
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
  });

  it('HSTS over HTTPS only (here through a trusted proxy)', async () => {
    const res = await new Agent(prod).get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('source maps are not served in production unless SERVE_SOURCE_MAPS says so', async () => {
    const a = new Agent(prod);
    expect((await a.get('/assets/app.js')).status).toBe(200);
    const map = await a.get('/assets/app.js.map');
    expect(map.status).toBe(404);
    expect(JSON.stringify(map.body)).not.toContain('secret.ts');

    const debug = await startTestApp({ NODE_ENV: 'production', WEB_DIST: web, SERVE_SOURCE_MAPS: 'true' });
    try {
      expect((await new Agent(debug).get('/assets/app.js.map')).body.sources).toEqual(['secret.ts']);
    } finally {
      await debug.close();
    }
  });
});

describe('introspection and suggestions in production', () => {
  it('anonymous callers get no schema and no "Did you mean"; signed-in callers may introspect', async () => {
    const anon = new Agent(prod);
    const refused = await anon.gql('{ __schema { types { name } } }');
    expect(refused.data?.__schema).toBeUndefined();
    expect(refused.errors?.[0]).toMatchObject({ message: 'Sign in to introspect the schema', extensions: { code: 'UNAUTHENTICATED' } });
    const byType = await anon.gql('{ __type(name: "User") { fields { name } } }');
    expect(byType.data?.__type).toBeUndefined();

    const guess = await anon.gql('{ custmer { id } }');
    expect(guess.errors?.[0].message).toBe('Cannot query field "custmer" on type "Query".');
    expect(JSON.stringify(guess.errors)).not.toContain('Did you mean');
    const enumGuess = await anon.gql('query ($r: UserRole!) { __typename }', { r: 'admn' });
    expect(JSON.stringify(enumGuess)).not.toContain('Did you mean');
    expect((await anon.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });

    const { admin } = await createOrg(prod, 'Introspect Co', ['admin']);
    const member = new Agent(prod);
    await member.login(admin.email, PASSWORD);
    const schema = await member.gql('{ __schema { queryType { name } } }');
    expect(schema.data?.__schema.queryType.name).toBe('Query');
  });

  it('a signed-in introspection query that nests fields in fields is refused like a query deeper than GRAPHQL_MAX_DEPTH', async () => {
    const { admin } = await createOrg(prod, 'Deep Introspect Co', ['admin']);
    const member = new Agent(prod);
    await member.login(admin.email, PASSWORD);
    // Types → fields → type → fields … : each level multiplies the work; the depth limit (12) stops it.
    let nested = 'name';
    for (let i = 0; i < 6; i++) nested = `fields { type { ${nested} } }`;
    const deep = await member.gql(`{ __schema { types { ${nested} } } }`);
    expect(deep.data).toBeUndefined();
    // Under __schema the depth limit gives way to the limit on lists in lists (graphql/introspection-nesting.ts).
    expect(deep.errors?.[0].message).toMatch(/Introspection may nest at most 3 lists/);
    const byType = await member.gql(`{ __type(name: "User") { ${nested} } }`);
    expect(byType.errors?.[0].message).toMatch(/depth limit of 12 exceeded/i);
    // Within the limit, introspection still answers.
    const shallow = await member.gql('{ __schema { types { name fields { name type { name } } } } }');
    expect(shallow.data?.__schema.types.length).toBeGreaterThan(10);
  });
});

describe('uploads: the whole multipart request is capped before it is read', () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ MAX_UPLOAD_MB: '10', MAX_UPLOAD_TOTAL_MB: '100' });
    url = await t.app.start(0, '127.0.0.1');
    const { admin } = await createOrg(t, 'Upload Co', ['admin']);
    const a = new Agent(t);
    await a.login(admin.email, PASSWORD);
    cookie = [...a.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(() => t.close());

  /**
   * Stream 15 parts of 9 MB to a route, as fast as the server takes them; report the answer and how much of the
   * body had been sent when it came. The server must answer without waiting for (or holding) the body.
   */
  function sendFifteenNineMegabyteParts(route: string, declareLength: boolean) {
    const boundary = '----big';
    const part = (i: number) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${i}.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    const chunk = Buffer.alloc(MB, 'a');
    const total = 15 * (part(0).length + 9 * MB + 2) + boundary.length + 6;
    return new Promise<{ status: number; sent: number; total: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(`${url}${route}`, {
        method: 'POST',
        headers: {
          cookie,
          'x-spanner-csrf': '1',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(declareLength ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' }),
        },
      });
      req.on('response', (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sent, total });
        req.destroy();
      });
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      (async () => {
        for (let i = 0; i < 15 && !answered; i++) {
          const pieces = [part(i), ...Array.from({ length: 9 }, () => chunk), Buffer.from('\r\n')];
          for (const piece of pieces) {
            if (answered) return;
            sent += piece.length;
            if (!req.write(piece)) await new Promise((r) => req.once('drain', r).once('close', r));
          }
        }
        if (!answered) req.end(`--${boundary}--\r\n`);
      })().catch(() => {});
    });
  }

  it.each(['/api/customers/import-csv', '/graphql'])('15 × 9 MB to %s is refused with 413 before the body is read', async (route) => {
    const { status, sent, total } = await sendFifteenNineMegabyteParts(route, true);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(total / 2);
  });

  it('a multipart request that does not say its length is refused with 411', async () => {
    const { status, sent, total } = await sendFifteenNineMegabyteParts('/api/customers/import-csv', false);
    expect(status).toBe(411);
    expect(sent).toBeLessThan(total / 2);
  });

  it('more parts than the route takes are refused (REST takes one file)', async () => {
    const a = new Agent(t);
    a.cookies.set(...(cookie.split('=') as [string, string]));
    const two = multipart([
      { field: 'csvFile', filename: 'a.csv', type: 'text/csv', bytes: Buffer.from('Company Name\nOne\n') },
      { field: 'csvFile', filename: 'b.csv', type: 'text/csv', bytes: Buffer.from('Company Name\nTwo\n') },
    ]);
    const res = await a.request('POST', '/api/customers/import-csv', two);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The upload has more parts than this request takes');
    expect(await t.database.db.customer.count({ where: { name: { in: ['One', 'Two'] } } })).toBe(0);

    const other = multipart([{ field: 'somethingElse', filename: 'a.csv', type: 'text/csv', bytes: Buffer.from('x') }]);
    expect((await a.request('POST', '/api/customers/import-csv', other)).body.error).toBe('No file in the field "csvFile"');
  });

  it('GraphQL takes at most 20 photos and two text fields', async () => {
    const a = new Agent(t);
    a.cookies.set(...(cookie.split('=') as [string, string]));
    const boundary = '----many';
    const files = Array.from({ length: 21 }, (_, i) => i);
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`,
      JSON.stringify({
        query: 'mutation ($j: ID!, $f: [File!]!) { uploadJobPhotos(jobId: $j, files: $f) { __typename } }',
        variables: { j: 'x', f: files.map(() => null) },
      }),
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify(Object.fromEntries(files.map((i) => [i, [`variables.f.${i}`]])))}\r\n`,
      ...files.map(
        (i) => `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n`,
      ),
      `--${boundary}--\r\n`,
    ].join('');
    const res = await a.request('POST', '/graphql', {
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('readiness and database loss', () => {
  it('/api/ready answers 200 while the database answers; /api/health (liveness) too', async () => {
    const res = await new Agent(prod).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, checks: { database: 'ok' } });
    expect((await new Agent(prod).get('/api/health')).status).toBe(200);
  });

  it('with the database out of reach: ready 503 (health stays 200), REST and GraphQL 503 with Retry-After, never 500', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-down-'));
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') });
    const database = await openDatabase({ databaseUrl: 'postgresql://postgres@127.0.0.1:1/unreachable' });
    const app = await buildApp(config, database);
    await app.ready();
    const down = { app, database, config } as unknown as TestApp;
    try {
      const a = new Agent(down);
      const ready = await a.get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ok: false, error: 'The database is unreachable', checks: { database: 'unreachable' } });
      expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
      // Liveness reads nothing: a database outage must not get the process restarted.
      expect(await a.get('/api/health')).toMatchObject({ status: 200, body: { ok: true } });

      const login = await a.post('/api/auth/login', { email: 'someone@x.test', password: 'whatever-it-is' });
      expect(login.status).toBe(503);
      expect(login.body.error).toBe('Spanner cannot reach its database right now. Please try again in a moment.');
      expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);

      const signedIn = await a.get('/api/auth/me', { cookie: 'spanner_session=some-session-token' });
      expect(signedIn.status).toBe(503);

      const gql = await a.request('POST', '/graphql', {
        body: { query: '{ me { id } }' },
        headers: { cookie: 'spanner_session=some-session-token' },
      });
      expect(gql.status).toBe(503);
      expect(gql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(gql.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
