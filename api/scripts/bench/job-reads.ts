// The job reads of `npm run bench`, in this process: a page of jobs read by the one-statement reader
// (src/domain/jobs/job-rows.ts) beside the same page read by Prisma with its relations joined in the database
// (relationLoadStrategy 'join') and by Prisma's relation queries ('query', the app's client). Each reads what a
// screen asks: the REST job view's selection, and the selections the Pothos prisma plugin passes for the bench's
// GraphQL jobs page and the web's month. Which jobs, in which order, is the same Prisma filter for all three.
// Figures: ms and CPU per read, SQL statements per read, and each beside the reader's in the same run.
//
// 'join' needs the relationJoins preview feature, which also makes joins the default of every relation read the app
// makes through Prisma. The app's client leaves it off (the reader stays; the other reads were not measured with
// it), so this group generates a client of its own with it, from the same schema, on the same database.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from '../../src/context.ts';
import type { Db } from '../../src/db/client.ts';
import type { Prisma } from '../../src/db/generated/client.ts';
import { tenantDb } from '../../src/db/scoped.ts';
import { EQUIPMENT_ORDER, type JobQuery, TECHNICIAN_ORDER } from '../../src/domain/jobs/job-query.ts';
import { jobRowRead, readJobs } from '../../src/domain/jobs/job-rows.ts';
import { jobOrder, listJobsWhere } from '../../src/domain/jobs/list-jobs.ts';
import { scheduleOrder } from '../../src/domain/schedule/range-jobs.ts';
import { fromLocalInput } from '../../src/rules/zoned-time.ts';
import type { Bench, CallsMeasured } from './harness.ts';
import { seedJobsOrg } from './reads.ts';
import { seedMonth } from './schedule.ts';

/** What the Pothos prisma plugin passes for the bench's GraphQL jobs page (scripts/bench/reads.ts JOBS_QUERY). */
const GRAPHQL_PAGE = {
  include: {
    customer: true,
    technicians: { orderBy: TECHNICIAN_ORDER, select: { user: { select: { id: true, name: true, color: true } } } },
    equipment: { orderBy: EQUIPMENT_ORDER, select: { equipment: true } },
  },
} satisfies JobQuery;
/** What it passes for the web's month (scripts/bench/schedule.ts MONTH_QUERY). */
const GRAPHQL_MONTH = {
  include: {
    customer: true,
    technicians: { orderBy: TECHNICIAN_ORDER, select: { user: { select: { id: true, name: true, color: true } } } },
  },
} satisfies JobQuery;

type Page = { where: Prisma.JobWhereInput; orderBy: Prisma.JobOrderByWithRelationInput[]; take?: number };

/**
 * Prisma's client generated with the relationJoins preview feature into node_modules/.cache (the schema as it is,
 * with the feature on and without the Pothos generator), on the bench's database; its statements are counted too.
 */
async function joinsClient(bench: Bench): Promise<Db> {
  const api = path.resolve(import.meta.dirname, '../..');
  const dir = path.join(api, 'node_modules/.cache/spanner-bench-joins');
  const output = path.join(dir, 'client');
  fs.mkdirSync(dir, { recursive: true });
  const schema = fs
    .readFileSync(path.join(api, 'prisma/schema.prisma'), 'utf8')
    .replace(/generator pothos \{[^}]*\}/, '')
    .replace(/(generator client \{[^}]*output\s*=\s*)"[^"]*"/, `$1"${output}"\n  previewFeatures = ["relationJoins"]`);
  fs.writeFileSync(path.join(dir, 'schema.prisma'), schema);
  execFileSync('npx', ['prisma', 'generate', '--schema', path.join(dir, 'schema.prisma')], {
    cwd: api,
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' },
    stdio: 'ignore',
  });
  const { PrismaClient } = await import(path.join(output, 'client.ts'));
  const db = new PrismaClient({ adapter: bench.database.adapter, log: [{ emit: 'event', level: 'query' }] });
  db.$on('query', bench.onQuery);
  return db;
}

type Read = (ctx: Context, page: Page, query: JobQuery) => Promise<unknown[] | null>;

