// Cross-site request forgery and cross-origin reads (findings 3 and 4): what another page may make a
// victim's browser send, replayed with the victim's cookie, and refused.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { crossOriginMessages } from '../src/http/cross-origin.ts';
import { Agent } from './agent.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg, multipart } from './jobs-fixtures.ts';

const FOREIGN = 'http://127.0.0.1:9999';
const PARTNER = 'https://partner.example.com';

let t: TestApp;
let o: JobsOrg;
beforeAll(async () => {
  t = await startTestApp({ ALLOWED_ORIGINS: PARTNER });
  o = await jobsOrg(t, 'Csrf Co');
});
afterAll(() => t.close());

/** What the victim's browser sends on another page's behalf: their cookie, and no CSRF header. */
function forged(
  victim: Agent,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET' | 'OPTIONS',
  url: string,
  opts: { type?: string; payload?: string | Buffer; headers?: Record<string, string> } = {},
) {
  const cookie = [...victim.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(opts.type ? { 'content-type': opts.type } : {}), ...opts.headers },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });
}

const stillSignedIn = async (a: Agent) => (await a.get('/api/auth/me')).status === 200;

describe('simple (form-style) writes are refused', () => {
  it('login CSRF: a form post signs nobody in', async () => {
    const anon = new Agent(t);
    const res = await forged(anon, 'POST', '/api/auth/login', {
      type: 'application/x-www-form-urlencoded',
      payload: `email=${encodeURIComponent(o.admin.email)}&password=${PASSWORD}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(crossOriginMessages.simpleWrite);
    expect(res.headers['set-cookie']).toBeUndefined();
    // A text/plain body holding JSON (what a `no-cors` fetch can send) is refused too.
    const plain = await forged(anon, 'POST', '/api/auth/login', {
      type: 'text/plain;charset=UTF-8',
      payload: JSON.stringify({ email: o.admin.email, password: PASSWORD }),
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('logout CSRF: a bodiless post does not sign the victim out (user and support logout)', async () => {
    const victim = new Agent(t);
    await victim.login(o.manager.email, PASSWORD);
    expect((await forged(victim, 'POST', '/api/auth/logout')).statusCode).toBe(403);
    expect((await forged(victim, 'POST', '/support/api/auth/logout', { type: 'text/plain' })).statusCode).toBe(403);
    expect(await stillSignedIn(victim)).toBe(true);
    // The app's own call (the CSRF header) still works.
    expect((await victim.post('/api/auth/logout')).status).toBe(200);
    expect(await stillSignedIn(victim)).toBe(false);
  });

  it('a text/plain GraphQL mutation is refused and changes nothing', async () => {
    const res = await forged(o.as.admin, 'POST', '/graphql', {
      type: 'text/plain',
      payload: JSON.stringify({ query: 'mutation { updateOrganization(input: { name: "Pwned" }) { __typename } }' }),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.database.db.organization.findUniqueOrThrow({ where: { id: o.org.id } })).name).toBe('Csrf Co');
    // A form-encoded GraphQL request too.
    const form = await forged(o.as.admin, 'POST', '/graphql', {
      type: 'application/x-www-form-urlencoded',
      payload: `query=${encodeURIComponent('mutation { updateOrganization(input: { name: "Pwned" }) { __typename } }')}`,
    });
    expect(form.statusCode).toBe(403);
  });

  it('confirm and complete from a form are refused; the job stays as it was', async () => {
    const job = await insertJob(t, o, { status: 'scheduled', scheduledAt: new Date(), techIds: [o.tech.id] });
    expect((await forged(o.as.admin, 'POST', `/api/jobs/${job.id}/confirm`)).statusCode).toBe(403);
    const complete = await forged(o.as.admin, 'POST', `/api/jobs/${job.id}/complete`, { type: 'text/plain', payload: '{"notes":"x"}' });
    expect(complete.statusCode).toBe(403);
    expect((await t.database.db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe('scheduled');
  });

  it('multipart without the CSRF header: CSV import, photo upload and GraphQL upload are refused', async () => {
    const csv = multipart([
      { field: 'csvFile', filename: 'c.csv', type: 'text/csv', bytes: Buffer.from('Company Name\nForged Pty Ltd\n') },
    ]);
    const imported = await forged(o.as.admin, 'POST', '/api/customers/import-csv', {
      type: csv.headers['content-type'],
      payload: csv.payload,
    });
    expect(imported.statusCode).toBe(403);
    expect(await t.database.db.customer.count({ where: { name: 'Forged Pty Ltd' } })).toBe(0);

    const job = await insertJob(t, o);
    const photo = multipart([{ field: 'photo', filename: 'a.png', type: 'image/png', bytes: Buffer.alloc(10) }]);
    const rest = await forged(o.as.admin, 'POST', `/api/jobs/${job.id}/photos`, {
      type: photo.headers['content-type'],
      payload: photo.payload,
    });
    expect(rest.statusCode).toBe(403);

    const boundary = '----forged';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`,
      JSON.stringify({
        query: 'mutation ($j: ID!, $f: [File!]!) { uploadJobPhotos(jobId: $j, files: $f) { __typename } }',
        variables: { j: job.id, f: [null] },
      }),
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f.0"]}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`,
    ].join('');
    const gql = await forged(o.as.admin, 'POST', '/graphql', { type: `multipart/form-data; boundary=${boundary}`, payload: body });
    expect(gql.statusCode).toBe(403);
    expect(await t.database.db.jobPhoto.count({ where: { jobId: job.id } })).toBe(0);
  });

  it('the same writes from the app itself (JSON or the CSRF header) go through', async () => {
    const renamed = await o.as.admin.gql('mutation { updateOrganization(input: { name: "Csrf Co" }) { __typename } }');
    expect(renamed.errors).toBeUndefined();
    const csv = multipart([{ field: 'csvFile', filename: 'c.csv', type: 'text/csv', bytes: Buffer.from('Company Name\nReal Pty Ltd\n') }]);
    const imported = await o.as.admin.request('POST', '/api/customers/import-csv', csv);
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toBe(1);
  });
});

describe('origins', () => {
  it('a request naming another origin is refused, even as JSON (another port of the same host included)', async () => {
    const res = await forged(o.as.admin, 'POST', '/graphql', {
      type: 'application/json',
      payload: JSON.stringify({ query: '{ me { email } }' }),
      headers: { origin: FOREIGN, 'x-spanner-csrf': '1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(crossOriginMessages.foreignOrigin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect((await forged(o.as.admin, 'GET', '/api/auth/me', { headers: { origin: 'null' } })).statusCode).toBe(403);
  });

  it('the app’s own origin passes (same host and port as the request)', async () => {
    const res = await forged(o.as.admin, 'POST', '/graphql', {
      type: 'application/json',
      payload: JSON.stringify({ query: '{ me { email } }' }),
      headers: { origin: 'http://app.spanner.test:8080', host: 'app.spanner.test:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.me.email).toBe(o.admin.email);
  });

  it('credentialed CORS: no grant to a foreign origin (GraphQL no longer reflects any Origin); ALLOWED_ORIGINS get it', async () => {
    const preflight = (origin: string) =>
      forged(new Agent(t), 'OPTIONS', '/graphql', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const foreign = await preflight(FOREIGN);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();

    const partner = await preflight(PARTNER);
    expect(partner.statusCode).toBe(204);
    expect(partner.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(partner.headers['access-control-allow-credentials']).toBe('true');
    expect(String(partner.headers['access-control-allow-headers'])).toContain('x-spanner-csrf');
    const read = await forged(o.as.admin, 'POST', '/graphql', {
      type: 'application/json',
      payload: JSON.stringify({ query: '{ me { email } }' }),
      headers: { origin: PARTNER },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(PARTNER);
  });

  it('an event-stream subscription from another origin is refused', async () => {
    const query = encodeURIComponent('subscription { scheduleChanged { kind } }');
    const res = await forged(o.as.admin, 'GET', `/graphql?query=${query}`, { headers: { origin: FOREIGN, accept: 'text/event-stream' } });
    expect(res.statusCode).toBe(403);
  });

  it('a WebSocket upgrade from another origin is refused; the app’s own origin and native clients (no Origin) connect', async () => {
    const url = await t.app.start(0, '127.0.0.1');
    const wsUrl = `${url.replace('http', 'ws')}/graphql`;
    const cookie = [...o.as.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const upgrade = (origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { cookie, ...(origin ? { origin } : {}) } });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => resolve(-1));
      });
    expect(await upgrade(FOREIGN)).toBe(403);
    expect(await upgrade(url)).toBe(101);
    expect(await upgrade(PARTNER)).toBe(101);
    expect(await upgrade()).toBe(101);

    // Through graphql-ws as an attacker page would: the subscription never starts.
    const client = createClient({
      url: wsUrl,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie, origin: FOREIGN } });
        }
      },
      retryAttempts: 0,
      lazy: false,
    });
    const outcome = await new Promise<string>((resolve) => {
      client.subscribe(
        { query: 'subscription { scheduleChanged { kind } }' },
        { next: () => resolve('delivered'), error: () => resolve('refused'), complete: () => resolve('completed') },
      );
    });
    await client.dispose();
    expect(outcome).toBe('refused');
  });
});
