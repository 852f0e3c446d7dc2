import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { loggerOptions, logRequests } from './request-log.ts';

it('logs one line per answered request, none of Fastify’s own, and no deprecation warning', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  process.on('warning', onWarning);
  const app = Fastify(loggerOptions('info', stream));
  logRequests(app);
  app.get('/ping', async () => ({ ok: true }));
  try {
    await app.inject({ url: '/ping?x=1' });
    await app.inject({ url: '/missing' });
    await new Promise((resolve) => setImmediate(resolve));
    const requests = lines.filter((l) => l.reqId);
    expect(requests.map((l) => [l.msg, l.url, l.statusCode])).toEqual([
      ['request answered', '/ping', 200],
      ['request answered', '/missing', 404],
    ]);
    expect(warnings.filter((w) => /disableRequestLogging/.test(w))).toEqual([]);
  } finally {
    process.off('warning', onWarning);
    await app.close();
  }
});

it('has no logger at all when silent', () => {
  expect(loggerOptions('silent')).toEqual({ logger: false });
});