/** The three ways to read a page as `query` asks; `joins` is the client with the preview feature. */
const READER = 'one-statement reader';
const readersWith = (joins: Db): Record<string, Read> => ({
  [READER]: async (ctx, page, query) => {
    const ids = await ctx.db.job.findMany({ ...page, select: { id: true } });
    return readJobs(
      ctx,
      ids.map((j) => j.id),
      query,
    );
  },
  "Prisma, relations joined ('join')": (ctx, page, query) =>
    (tenantDb(joins, ctx.user?.orgId ?? '').job.findMany as (args: object) => Promise<unknown[]>)({
      ...page,
      ...query,
      relationLoadStrategy: 'join',
    }),
  "Prisma, a query per relation ('query', the app's client)": (ctx, page, query) => ctx.db.job.findMany({ ...page, ...query }),
});

const memberOf = (database: Bench['database'], org: { orgId: string; userId: string }) =>
  ({
    db: tenantDb(database.db, org.orgId),
    user: { userId: org.userId, orgId: org.orgId, role: 'admin', email: '', name: '', sessionId: '', mode: 'cookie', isOwner: false },
  }) as unknown as Context;

export async function benchJobReads(bench: Bench) {
  const { database } = bench;
  const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
  const MONTH_JOBS = Number(process.env.BENCH_MONTH_JOBS ?? 2000);
  const joins = await joinsClient(bench);
  const readers = readersWith(joins);
  const listOrg = await seedJobsOrg(bench, JOBS);
  const month = await seedMonth(database, MONTH_JOBS);
  try {
    await database.db.$executeRawUnsafe('ANALYZE');
    const adminOf = async (orgId: string) => {
      const admin = await database.db.user.findFirstOrThrow({ where: { orgId, role: 'admin' }, select: { id: true } });
      return memberOf(database, { orgId, userId: admin.id });
    };
    const listCtx = await adminOf(listOrg.orgId);
    const monthCtx = await adminOf(month.orgId);
    const upcoming = await listJobsWhere(listCtx, {});
    const listPage = (take: number): Page => ({ where: upcoming.where, orderBy: jobOrder[upcoming.filters.view], take });
    const monthPage: Page = {
      where: {
        scheduledAt: { gte: new Date(fromLocalInput('2026-11-01', '00:00')!), lt: new Date(fromLocalInput('2026-12-01', '00:00')!) },
      },
      orderBy: scheduleOrder,
    };
    const cases: { title: string; ctx: Context; page: Page; query: JobQuery }[] = [
      { title: `REST job view, a page of 100 (of ${JOBS})`, ctx: listCtx, page: listPage(100), query: jobRowRead },
      { title: `GraphQL jobs(first: 20) selection (of ${JOBS})`, ctx: listCtx, page: listPage(21), query: GRAPHQL_PAGE },
      { title: `GraphQL month selection, November (${MONTH_JOBS} jobs)`, ctx: monthCtx, page: monthPage, query: GRAPHQL_MONTH },
      { title: `REST job view, November (${MONTH_JOBS} jobs)`, ctx: monthCtx, page: monthPage, query: jobRowRead },
    ];
    const rows: { read: string; how: string; m: CallsMeasured; base: CallsMeasured; rows: number }[] = [];
    for (const c of cases) {
      const calls = Object.fromEntries(Object.entries(readers).map(([how, read]) => [how, () => read(c.ctx, c.page, c.query)]));
      const measured = await bench.compareCalls(c.title, calls);
      const base = measured[READER];
      for (const [how, m] of Object.entries(measured))
        rows.push({ read: c.title, how, m, base, rows: ((await calls[how]()) as unknown[] | null)?.length ?? 0 });
    }
    console.log(
      "\nJob reads in the server's process, one at a time: the one-statement reader beside Prisma's relation loading (same filter, same selection; × reader: this run's ratio):\n",
    );
    console.log(
      '| read | how | rows | SQL statements | ms per read (mean) | p95 ms | × reader | CPU ms per read | × reader | PostgreSQL CPU ms per read |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { read, how, m, base, rows: n } of rows)
      console.log(
        `| ${read} | ${how} | ${n} | ${m.statements} | ${m.meanMs} | ${m.p95} | ${(m.meanMs / base.meanMs).toFixed(2)} | ${m.cpuMs} | ${(m.cpuMs / base.cpuMs).toFixed(2)} | ${m.dbCpuMs ?? '—'} |`,
      );
  } finally {
    await database.db.organization.delete({ where: { id: listOrg.orgId } });
    await database.db.organization.delete({ where: { id: month.orgId } });
    await joins.$disconnect();
  }
}
