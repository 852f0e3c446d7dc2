import { requireUser } from '../../auth/guards.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { SqlParams } from '../../db/sql-params.ts';
import { parseInput } from '../../errors.ts';
import { CLOSED_STATUSES, type JobViewValue } from '../../rules/job-status.ts';
import { todayStartOf } from '../organisation-time-zone.ts';
import { containsWord, everyWord, isIdPrefix, searchWords } from '../search.ts';
import { cursorVisible, type JobOf, type JobQuery, jobScope, jobScopeSql, type Paging } from './job-query.ts';
import { type JobRow, jobRowRead, readJobs, readPickedJobs, readsInOneStatement } from './job-rows.ts';
import { type ListJobsInput, listJobsSchema } from './schemas.ts';

/**
 * The jobs a viewer sees with a status and a search: every word must appear (ignoring case) in the title, the
 * customer's name or an equipment name, or begin the job id — so 'daikin preston' finds Daikin units at Preston.
 * The database keeps those names in the job's `search` column (one per line), trigram-indexed like the id.
 * `todayStart` (local midnight in the organisation's zone) bounds the upcoming and overdue views.
 */
export function jobsWhere(user: UserViewer, input: ListJobsInput, todayStart: Date): Prisma.JobWhereInput {
  return {
    ...jobScope(user),
    ...(input.status ? { status: input.status } : {}),
    AND: [
      viewWhere[input.view](todayStart),
      ...everyWord(input.search, (w) => ({
        OR: [{ search: containsWord(w) }, ...(isIdPrefix(w) ? [{ id: { startsWith: w.toLowerCase() } }] : [])],
      })).AND,
    ],
  };
}

const openWork = { status: { notIn: [...CLOSED_STATUSES] } };

/** Which jobs each view holds (rules/job-status.ts JOB_VIEWS). */
const viewWhere: Record<JobViewValue, (todayStart: Date) => Prisma.JobWhereInput> = {
  upcoming: (todayStart) => ({ scheduledAt: { gte: todayStart }, ...openWork }),
  overdue: (todayStart) => ({ scheduledAt: { lt: todayStart }, ...openWork }),
  unscheduled: () => ({ scheduledAt: null, ...openWork }),
  all: () => ({}),
};

/**
 * Each view's order; created time and id break ties so pages never overlap. `all` is the newest schedule first
 * with unscheduled enquiries (which need booking) on top.
 */
