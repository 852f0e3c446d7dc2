import { requireUser } from '../../auth/guards.ts';
import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import { tenantRows } from '../../db/scoped.ts';
import { type SqlParams, sqlParams } from '../../db/sql-params.ts';
import { AppError, parseInput } from '../../errors.ts';
import { addDays, dayKeyOf, midnightOf } from '../../rules/zoned-time.ts';
import { type JobOf, type JobQuery, jobScopeSql } from '../jobs/job-query.ts';
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
// The scope and the technician filter are written only when they apply (db/sql-params.ts), so each combination is
// one statement PostgreSQL plans once.
function daysSql(user: UserViewer, technicianId: string | null | undefined, params: SqlParams) {
  const technician = technicianId
    ? `AND EXISTS (SELECT 1 FROM "JobTechnician" f WHERE f."jobId" = j."id" AND f."userId" = ${params.add(technicianId)})`
    : '';
  const ofTheDay = `j."orgId" = $1 AND j."scheduledAt" >= d."from" AND j."scheduledAt" < d."to"
    AND ${jobScopeSql(user, params)} ${technician}`;
  return `SELECT d."day", c."count", f."ids"
FROM unnest($2::text[], $3::text[]::timestamp[], $4::text[]::timestamp[]) WITH ORDINALITY AS d("day", "from", "to", "n")
CROSS JOIN LATERAL (SELECT count(*)::int AS "count" FROM "Job" j WHERE ${ofTheDay}) c
CROSS JOIN LATERAL (
  SELECT COALESCE(array_agg(s."id" ORDER BY s."scheduledAt", s."title", s."id"), '{}') AS "ids"
  FROM (
    SELECT j."id", j."scheduledAt", j."title" FROM "Job" j WHERE ${ofTheDay}
    ORDER BY j."scheduledAt", j."title", j."id" LIMIT $5::int
  ) s
) f
ORDER BY d."n"`;
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
  const params = sqlParams(6);
  const sql = daysSql(user, technicianId, params);
  const rows = await tenantRows<{ day: string; count: number; ids: string[] }>(
    ctx.db,
    sql,
    days.map((d) => d.day),
    days.map((d) => d.from),
    days.map((d) => d.to),
    perDay,
    ...params.values,
  );
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
