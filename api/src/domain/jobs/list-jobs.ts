import { requireUser } from '../../auth/guards.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { containsWord, everyWord, isIdPrefix } from '../search.ts';
import { cursorVisible, type JobOf, type JobQuery, jobRead, jobScope, type Paging } from './job-query.ts';
import { readJobRows } from './job-rows.ts';
import { type ListJobsInput, listJobsSchema } from './schemas.ts';

/**
 * The jobs a viewer sees with a status and a search: every word must appear (ignoring case) in the title, the
 * customer's name or an equipment name, or begin the job id — so 'daikin preston' finds Daikin units at Preston.
 * The database keeps those names in the job's `search` column (one per line), trigram-indexed like the id.
 */
export function jobsWhere(user: UserViewer, input: ListJobsInput): Prisma.JobWhereInput {
  return {
    ...jobScope(user),
    ...(input.status ? { status: input.status } : {}),
    ...everyWord(input.search, (w) => ({
      OR: [{ search: containsWord(w) }, ...(isIdPrefix(w) ? [{ id: { startsWith: w.toLowerCase() } }] : [])],
    })),
  };
}

/**
 * Newest schedule first: unscheduled enquiries (which need booking) on top, then by visit time, latest first;
 * created time and id break ties so pages never overlap.
 */
export const jobOrder: Prisma.JobOrderByWithRelationInput[] = [
  { scheduledAt: { sort: 'desc', nulls: 'first' } },
  { createdAt: 'desc' },
  { id: 'desc' },
];

/**
 * Any member lists the jobs they see (technicians: their own). `query` is the Prisma selection and paging GraphQL
 * passes through; REST reads each job with its customer, technicians and equipment. A constant number of SQL
 * statements however long the page.
 */
export async function listJobs<Q extends JobQuery & Paging<Prisma.JobWhereUniqueInput> = typeof jobRead>(
  ctx: Context,
  input: unknown,
  query = jobRead as Q,
): Promise<JobOf<Q>[]> {
  const user = requireUser(ctx);
  const filters = parseInput(listJobsSchema, input);
  const visible = await cursorVisible((w) => ctx.db.job.count({ where: { ...w, ...jobScope(user) } }), user, query.cursor);
  if (!visible) return [];
  const rows = await ctx.db.job.findMany({ ...query, where: jobsWhere(user, filters), orderBy: jobOrder });
  return rows as JobOf<Q>[];
}

/** REST's page of jobs: the list's query picks the page (ids only), one more statement reads its jobs (job-rows.ts). */
export async function listJobRows(ctx: Context, input: unknown, page: { take: number; skip: number }) {
  const ids = await listJobs(ctx, input, { select: { id: true }, take: page.take, skip: page.skip });
  return readJobRows(
    ctx,
    ids.map((j) => j.id),
  );
}