export const jobOrder: Record<JobViewValue, Prisma.JobOrderByWithRelationInput[]> = {
  upcoming: [{ scheduledAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  overdue: [{ scheduledAt: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  unscheduled: [{ createdAt: 'desc' }, { id: 'desc' }],
  all: [{ scheduledAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'desc' }, { id: 'desc' }],
};

const closedSql = CLOSED_STATUSES.map((s) => `'${s}'`).join(', ');

/**
 * viewWhere and jobOrder in SQL over "Job" `j`, for the list read in one statement (listJobs); `today` is the
 * placeholder of todayStart, for the views it bounds. Prisma writes `asc` as ASC (nulls last) and `desc` as DESC
 * (nulls first): the same here.
 */
const viewSql: Record<JobViewValue, { where: (today: string) => string; order: string; today: boolean }> = {
  upcoming: {
    where: (today) => `j."scheduledAt" >= ${today}::timestamp AND j."status" NOT IN (${closedSql})`,
    order: 'j."scheduledAt" ASC, j."createdAt" ASC, j."id" ASC',
    today: true,
  },
  overdue: {
    where: (today) => `j."scheduledAt" < ${today}::timestamp AND j."status" NOT IN (${closedSql})`,
    order: 'j."scheduledAt" DESC, j."createdAt" DESC, j."id" DESC',
    today: true,
  },
  unscheduled: {
    where: () => `j."scheduledAt" IS NULL AND j."status" NOT IN (${closedSql})`,
    order: 'j."createdAt" DESC, j."id" DESC',
    today: false,
  },
  all: {
    where: () => 'TRUE',
    order: 'j."scheduledAt" DESC NULLS FIRST, j."createdAt" DESC, j."id" DESC',
    today: false,
  },
};

/**
 * The page of a list without a search or cursor, picked and read in one SQL statement (job-rows.ts readPickedJobs):
 * the same filter, scope and order as the Prisma query of listJobs (jobsWhere, jobOrder), which a search or a
 * cursor still goes through. Null when the selection is not the reader's.
 *
 * The statement's text holds only the filters the request uses, and a first page's size as a number, so PostgreSQL
 * can keep one plan for each text: an optional filter or a LIMIT parameter makes it plan the statement on every
 * run, about half of the list's database time. The number is the page size rounded up to a power of two (the ids
 * are then cut to the size asked), so any size shares one of a few texts. A later page (OFFSET) is planned each time.
 */
async function readListPage<Q extends JobQuery>(
  ctx: Context,
  user: UserViewer,
  filters: ListJobsInput,
  page: { take?: number; skip?: number },
  selection: Q,
): Promise<JobOf<Q>[] | null> {
  const view = viewSql[filters.view];
  const today = view.today ? (await todayStartOf(ctx)).toISOString() : null;
  const pick = (params: SqlParams) => {
    const where = [
      'j."orgId" = $1',
      view.where(today === null ? '' : params.add(today)),
      ...(filters.status ? [`j."status" = ${params.add(filters.status)}::"JobStatus"`] : []),
      jobScopeSql(user, params),
    ];
    const ids = `SELECT j."id" FROM "Job" j WHERE ${where.join(' AND ')}\nORDER BY ${view.order}`;
    const { take, skip = 0 } = page;
    if (take === undefined) return `ARRAY(${ids} OFFSET ${params.add(skip)}::bigint)`;
    const rounded = PAGE_SIZES.find((size) => size >= take);
    if (skip > 0 || rounded === undefined) return `ARRAY(${ids} LIMIT ${params.add(take)}::bigint OFFSET ${params.add(skip)}::bigint)`;
    return `(ARRAY(${ids} LIMIT ${rounded}))[1:${params.add(take)}::int]`;
  };
  return readPickedJobs(ctx, pick, selection as unknown as Q);
}

/** The first pages' sizes as written into the list's statement (readListPage). */
const PAGE_SIZES = Array.from({ length: 11 }, (_, i) => 2 ** i);

/** The views bounded by today ask for the organisation's zone; the others cost no statement. */
async function todayStartFor(ctx: Context, view: JobViewValue, now: Date): Promise<Date> {
  if (view === 'unscheduled' || view === 'all') return now;
  return todayStartOf(ctx, now);
}

/** The filter of a list request: who asks, what they asked (parsed) and the Prisma filter it makes. */
export interface JobsFilter {
  user: UserViewer;
  filters: ListJobsInput;
  where: Prisma.JobWhereInput;
}

/** The filter of a list request (parsed), for the list and its total count. */
export async function listJobsWhere(ctx: Context, input: unknown, now = new Date()): Promise<JobsFilter> {
  const user = requireUser(ctx);
  const filters = parseInput(listJobsSchema, input);
  return { user, filters, where: jobsWhere(user, filters, await todayStartFor(ctx, filters.view, now)) };
}

/**
 * Any member lists the jobs they see (technicians: their own), by default today and upcoming, soonest first.
 * `query` is the Prisma selection and paging GraphQL passes through (REST's `jobRowRead` by default). The list's
 * query picks the page (ids only) and one more statement reads its jobs as `query` asks (job-rows.ts); a selection
 * that reader does not know is read through Prisma. A constant number of SQL statements however long the page.
 */
export async function listJobs<Q extends JobQuery & Paging<Prisma.JobWhereUniqueInput> = typeof jobRowRead>(
  ctx: Context,
  input: unknown,
  query = jobRowRead as unknown as Q,
): Promise<JobOf<Q>[]> {
  const { user, filters, where } = await listJobsWhere(ctx, input);
  const visible = await cursorVisible((w) => ctx.db.job.count({ where: { ...w, ...jobScope(user) } }), user, query.cursor);
  if (!visible) return [];
  const { take, skip, cursor, ...selection } = query;
  if (!cursor && searchWords(filters.search).length === 0 && (take === undefined || take >= 0)) {
    const jobs = await readListPage(ctx, user, filters, { take, skip }, selection);
    if (jobs) return jobs as JobOf<Q>[];
  }
  const page = { where, orderBy: jobOrder[filters.view], take, skip, cursor };
  if (!readsInOneStatement(selection)) return (await ctx.db.job.findMany({ ...selection, ...page })) as JobOf<Q>[];
  const ids = await ctx.db.job.findMany({ ...page, select: { id: true } });
  return (await readJobs(
    ctx,
    ids.map((j) => j.id),
    selection,
  )) as JobOf<Q>[];
}

/** How many jobs a list request matches (the connection's total count). */
export async function countJobs(ctx: Context, input: unknown): Promise<number> {
  const { where } = await listJobsWhere(ctx, input);
  return ctx.db.job.count({ where });
}

/** REST's page of jobs, as the REST job view reads them. */
export function listJobRows(ctx: Context, input: unknown, page: { take: number; skip: number }): Promise<JobRow[]> {
  return listJobs(ctx, input, { ...jobRowRead, take: page.take, skip: page.skip });
}
