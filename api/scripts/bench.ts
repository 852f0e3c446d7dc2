// `npm run bench`: requests per second and p95 latency of the authenticated hot paths, each against a bare
// node:http handler measured in the same run (the ceiling), then the first page of the jobs list of an organisation
// with 5,000 jobs over REST and GraphQL, with the SQL statements each request sends, then the schedule measures
// (scripts/bench-schedule.ts: a month range of 2,000 jobs, reschedule-to-delivery at 200 subscribers, with Redis
// when REDIS_URL is set), and first the demo seed on an empty database (scripts/bench-seed.ts). Embedded PGlite by
// default; DATABASE_URL for PostgreSQL. The browser measures (the 2,000-job month in Chromium) are web's bench.
import { randomUUID } from 'node:crypto';
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
import { benchSchedule } from './bench-schedule.ts';
import { benchSeed } from './bench-seed.ts';

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

await benchSeed();

let statements = 0;
const onQuery = () => {
  statements++;
};
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, onQuery } : { onQuery });
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

const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const jobsOrg = await seedJobsOrg(JOBS);

const app = await buildApp(config, database);
const url = await app.start(0, '127.0.0.1');
const login = await fetch(`${url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench-password' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!cookie.startsWith('spanner_session=')) throw new Error('bench login failed');
const jobsLogin = await fetch(`${url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: jobsOrg.email, password: 'bench-password' }),
});
const jobsCookie = (jobsLogin.headers.get('set-cookie') ?? '').split(';')[0];
if (!jobsCookie.startsWith('spanner_session=')) throw new Error('bench login (jobs) failed');

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

// ── The jobs list of an organisation with 5,000 jobs: first page, each job with customer, technicians, equipment.
const JOBS_QUERY = `{ jobs(first: 20) { edges { node { id title status scheduledAt customer { name } technicians { id name color } equipment { name } } } pageInfo { hasNextPage endCursor } } }`;
const jobsRequests: { title: string; opts: autocannon.Options; expect: (body: unknown) => number }[] = [
  {
    title: `REST GET /api/jobs (first 100 of ${JOBS})`,
    opts: { url: `${url}/api/jobs`, headers: { cookie: jobsCookie } },
    expect: (body) => (body as unknown[]).length,
  },
  {
    title: `REST GET /api/jobs?limit=20 (first 20 of ${JOBS})`,
    opts: { url: `${url}/api/jobs?limit=20`, headers: { cookie: jobsCookie } },
    expect: (body) => (body as unknown[]).length,
  },
  {
    title: `GraphQL jobs(first: 20) of ${JOBS}`,
    opts: {
      url: `${url}/graphql`,
      method: 'POST',
      headers: { cookie: jobsCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: JOBS_QUERY }),
    },
    expect: (body) => (body as { data: { jobs: { edges: unknown[] } } }).data.jobs.edges.length,
  },
];
console.log(`\nJobs list, an organisation with ${JOBS} jobs (3 technicians, 100 units of equipment):\n`);
console.log('| request | rows | SQL statements | req/s | p50 ms | p95 ms | p99 ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of jobsRequests) {
  // One request alone first, once the previous load has drained: its rows and the SQL statements it sends
  // (the session lookup included).
  await new Promise((r) => setTimeout(r, 1000));
  const before = statements;
  const answer = await fetch(r.opts.url as string, {
    method: (r.opts.method as string) ?? 'GET',
    headers: r.opts.headers as Record<string, string>,
    body: r.opts.body as string | undefined,
  });
  const count = r.expect(await answer.json());
  const sql = statements - before;
  const m = await measure(r.title, r.opts);
  console.log(`| ${r.title} | ${count} | ${sql} | ${Math.round(m.rps)} | ${m.p50} | ${m.p95} | ${m.p99} |`);
}

bare.close();
await app.stop();
await benchSchedule({ database, config, statements: () => statements, measure });
await database.db.organization.delete({ where: { id: jobsOrg.orgId } });
await database.close();

/** An organisation with `count` jobs over 14 weeks, each with a customer, one or two technicians and a unit. */
async function seedJobsOrg(count: number) {
  const db = database.db;
  const email = `bench-jobs-${Date.now()}@spanner.test`;
  const org = await db.organization.create({
    data: {
      name: 'Bench Jobs Co',
      users: { create: { name: 'Bench Office', email, passwordHash: await hashPassword('bench-password'), role: 'admin' } },
    },
  });
  const techs = await db.user.createManyAndReturn({
    data: ['Jake', 'Priya', 'Liam'].map((name, i) => ({
      orgId: org.id,
      name,
      email: `${name.toLowerCase()}-${Date.now()}-${i}@spanner.test`,
      role: 'technician' as const,
    })),
  });
  const customers = await db.customer.createManyAndReturn({
    data: Array.from({ length: 50 }, (_, i) => ({
      orgId: org.id,
      name: `Customer ${i}`,
      suburb: 'Preston',
      state: 'VIC',
      postcode: '3072',
    })),
  });
  const units = await db.equipment.createManyAndReturn({
    data: Array.from({ length: 100 }, (_, i) => ({
      orgId: org.id,
      customerId: customers[i % 50].id,
      name: `Unit ${i}`,
      make: 'Daikin',
      serviceIntervalMonths: 12,
    })),
  });
  const statuses = ['new', 'scheduled', 'confirmed', 'in_progress', 'done', 'cancelled'] as const;
  const start = Date.now() - 56 * 86_400_000;
  for (let from = 0; from < count; from += 1000) {
    const jobs = Array.from({ length: Math.min(1000, count - from) }, (_, k) => {
      const i = from + k;
      return {
        id: randomUUID(),
        orgId: org.id,
        title: `Job ${i}`,
        jobType: 'service' as const,
        status: statuses[i % statuses.length],
        scheduledAt: i % 50 === 0 ? null : new Date(start + Math.floor((i * 98 * 86_400_000) / count)),
        customerId: customers[i % 50].id,
      };
    });
    await db.job.createMany({ data: jobs });
    await db.jobTechnician.createMany({
      data: jobs.flatMap((j, k) => (k % 3 === 0 ? [techs[0], techs[1]] : [techs[k % 3]]).map((t) => ({ jobId: j.id, userId: t.id }))),
    });
    await db.jobEquipment.createMany({ data: jobs.map((j, k) => ({ jobId: j.id, equipmentId: units[(from + k) % 100].id })) });
  }
  return { orgId: org.id, email };
}
