// The hot reads of `npm run bench` against their old shape, in the same run (BENCH_ONLY=hotReads): the jobs list's
// first page of a 5,000-job organisation, the month view's per-day summaries (REST and GraphQL), and the 100-member
// mix (bench/users.ts), each answered by this checkout's server and by the baseline's — BENCH_BASELINE, a commit
// extracted into the temp folder (harness.ts baselineTree) — both their own processes on the same database, measured
// by turns so a busy moment of the machine falls on each. Each request's answer is compared byte for byte between
// the two first. Printed: req/s, p95, server and PostgreSQL CPU per request, and the ratios new ÷ old.
import { fromLocalInput } from '../../src/rules/zoned-time.ts';
import { type Bench, type BenchRequest, baselineTree, CONNECTIONS, type Measured, printTable } from './harness.ts';
import { seedJobsOrg } from './reads.ts';
import { seedMonth } from './schedule.ts';
import { memberLoops, seed as seedUsers } from './users.ts';

const ROUNDS = Number(process.env.BENCH_HOT_ROUNDS ?? 2);
const MIX_SECONDS = Number(process.env.BENCH_HOT_MIX_SECONDS ?? 15);

type Server = { label: string; urls: string[]; pids: number[]; stop(): Promise<void> };

export async function benchHotReads(bench: Bench) {
  const baseline = baselineTree(process.env.BENCH_BASELINE);
  if (!baseline) console.log('\nhotReads: set BENCH_BASELINE=<commit> to measure the old shape beside this one.');
  const jobsOrg = await seedJobsOrg(bench, 5000);
  const month = await seedMonth(bench.database, 2000);
  const mixOrgs = await seedUsers(bench);
  // As service-board.ts: autovacuum (off on our test servers) would have vacuumed the freshly seeded rows within a
  // minute in production. Without it each seeded job is two row versions (its insert and its update), and the
  // month's reads visit both: the days statement takes 6 ms instead of 2.5. Both sides read the same tables.
  await bench.database.db.$executeRawUnsafe('VACUUM ANALYZE "Job", "JobTechnician", "JobEquipment", "Customer", "Equipment", "User"');
  const servers: Server[] = [];
  try {
    // BENCH_CANDIDATE: a commit to run as the new side too (so the working tree may change during a run).
    const candidate = baselineTree(process.env.BENCH_CANDIDATE);
    servers.push({
      label: candidate ? `new (${candidate.commit})` : 'new',
      ...(await bench.startProcesses(1, {}, candidate ? { tree: candidate.tree } : {})),
    });
    if (baseline) servers.push({ label: `old (${baseline.commit})`, ...(await bench.startProcesses(1, {}, { tree: baseline.tree })) });
    const url = servers[0].urls[0];
    const jobsCookie = await bench.signIn(url, jobsOrg.email);
    const monthCookie = await bench.signIn(url, month.officeEmail);
    const gridStart = fromLocalInput('2026-10-26', '00:00')!;
    const gridEnd = fromLocalInput('2026-12-07', '00:00')!;
    const DAYS_QUERY = `{ scheduleDays(start: "${gridStart}", end: "${gridEnd}", perDay: 3) { day count jobs { id title status scheduledAt durationMinutes customer { id name suburb } technicians { id name color } } } }`;
    const requests: { title: string; request: (url: string) => BenchRequest }[] = [
      {
        title: 'REST GET /api/jobs?limit=20 (of 5,000)',
        request: (u) => ({ url: `${u}/api/jobs?limit=20`, headers: { cookie: jobsCookie } }),
      },
      {
        title: 'REST GET /api/schedule/days (42 days, 3 a day; 2,000 jobs)',
        request: (u) => ({ url: `${u}/api/schedule/days?start=${gridStart}&end=${gridEnd}&perDay=3`, headers: { cookie: monthCookie } }),
      },
      {
        title: 'GraphQL scheduleDays (42 days, 3 a day; 2,000 jobs)',
        request: (u) => ({
          url: `${u}/graphql`,
          method: 'POST',
          headers: { cookie: monthCookie, 'content-type': 'application/json' },
          body: JSON.stringify({ query: DAYS_QUERY }),
        }),
      },
    ];
    // The same answer from both, byte for byte (status, body, Link header), before any figure.
    for (const r of requests) {
      const answers = await Promise.all(
        servers.map(async (s) => {
          const req = r.request(s.urls[0]);
          // Twice: a GraphQL document's first request is Yoga's, the next the plain path's.
          for (let k = 0; k < 2; k++) await fetch(req.url, { method: req.method ?? 'GET', headers: req.headers, body: req.body });
          const res = await fetch(req.url, { method: req.method ?? 'GET', headers: req.headers, body: req.body });
          return `${res.status} ${res.headers.get('link') ?? ''} ${await res.text()}`;
        }),
      );
      if (!answers[0].startsWith('200 ')) throw new Error(`${r.title}: ${answers[0].slice(0, 200)}`);
      if (answers.some((a) => a !== answers[0])) throw new Error(`${r.title}: the old and the new answers differ`);
    }
    console.log(`\nHot reads, this checkout against ${baseline ? baseline.commit : '(no baseline)'}: same answers byte for byte.`);

    const rows: (Measured & { extra: Record<string, string | number> })[] = [];
    const ratios: string[] = [];
    for (const r of requests) {
      const runs: Measured[][] = servers.map(() => []);
      for (let round = 0; round < ROUNDS; round++)
        for (const [i, s] of servers.entries())
          runs[i].push(await bench.measure(`${r.title} — ${s.label}`, r.request(s.urls[0]), { connections: CONNECTIONS, servers: s.pids }));
      // Each side's best round by throughput: the one the machine's other work disturbed least.
      const best = runs.map((list) => list.reduce((a, b) => (a.rps >= b.rps ? a : b)));
      for (const [i, m] of best.entries()) rows.push({ ...m, extra: { rounds: runs[i].map((x) => Math.round(x.rps)).join(', ') } });
      if (best.length === 2) ratios.push(ratioLine(r.title, best[0], best[1]));
    }

    // The 100-member mix on each, by turns.
    const mixRuns: Measured[][] = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, s] of servers.entries()) {
        const users = await memberLoops(bench, mixOrgs, s.urls);
        await bench.measureUsers('warm-up', users, 3, { servers: s.pids });
        mixRuns[i].push(await bench.measureUsers(`100-member mix — ${s.label}`, users, MIX_SECONDS, { servers: s.pids }));
      }
    const mixBest = mixRuns.map((list) => list.reduce((a, b) => (a.rps >= b.rps ? a : b)));
    for (const [i, m] of mixBest.entries())
      rows.push({ ...m, extra: { rounds: mixRuns[i].map((x) => `${Math.round(x.rps)} (${x.errors} errors)`).join(', ') } });
    if (mixBest.length === 2) ratios.push(ratioLine('100-member mix', mixBest[0], mixBest[1]));

    console.log(`\nHot reads at ${CONNECTIONS} connections (best of ${ROUNDS} rounds by req/s; CPU is the answering process's):\n`);
    printTable(rows);
    if (ratios.length) {
      console.log(
        '\n| request | req/s new ÷ old | p95 new ÷ old | server CPU/req new ÷ old | PostgreSQL CPU/req new ÷ old | server + PostgreSQL CPU ms/req old → new |',
      );
      console.log('|---|---:|---:|---:|---:|---:|');
      for (const line of ratios) console.log(line);
    }
  } finally {
    for (const s of servers) await s.stop();
    // BENCH_KEEP: the seeded organisations stay, to look into their statements afterwards (psql, auto_explain).
    if (!process.env.BENCH_KEEP) {
      await bench.database.db.organization.delete({ where: { id: jobsOrg.orgId } });
      await bench.database.db.organization.delete({ where: { id: month.orgId } });
      for (const org of mixOrgs) await bench.database.db.organization.delete({ where: { id: org.orgId } });
    }
  }
}

function ratioLine(title: string, now: Measured, old: Measured) {
  const x = (a: number, b: number | null | undefined) => (b ? (a / b).toFixed(2) : '—');
  const total = (m: Measured) => (m.cpuMs + (m.dbCpuMs ?? 0)).toFixed(2);
  return `| ${title} | **${x(now.rps, old.rps)}** | ${x(now.p95, old.p95)} | ${x(now.cpuMs, old.cpuMs)} | ${x(now.dbCpuMs ?? 0, old.dbCpuMs)} | ${total(old)} → ${total(now)} |`;
}
