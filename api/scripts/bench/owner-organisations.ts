// The owner portal's organisations in `npm run bench`: GET /api/admin/organizations — the first page (sign-up date,
// newest first) and sorted by MRR — over 2,000 organisations, each with a subscription, 24 months of subscription
// history (SubscriptionChange), 2 members, this period's usage counters and BENCH_OWNER_JOBS jobs in all (100,000 by
// default; figures-api's group seeds the 1,000,000). p95 at 1 and 10 connections, with the SQL statements
// of one request (constant in the number of organisations). Seeded in bulk SQL, removed afterwards.
import { randomUUID } from 'node:crypto';
import { type Bench, type BenchRequest, printTable } from './harness.ts';

export async function benchOwnerOrganisations(bench: Bench) {
  const ORGS = Number(process.env.BENCH_OWNER_ORGS ?? 2000);
  const JOBS = Number(process.env.BENCH_OWNER_JOBS ?? 100_000);
  const db = bench.database.db;
  const run = randomUUID().slice(0, 8);
  const prefix = `Bench Owner ${run}`;
  const started = Date.now();
  await db.$executeRawUnsafe(
    `INSERT INTO "Organization" (id, name, email, abn, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1 || ' ' || lpad(i::text, 5, '0'), 'org' || i || '-' || $2 || '@bench.test',
       lpad((i * 7919)::text, 11, '0'), now() - make_interval(days => (i % 730)), now()
     FROM generate_series(1, $3::int) i`,
    prefix,
    run,
    ORGS,
  );
  const orgsOf = `SELECT id, row_number() OVER (ORDER BY name) AS rn FROM "Organization" WHERE name LIKE $1 || ' %'`;
  // Status by organisation: 6 in 10 active, 1 past due, 1 on trial, 2 canceled; plans in turn.
  await db.$executeRawUnsafe(
    `INSERT INTO "Subscription" (id, "orgId", status, "planId", "trialEnd", "currentPeriodStart", "currentPeriodEnd", "updatedAt")
     SELECT gen_random_uuid(), o.id,
       (CASE WHEN o.rn % 10 < 6 THEN 'active' WHEN o.rn % 10 = 6 THEN 'past_due' WHEN o.rn % 10 = 7 THEN 'trial' ELSE 'canceled' END)::"SubscriptionStatus",
       (ARRAY['solo', 'pro', 'enterprise'])[1 + o.rn % 3]::"PlanId",
       now() + interval '5 days', date_trunc('month', now()), date_trunc('month', now()) + interval '1 month', now()
     FROM (${orgsOf}) o`,
    prefix,
  );
  // 24 months of history: a row a month, the MRR moving up and down; canceled ones end at 0 this month.
  await db.$executeRawUnsafe(
    `INSERT INTO "SubscriptionChange" (id, "orgId", at, status, "planId", "mrrCents", "trialEnd")
     SELECT gen_random_uuid(), o.id, date_trunc('month', now()) - make_interval(months => m) + interval '3 days',
       (CASE WHEN m = 0 AND o.rn % 10 >= 8 THEN 'canceled' WHEN m = 0 AND o.rn % 10 = 6 THEN 'past_due' ELSE 'active' END)::"SubscriptionStatus",
       (ARRAY['solo', 'pro', 'enterprise'])[1 + o.rn % 3]::"PlanId",
       CASE WHEN m = 0 AND o.rn % 10 >= 8 THEN 0 ELSE 2636 + ((o.rn * 37 + m * 11) % 60) * 100 END, NULL
     FROM (${orgsOf}) o CROSS JOIN generate_series(0, 23) m`,
    prefix,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "User" (id, "orgId", name, email, role, "updatedAt")
     SELECT gen_random_uuid(), o.id, 'Member ' || o.rn || '-' || k, 'member' || o.rn || '-' || k || '-' || $2 || '@bench.test',
       (CASE WHEN k = 1 THEN 'admin' ELSE 'technician' END)::"UserRole", now()
     FROM (${orgsOf}) o CROSS JOIN generate_series(1, 2) k`,
    prefix,
    run,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "UsageCounter" (id, "orgId", channel, "periodStart", used)
     SELECT gen_random_uuid(), o.id, c::"MessageChannel", date_trunc('month', now()), (o.rn * 13) % 400
     FROM (${orgsOf}) o CROSS JOIN unnest(ARRAY['sms', 'email']) c`,
    prefix,
  );
  for (let from = 0; from < JOBS; from += 50_000) {
    await db.$executeRawUnsafe(
      `INSERT INTO "Job" (id, "orgId", title, "createdAt", "updatedAt")
       SELECT gen_random_uuid(), o.id, 'Bench job ' || g, now() - make_interval(hours => g % 17000), now()
       FROM generate_series($2::int, $3::int) g JOIN (${orgsOf}) o ON o.rn = 1 + (g * 7) % $4::int`,
      prefix,
      from + 1,
      Math.min(JOBS, from + 50_000),
      ORGS,
    );
  }
  await db.$executeRawUnsafe('ANALYZE');
  const seeded = ((Date.now() - started) / 1000).toFixed(1);
  const owner = await bench.createOrgWithAdmin(`${prefix} Spanner`);
  await db.user.update({ where: { email: owner.email }, data: { isPlatformOwner: true } });
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, owner.email);
    const rest = (path: string): BenchRequest => ({ url: `${app.url}${path}`, headers: { cookie } });
    const requests: { title: string; request: BenchRequest }[] = [
      { title: 'GET /api/admin/organizations (first page, 25)', request: rest('/api/admin/organizations') },
      { title: 'GET /api/admin/organizations?sort=mrr', request: rest('/api/admin/organizations?sort=mrr') },
      { title: 'GET /api/admin/organizations?sort=jobs', request: rest('/api/admin/organizations?sort=jobs') },
      {
        title: 'GET /api/admin/organizations?search=00042',
        request: rest(`/api/admin/organizations?search=${encodeURIComponent('00042')}`),
      },
    ];
    const table = [];
    for (const r of requests) {
      const probe = await bench.probe(r.request);
      if (probe.status !== 200) throw new Error(`${r.title}: ${probe.status} ${JSON.stringify(probe.body)}`);
      for (const connections of [1, 10]) {
        table.push({
          ...(await bench.measure(`${r.title} ${connections}c`, r.request, { connections })),
          extra: { 'SQL statements': probe.statements },
        });
      }
    }
    console.log(`\nOwner portal organisations: ${ORGS} organisations, 24 months of history each, ${JOBS} jobs (seeded in ${seeded} s):\n`);
    printTable(table);
  } finally {
    await app.stop();
    await db.organization.deleteMany({ where: { name: { startsWith: prefix } } });
  }
}
