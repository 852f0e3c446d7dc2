// Scale-out group of `npm run bench`: the 100-member mix (bench/users.ts) answered by one API process and by three,
// in the same run, on the same database — each process its own (bench/server-process.ts), as production runs them,
// a member's successive requests sent to each in turn as a round-robin load balancer would. Printed side by side:
// throughput, p95, errors, and CPU per request of all the API processes together and of PostgreSQL. With REDIS_URL
// the processes share their events through Redis, as in production.
import { type Bench, baselineTree, type Measured, printTable } from './harness.ts';
import { memberLoops, seed } from './users.ts';

/** The process counts compared: one against BENCH_PROCESSES (3). */
const COUNTS = [1, Number(process.env.BENCH_PROCESSES ?? 3)];
const WARM_UP_SECONDS = 5;

export async function benchScaleOut(bench: Bench) {
  const seconds = Number(process.env.BENCH_USERS_SECONDS ?? 30);
  const orgs = await seed(bench);
  const rows: (Measured & { extra: Record<string, string | number> })[] = [];
  try {
    for (const count of COUNTS) {
      // BENCH_CANDIDATE: a commit's server instead of this checkout's (harness.ts baselineTree).
      const candidate = baselineTree(process.env.BENCH_CANDIDATE);
      const servers = await bench.startProcesses(count, {}, candidate ? { tree: candidate.tree } : {});
      try {
        const users = await memberLoops(bench, orgs, servers.urls);
        // Unmeasured first: each new process compiles its hot paths (three processes warm up three times over).
        await bench.measureUsers('warm-up', users, WARM_UP_SECONDS, { servers: servers.pids });
        const m = await bench.measureUsers(
          `${count} API process${count > 1 ? 'es' : ''}, ${users.length} members, no pause`,
          users,
          seconds,
          {
            servers: servers.pids,
          },
        );
        rows.push({ ...m, extra: { requests: m.requests, errors: m.errors } });
      } finally {
        await servers.stop();
      }
    }
  } finally {
    for (const org of orgs) await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
  console.log(`\nOne API process against ${COUNTS[1]} (the 100-member mix, ${seconds} s each; server CPU is all the API processes'):\n`);
  printTable(rows);
  const [one, many] = rows;
  console.log(
    `\n${COUNTS[1]} processes against 1: throughput ×${(many.rps / one.rps).toFixed(2)}, p95 ×${(many.p95 / one.p95).toFixed(2)}, ` +
      `server CPU per request ×${(many.cpuMs / one.cpuMs).toFixed(2)}, PostgreSQL CPU per request ×${((many.dbCpuMs ?? 0) / (one.dbCpuMs || 1)).toFixed(2)}`,
  );
}
