import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../src/http/origins.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// /api/ready, what the load balancer asks: Redis counts when it is configured, and a draining process (stop, as on
// SIGTERM) answers 503 to whatever still reaches it, after finishing the request under way.
// The database's part is in http-edge.test.ts; SIGTERM on a real process in shutdown.test.ts.

describe('/api/ready with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:6379' });
  });
  afterAll(() => t.close());

  it('is ready while Redis answers', async () => {
    const res = await new Agent(t).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body.checks).toMatchObject({ database: 'ok', redis: 'ok' });
  });

  it('is not ready while Redis is out of reach; liveness stays 200', async () => {
    const down = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await new Agent(down).get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ok: false, error: 'Redis is unreachable', checks: { database: 'ok', redis: 'unreachable' } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await new Agent(down).get('/api/health')).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('draining', () => {
  it('answers /api/ready 503 from the first step of stop (SIGTERM), and finishes the request under way', async () => {
    const t = await startTestApp();
    const url = new URL(await t.app.start(0, '127.0.0.1'));
    const { admin } = await createOrg(t, 'Drain', ['admin']);
    const agent = new Agent(t);
    await agent.login(admin.email, PASSWORD);
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = JSON.stringify({ name: 'Saved While Draining' });

    // A POST whose body waits until the server has taken the request (100 Continue).
    const socket = net.connect(Number(url.port), url.hostname);
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const continued = new Promise<void>((resolve) => {
      const look = () => {
        if (!text.includes('100 Continue')) return;
        socket.off('data', look);
        resolve();
      };
      socket.on('data', look);
    });
    socket.write(
      [
        'POST /api/customers HTTP/1.1',
        `Host: ${url.host}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Expect: 100-continue',
        `Cookie: ${cookie}`,
        `${CSRF_HEADER}: 1`,
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
    await continued;

    await t.app.drain();
    const ready = await new Agent(t).get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ok: false, draining: true, error: 'This process is shutting down' });
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);

    const stopped = t.app.stop();
    // Not end(): a client that half-closes before the answer has it dropped by Node (httpAllowHalfOpen is off).
    socket.write(body);
    await closed;
    await stopped;
    expect(text).toMatch(/^HTTP\/1\.1 201/m);
    expect(text).toContain('"name":"Saved While Draining"');
    fs.rmSync(t.config.DATA_DIR, { recursive: true, force: true });
  });
});
