// Search and the big lists of `npm run bench`: an organisation with 100,000 jobs and 10,000 customers (seeded in a
// few set-based SQL statements), searched (every job, view=all) for a rare word, a word nothing has and two words at
// once, over REST and GraphQL, and its customers listed. Targets: p95 < 50 ms for a search, < 100 ms for a list.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.ts';
import { BENCH_SUBSCRIPTION, type Bench, type BenchRequest, PASSWORD, printTable } from './harness.ts';

const JOBS = Number(process.env.BENCH_SEARCH_JOBS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_SEARCH_CUSTOMERS ?? 10_000);
/** One job in 25,000 carries the rare word. */
const RARE = 'quokka';

const SEARCH = (word: string) =>
  JSON.stringify({
    query: `{ jobs(first: 20, view: all, search: "${word}") { edges { node { id title status scheduledAt customer { name } } } } }`,
  });

export async function benchSearch(bench: Bench) {
  const started = Date.now();
  const org = await seed(bench);
  console.log(`\n(seeded ${JOBS} jobs and ${CUSTOMERS} customers in ${Math.round((Date.now() - started) / 1000)} s)`);
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const get = (path: string): BenchRequest => ({ url: `${app.url}${path}`, headers: { cookie } });
    const gql = (body: string): BenchRequest => ({
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    const cases: { title: string; request: BenchRequest; connections: number[] }[] = [
      { title: `REST search, a rare word (${JOBS} jobs)`, request: get(`/api/jobs?view=all&search=${RARE}`), connections: [1, 10] },
      { title: 'REST search, a word no job has', request: get('/api/jobs?view=all&search=zebrafish'), connections: [1, 10] },
      { title: 'REST search, two words (job type and customer)', request: get('/api/jobs?view=all&search=heat%20777'), connections: [1] },
      { title: 'GraphQL jobs(search), a rare word', request: gql(SEARCH(RARE)), connections: [1] },
      { title: 'GraphQL jobs(search), a word no job has', request: gql(SEARCH('zebrafish')), connections: [1] },
      { title: `REST GET /api/customers (first page of ${CUSTOMERS})`, request: get('/api/customers'), connections: [1, 10] },
      { title: `REST GET /api/customers?search=Customer 9999`, request: get('/api/customers?search=Customer%209999'), connections: [1] },
    ];
    const table = [];
    for (const c of cases) {
      const probe = await bench.probe(c.request);
      if (probe.status !== 200) throw new Error(`${c.title}: ${probe.status} ${JSON.stringify(probe.body).slice(0, 200)}`);
      for (const connections of c.connections)
        table.push({
          ...(await bench.measure(c.title, c.request, { connections })),
          extra: { rows: rowsOf(probe.body), 'SQL statements': probe.statements, connections },
        });
    }
    console.log(`\nSearch and big lists, an organisation with ${JOBS} jobs and ${CUSTOMERS} customers:\n`);
    printTable(table);
  } finally {
    await app.stop();
    const deleting = Date.now();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
    console.log(`\n(the organisation and everything in it deleted in ${Math.round((Date.now() - deleting) / 1000)} s)`);
  }
}

const rowsOf = (body: unknown): number | string => {
  if (Array.isArray(body)) return body.length;
  const b = body as { data?: { jobs?: { edges: unknown[] } }; data_?: unknown; customers?: unknown[] } & Record<string, unknown>;
  if (b.data?.jobs) return b.data.jobs.edges.length;
  const list = Object.values(b).find(Array.isArray);
  return list ? list.length : '?';
};

/**
 * The organisation, in one transaction on one connection: 7 members (an admin, 6 technicians), the customers (each with
 * a unit of equipment), the jobs over 2024–2027 (one in ten unscheduled) with one or two technicians and the
 * customer's unit; the search texts are written once at the end, set-based (the per-row triggers are off meanwhile).
 */
async function seed(bench: Bench) {
  const db = bench.database.db;
  const email = `bench-search-${randomUUID()}@spanner.test`;
  const org = await db.organization.create({ data: { name: 'Bench Search Co', subscription: BENCH_SUBSCRIPTION } });
  const hash = await hashPassword(PASSWORD);
  await db.$transaction(
    async (tx) => {
      const sql = (text: string, ...values: unknown[]) => tx.$executeRawUnsafe(text, ...values);
      await sql(`SET LOCAL session_replication_role = replica`);
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
        `INSERT INTO "Customer" (id, "orgId", name, "contactName", email, phone, street, suburb, state, postcode, notes, "updatedAt")
         SELECT gen_random_uuid(), $1, 'Customer ' || i || ' Pty Ltd', 'Contact ' || i, 'c' || i || '@example.com', '03 9' || lpad(i::text, 7, '0'),
                i || ' High Street', (ARRAY['Preston','Brighton','Carlton','Fitzroy','Richmond'])[1 + i % 5], 'VIC', '3' || lpad((i % 1000)::text, 3, '0'),
                'Gate code ' || i, now()
         FROM generate_series(1, $2::int) i`,
        org.id,
        CUSTOMERS,
      );
      await sql(
        `INSERT INTO "Equipment" (id, "orgId", "customerId", name, make, model, serial, "updatedAt")
         SELECT gen_random_uuid(), $1, id, 'Split system ' || row_number() OVER (), 'Daikin', 'FTXM' || (row_number() OVER () % 50), 'SN' || row_number() OVER (), now()
         FROM "Customer" WHERE "orgId" = $1`,
        org.id,
      );
      await sql(
        `WITH cust AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "Customer" WHERE "orgId" = $1)
         INSERT INTO "Job" (id, "orgId", title, "jobType", status, "scheduledAt", "customerId", "confirmationToken", "estimatedValueCents", "updatedAt", "createdAt")
         SELECT gen_random_uuid(), $1,
                (ARRAY['Service','Repair','Install','Inspect'])[1 + i % 4] || ' ' || (ARRAY['split system','ducted unit','heat pump','cool room'])[1 + (i / 4) % 4] || ' #' || i
                  || (CASE WHEN i % 25000 = 7 THEN ' ${RARE}' ELSE '' END),
                'service', (ARRAY['new','scheduled','confirmed','in_progress','done','cancelled'])[1 + i % 6]::"JobStatus",
                CASE WHEN i % 10 = 9 THEN NULL ELSE timestamptz '2024-01-01Z' + (i % 1400) * interval '1 day' + (i % 9) * interval '1 hour' END,
                cust.id, md5(random()::text), 10000 + i % 5000, now(), now() - i * interval '1 minute'
         FROM generate_series(0, $2::int - 1) i JOIN cust ON cust.n = i % $3`,
        org.id,
        JOBS,
        CUSTOMERS,
      );
      await sql(
        `INSERT INTO "JobTechnician" ("jobId", "userId")
         SELECT j.id, u.id FROM (SELECT id, row_number() OVER () AS n FROM "Job" WHERE "orgId" = $1) j
         JOIN (SELECT id, row_number() OVER (ORDER BY email) - 1 AS m FROM "User" WHERE "orgId" = $1 AND role = 'technician') u
           ON u.m = j.n % 6 OR (j.n % 4 = 0 AND u.m = (j.n + 1) % 6)`,
        org.id,
      );
      await sql(
        `INSERT INTO "JobEquipment" ("jobId", "equipmentId")
         SELECT j.id, e.id FROM "Job" j JOIN "Equipment" e ON e."customerId" = j."customerId" WHERE j."orgId" = $1`,
        org.id,
      );
      await sql(`UPDATE "Job" SET search = job_search_text(id, title, "customerId") WHERE "orgId" = $1`, org.id);
    },
    { timeout: 15 * 60_000, maxWait: 60_000 },
  );
  return { orgId: org.id, email };
}
