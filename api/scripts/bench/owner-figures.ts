// The owner's figures in `npm run bench`: 2,000 organisations with 24 months of subscription history (trials,
// checkouts, upgrades, downgrades, failed payments, cancellations), credit packs, and 1,000,000 jobs — seeded in a
// few set-based SQL statements — then the dashboard, the alerts and a 12-month analytics range at 1 and 10
// connections, with the SQL statements of each request. Target: p95 < 300 ms at 1 connection.
// `seedOwnerFigures` is exported for the other owner-portal groups (the organisations list, support overview).
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.ts';
import type { Db } from '../../src/db/client.ts';
import { type Bench, type BenchRequest, PASSWORD, printTable } from './harness.ts';

export interface OwnerFiguresSeed {
  /** The platform owner (an admin of Spanner's own organisation), who signs in with PASSWORD. */
  ownerEmail: string;
  /** Every seeded organisation's id starts with this. */
  idPrefix: string;
  organisations: number;
  jobs: number;
  /** Removes what the seed added (the organisations, their rows by cascade, and the owner's organisation). */
  remove(): Promise<void>;
}

/**
 * `organisations` businesses created over the last `months` months, each with a subscription history (a trial, then
 * for most a plan bought and changed every few months: upgrades, downgrades, failed payments, cancellations and
 * returns), a credit pack a quarter for one in five, and `jobs` jobs spread over them and over the months; and the
 * platform owner. Set-based: a handful of INSERT … SELECT generate_series statements.
 */
export async function seedOwnerFigures(
  db: Db,
  { organisations = 2000, months = 24, jobs = 1_000_000 }: { organisations?: number; months?: number; jobs?: number } = {},
): Promise<OwnerFiguresSeed> {
  const run = randomUUID().slice(0, 8);
  const base = `bench-own-${run}-`;
  const idPrefix = `${base}o`;
  const ownerEmail = `bench-owner-${run}@spanner.test`;
  const hash = await hashPassword(PASSWORD);
  const ownerOrgId = `${base}spanner`;
  await db.$transaction(
    async (tx) => {
      const sql = (text: string, ...values: unknown[]) => tx.$executeRawUnsafe(text, ...values);
      await sql(`SET LOCAL session_replication_role = replica`);
      const NOW = `(now() AT TIME ZONE 'UTC')`;
      // Spanner's own organisation and the owner.
      await sql(`INSERT INTO "Organization" (id, name, "createdAt", "updatedAt") VALUES ($1, 'Spanner', ${NOW}, ${NOW})`, ownerOrgId);
      await sql(
        `INSERT INTO "User" (id, "orgId", name, email, "passwordHash", role, "isPlatformOwner", "updatedAt")
         VALUES (gen_random_uuid(), $1, 'The Owner', $2, $3, 'admin', true, ${NOW})`,
        ownerOrgId,
        ownerEmail,
        hash,
      );
      // The businesses: organisation i was created (i % months) months and (i % 28) days ago, with one admin.
      await sql(
        `INSERT INTO "Organization" (id, name, "createdAt", "updatedAt")
         SELECT $1 || i, 'Bench Business ' || i, ${NOW} - ((i % $3) * interval '1 month') - ((i % 28) * interval '1 day'), ${NOW}
         FROM generate_series(1, $2::int) i`,
        idPrefix,
        organisations,
        months,
      );
      await sql(
        `INSERT INTO "User" (id, "orgId", name, email, role, "updatedAt")
         SELECT gen_random_uuid(), o.id, 'Admin ' || o.name, o.id || '@bench.test', 'admin', ${NOW}
         FROM "Organization" o WHERE o.id LIKE $1 || '%' AND o.id <> $2`,
        idPrefix,
        ownerOrgId,
      );
      // The history: a trial at sign-up, then a row at each monthly step k ≥ 1 where (i + k) % 3 = 0 — the plan and
      // status chosen by (i + k): mostly active, some past due, some canceled (churn; a later row returns).
      await sql(
        `INSERT INTO "SubscriptionChange" (id, "orgId", at, status, "planId", "mrrCents", "trialEnd", "createdAt")
         SELECT gen_random_uuid(), o.id, o."createdAt", 'trial', 'pro', 0, o."createdAt" + interval '14 days', ${NOW}
         FROM "Organization" o WHERE o.id LIKE $1 || '%' AND o.id <> $2`,
        idPrefix,
        ownerOrgId,
      );
      await sql(
        `INSERT INTO "SubscriptionChange" (id, "orgId", at, status, "planId", "mrrCents", "trialEnd", "createdAt")
         SELECT gen_random_uuid(), o.id, o."createdAt" + k * interval '1 month' - interval '10 days', s.status::"SubscriptionStatus", p.plan::"PlanId",
                CASE WHEN s.status IN ('active', 'past_due') THEN p.mrr ELSE 0 END, o."createdAt" + interval '14 days', ${NOW}
         FROM "Organization" o
         JOIN LATERAL (SELECT substring(o.id from length($1) + 1)::int AS i) n ON true
         CROSS JOIN generate_series(1, $3::int) k
         CROSS JOIN LATERAL (SELECT CASE WHEN (n.i + k) % 17 = 0 THEN 'canceled' WHEN (n.i + k) % 11 = 0 THEN 'past_due' ELSE 'active' END AS status) s
         CROSS JOIN LATERAL (SELECT (ARRAY['solo','pro','enterprise'])[1 + (n.i + k / 3) % 3] AS plan,
                                    (ARRAY[2636, 4455, 9000])[1 + (n.i + k / 3) % 3] - CASE WHEN n.i % 10 = 0 THEN 400 ELSE 0 END AS mrr) p
         WHERE o.id LIKE $1 || '%' AND o.id <> $2 AND n.i % 8 <> 0 AND (n.i + k) % 3 = 0
           AND o."createdAt" + k * interval '1 month' - interval '10 days' < ${NOW}`,
        idPrefix,
        ownerOrgId,
        months,
      );
      // The subscription now: its latest history row (one in eight never paid: still on trial or expired).
      await sql(
        `INSERT INTO "Subscription" (id, "orgId", status, "planId", "trialEnd", "currentPeriodStart", "currentPeriodEnd", "createdAt", "updatedAt")
         SELECT gen_random_uuid(), o.id, l.status, l."planId", l."trialEnd", ${NOW} - interval '10 days', ${NOW} + interval '20 days', o."createdAt", ${NOW}
         FROM "Organization" o
         CROSS JOIN LATERAL (SELECT c.status, c."planId", c."trialEnd" FROM "SubscriptionChange" c WHERE c."orgId" = o.id ORDER BY c.at DESC LIMIT 1) l
         WHERE o.id LIKE $1 || '%' AND o.id <> $2`,
        idPrefix,
        ownerOrgId,
      );
      await sql(
        `INSERT INTO "Subscription" (id, "orgId", status, "planId", "updatedAt") VALUES (gen_random_uuid(), $1, 'active', 'enterprise', ${NOW})`,
        ownerOrgId,
      );
      // Packs: one in five organisations buys 500 SMS ($20) every third month.
      await sql(
        `INSERT INTO "CreditPack" (id, "orgId", type, "productId", quantity, remaining, "priceCents", "purchasedAt")
         SELECT gen_random_uuid(), o.id, 'sms', 'sms_500', 500, 100, 2000, o."createdAt" + k * interval '3 months'
         FROM "Organization" o CROSS JOIN generate_series(0, $3::int / 3) k
         WHERE o.id LIKE $1 || '%' AND o.id <> $2 AND substring(o.id from length($1) + 1)::int % 5 = 0
           AND o."createdAt" + k * interval '3 months' < ${NOW}`,
        idPrefix,
        ownerOrgId,
        months,
      );
      // The jobs: job j of organisation (j % organisations) + 1, created over the months, updated a few days later.
      const batch = 100_000;
      for (let from = 0; from < jobs; from += batch) {
        await sql(
          `INSERT INTO "Job" (id, "orgId", title, status, "createdAt", "updatedAt")
           SELECT gen_random_uuid(), $1 || (1 + j % $3)::text, 'Service #' || j, 'done',
                  ${NOW} - ((j::bigint * 7919) % ($4::int * 30 * 24)) * interval '1 hour', ${NOW} - ((j::bigint * 7919) % ($4::int * 30 * 24)) * interval '1 hour' + (j % 5) * interval '1 day'
           FROM generate_series($2::int, $5::int) j`,
          idPrefix,
          from,
          organisations,
          months,
          Math.min(jobs, from + batch) - 1,
        );
      }
      // The triggers were off for the load (session_replication_role): the monthly job-activity summary is counted
      // again from the jobs, as the migration that made it did.
      await sql(`SELECT job_activity_month_recount()`);
    },
    { timeout: 60 * 60_000, maxWait: 60_000 },
  );
  // VACUUM as autovacuum would after a bulk load: the jobs' visibility map set, so their index reads are index-only.
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  return {
    ownerEmail,
    idPrefix,
    organisations,
    jobs,
    async remove() {
      await db.$executeRawUnsafe(`DELETE FROM "Organization" WHERE id LIKE $1 || '%'`, base);
    },
  };
}

