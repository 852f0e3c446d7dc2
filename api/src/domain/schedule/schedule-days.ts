import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { tenantRows } from '../../db/scoped.ts';
import { AppError, parseInput } from '../../errors.ts';
import { addDays, dayKeyOf, midnightOf } from '../../rules/zoned-time.ts';
import { type JobOf, type JobQuery, jobScopeSql, jobScopeViewer } from '../jobs/job-query.ts';
import { FIRST_ROW, jobRowRead, readJobs, readPickedJobs } from '../jobs/job-rows.ts';
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
// `$(i)` is the statement's i-th parameter after the organisation (1: the days, 2: their starts, 3: their ends,
// 4: perDay, 5: the scope's viewer, 6: the technician filter).
const daysSql = (p: (i: number) => string) => `SELECT d."day", c."count", c."ids", d."n"
FROM unnest(${p(1)}::text[], ${p(2)}::text[]::timestamp[], ${p(3)}::text[]::timestamp[]) WITH ORDINALITY AS d("day", "from", "to", "n")
CROSS JOIN LATERAL (
  SELECT count(*)::int AS "count",
    COALESCE((array_agg(j."id" ORDER BY j."scheduledAt", j."title", j."id"))[1:${p(4)}::int], '{}') AS "ids"
  FROM "Job" j
  WHERE j."orgId" = $1 AND j."scheduledAt" >= d."from" AND j."scheduledAt" < d."to"
    AND ${jobScopeSql(p(5))}
    AND (${p(6)}::text IS NULL OR EXISTS (SELECT 1 FROM "JobTechnician" f WHERE f."jobId" = j."id" AND f."userId" = ${p(6)}))
) c
ORDER BY d."n"`;
const DAYS_SQL = daysSql((i) => `$${i + 1}`);
/** The shown jobs of every day, in the days' order: the pick of the one-statement read (readPickedJobs). */
const SHOWN_SQL = 'SELECT u."id" FROM "days" d, unnest(d."ids") WITH ORDINALITY AS u("id", "k") ORDER BY d."n", u."k"';
/** Every day's key, count and shown ids, answered once beside the shown jobs. */
const DAYS_JSON = '(SELECT json_agg(json_build_array(d."day", d."count", d."ids") ORDER BY d."n") FROM "days" d)';

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
  const params = [
    days.map((d) => d.day),
    days.map((d) => d.from),
    days.map((d) => d.to),
    perDay,
    jobScopeViewer(user),
    technicianId ?? null,
  ];
  // The days and their shown jobs in one statement when the reader knows the selection (job-rows.ts).
  const read = await readPickedJobs(ctx, () => SHOWN_SQL, params, query, {
    with: (first) => `"days" AS MATERIALIZED (${daysSql((i) => `$${first + i - 1}`)})`,
    first: DAYS_JSON,
  });
  if (read) {
    const listed = (read[FIRST_ROW] ?? []) as [string, number, string[]][];
    const byId = new Map(read.map((j) => [(j as { id: string }).id, j]));
    const counted = new Map(listed.map(([day, count, ids]) => [day, { count, ids }]));
    // No job shown: no row, and every day is empty.
    return days.map(({ day }) => {
      const d = counted.get(day);
      return { day, count: d?.count ?? 0, jobs: (d?.ids ?? []).flatMap((id) => byId.get(id) ?? []) };
    });
  }
  const rows = await tenantRows<{ day: string; count: number; ids: string[] }>(
    ctx.db,
    DAYS_SQL,
    days.map((d) => d.day),
    days.map((d) => d.from),
    days.map((d) => d.to),
    perDay,
    jobScopeViewer(user),
    technicianId,
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
