import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../src/context.ts';
import { jsonMediaType, plainJsonGraphQL, validDocuments } from '../src/graphql/plain-json.ts';
import { createGraphQLServer, errorMasker } from '../src/graphql/yoga.ts';
import { CSRF_HEADER } from '../src/http/origins.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// Plain JSON GraphQL requests are answered without Yoga's fetch-API adapter (graphql/plain-json.ts). Every answer —
// data, errors, status, media type — must be the one Yoga gives, so the same requests go to a server with the plain
// path and one without (GRAPHQL_PLAIN_JSON=false), signed in as the same member, and their answers are compared.

let plain: TestApp;
let yoga: TestApp;
let cookie: string;
beforeAll(async () => {
  plain = await startTestApp();
  yoga = await startTestApp({ GRAPHQL_PLAIN_JSON: 'false' });
  const { admin } = await createOrg(plain, 'Plain Json Co', ['admin']);
  const login = await plain.app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: plain.clientAddress,
    headers: { [CSRF_HEADER]: '1' },
    payload: { email: admin.email, password: PASSWORD },
  });
  cookie = `spanner_session=${login.cookies.find((c) => c.name === 'spanner_session')?.value}`;
});
afterAll(async () => {
  await plain?.close();
  await yoga?.close();
});

async function both(payload: unknown, headers: Record<string, string> = {}) {
  const send = (t: TestApp) =>
    t.app.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: t.clientAddress,
      headers: { [CSRF_HEADER]: '1', cookie, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  // The plain path answers documents the server has validated once: the first request teaches it, the second is compared.
  await send(plain);
  const [a, b] = [await send(plain), await send(yoga)];
  const answer = (r: typeof a) => ({
    status: r.statusCode,
    type: r.headers['content-type'],
    retryAfter: r.headers['retry-after'],
    body: r.body,
  });
  return { plain: answer(a), yoga: answer(b) };
}

const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

describe('plain JSON GraphQL requests', () => {
  it('answer exactly as Yoga does: data, errors, statuses and media types', async () => {
    const cases: [unknown, Record<string, string>?][] = [
      [{ query: '{ me { id name role org { name } } }' }],
      [{ query: '{ me { id } }' }, { accept: APOLLO_ACCEPT }],
      [{ query: '{ me { id } }' }, { accept: '*/*' }],
      [{ query: '{ me { id } }' }, { accept: 'application/json' }],
      [{ query: 'query A { me { id } } query B { viewer { email } }', operationName: 'B' }],
      [{ query: 'query A { me { id } } query B { viewer { email } }' }],
      [{ query: 'query A { me { id } }', operationName: 'Nope' }],
      [{ query: 'query Job($id: ID!) { job(id: $id) { id } }', variables: { id: 'no-such-job' } }, { accept: APOLLO_ACCEPT }],
      [{ query: 'query Job($id: ID!) { job(id: $id) { id } }', variables: { id: 5 } }],
      [{ query: 'query Job($id: ID!) { job(id: $id) { id } }' }, { accept: APOLLO_ACCEPT }],
      [{ query: '{ me { nope } }' }, { accept: APOLLO_ACCEPT }],
      [{ query: '{ me { id ' }],
      [{ query: '{ me { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }],
      [{ query: '{ me { id } }', unexpected: 1 }],
      [{ query: '{ me { id } }', variables: { text: 'a\u0000b' } }],
      [{ query: '{ me { id } }' }, { accept: 'text/event-stream' }],
      [{ query: '{ me { id } }' }, { accept: 'application/json; charset=latin1' }],
      [[{ query: '{ me { id } }' }]],
      [{ query: 'mutation { logout }' }, { cookie: '' }],
      [{ query: '{ me { id } }' }, { cookie: '' }],
    ];
    for (const [payload, headers] of cases) {
      const { plain: p, yoga: y } = await both(payload, headers);
      expect({ payload, headers, ...p }).toEqual({ payload, headers, ...y });
    }
    // The cases above really answer: a signed-in read, and a refusal for a signed-out caller.
    const read = (await both({ query: '{ me { role } }' })).plain;
    expect({ status: read.status, body: JSON.parse(read.body) }).toEqual({ status: 200, body: { data: { me: { role: 'admin' } } } });
    const refused = (await both({ query: '{ me { id } }' }, { cookie: '' })).plain;
    expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('pick the JSON media type Yoga would, or leave the request to Yoga', () => {
    expect(jsonMediaType(undefined)).toBe('application/json');
    expect(jsonMediaType('*/*')).toBe('application/json');
    expect(jsonMediaType(APOLLO_ACCEPT)).toBe('application/graphql-response+json');
    expect(jsonMediaType('application/json, application/graphql-response+json')).toBe('application/json');
    expect(jsonMediaType('text/event-stream')).toBeNull();
    expect(jsonMediaType('multipart/mixed')).toBeNull();
    expect(jsonMediaType('application/json;charset=latin1')).toBeNull();
  });

  it('answer only documents the server has parsed and validated, and then without Yoga', async () => {
    const documents = validDocuments();
    const signedOut = { user: null, staff: null } as unknown as Context;
    const contextOf = async () => signedOut;
    const server = createGraphQLServer(plain.config, contextOf, [documents.plugin]);
    const answer = plainJsonGraphQL(server, documents, errorMasker(false), contextOf);
    const request = (query: string) =>
      ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: { query } }) as unknown as FastifyRequest;
    const ask = (query: string) =>
      server.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });

    expect(await answer(request('{ viewer { id } }'), { req: null })).toBeNull(); // not seen yet: Yoga's to answer
    expect((await ask('{ viewer { id } }')).status).toBe(200);
    expect(await answer(request('{ viewer { id } }'), { req: null })).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"data":{"viewer":null}}',
    });
    // A document that fails validation is never kept: Yoga answers it every time.
    expect((await (await ask('{ viewer { nope } }')).json()).errors).toHaveLength(1);
    expect(await answer(request('{ viewer { nope } }'), { req: null })).toBeNull();
  });
});
