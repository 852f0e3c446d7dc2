import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER } from '../src/http/origins.ts';
import { METRIC_NAMES } from '../src/metrics/metrics.ts';
import { databaseForProcess } from './database.ts';
import { wsClient } from './live-clients.ts';
import { type SpannerProcess, spawnSpanner } from './spanner-process.ts';

// SIGTERM on a real Spanner process (api/src/main.ts, spawned): a request under way when the signal comes is
// answered, a live subscriber is told to reconnect elsewhere (close code 1012), and the process exits by itself.

let dataDir: string;
let spanner: SpannerProcess;
let url: string;
let database: Awaited<ReturnType<typeof databaseForProcess>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-shutdown-'));
  database = await databaseForProcess(dataDir);
  spanner = await spawnSpanner(
    { ...database.env, WEB_DIST: path.join(dataDir, 'no-web'), SHUTDOWN_TIMEOUT_MS: '30000' },
    inject('processBundle'),
  );
  url = spanner.url;
});

afterAll(async () => {
  if (spanner.child.exitCode === null) spanner.child.kill('SIGKILL');
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * A POST whose headers reach the server at once and whose body waits for `send()`: the server has taken the
 * request (it answered 100 Continue) and is waiting for the rest when `started` resolves.
 */
function heldRequest(pathname: string, body: unknown, token: string) {
  const payload = JSON.stringify(body);
  const req = http.request(`${url}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
      authorization: `Bearer ${token}`,
      [CSRF_HEADER]: '1',
    },
  });
  const started = new Promise<void>((resolve) => req.once('continue', resolve));
  const answered = new Promise<{ status: number; body: { customer?: { name: string } } }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return { started, answered, send: () => req.end(payload) };
}

describe('SIGTERM', () => {
  it('answers the request under way, tells the live subscriber to reconnect, and exits', async () => {
    const registered = await post(
      '/api/auth/register',
      { orgName: 'Draining Co', name: 'Dee Drain', email: 'dee@draining.test', password: 'secret-pass1' },
      { 'auth-mode': 'token' },
    );
    expect(registered.status).toBe(201);
    const token: string = registered.body.accessToken;

    const subscriber = wsClient(url, token, 'subscription { scheduleChanged { jobId } }');
    // Subscribed once the process counts the stream (its own /metrics, open outside production).
    for (;;) {
      const metrics = await (await fetch(`${url}/metrics`)).text();
      if (new RegExp(`^${METRIC_NAMES.liveSubscriptions} 1$`, 'm').test(metrics)) break;
      await new Promise((r) => setTimeout(r, 20));
    }

    const held = heldRequest('/api/customers', { name: 'Finished While Draining' }, token);
    await held.started;
    spanner.child.kill('SIGTERM');
    await spanner.printed('SIGTERM: draining');

    // The subscriber is told to reconnect (1012 Service Restart) while the request is still under way …
    expect(await subscriber.ended).toBe(1012);
    // … which then completes, and only then does the process exit, by itself and cleanly.
    held.send();
    const answer = await held.answered;
    expect(answer.status).toBe(201);
    expect(answer.body.customer?.name).toBe('Finished While Draining');
    expect(await spanner.exited).toBe(0);
    expect(spanner.output()).toContain('SIGTERM: drained, exiting');
  });
});
