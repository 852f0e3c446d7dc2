import { type ExpressionBuilder, sql } from 'kysely';
import { requireUser } from '../../auth/guards.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import type { DB } from '../../db/generated/kysely.ts';
import { tenantSql } from '../../db/sql.ts';
import { AppError, parseInput } from '../../errors.ts';
import { addDays, dayKeyOf, midnightOf } from '../../rules/zoned-time.ts';
import { type JobOf, type JobQuery, jobScopeWhere } from '../jobs/job-query.ts';
import { jobRowRead, readJobs } from '../jobs/job-rows.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { rangeInstants } from './range-jobs.ts';
import { daysSchema, MAX_SUMMARY_DAYS, scheduleMessages } from './schemas.ts';

// The month view's read: per day of a range, how many jobs the viewer sees and the first few of them —
// what a day of the month grid shows (3 pills, then '+N more…'), never every job of six weeks.

/** One day of the schedule: its key in the organisation's zone, how many jobs it holds, the first `perDay`. */
export interface ScheduleDay<J> {
  day: string;
  count: number;
  jobs: J[];
}

/** The local days [from, to) touches, each as the part of it inside the range. */
function daysOf(from: Date, to: Date, timeZone: string) {
  const days: { day: string; from: string; to: string }[] = [];
  const last = dayKeyOf(new Date(to.getTime() - 1), timeZone);
  for (let day = dayKeyOf(from, timeZone); day <= last; day = addDays(day, 1)) {
    if (days.length === MAX_SUMMARY_DAYS) throw new AppError('VALIDATION', scheduleMessages.tooManyDays);
    const start = midnightOf(day, timeZone);
    const end = midnightOf(addDays(day, 1), timeZone);
    days.push({
      day,
      from: (start < from ? from : start).toISOString(),
      to: (end > to ? to : end).toISOString(),
    });
  }
  return days;
}

// One statement for every day: each day's jobs (the viewer's, as jobScope; optionally one technician's) counted,
// and the ids of the first `perDay` in the web's order of a day (time, title, id). Day bounds are instants
// computed by the shared zoned-time rules, so a day is the same day here as on the web; "scheduledAt" is UTC.
// Each day is its own range scan of the (orgId, scheduledAt) index (LATERAL), with its bounds parsed once: as a
// join of every day with the month's jobs, PostgreSQL compared all 2,000 jobs with all 42 days (37 ms, mostly
// text-to-timestamp casts) where the scans take about 2.
// The count and the first jobs are two scans of a day: the count of an office viewer's day reads the index alone, and
// the first `perDay` are taken in the index's order (ties on the time sorted by title and id), where one aggregate
// sorted every job of the day by title to keep three (4 ms a month against 2).
// The scope and the technician filter are written only when they apply (Kysely adds them to the statement), so
// each combination is one statement PostgreSQL plans once.
function readDays(
  ctx: Context,
  user: UserViewer,
  technicianId: string | null | undefined,
  days: ReturnType<typeof daysOf>,
  perDay: number,
) {
  const { sql: db, orgId } = tenantSql(ctx.db);
  const dayRange = sql<{ day: string; from: Date; to: Date; n: number }>`unnest(${days.map((d) => d.day)}::text[],
    ${days.map((d) => d.from)}::text[]::timestamp[], ${days.map((d) => d.to)}::text[]::timestamp[]) WITH ORDINALITY`;
  const ofTheDay = (eb: ExpressionBuilder<DB & { j: DB['Job']; d: { from: Date; to: Date } }, 'd' | 'j'>) =>
    eb.and([
      eb('j.orgId', '=', orgId),
      eb('j.scheduledAt', '>=', eb.ref('d.from')),
      eb('j.scheduledAt', '<', eb.ref('d.to')),
      ...jobScopeWhere(user),
      ...(technicianId
        ? [
            eb.exists(
              eb.selectFrom('JobTechnician as f').select('f.jobId').whereRef('f.jobId', '=', 'j.id').where('f.userId', '=', technicianId),
            ),
          ]
        : []),
    ]);
  return db
    .selectFrom(dayRange.as<'d'>(sql`d("day", "from", "to", "n")`))
    .innerJoinLateral(
      (eb) => eb.selectFrom('Job as j').select(sql<number>`count(*)::int`.as('count')).where(ofTheDay).as('c'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('Job as j')
              .select(['j.id', 'j.scheduledAt', 'j.title'])
              .where(ofTheDay)
              .orderBy('j.scheduledAt')
              .orderBy('j.title')
              .orderBy('j.id')
              .limit(sql<number>`${perDay}::int`)
              .as('s'),
          )
          .select(sql<string[]>`COALESCE(array_agg(s."id" ORDER BY s."scheduledAt", s."title", s."id"), '{}')`.as('ids'))
          .as('f'),
      (join) => join.onTrue(),
    )
    .select(['d.day', 'c.count', 'f.ids'])
    .orderBy('d.n')
    .execute();
}

/** A selection that names its columns gets the id too: the shown jobs are matched to their days by it. */
const withId = <Q extends JobQuery>(query: Q): Q => (query.select ? { ...query, select: { ...query.select, id: true } } : query);

/**
 * The month view (part 1 §9): for every local day (the organisation's zone) that [start, end) touches — at most
 * 42, the month grid's six weeks — the number of jobs the viewer sees that day (technicians: their own, as
 * jobsInRange) and the first `perDay` (1–20, default 3) soonest first, read as `query` asks. Days without jobs
 * are answered too (count 0). Three statements after the session whatever the number of days or jobs: the
 * organisation's zone, the counts and ids, the shown jobs (jobs/job-rows.ts).
 */
export async function scheduleDays<Q extends JobQuery = typeof jobRowRead>(
  ctx: Context,
  input: unknown,
  query = jobRowRead as unknown as Q,
): Promise<ScheduleDay<JobOf<Q>>[]> {
  const user = requireUser(ctx);
  const { start, end, technicianId, perDay } = parseInput(daysSchema, input);
  const timeZone = await organisationTimeZone(ctx);
  const { from, to } = rangeInstants(start, end, timeZone);
  const days = daysOf(from, to, timeZone);
  const rows = await readDays(ctx, user, technicianId, days, perDay);
  const ids = rows.flatMap((r) => r.ids);
  const jobs =
    (await readJobs(ctx, ids, query)) ??
    ((ids.length ? await ctx.db.job.findMany({ ...withId(query), where: { id: { in: ids } } }) : []) as JobOf<Q>[]);
  const byId = new Map(jobs.map((j) => [(j as { id: string }).id, j]));
  return rows.map((r) => ({
    day: r.day,
    count: r.count,
    // A job deleted between the two reads is left out of the list (the count is the first read's).
    jobs: r.ids.flatMap((id) => byId.get(id) ?? []),
  }));
}
