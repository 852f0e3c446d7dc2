// The owner's support overview in `npm run bench` (group ownerSupport): GET /api/admin/support over the last 12 months
// and GraphQL ownerSupportOverview, with 50,000 tickets across 2,000 organisations over 14 months (about one in ten
// still open, the rest resolved or closed with resolvedAt), a staff reply on nine in ten and an internal note on one
// in five. Seeded in bulk SQL. Each figure is one statement whatever the number of tickets or organisations.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { presetRange } from '../../src/rules/report-range.ts';
import { type Bench, type BenchRequest, CONNECTIONS, printTable } from './harness.ts';

export async function benchOwnerSupport(bench: Bench) {
  const TICKETS = Number(process.env.BENCH_OWNER_TICKETS ?? 50_000);
  const ORGS = Number(process.env.BENCH_OWNER_TICKET_ORGS ?? 2_000);
  const db = bench.database.db;
  const run = randomUUID().slice(0, 8);
  const owner = await bench.createOrgWithAdmin(`Bench Owner ${run}`);
  await db.user.updateMany({ where: { email: owner.email }, data: { isPlatformOwner: true } });
  const staff = await db.supportStaff.create({
    data: { email: `bench-owner-desk-${run}@spanner.test`, name: 'Bench Owner Desk', passwordHash: 'x' },
  });

  const t0 = performance.now();
  await seedSupportTickets(db, run, TICKETS, ORGS, staff.id);
  const seeded = Math.round(performance.now() - t0);

  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, owner.email);
    const range = presetRange('12_months');
    const rest: BenchRequest = { url: `${app.url}/api/admin/support?from=${range.from}&to=${range.to}`, headers: { cookie } };
    const gql: BenchRequest = {
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ ownerSupportOverview(from: "${range.from}", to: "${range.to}") { open { total unassigned byPriority { priority total } }
          firstResponse { created count medianSeconds p90Seconds } resolution { count medianSeconds p90Seconds }
          weekly { weekStart created } topOrganisations { name tickets open } longestWaiting { id } } }`,
      }),
    };
    const table = [];
    for (const [title, request] of [
      [`REST GET /api/admin/support (12 months; ${TICKETS} tickets, ${ORGS} orgs)`, rest],
      ['GraphQL ownerSupportOverview (the same)', gql],
    ] as const) {
      const probe = await bench.probe(request);
      if (probe.status !== 200) throw new Error(`${title}: ${probe.status} ${JSON.stringify(probe.body).slice(0, 300)}`);
      for (const connections of [1, CONNECTIONS]) {
        table.push({
          ...(await bench.measure(title, request, { connections })),
          extra: { 'SQL statements': probe.statements, connections },
        });
      }
    }
    console.log(`\nOwner support overview, ${TICKETS} tickets across ${ORGS} organisations (seeded in ${seeded} ms):\n`);
    printTable(table);
  } finally {
    await app.stop();
    await db.$executeRawUnsafe(`DELETE FROM "Organization" WHERE id LIKE 'bos-${run}-%' OR id = $1`, owner.orgId);
    await db.supportStaff.delete({ where: { id: staff.id } });
  }
}

/** `orgs` organisations ('bos-<run>-n') and `count` tickets ('bts-<run>-n') with their staff replies and notes, in bulk SQL. */
export async function seedSupportTickets(db: Database['db'], run: string, count: number, orgs: number, staffId: string) {
  const [TICKETS, ORGS, staff] = [count, orgs, { id: staffId }];
  await db.$executeRawUnsafe(
    `INSERT INTO "Organization" (id, name, "createdAt", "updatedAt")
     SELECT 'bos-${run}-' || g, 'Bench Support Org ' || g, now(), now() FROM generate_series(1, $1::int) g`,
    ORGS,
  );
  // Ticket g: an organisation chosen unevenly (a few are busy), created over the last 14 months, one in ten open.
  await db.$executeRawUnsafe(
    `INSERT INTO "Ticket" (id, "orgId", title, description, status, priority, "assignedToId", "createdAt", "updatedAt", "resolvedAt")
     SELECT 'bts-${run}-' || g,
       'bos-${run}-' || (1 + (g::bigint * g) % $2::int),
       'Bench ticket ' || g, 'What happened',
       (CASE WHEN g % 10 = 0 THEN 'open' WHEN g % 10 = 1 THEN 'closed' WHEN g % 20 = 5 THEN 'in_progress' ELSE 'resolved' END)::"TicketStatus",
       (ARRAY['urgent', 'high', 'medium', 'low'])[1 + g % 4]::"TicketPriority",
       CASE WHEN g % 3 = 0 THEN $3 ELSE NULL END,
       c, c,
       CASE WHEN g % 10 = 0 OR g % 20 = 5 THEN NULL ELSE c + ((g % 200) || ' hours')::interval END
     FROM (SELECT g, (now() AT TIME ZONE 'UTC') - ((g % 425) || ' days')::interval - ((g % 24) || ' hours')::interval AS c
           FROM generate_series(1, $1::int) g) s`,
    TICKETS,
    ORGS,
    staff.id,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "TicketMessage" (id, "ticketId", message, "isInternal", "authorStaffId", "createdAt")
     SELECT 'btm-${run}-' || t.id, t.id, 'Staff reply', false, $1, t."createdAt" + ((1 + length(t.id) % 47) || ' hours')::interval
     FROM "Ticket" t WHERE t.id LIKE 'bts-${run}-%' AND right(t.id, 1) <> '7'
     UNION ALL
     SELECT 'bti-${run}-' || t.id, t.id, 'Internal note', true, $1, t."createdAt" + interval '10 minutes'
     FROM "Ticket" t WHERE t.id LIKE 'bts-${run}-%' AND right(t.id, 1) IN ('3', '8')`,
    staff.id,
  );
  // Support's first answer, as add-ticket-message.ts records it.
  await db.$executeRawUnsafe(
    `UPDATE "Ticket" t SET "firstResponseAt" = m."createdAt" FROM "TicketMessage" m
     WHERE m.id = 'btm-${run}-' || t.id AND t.id LIKE 'bts-${run}-%'`,
  );
}
