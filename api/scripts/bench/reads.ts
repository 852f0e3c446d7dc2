// The list reads of `npm run bench`: the first page of the jobs list of an organisation with 5,000 jobs over REST
// and GraphQL, with the SQL statements each request sends (the session lookup included).
import { randomUUID } from 'node:crypto';
import { type Bench, type BenchRequest, printTable } from './harness.ts';

const JOBS_QUERY = `{ jobs(first: 20) { edges { node { id title status scheduledAt customer { name } technicians { id name color } equipment { name } } } pageInfo { hasNextPage endCursor } } }`;

export async function benchReads(bench: Bench) {
  const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
  const org = await seedJobsOrg(bench, JOBS);
  const app = await bench.startApp();
  try {
    const cookie = await bench.signIn(app.url, org.email);
    const requests: { title: string; request: BenchRequest; rows: (body: unknown) => number }[] = [
      {
        title: `REST GET /api/jobs (first 100 of ${JOBS})`,
        request: { url: `${app.url}/api/jobs`, headers: { cookie } },
        rows: (body) => (body as unknown[]).length,
      },
      {
        title: `REST GET /api/jobs?limit=20 (first 20 of ${JOBS})`,
        request: { url: `${app.url}/api/jobs?limit=20`, headers: { cookie } },
        rows: (body) => (body as unknown[]).length,
      },
      {
        title: `GraphQL jobs(first: 20) of ${JOBS}`,
        request: {
          url: `${app.url}/graphql`,
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ query: JOBS_QUERY }),
        },
        rows: (body) => (body as { data: { jobs: { edges: unknown[] } } }).data.jobs.edges.length,
      },
    ];
    const table = [];
    for (const r of requests) {
      const probe = await bench.probe(r.request);
      if (probe.status !== 200) throw new Error(`${r.title}: ${probe.status}`);
      // One member alone, then ten at once.
      for (const connections of [1, 10])
        table.push({
          ...(await bench.measure(r.title, r.request, { connections })),
          extra: {
            rows: r.rows(probe.body),
            'JSON KB': Math.round(JSON.stringify(probe.body).length / 1024),
            'SQL statements': probe.statements,
            connections,
          },
        });
    }
    console.log(`\nJobs list, an organisation with ${JOBS} jobs (3 technicians, 100 units of equipment):\n`);
    printTable(table);
  } finally {
    await app.stop();
    await bench.database.db.organization.delete({ where: { id: org.orgId } });
  }
}

/** An organisation with `count` jobs over 14 weeks, each with a customer, one or two technicians and a unit. */
export async function seedJobsOrg(bench: Bench, count: number) {
  const db = bench.database.db;
  const org = await bench.createOrgWithAdmin('Bench Jobs Co');
  const techs = await db.user.createManyAndReturn({
    data: ['Jake', 'Priya', 'Liam'].map((name) => ({
      orgId: org.orgId,
      name,
      email: `${name.toLowerCase()}-${randomUUID()}@spanner.test`,
      role: 'technician' as const,
    })),
  });
  const customers = await db.customer.createManyAndReturn({
    data: Array.from({ length: 50 }, (_, i) => ({
      orgId: org.orgId,
      name: `Customer ${i}`,
      suburb: 'Preston',
      state: 'VIC',
      postcode: '3072',
    })),
  });
  const units = await db.equipment.createManyAndReturn({
    data: Array.from({ length: 100 }, (_, i) => ({
      orgId: org.orgId,
      customerId: customers[i % 50].id,
      name: `Unit ${i}`,
      make: 'Daikin',
      serviceIntervalMonths: 12,
    })),
  });
  const statuses = ['new', 'scheduled', 'confirmed', 'in_progress', 'done', 'cancelled'] as const;
  const start = Date.now() - 56 * 86_400_000;
  for (let from = 0; from < count; from += 1000) {
    const jobs = Array.from({ length: Math.min(1000, count - from) }, (_, k) => {
      const i = from + k;
      return {
        id: randomUUID(),
        orgId: org.orgId,
        title: `Job ${i}`,
        // A unit is on one open service job at most (JobEquipment_one_open_service): the open jobs are repairs.
        jobType: i % statuses.length >= 4 ? ('service' as const) : ('repair' as const),
        status: statuses[i % statuses.length],
        scheduledAt: i % 50 === 0 ? null : new Date(start + Math.floor((i * 98 * 86_400_000) / count)),
        customerId: customers[i % 50].id,
      };
    });
    await db.job.createMany({ data: jobs });
    await db.jobTechnician.createMany({
      data: jobs.flatMap((j, k) => (k % 3 === 0 ? [techs[0], techs[1]] : [techs[k % 3]]).map((t) => ({ jobId: j.id, userId: t.id }))),
    });
    await db.jobEquipment.createMany({ data: jobs.map((j, k) => ({ jobId: j.id, equipmentId: units[(from + k) % 100].id })) });
  }
  return org;
}
