import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { addDays, DEFAULT_TIME_ZONE, dayKeyOfWall, instantOf, midnightOf } from '../../rules/zoned-time.ts';
import { type JobOf, type JobQuery, jobScope } from '../jobs/job-query.ts';
import { jobRowRead, readJobs, readsInOneStatement } from '../jobs/job-rows.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { MAX_RANGE_DAYS, type RangeBound, rangeSchema, scheduleMessages } from './schemas.ts';

/** Soonest first; the id keeps jobs at the same time in a stable order. */
export const scheduleOrder: Prisma.JobOrderByWithRelationInput[] = [{ scheduledAt: 'asc' }, { id: 'asc' }];

function instant(bound: RangeBound, side: 'start' | 'end', timeZone: string): Date {
  if ('at' in bound) return bound.at;
  if (bound.dateOnly && side === 'end') return midnightOf(addDays(dayKeyOfWall(bound.wall), 1), timeZone);
  return new Date(instantOf(bound.wall, timeZone).getTime() + bound.second * 1000);
}

// A day more than the limit in hours would refuse a 62-day range that crosses a daylight-saving change.
const MAX_RANGE_MS = (MAX_RANGE_DAYS * 24 + 1) * 3_600_000;

/** [from, to) as instants, bounds without an offset read in `timeZone`; refused when empty or too long. */
export function rangeInstants(start: RangeBound, end: RangeBound, timeZone: string) {
  const from = instant(start, 'start', timeZone);
  const to = instant(end, 'end', timeZone);
  if (to.getTime() <= from.getTime())
    throw new AppError('VALIDATION', scheduleMessages.order, { fieldErrors: { end: scheduleMessages.order } });
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw new AppError('VALIDATION', scheduleMessages.tooLong);
  return { from, to };
}

/** [from, to) as instants: bounds without an offset are read in the organisation's zone (one statement then). */
async function resolveRange(ctx: Context, start: RangeBound, end: RangeBound) {
  const timeZone = 'at' in start && 'at' in end ? DEFAULT_TIME_ZONE : await organisationTimeZone(ctx);
  return rangeInstants(start, end, timeZone);
}

/** [from, to) and the filter of a range request (parsed): which jobs it holds, soonest first. */
async function rangeQuery(ctx: Context, input: unknown) {
  const user = requireUser(ctx);
  const { start, end, technicianId } = parseInput(rangeSchema, input);
  const { from, to } = await resolveRange(ctx, start, end);
  const where: Prisma.JobWhereInput = {
    AND: [
      jobScope(user),
      { scheduledAt: { gte: from, lt: to } },
      ...(technicianId ? [{ technicians: { some: { userId: technicianId } } }] : []),
    ],
  };
  return { where, orderBy: scheduleOrder };
}

/**
 * The schedule (part 1 §2 "Schedule"): the jobs scheduled in [start, end) that the viewer sees (technicians:
 * jobScope), optionally only those a technician is on, soonest first. At most 62 days. The range's query picks the
 * jobs (ids only) and one more statement reads them as `query` asks (jobs/job-rows.ts); a selection that reader
 * does not know is read through Prisma. A constant number of statements whatever the number of jobs.
 */
export async function rangeJobs<Q extends JobQuery = typeof jobRowRead>(
  ctx: Context,
  input: unknown,
  query = jobRowRead as unknown as Q,
): Promise<JobOf<Q>[]> {
  const range = await rangeQuery(ctx, input);
  if (!readsInOneStatement(query)) return (await ctx.db.job.findMany({ ...query, ...range })) as JobOf<Q>[];
  const ids = await ctx.db.job.findMany({ ...range, select: { id: true } });
  return (await readJobs(
    ctx,
    ids.map((j) => j.id),
    query,
  )) as JobOf<Q>[];
}

/** REST's schedule, as the REST job view reads it. */
export const rangeJobRows = (ctx: Context, input: unknown) => rangeJobs(ctx, input);