export async function benchOwnerFigures(bench: Bench) {
  const organisations = Number(process.env.BENCH_OWNER_ORGS ?? 2000);
  const jobs = Number(process.env.BENCH_OWNER_JOBS ?? 1_000_000);
  const started = Date.now();
  const seed = await seedOwnerFigures(bench.database.db, { organisations, jobs });
  console.log(
    `\n(seeded ${organisations} organisations, 24 months of history and ${jobs} jobs in ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, seed.ownerEmail);
    const get = (path: string): BenchRequest => ({ url: `${app.url}${path}`, headers: { cookie } });
    const today = new Date();
    const to = today.toISOString().slice(0, 10);
    const from = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1)).toISOString().slice(0, 10);
    const cases: { title: string; request: BenchRequest }[] = [
      { title: 'REST GET /api/admin/dashboard', request: get('/api/admin/dashboard') },
      { title: 'REST GET /api/admin/alerts', request: get('/api/admin/alerts') },
      { title: `REST GET /api/admin/analytics (12 months, ${from}…${to})`, request: get(`/api/admin/analytics?from=${from}&to=${to}`) },
    ];
    const table = [];
    for (const c of cases) {
      const probe = await bench.probe(c.request);
      if (probe.status !== 200) throw new Error(`${c.title}: ${probe.status} ${JSON.stringify(probe.body)}`);
      for (const connections of [1, 10]) {
        table.push({
          ...(await bench.measure(`${c.title}, ${connections}c`, c.request, { connections })),
          extra: { 'SQL statements': probe.statements },
        });
      }
    }
    console.log(`\nThe owner's figures, ${organisations} organisations, 24 months of subscription history, ${jobs} jobs:\n`);
    printTable(table);
  } finally {
    await app.stop();
    if (!process.env.BENCH_KEEP) await seed.remove();
  }
}
