// The schedule measures of `npm run bench`: the month range of an organisation with 2,000 jobs in one
// month (rows, SQL statements, latency over REST and GraphQL), the month view's per-day summaries, and the time from a reschedule to its delivery at
// 200 connected graphql-ws subscribers — one server, and (with REDIS_URL) two servers through Redis. The "two
// servers" are two buildApp() instances in this one Node process sharing the database and Redis: the event
// really travels through Redis, but the subscribers, both servers and the load share one event loop and CPU.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { hashPassword } from '../../src/auth/password.ts';
import type { Database } from '../../src/db/client.ts';
import { fromLocalInput } from '../../src/rules/zoned-time.ts';
import { BENCH_SUBSCRIPTION, type Bench, type BenchRequest, CONNECTIONS, PASSWORD, percentile, printTable, round } from './harness.ts';

const ms = (v: number) => round(v);

export async function benchSchedule(bench: Bench) {
  const { database, config } = bench;
  const JOBS = Number(process.env.BENCH_MONTH_JOBS ?? 2000);
  const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200);
  const ROUNDS = Number(process.env.BENCH_RESCHEDULES ?? 30);
  const seeded = await seedMonth(database, JOBS);

  // ── The month range
  const app = await bench.startApp();
  const cookie = await login(app.url, seeded.officeEmail, 'cookie');
  const start = fromLocalInput('2026-11-01', '00:00')!;
  const end = fromLocalInput('2026-12-01', '00:00')!;
  // The web's month: the ScheduleJob fragment (web/src/features/schedule/schedule-job.ts) of every job.
  const MONTH_QUERY = `{ jobsInRange(start: "${start}", end: "${end}") { id title status scheduledAt durationMinutes customer { id name suburb } technicians { id name color } } }`;
  // The month view reads per-day summaries of its grid (Monday 26 October to Sunday 6 December, 42 days): each
  // day's count and first 3 jobs, with the same fragment (web/src/features/schedule/use-schedule-days.ts).
  const gridStart = fromLocalInput('2026-10-26', '00:00')!;
  const gridEnd = fromLocalInput('2026-12-07', '00:00')!;
  const DAYS_QUERY = `{ scheduleDays(start: "${gridStart}", end: "${gridEnd}", perDay: 3) { day count jobs { id title status scheduledAt durationMinutes customer { id name suburb } technicians { id name color } } } }`;
  type Days = { count: number; jobs: unknown[] }[];
  const listed = (days: Days) => days.reduce((n, d) => n + d.jobs.length, 0);
  const requests: { title: string; request: BenchRequest; rows: (body: unknown) => number }[] = [
    {
      title: `REST GET /api/jobs/range (November, ${JOBS} jobs)`,
      request: { url: `${app.url}/api/jobs/range?start=${start}&end=${end}`, headers: { cookie } },
      rows: (body) => (body as unknown[]).length,
    },
    {
      title: `GraphQL jobsInRange (November, ${JOBS} jobs)`,
      request: {
        url: `${app.url}/graphql`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: MONTH_QUERY }),
      },
      rows: (body) => (body as { data: { jobsInRange: unknown[] } }).data.jobsInRange.length,
    },
    {
      title: `REST GET /api/schedule/days (month grid, 42 days, 3 a day; ${JOBS} jobs)`,
      request: { url: `${app.url}/api/schedule/days?start=${gridStart}&end=${gridEnd}&perDay=3`, headers: { cookie } },
      rows: (body) => listed(body as Days),
    },
    {
      title: `GraphQL scheduleDays (month grid, 42 days, 3 a day; ${JOBS} jobs)`,
      request: {
        url: `${app.url}/graphql`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: DAYS_QUERY }),
      },
      rows: (body) => listed((body as { data: { scheduleDays: Days } }).data.scheduleDays),
    },
  ];
  const table = [];
  for (const r of requests) {
    const probe = await bench.probe(r.request);
    if (probe.status !== 200) throw new Error(`${r.title}: ${probe.status}`);
    // One viewer at a time (the latency a user sees), then the bench's concurrency (throughput).
    for (const connections of [1, CONNECTIONS]) {
      const m = await bench.measure(r.title, r.request, { connections });
      table.push({
        ...m,
        extra: {
          rows: r.rows(probe.body),
          'JSON KB': Math.round(JSON.stringify(probe.body).length / 1024),
          'SQL statements': probe.statements,
          connections,
        },
      });
    }
  }
  console.log(
    `\nSchedule: the month range of an organisation with ${JOBS} jobs in November (Melbourne month) — the API clients' range — and the month view's per-day summaries of its grid (rows: jobs listed):\n`,
  );
  printTable(table);
  await app.stop();

  // ── A reschedule delivered to connected subscribers
  console.log(
    `\nLive schedule: ${ROUNDS} reschedules (PATCH /api/jobs/{id}/schedule, one at a time), each delivered to ${SUBSCRIBERS} graphql-ws subscribers (¾ office, ¼ the job's technician); time from sending the request to each delivery:\n`,
  );
  console.log('| setup | deliveries | p50 ms | p95 ms | p99 ms | last subscriber p50 ms | last subscriber p95 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const single = await bench.startApp();
  printDelivery('one server, in-memory events', await deliveryLatency(seeded, single.url, single.url, SUBSCRIBERS, ROUNDS));
  await single.stop();
  if (config.REDIS_URL) {
    const a = await bench.startApp({ REDIS_URL: config.REDIS_URL });
    const b = await bench.startApp({ REDIS_URL: config.REDIS_URL });
    printDelivery(
      'two servers through Redis (subscribers on A, reschedule on B; one Node process)',
      await deliveryLatency(seeded, a.url, b.url, SUBSCRIBERS, ROUNDS),
    );
    await a.stop();
    await b.stop();
  } else {
    console.log('| two servers through Redis | set REDIS_URL to measure | | | | | |');
  }
  await database.db.organization.delete({ where: { id: seeded.orgId } });
}

