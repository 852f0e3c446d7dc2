// Messaging in `npm run bench`: 1,000 job SMS sends across 10 organisations at once (local outbox provider), each
// organisation 10 credits short of the sends it gets, so the allowance edge is crossed under load. Prints the
// throughput, latency and the SQL statements of one send, and checks the final counts: the credits counted equal
// the sends accepted, and every refusal is a 402.
import { performance } from 'node:perf_hooks';
import { type Bench, type BenchRequest, CONNECTIONS, percentile, round } from './harness.ts';

const ORGS = 10;
const SENDS_PER_ORG = 100;
const QUOTA = 100; // Solo
/** Used before the run: 80 credits are left for 100 sends each, so 20 of each organisation's sends are refused. */
const ALREADY_USED = 20;

export async function benchMessaging(bench: Bench) {
  const db = bench.database.db;
  const periodStart = new Date(Date.now() - 86_400_000);
  const orgs: { orgId: string; email: string; jobId: string }[] = [];
  for (let i = 0; i < ORGS; i++) {
    const org = await bench.createOrgWithAdmin(`Bench SMS ${i}`);
    const period = {
      status: 'active',
      planId: 'solo',
      currentPeriodStart: periodStart,
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    } as const;
    await db.subscription.upsert({ where: { orgId: org.orgId }, create: { orgId: org.orgId, ...period }, update: period });
    await db.usageCounter.create({ data: { orgId: org.orgId, channel: 'sms', periodStart, used: ALREADY_USED } });
    const job = await db.job.create({
      data: { orgId: org.orgId, title: 'Bench visit', confirmationToken: `bench_sms_token_${i}_${Date.now()}` },
    });
    orgs.push({ ...org, jobId: job.id });
  }
  const app = await bench.startApp();
  try {
    const cookies = await Promise.all(orgs.map((o) => bench.signIn(app.url, o.email)));
    const request = (i: number): BenchRequest & { headers: Record<string, string>; body: string } => ({
      url: `${app.url}/api/jobs/${orgs[i].jobId}/sms/confirm`,
      method: 'POST' as const,
      headers: { cookie: cookies[i], 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '0412 345 678', messageOverride: 'See you soon' }),
    });
    const probe = await bench.probe(request(0));
    const queue = Array.from({ length: ORGS * SENDS_PER_ORG - 1 }, (_, k) => (k + 1) % ORGS);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let org = queue.pop(); org !== undefined; org = queue.pop()) {
          const r = request(org);
          const t0 = performance.now();
          const res = await fetch(r.url, { method: 'POST', headers: r.headers, body: r.body });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    statuses.set(probe.status, (statuses.get(probe.status) ?? 0) + 1);
    latencies.sort((a, b) => a - b);
    const accepted = statuses.get(200) ?? 0;
    const counted = await db.outgoingMessage.aggregate({ where: { orgId: { in: orgs.map((o) => o.orgId) } }, _sum: { credits: true } });
    const used = await db.usageCounter.aggregate({
      where: { orgId: { in: orgs.map((o) => o.orgId) }, channel: 'sms' },
      _sum: { used: true },
    });
    const expectedAccepted = ORGS * (QUOTA - ALREADY_USED);
    console.log(
      `\nMessaging: ${ORGS * SENDS_PER_ORG} job SMS sends across ${ORGS} organisations, ${CONNECTIONS} at a time (local outbox):\n`,
    );
    console.log('| sends | accepted | refused 402 | other | sends/s | p50 ms | p95 ms | SQL statements per send |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${ORGS * SENDS_PER_ORG} | ${accepted} | ${statuses.get(402) ?? 0} | ${ORGS * SENDS_PER_ORG - accepted - (statuses.get(402) ?? 0)} | ${round(
        (ORGS * SENDS_PER_ORG - 1) / seconds,
        0,
      )} | ${round(percentile(latencies, 50), 1)} | ${round(percentile(latencies, 95), 1)} | ${probe.statements} |`,
    );
    const exact = accepted === expectedAccepted && counted._sum.credits === accepted && used._sum.used === ORGS * QUOTA;
    console.log(
      `\nFinal counts: ${counted._sum.credits} credits on the accepted messages, counters at ${used._sum.used} of ${ORGS * QUOTA} (${
        ORGS * ALREADY_USED
      } used before): ${exact ? 'exact' : 'MISMATCH'} (expected ${expectedAccepted} accepted).`,
    );
  } finally {
    await app.stop();
    for (const o of orgs) await db.organization.delete({ where: { id: o.orgId } });
  }
}
