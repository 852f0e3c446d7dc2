import { requireUser } from '../../auth/guards.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { CLOSED_STATUSES } from '../../rules/job-status.ts';
import { localDayOf } from '../../rules/zoned-time.ts';
import { type JobOf, type JobQuery, jobRead, jobScope } from '../jobs/job-query.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { scheduleOrder } from '../schedule/range-jobs.ts';

// The dashboard (part 1 §2 "Dashboard"): Jobs Today, Total Jobs, Today's Schedule and the next 5 Upcoming Jobs,
// of the jobs the viewer sees (technicians: jobScope). 'Today' is the organisation's local day.

export const UPCOMING_JOBS = 5;

/** The viewer and today's local day in the organisation's zone; `now` is injectable for tests. */
export interface DashboardDay {
  user: UserViewer;
  timeZone: string;
  start: Date;
  end: Date;
}

export async function dashboardDay(ctx: Context, now: Date = new Date()): Promise<DashboardDay> {
  const user = requireUser(ctx);
  const timeZone = await organisationTimeZone(ctx);
  return { user, timeZone, ...localDayOf(now, timeZone) };
}

const today = (day: DashboardDay): Prisma.JobWhereInput => ({ ...jobScope(day.user), scheduledAt: { gte: day.start, lt: day.end } });

export const countJobsToday = (ctx: Context, day: DashboardDay) => ctx.db.job.count({ where: today(day) });

export const countAllJobs = (ctx: Context, day: DashboardDay) => ctx.db.job.count({ where: jobScope(day.user) });

/** Today's Schedule: every job scheduled today, soonest first. */
export async function todaysJobs<Q extends JobQuery = typeof jobRead>(
  ctx: Context,
  day: DashboardDay,
  query = jobRead as Q,
): Promise<JobOf<Q>[]> {
  return (await ctx.db.job.findMany({ ...query, where: today(day), orderBy: scheduleOrder })) as JobOf<Q>[];
}

/** Upcoming Jobs: the next 5 open jobs after today, soonest first (done and cancelled work is not upcoming). */
export async function upcomingJobs<Q extends JobQuery = typeof jobRead>(
  ctx: Context,
  day: DashboardDay,
  query = jobRead as Q,
): Promise<JobOf<Q>[]> {
  return (await ctx.db.job.findMany({
    ...query,
    where: { ...jobScope(day.user), scheduledAt: { gte: day.end }, status: { notIn: [...CLOSED_STATUSES] } },
    orderBy: scheduleOrder,
    take: UPCOMING_JOBS,
  })) as JobOf<Q>[];
}

/** Everything at once (REST and tests); GraphQL resolves each field from the same day. */
export async function dashboard<Q extends JobQuery = typeof jobRead>(ctx: Context, now: Date = new Date(), query = jobRead as Q) {
  const day = await dashboardDay(ctx, now);
  const [jobsToday, totalJobs, todays, upcoming] = await Promise.all([
    countJobsToday(ctx, day),
    countAllJobs(ctx, day),
    todaysJobs(ctx, day, query),
    upcomingJobs(ctx, day, query),
  ]);
  return { day, jobsToday, totalJobs, todaysJobs: todays, upcomingJobs: upcoming };
}
