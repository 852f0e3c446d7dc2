// `npm run bench`: requests per second and p95 latency of the authenticated hot paths, each against a bare
// node:http handler measured in the same run (the ceiling). Embedded PGlite by default; DATABASE_URL for PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** autocannon's own table has no p95, so every response time is collected and the percentiles computed here. */
async function measure(title: string, opts: autocannon.Options) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ duration, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return {
    title,
    rps: result.requests.average,
    p50: ms(percentile(times, 50)),
    p95: ms(percentile(times, 95)),
    p99: ms(percentile(times, 99)),
  };
}

const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
await applyMigrations(database.adapter);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'spanner-bench'),
});
const email = `bench-${Date.now()}@spanner.test`;
await database.db.organization.create({
  data: {
    name: 'Bench Co',
    users: { create: { name: 'Bench Admin', email, passwordHash: await hashPassword('bench-password'), role: 'admin' } },
  },
});

const app = await buildApp(config, database);
const url = await app.start(0, '127.0.0.1');
const login = await fetch(`${url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench-password' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!cookie.startsWith('spanner_session=')) throw new Error('bench login failed');

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

console.log(
  `Spanner bench: ${duration} s each, ${connections} connections, ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, Node ${process.version}\n`,
);
const rows = [
  await measure('bare node:http (ceiling)', { url: bareUrl }),
  await measure('GET /api/auth/me (cookie)', { url: `${url}/api/auth/me`, headers: { cookie } }),
  await measure('GraphQL { me { id } } (cookie)', {
    url: `${url}/graphql`,
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { id } }' }),
  }),
];
const ceiling = rows[0].rps;
console.log('| path | req/s | p50 ms | p95 ms | p99 ms | req/s of ceiling |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.title} | ${Math.round(r.rps)} | ${r.p50} | ${r.p95} | ${r.p99} | ${(r.rps / ceiling).toFixed(3)} |`);

bare.close();
await app.stop();
await database.close();