function printDelivery(title: string, r: { all: number[]; last: number[] }) {
  const all = [...r.all].sort((x, y) => x - y);
  const last = [...r.last].sort((x, y) => x - y);
  console.log(
    `| ${title} | ${all.length} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 95))} | ${ms(percentile(all, 99))} | ${ms(percentile(last, 50))} | ${ms(percentile(last, 95))} |`,
  );
}

async function login(url: string, email: string, mode: 'cookie' | 'token'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(mode === 'token' ? { 'auth-mode': 'token' } : {}) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`bench login failed: ${res.status}`);
  if (mode === 'token') return ((await res.json()) as { accessToken: string }).accessToken;
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

const CHANGES = 'subscription { scheduleChanged { kind jobId job { id title status scheduledAt technicians { id name color } } } }';

async function deliveryLatency(seeded: Seeded, subscribeUrl: string, publishUrl: string, subscribers: number, rounds: number) {
  const officeToken = await login(subscribeUrl, seeded.officeEmail, 'token');
  const techToken = await login(subscribeUrl, seeded.techEmail, 'token');
  const cookie = await login(publishUrl, seeded.officeEmail, 'cookie');
  let round: { at: string; t0: number; received: (t: number) => void } | undefined;
  const clients = await Promise.all(
    Array.from({ length: subscribers }, async (_, i) => {
      const client = createClient({
        url: `${subscribeUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        lazy: false,
        connectionParams: { authorization: `Bearer ${i % 4 === 3 ? techToken : officeToken}` },
      });
      await new Promise<void>((resolve, reject) => {
        client.on('connected', () => resolve());
        client.on('closed', () => reject(new Error('subscriber refused')));
      });
      client.subscribe<{ scheduleChanged: { job: { scheduledAt: string } | null } }>(
        { query: CHANGES },
        {
          next: (v) => {
            const now = performance.now();
            if (round && v.data?.scheduleChanged.job?.scheduledAt === round.at) round.received(now);
          },
          error: (e) => console.error('subscriber error', e),
          complete: () => {},
        },
      );
      return client;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const all: number[] = [];
  const last: number[] = [];
  // A few rounds first, unmeasured, so both setups are compared warm.
  const WARMUP = 3;
  for (let r = 0; r < WARMUP + rounds; r++) {
    const measured = r >= WARMUP;
    const at = new Date(Date.parse('2026-12-15T22:00:00Z') + (r + 1) * 15 * 60_000).toISOString();
    let pending = subscribers;
    const t0 = performance.now();
    const delivered = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${subscribers - pending} of ${subscribers} deliveries`)), 10_000);
      round = {
        at,
        t0,
        received: (t) => {
          if (measured) all.push(t - t0);
          if (--pending === 0) {
            clearTimeout(timer);
            if (measured) last.push(t - t0);
            resolve();
          }
        },
      };
    });
    const res = await fetch(`${publishUrl}/api/jobs/${seeded.liveJobId}/schedule`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ scheduledAt: at }),
    });
    if (res.status !== 200) throw new Error(`reschedule failed: ${res.status}`);
    await delivered;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  round = undefined;
  await Promise.all(clients.map((c) => c.dispose()));
  return { all, last };
}

