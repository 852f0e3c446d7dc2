// The hot reads of issue 15, measured on PostgreSQL: the jobs list (100 and 20 of 5,000), the search over 100,000
// jobs (a rare word, no match), the month range of 2,000 jobs at 1 and 10 connections, and the customers list of
// 10,000. Seeds its own database (`spanner_bench_reads` beside DATABASE_URL's, kept between runs; BENCH_RESEED=1
// seeds it again) in a few set-based SQL statements. `npx tsx scripts/bench-reads.ts` (DATABASE_URL defaults to the
// local server). Each row: rows or bytes answered, SQL statements of one request, req/s, p50/p95.
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { applyMigrations } from '../src/db/migrate.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 3);
const PASSWORD = 'bench-password';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/spanner_bench_reads';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(opts: autocannon.Options) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ duration, connections: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_c, _s, _b, t) => times.push(t));
  });
  if (result.non2xx || result.errors) throw new Error(`${opts.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 10) / 10;
  return { rps: Math.round(result.requests.average), p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)) };
}

/** Organisations: `big` with 100,000 jobs and 10,000 customers (search, customers), `list` with 5,000 jobs, 2,000 in November. */
async function seed() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', ['spanner_bench_reads'])).rowCount;
  if (exists && !process.env.BENCH_RESEED) {
    await admin.end();
    return;
  }
  await admin.query('DROP DATABASE IF EXISTS spanner_bench_reads WITH (FORCE)');
  await admin.query('CREATE DATABASE spanner_bench_reads');
  await admin.end();
  const database = await openDatabase({ databaseUrl: benchUrl.toString() });
  await applyMigrations(database.adapter);
  await database.close();
  const c = new pg.Client({ connectionString: benchUrl.toString() });
  await c.connect();
  const hash = await hashPassword(PASSWORD);
  const org = async (name: string, jobs: number, customers: number, novemberEvery: number) => {
    const orgId = (
      await c.query(`INSERT INTO "Organization" (id, name, "updatedAt") VALUES (gen_random_uuid(), $1, now()) RETURNING id`, [name])
    ).rows[0].id as string;
    await c.query(
      `INSERT INTO "User" (id, "orgId", name, email, "passwordHash", role, "updatedAt")
       SELECT gen_random_uuid(), $1, 'Person ' || i, $2 || '-' || i || '@bench.test', $3, (CASE WHEN i = 0 THEN 'admin' ELSE 'technician' END)::"UserRole", now()
       FROM generate_series(0, 6) i`,
      [orgId, name.toLowerCase().replace(/\W+/g, '-'), hash],
    );
    await c.query(
      `INSERT INTO "Customer" (id, "orgId", name, "contactName", email, phone, street, suburb, state, postcode, notes, "updatedAt")
       SELECT gen_random_uuid(), $1, 'Customer ' || i || ' Pty Ltd', 'Contact ' || i, 'c' || i || '@example.com', '03 9' || lpad(i::text, 7, '0'),
              i || ' High Street', (ARRAY['Preston','Brighton','Carlton','Fitzroy','Richmond'])[1 + i % 5], 'VIC', '3' || lpad((i % 1000)::text, 3, '0'),
              'Gate code ' || i, now()
       FROM generate_series(1, $2::int) i`,
      [orgId, customers],
    );
    await c.query(
      `INSERT INTO "Equipment" (id, "orgId", "customerId", name, make, model, serial, "updatedAt")
       SELECT gen_random_uuid(), $1, id, 'Split system ' || row_number() OVER (), 'Daikin', 'FTXM' || (row_number() OVER () % 50), 'SN' || row_number() OVER (), now()
       FROM "Customer" WHERE "orgId" = $1`,
      [orgId],
    );
    // Jobs: every `novemberEvery`-th in November 2026 (Melbourne), the rest spread over 2024–2027; one in 10 unscheduled.
    await c.query(
      `WITH cust AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "Customer" WHERE "orgId" = $1),
            cnt AS (SELECT count(*) AS k FROM cust)
       INSERT INTO "Job" (id, "orgId", title, "jobType", status, "scheduledAt", "customerId", "confirmationToken", "estimatedValueCents", "updatedAt", "createdAt")
       SELECT gen_random_uuid(), $1,
              (ARRAY['Service','Repair','Install','Inspect'])[1 + i % 4] || ' ' || (ARRAY['split system','ducted unit','heat pump','cool room'])[1 + (i / 4) % 4] || ' #' || i
                || (CASE WHEN i % 25000 = 7 THEN ' quokka' ELSE '' END),
              'service', (ARRAY['new','scheduled','confirmed','in_progress','done','cancelled'])[1 + i % 6]::"JobStatus",
              CASE WHEN i % 10 = 9 THEN NULL
                   WHEN i % $3 = 0 THEN timestamptz '2026-10-31 20:00Z' + ((i / $3) % 30) * interval '1 day' + ((i / $3 / 30) * 9 % 600) * interval '1 minute'
                   ELSE timestamptz '2024-01-01Z' + (i % 1400) * interval '1 day' + (i % 9) * interval '1 hour' END,
              cust.id, encode(gen_random_bytes(12), 'hex'), 10000 + i % 5000, now(), now() - i * interval '1 minute'
       FROM generate_series(0, $2::int - 1) i, cnt JOIN cust ON true WHERE cust.n = i % cnt.k`,
      [orgId, jobs, novemberEvery],
    );
    await c.query(
      `INSERT INTO "JobTechnician" ("jobId", "userId")
       SELECT j.id, u.id FROM (SELECT id, row_number() OVER () AS n FROM "Job" WHERE "orgId" = $1) j
       JOIN (SELECT id, row_number() OVER (ORDER BY email) - 1 AS m FROM "User" WHERE "orgId" = $1 AND role = 'technician') u
         ON u.m = j.n % 6 OR (j.n % 4 = 0 AND u.m = (j.n + 1) % 6)`,
      [orgId],
    );
    await c.query(
      `INSERT INTO "JobEquipment" ("jobId", "equipmentId")
       SELECT j.id, e.id FROM "Job" j JOIN "Equipment" e ON e."customerId" = j."customerId" WHERE j."orgId" = $1`,
      [orgId],
    );
    return orgId;
  };
  await c.query('CREATE EXTENSION IF NOT EXISTS pgcrypto');
  // Triggers off while seeding (the search texts are set once at the end, set-based).
  await c.query('SET session_replication_role = replica');
  await org('Big Co', 100_000, 10_000, 1_000_000);
  await org('List Co', 5_000, 200, 2);
  await org('Month Co', 2_000, 200, 1);
  await c.query('ANALYZE');
  await c.query(`UPDATE "Job" SET search = job_search_text(id, title, "customerId")`);
  await c.query('ANALYZE');
  await c.end();
}

console.log('seeding (once)…');
await seed();

let statements = 0;
const database = await openDatabase({
  databaseUrl: benchUrl.toString(),
  onQuery: () => {
    statements++;
  },
});
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'spanner-bench'),
});
const app = await buildApp(config, database);
const url = await app.start(0, '127.0.0.1');
const login = async (email: string) => {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('spanner_session=')) throw new Error(`login ${email}: ${res.status}`);
  return cookie;
};
const big = await login('big-co-0@bench.test');
const list = await login('list-co-0@bench.test');
const month = await login('month-co-0@bench.test');
const gql = (cookie: string, query: string): autocannon.Options => ({
  url: `${url}/graphql`,
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});
const get = (cookie: string, p: string): autocannon.Options => ({ url: `${url}${p}`, headers: { cookie } });
const JOBS_PAGE = `{ jobs(first: 20) { edges { node { id title status scheduledAt customer { name } technicians { id name color } equipment { name } } } pageInfo { hasNextPage endCursor } } }`;
const SEARCH = (w: string) => `{ jobs(first: 20, search: "${w}") { edges { node { id title status scheduledAt customer { name } } } } }`;
const MONTH = `{ jobsInRange(start: "2026-10-31T13:00:00Z", end: "2026-11-30T13:00:00Z") { id title status scheduledAt jobType canConfirm customer { id name suburb } technicians { id name color } } }`;
const range = '/api/jobs/range?start=2026-10-31T13:00:00Z&end=2026-11-30T13:00:00Z';

const only = process.env.BENCH_ONLY?.split(',');
const cases: [string, autocannon.Options, number[]][] = [
  ['REST /api/jobs (100 of 5,000)', get(list, '/api/jobs'), [1, 10]],
  ['REST /api/jobs?limit=20', get(list, '/api/jobs?limit=20'), [1]],
  ['GraphQL jobs(first: 20)', gql(list, JOBS_PAGE), [1]],
  ['REST search rare word (100,000)', get(big, '/api/jobs?search=quokka'), [1]],
  ['REST search no match (100,000)', get(big, '/api/jobs?search=zebrafish'), [1]],
  ['REST search two words (100,000)', get(big, '/api/jobs?search=heat%20preston'), [1]],
  ['GraphQL search rare word', gql(big, SEARCH('quokka')), [1]],
  ['GraphQL search no match', gql(big, SEARCH('zebrafish')), [1]],
  ['REST month range (2,000)', get(month, range), [1, 10]],
  ['GraphQL jobsInRange (2,000)', gql(month, MONTH), [1, 10]],
  ['REST /api/customers (10,000)', get(big, '/api/customers'), [1]],
];
console.log(`\n${duration} s each, PostgreSQL, Node ${process.version}\n`);
console.log('| request | answer | SQL | conns | req/s | p50 ms | p95 ms |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [title, opts, conns] of cases) {
  if (only && !only.some((o) => title.toLowerCase().includes(o.toLowerCase()))) continue;
  const before = statements;
  const res = await fetch(opts.url as string, {
    method: (opts.method as string) ?? 'GET',
    headers: opts.headers as Record<string, string>,
    body: opts.body as string | undefined,
  });
  const text = await res.text();
  const sql = statements - before;
  if (res.status !== 200) throw new Error(`${title}: ${res.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  const rows = Array.isArray(body)
    ? body.length
    : (body.data?.jobs?.edges?.length ?? body.data?.jobsInRange?.length ?? body.customers?.length ?? '?');
  const answer = `${rows} rows, ${Math.round(text.length / 1024)} KB`;
  for (const connections of conns) {
    const m = await measure({ ...opts, connections });
    console.log(`| ${title} | ${answer} | ${sql} | ${connections} | ${m.rps} | ${m.p50} | ${m.p95} |`);
  }
}
await app.stop();
await database.close();
