// The many-users scenario of `npm run bench`: 100 signed-in members (10 organisations of 10 office members, 200
// jobs each) working at once for 30 s, each going round their own list of reads and writes as fast as answers come
// back (no think time, so the figure is the server under the most this many users can ask of it), then again at a
// working pace (about a second between a member's requests — still far busier than people at a screen). Reads: who am I,
// the jobs list over REST and GraphQL, one job, a week of the schedule; writes: a reschedule (which notifies the
// schedule's subscribers) and a job edit. Target: p95 < 300 ms, no error.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.ts';
import { fromLocalInput } from '../../src/rules/zoned-time.ts';
import { BENCH_SUBSCRIPTION, type Bench, type BenchRequest, PASSWORD, printTable } from './harness.ts';

const ORGS = 10;
const MEMBERS = 10;
const JOBS = 200;
/** The pace of the second run: a member's next request about a second after the last answer (0.5–1.5 s). */
const PACE_MS = 1000;

export async function benchUsers(bench: Bench) {
  const seconds = Number(process.env.BENCH_USERS_SECONDS ?? 30);
  const orgs = await seed(bench);
  const app = await bench.startApp();
  try {
    const users = await memberLoops(bench, orgs, [app.url]);
    // What each kind of request costs alone, in SQL statements (the first member's own requests).
    const statements = new Map<string, number>();
    for (const r of users[0]) statements.set(r.label ?? r.url, (await bench.probe(r)).statements);
    const m = await bench.measureUsers(`${users.length} members, 5 reads : 2 writes, no pause, ${seconds} s`, users, seconds);
    const paced = await bench.measureUsers(
      `${users.length} members, 5 reads : 2 writes, ~${PACE_MS / 1000} s between a member's requests, ${seconds} s`,
      users,
      seconds,
      { thinkMs: PACE_MS },
    );
    console.log(`\nMany users at once (${ORGS} organisations × ${MEMBERS} office members, ${JOBS} jobs each):\n`);
    printTable(
      [m, paced].map((r) => ({ ...r, extra: { requests: r.requests, errors: r.errors, 'load generator CPU ms/req': r.loadCpuMs } })),
    );
    console.log('\n| request | SQL statements | answers | p50 ms | p95 ms |\n|---|---:|---:|---:|---:|');
    for (const [label, r] of Object.entries(m.byLabel))
      console.log(`| ${label} | ${statements.get(label) ?? ''} | ${r.requests} | ${r.p50} | ${r.p95} |`);
  } finally {
    await app.stop();
    for (const org of orgs) await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}

/**
 * Each member's loop of five reads and two writes, signed in; with several servers (`urls`), a member's successive
 * requests go to each in turn, as a round-robin load balancer would send them.
 */
export async function memberLoops(bench: Bench, orgs: Awaited<ReturnType<typeof seed>>, urls: string[]): Promise<BenchRequest[][]> {
  const weekStart = fromLocalInput('2026-11-02', '00:00')!;
  const weekEnd = fromLocalInput('2026-11-09', '00:00')!;
  const users: BenchRequest[][] = [];
  for (const org of orgs) {
    for (const [i, email] of org.emails.entries()) {
      const cookie = await bench.signIn(urls[0], email);
      const json = { cookie, 'content-type': 'application/json' };
      const job = org.jobIds[i];
      const loop: (Omit<BenchRequest, 'url'> & { path: string })[] = [
        { label: 'GET /api/auth/me', path: '/api/auth/me', headers: { cookie } },
        { label: 'GET /api/jobs?limit=20', path: '/api/jobs?limit=20', headers: { cookie } },
        {
          label: 'GraphQL jobs(first: 20)',
          path: '/graphql',
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query: '{ jobs(first: 20) { edges { node { id title status scheduledAt customer { name } } } } }' }),
        },
        { label: 'GET /api/jobs/{id}', path: `/api/jobs/${org.jobIds[(i * 7) % JOBS]}`, headers: { cookie } },
        { label: 'GET /api/jobs/range (a week)', path: `/api/jobs/range?start=${weekStart}&end=${weekEnd}`, headers: { cookie } },
        {
          label: 'PATCH /api/jobs/{id}/schedule',
          path: `/api/jobs/${job}/schedule`,
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ scheduledAt: new Date(Date.parse(weekStart) + (i + 9) * 3_600_000).toISOString() }),
        },
        {
          label: 'PUT /api/jobs/{id}',
          path: `/api/jobs/${job}`,
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ title: `Edited by member ${i}` }),
        },
      ];
      // The loop once per server, each pass shifted by one server, so every request meets every server.
      const length = loop.length * urls.length;
      users.push(
        Array.from({ length }, (_, k) => {
          const { path, ...request } = loop[k % loop.length];
          return { ...request, url: `${urls[(users.length + k) % urls.length]}${path}` };
        }),
      );
    }
  }
  return users;
}

export async function seed(bench: Bench) {
  const db = bench.database.db;
  const passwordHash = await hashPassword(PASSWORD);
  const weekStart = Date.parse(fromLocalInput('2026-11-02', '07:00')!);
  return Promise.all(
    Array.from({ length: ORGS }, async (_, o) => {
      const org = await db.organization.create({ data: { name: `Bench Users Co ${o}`, subscription: BENCH_SUBSCRIPTION } });
      const members = await db.user.createManyAndReturn({
        data: Array.from({ length: MEMBERS }, (_, i) => ({
          orgId: org.id,
          name: `Member ${o}.${i}`,
          email: `bench-user-${randomUUID()}@spanner.test`,
          passwordHash,
          role: i === 0 ? ('admin' as const) : ('manager' as const),
        })),
      });
      const customers = await db.customer.createManyAndReturn({
        data: Array.from({ length: 20 }, (_, i) => ({ orgId: org.id, name: `Users customer ${i}`, suburb: 'Preston', state: 'VIC' })),
      });
      const jobs = Array.from({ length: JOBS }, (_, i) => ({
        id: randomUUID(),
        orgId: org.id,
        title: `Users job ${i}`,
        status: 'scheduled' as const,
        scheduledAt: new Date(weekStart + (i % 7) * 86_400_000 + Math.floor(i / 7) * 20 * 60_000),
        customerId: customers[i % customers.length].id,
      }));
      await db.job.createMany({ data: jobs });
      return { orgId: org.id, emails: members.map((m) => m.email), jobIds: jobs.map((j) => j.id) };
    }),
  );
}