type Seeded = Awaited<ReturnType<typeof seedMonth>>;

/** An organisation with `count` jobs in November 2026, each with a customer, technicians and a unit. */
export async function seedMonth(database: Database, count: number) {
  const db = database.db;
  const stamp = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  const officeEmail = `bench-month-${stamp}@spanner.test`;
  const techEmail = `bench-month-tech-${stamp}@spanner.test`;
  const org = await db.organization.create({
    data: {
      name: 'Bench Month Co',
      subscription: BENCH_SUBSCRIPTION,
      users: { create: { name: 'Month Office', email: officeEmail, passwordHash, role: 'admin' } },
    },
  });
  const techs = await db.user.createManyAndReturn({
    data: ['Jake', 'Priya', 'Liam', 'Mia', 'Noah', 'Zoe'].map((name, i) => ({
      orgId: org.id,
      name,
      email: i === 0 ? techEmail : `${name.toLowerCase()}-month-${stamp}@spanner.test`,
      passwordHash,
      role: 'technician' as const,
    })),
  });
  const customers = await db.customer.createManyAndReturn({
    data: Array.from({ length: 200 }, (_, i) => ({ orgId: org.id, name: `Month customer ${i}`, suburb: 'Preston', state: 'VIC' })),
  });
  const units = await db.equipment.createManyAndReturn({
    data: customers.map((c, i) => ({ orgId: org.id, customerId: c.id, name: `Unit ${i}`, make: 'Daikin' })),
  });
  const statuses = ['new', 'scheduled', 'confirmed', 'in_progress', 'done', 'cancelled'] as const;
  const monthStart = Date.parse(fromLocalInput('2026-11-01', '07:00')!);
  const jobs = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    orgId: org.id,
    title: `Month job ${i}`,
    // A unit is on one open service job at most (JobEquipment_one_open_service): the open jobs are repairs.
    jobType: i % statuses.length >= 4 ? ('service' as const) : ('repair' as const),
    status: statuses[i % statuses.length],
    // 30 days, 7 am to 5 pm local: whole quarter hours.
    scheduledAt: new Date(monthStart + (i % 30) * 86_400_000 + Math.floor(i / 30) * 9 * 60_000),
    customerId: customers[i % customers.length].id,
  }));
  for (let from = 0; from < jobs.length; from += 1000) {
    const slice = jobs.slice(from, from + 1000);
    await db.job.createMany({ data: slice });
    await db.jobTechnician.createMany({
      data: slice.flatMap((j, k) =>
        (k % 4 === 0 ? [techs[k % 6], techs[(k + 1) % 6]] : [techs[k % 6]]).map((t) => ({ jobId: j.id, userId: t.id })),
      ),
    });
    await db.jobEquipment.createMany({ data: slice.map((j, k) => ({ jobId: j.id, equipmentId: units[(from + k) % units.length].id })) });
  }
  const live = await db.job.create({
    data: {
      orgId: org.id,
      title: 'Rescheduled live',
      status: 'scheduled',
      scheduledAt: new Date('2026-12-15T22:00:00Z'),
      customerId: customers[0].id,
      technicians: { create: { userId: techs[0].id } },
    },
  });
  return { orgId: org.id, officeEmail, techEmail, liveJobId: live.id };
}
