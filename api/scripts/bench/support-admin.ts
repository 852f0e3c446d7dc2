// The support Admin Console in `npm run bench`: a page of the audit log when it holds 20,000 staff actions by 20
// staff members — unfiltered, filtered by one member and one action, over REST and GraphQL — with the SQL
// statements of each request (the staff session lookup included). A page costs the same statements whatever its
// length or the log's size.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/auth/password.ts';
import { type Bench, type BenchRequest, PASSWORD, printTable } from './harness.ts';

const STAFF = 20;

export async function benchSupportAdmin(bench: Bench) {
  const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 20_000);
  const db = bench.database.db;
  const run = randomUUID().slice(0, 8);
  const passwordHash = await hashPassword(PASSWORD);
  const staff = await db.supportStaff.createManyAndReturn({
    data: Array.from({ length: STAFF }, (_, i) => ({
      name: `Bench Staff ${i}`,
      email: `bench-staff-${i}-${run}@spanner.test`,
      role: i === 0 ? ('support_admin' as const) : ('support_staff' as const),
      passwordHash,
    })),
  });
  const actions = ['staff.invite', 'staff.role_change', 'ticket.reply', 'ticket.note', 'ticket.update'];
  const start = Date.now() - ENTRIES * 60_000;
  for (let from = 0; from < ENTRIES; from += 5000) {
    await db.auditLog.createMany({
      data: Array.from({ length: Math.min(5000, ENTRIES - from) }, (_, k) => {
        const i = from + k;
        return {
          actorType: 'support_staff' as const,
          actorId: staff[i % STAFF].id,
          action: actions[i % actions.length],
          entity: 'support_staff',
          entityId: staff[(i + 1) % STAFF].id,
          data: { from: 'support_staff', to: 'support_admin' },
          createdAt: new Date(start + i * 60_000),
        };
      }),
    });
  }
  const app = await bench.startApp();
  try {
    const login = await fetch(`${app.url}/support/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff[0].email, password: PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const gql = (query: string): BenchRequest => ({
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const actor = staff[3].id;
    const requests: { title: string; request: BenchRequest }[] = [
      {
        title: 'REST GET /api/support-admin/audit (page 1 of 20)',
        request: { url: `${app.url}/api/support-admin/audit`, headers: { cookie } },
      },
      {
        title: 'REST audit page 50, one member and one action',
        request: { url: `${app.url}/api/support-admin/audit?actor_id=${actor}&action=ticket.reply&page=50`, headers: { cookie } },
      },
      { title: 'REST audit, limit 100', request: { url: `${app.url}/api/support-admin/audit?limit=100`, headers: { cookie } } },
      {
        title: 'GraphQL supportAuditLog(first: 20)',
        request: gql(
          '{ supportAuditLog(first: 20) { totalCount edges { node { id actionLabel actorName targetLabel detail createdAt } } } }',
        ),
      },
      { title: 'REST GET /api/support-tickets/staff', request: { url: `${app.url}/api/support-tickets/staff`, headers: { cookie } } },
    ];
    const table = [];
    for (const r of requests) {
      const probe = await bench.probe(r.request);
      if (probe.status !== 200) throw new Error(`${r.title}: ${probe.status} ${JSON.stringify(probe.body)}`);
      table.push({ ...(await bench.measure(r.title, r.request)), extra: { 'SQL statements': probe.statements } });
    }
    console.log(`\nSupport Admin Console, an audit log of ${ENTRIES} entries by ${STAFF} staff members:\n`);
    printTable(table);
  } finally {
    await app.stop();
    const ids = staff.map((s) => s.id);
    await db.auditLog.deleteMany({ where: { actorId: { in: ids } } });
    await db.supportStaff.deleteMany({ where: { id: { in: ids } } });
  }
}
