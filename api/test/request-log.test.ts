import { randomBytes, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';

// A link's token is the key to what it opens (a calendar, a quote, a booking, a password reset, an invite, a
// newsletter address): the request log, which operators and log services read, must never hold one.

let t: TestApp;
const lines: Record<string, unknown>[] = [];
let text = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => t.close());

const secret = () => randomBytes(32).toString('base64url');

it('logs every link request by its route, with no token of the link in the log', async () => {
  const a = new Agent(t);
  const requests: [method: string, url: (token: string) => string][] = [
    ['GET', (s) => `/api/calendar/${s}.ics`],
    ['GET', (s) => `/auth/reset-password/${s}`],
    ['GET', (s) => `/auth/invite/${s}`],
    ['GET', (s) => `/support-admin/join/${s}`],
    ['GET', (s) => `/support/api/auth/invite/${s}`],
    ['GET', (s) => `/q/${s}`],
    ['GET', (s) => `/api/public/quotes/${s}`],
    ['GET', (s) => `/api/public/quotes/${s}/pdf`],
    ['POST', (s) => `/api/public/quotes/${s}/accept`],
    ['POST', (s) => `/api/public/quotes/${s}/decline`],
    ['GET', (s) => `/c/${s}`],
    ['GET', (s) => `/api/public/bookings/${s}`],
    ['POST', (s) => `/api/public/bookings/${s}/confirm`],
    ['GET', (s) => `/api/public/jobs/confirm?token=${s}`],
    ['GET', (s) => `/api/public/newsletter/confirm/${randomUUID()}.${s}`],
    ['POST', (s) => `/api/public/newsletter/confirm/${randomUUID()}.${s}`],
    ['GET', (s) => `/api/public/newsletter/unsubscribe/${randomUUID()}.${s}`],
    ['POST', (s) => `/api/public/newsletter/unsubscribe/${randomUUID()}.${s}`],
  ];
  const secrets: string[] = [];
  for (const [method, url] of requests) {
    const s = secret();
    secrets.push(s);
    await a.request(method, url(s), method === 'POST' ? { body: { name: 'Pat Customer' } } : {});
  }
  const answered = () => lines.filter((l) => l.msg === 'request answered');
  await expect.poll(() => answered().length).toBeGreaterThanOrEqual(requests.length);
  expect(secrets.filter((s) => text.includes(s))).toEqual([]);
  expect(answered().map((l) => l.url)).toEqual(
    expect.arrayContaining([
      '/api/calendar/:token.ics',
      '/api/public/quotes/:token/accept',
      '/api/public/bookings/:token',
      '/api/public/jobs/confirm',
      '/api/public/newsletter/unsubscribe/:token',
      '/q/:redacted',
      '/auth/reset-password/:redacted',
    ]),
  );
});
