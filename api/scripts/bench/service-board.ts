// The service board of `npm run bench`: an organisation with 50,000 units across 5,000 customers (seeded
// in a few set-based SQL statements: intervals, last and next service spread from three months overdue to six months
// ahead, four kinds of unit, 10,000 completed service jobs with their technicians), read at 1 connection with each
// filter over REST and GraphQL, and 200 units booked in one request. Target: p95 < 200 ms for every filter.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.ts';
import { CSRF_HEADER } from '../../src/http/origins.ts';
import { BENCH_SUBSCRIPTION, type Bench, type BenchRequest, PASSWORD, printTable } from './harness.ts';

const CUSTOMERS = Number(process.env.BENCH_SERVICE_CUSTOMERS ?? 5_000);
const UNITS_PER_CUSTOMER = 10;
const BOOKED = 200;

export async function benchServiceBoard(bench: Bench) {
  const started = Date.now();
  const org = await seed(bench);
  console.log(
    `\n(seeded ${CUSTOMERS * UNITS_PER_CUSTOMER} units of ${CUSTOMERS} customers in ${Math.round((Date.now() - started) / 1000)} s)`,
  );
  // Autovacuum (off on our test servers) would have vacuumed 50,000 fresh rows within a minute in production: the
  // board's index-only reads need the visibility map it sets, so the bench vacuums the seeded tables as it would.
  await bench.database.db.$executeRawUnsafe('VACUUM ANALYZE "Equipment", "Customer", "Job", "JobEquipment", "JobTechnician"');
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const get = (path: string): BenchRequest => ({ url: `${app.url}${path}`, headers: { cookie } });
    const gql = (query: string): BenchRequest => ({
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const now = new Date();
    const monthEnd = new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString();
    const cases: { title: string; request: BenchRequest }[] = [
      { title: 'REST board, no filter (first 50)', request: get('/api/service/due') },
      { title: 'REST board, overdue', request: get('/api/service/due?status=overdue') },
      { title: 'REST board, due this month (from/to)', request: get(`/api/service/due?from=${now.toISOString()}&to=${monthEnd}`) },
      { title: 'REST board, upcoming, page 20', request: get('/api/service/due?status=upcoming&page=20') },
      { title: 'REST board, one customer', request: get(`/api/service/due?customerId=${org.customerId}`) },
      { title: 'REST board, one technician', request: get(`/api/service/due?technicianId=${org.technicianId}`) },
      { title: 'REST board, one suburb', request: get('/api/service/due?suburb=Carlton') },
      { title: 'REST board, one type', request: get('/api/service/due?equipmentType=Forklift') },
      {
        title: 'GraphQL serviceDue, overdue',
        request: gql(
          '{ serviceDue(status: overdue) { units { equipment { id name } customer { name } nextDueAt dueBy openJobId confirmation suggestedTechnician { name } } counts { overdue thisWeek thisMonth nextMonth } } }',
        ),
      },
      { title: 'REST due-but-not-contracted (first 50)', request: get('/api/service/uncontracted') },
    ];
    const table = [];
    for (const c of cases) {
      const probe = await bench.probe(c.request);
      if (probe.status !== 200) throw new Error(`${c.title}: ${probe.status} ${JSON.stringify(probe.body).slice(0, 200)}`);
      table.push({
        ...(await bench.measure(c.title, c.request, { connections: 1 })),
        extra: { rows: rowsOf(probe.body), 'SQL statements': probe.statements, connections: 1 },
      });
    }
    console.log(`\nThe service board, ${CUSTOMERS * UNITS_PER_CUSTOMER} units across ${CUSTOMERS} customers:\n`);
    printTable(table);

    // 200 units of 200 customers in one request: 200 Service jobs, all or nothing.
    const units = await bench.database.db.equipment.findMany({
      where: { orgId: org.orgId, name: { endsWith: '#1' } },
      select: { id: true },
      take: BOOKED,
    });
    const at = Date.now() + 14 * 86_400_000;
    const items = units.map((u, i) => ({ equipmentId: u.id, scheduledAt: new Date(at + i * 60_000).toISOString() }));
    const t0 = performance.now();
    const booked = await bench.probe({
      url: `${app.url}/api/service/bookings`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ items, clientKey: `bench-${randomUUID()}` }),
    });
    const ms = performance.now() - t0;
    if (booked.status !== 201) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.body).slice(0, 300)}`);
    console.log(
      `\nBooked ${items.length} units in one request: ${(booked.body as { jobs: unknown[] }).jobs.length} jobs in ${Math.round(ms)} ms, ${booked.statements} SQL statements`,
    );
  } finally {
    await app.stop();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}

const rowsOf = (body: unknown): number | string => {
  const b = body as { units?: unknown[]; data?: { serviceDue?: { units: unknown[] } } };
  return b.units?.length ?? b.data?.serviceDue?.units.length ?? '?';
};

/** The organisation, in one transaction: an admin and 6 technicians, the customers, their units, past services. */
async function seed(bench: Bench) {
  const db = bench.database.db;
  const email = `bench-service-${randomUUID()}@spanner.test`;
  const org = await db.organization.create({ data: { name: 'Bench Service Co', subscription: BENCH_SUBSCRIPTION } });
  const hash = await hashPassword(PASSWORD);
  await db.$transaction(
    async (tx) => {
      const sql = (text: string, ...values: unknown[]) => tx.$executeRawUnsafe(text, ...values);
      await sql(
        `INSERT INTO "User" (id, "orgId", name, email, "passwordHash", role, "updatedAt")
         SELECT gen_random_uuid(), $1, 'Person ' || i, CASE WHEN i = 0 THEN $2 ELSE $2 || '-' || i END, $3,
                (CASE WHEN i = 0 THEN 'admin' ELSE 'technician' END)::"UserRole", now()
         FROM generate_series(0, 6) i`,
        org.id,
        email,
        hash,
      );
      await sql(
        `INSERT INTO "Customer" (id, "orgId", name, phone, street, suburb, state, postcode, "updatedAt")
         SELECT gen_random_uuid(), $1, 'Customer ' || i || ' Pty Ltd', '04' || lpad(i::text, 8, '0'), i || ' High Street',
                (ARRAY['Preston','Brighton','Carlton','Fitzroy','Richmond','Coburg','Kew','Sunshine','Footscray','Box Hill'])[1 + i % 10],
                'VIC', '3' || lpad((i % 1000)::text, 3, '0'), now()
         FROM generate_series(1, $2::int) i`,
        org.id,
        CUSTOMERS,
      );
      // Units: every tenth without an interval; the rest 6 or 12 months, forklifts also 250 hours; last service spread
      // over the past year, next due from three months overdue to six months ahead.
      await sql(
        `WITH techs AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS m FROM "User" WHERE "orgId" = $1 AND role = 'technician')
         INSERT INTO "Equipment" (id, "orgId", "customerId", name, make, "equipmentType", "serviceIntervalMonths", "serviceIntervalHours",
                                  "lastServiceAt", "nextServiceDueAt", "nextServiceDueBy", "lastServicedById", "updatedAt")
         SELECT gen_random_uuid(), $1, c.id, 'Unit ' || c.n || ' #' || u, 'Daikin',
                (ARRAY['Air-conditioner','Forklift','Fire equipment','Portable electrical equipment'])[1 + (c.n + u) % 4],
                CASE WHEN u = 10 THEN NULL WHEN u % 2 = 0 THEN 6 ELSE 12 END,
                CASE WHEN (c.n + u) % 4 = 1 AND u <> 10 THEN 250 ELSE NULL END,
                now() - ((c.n * 7 + u * 13) % 365) * interval '1 day',
                CASE WHEN u = 10 THEN NULL ELSE now() + (((c.n * 7 + u * 13) % 270) - 90) * interval '1 day' END,
                CASE WHEN u = 10 THEN NULL WHEN (c.n + u) % 8 = 1 THEN 'hours'::"ServiceDueBy" ELSE 'date'::"ServiceDueBy" END,
                techs.id, now()
         FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM "Customer" WHERE "orgId" = $1) c
         CROSS JOIN generate_series(1, $2::int) u
         JOIN techs ON techs.m = (c.n + u) % 6`,
        org.id,
        UNITS_PER_CUSTOMER,
      );
      // 10,000 completed service jobs, each on one unit, with its technician.
      await sql(
        `INSERT INTO "Job" (id, "orgId", title, "jobType", status, "scheduledAt", "customerId", "updatedAt")
         SELECT 'bench-' || e.id, $1, 'Service: ' || e.name, 'service', 'done', e."lastServiceAt", e."customerId", now()
         FROM "Equipment" e WHERE e."orgId" = $1 AND e.name LIKE '%#2' OR e."orgId" = $1 AND e.name LIKE '%#10'`,
        org.id,
      );
      await sql(
        `INSERT INTO "JobEquipment" ("jobId", "equipmentId") SELECT 'bench-' || e.id, e.id FROM "Equipment" e
         WHERE e."orgId" = $1 AND (e.name LIKE '%#2' OR e.name LIKE '%#10')`,
        org.id,
      );
      await sql(
        `INSERT INTO "JobTechnician" ("jobId", "userId") SELECT 'bench-' || e.id, e."lastServicedById" FROM "Equipment" e
         WHERE e."orgId" = $1 AND (e.name LIKE '%#2' OR e.name LIKE '%#10')`,
        org.id,
      );
    },
    { timeout: 15 * 60_000, maxWait: 60_000 },
  );
  const customer = await db.customer.findFirstOrThrow({ where: { orgId: org.id }, select: { id: true } });
  const technician = await db.user.findFirstOrThrow({ where: { orgId: org.id, role: 'technician' }, select: { id: true } });
  return { orgId: org.id, email, customerId: customer.id, technicianId: technician.id };
}
