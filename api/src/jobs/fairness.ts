import type { SqlExecutor } from './sql-executor.ts';

/**
 * Fairness between organisations on one queue, and between the lanes of one organisation (a kind may split an
 * organisation's work into lanes — webhook deliveries by endpoint — so one slow lane cannot take all its slots).
 * pg-boss 10 has no per-group concurrency, so two rules on top of it:
 *
 * 1. Rank (on send): a job's priority is minus the number of jobs of that kind already queued for its organisation
 *    (for its organisation's lane, when the kind has lanes). pg-boss takes the highest priority first (then the
 *    oldest), so an organisation's first queued job ranks 0 and overtakes another organisation's 5,000-job backlog
 *    (ranked 0, -1, … -4,999); two busy organisations (or endpoints) take turns. A job with no organisation ranks 0.
 * 2. Cap (on run): at most `perOrganisation` jobs of one kind and organisation run at once, across every process,
 *    and at most `lanes.perLane` of one lane. A fetched job whose organisation (or lane) already has that many
 *    started before it (by start time, then id) is put back, due again after a short delay, without counting as a
 *    try, and is not run.
 *
 * The organisation is the payload's `orgId`, the lane its `lane` (JobQueue.send writes it from the kind's
 * `lanes.of`). Both rules read pg-boss's own job table (schema `pgboss`, pinned to pg-boss 10.x), by name, state,
 * `data->>'orgId'` and `data->>'lane'`.
 */

/** The lowest rank given: pg-boss's priority is a 32-bit integer. */
const LOWEST_RANK = -1_000_000_000;

/** The priority of a new job given how many of its organisation's jobs of the kind are queued already. */
export function rankBehindBacklog(queuedOfOrganisation: number): number {
  return Math.max(LOWEST_RANK, -queuedOfOrganisation) || 0;
}

/** A job put back because its organisation is at its cap is due again after this (plus up to as much in jitter). */
export const PUT_BACK_MS = 500;

export function putBackDelayMs(random: () => number = Math.random): number {
  return Math.round(PUT_BACK_MS + PUT_BACK_MS * random());
}

/** Jobs running now that started before this one: of its organisation, and of its lane within it. */
export interface RunningBefore {
  organisation: number;
  lane: number;
}

/** Whether a job may run: its organisation, and its lane when the kind has lanes, are under their caps. */
export function withinCap(running: RunningBefore, perOrganisation: number, perLane = Number.POSITIVE_INFINITY): boolean {
  return running.organisation < perOrganisation && running.lane < perLane;
}

/** Jobs of the kind queued (not yet running) for the organisation, or for its lane when one is given. */
export async function queuedOfOrganisation(db: SqlExecutor, kind: string, orgId: string, lane?: string): Promise<number> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = $1 AND state < 'active' AND data->>'orgId' = $2 AND ($3::text IS NULL OR data->>'lane' = $3)`,
    [kind, orgId, lane ?? null],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Jobs of the kind and organisation running now that started before this one (ties broken by id), and of its lane. */
export async function runningBefore(db: SqlExecutor, kind: string, orgId: string, jobId: string): Promise<RunningBefore> {
  const { rows } = await db.executeSql(
    `SELECT count(*)::int AS organisation,
            count(*) FILTER (WHERE j.data->>'lane' = me.data->>'lane')::int AS lane
       FROM pgboss.job j, pgboss.job me
      WHERE me.name = $1 AND me.id = $3::uuid
        AND j.name = $1 AND j.state = 'active' AND j.data->>'orgId' = $2 AND j.id <> me.id
        AND (j.started_on, j.id) < (me.started_on, me.id)`,
    [kind, orgId, jobId],
  );
  return { organisation: Number(rows[0]?.organisation ?? 0), lane: Number(rows[0]?.lane ?? 0) };
}

/**
 * Back to the queue, due after `delayMs`, its try not counted: pg-boss adds one to retry_count when it fetches a
 * job that has started before, so one is taken off here.
 */
export async function putBack(db: SqlExecutor, kind: string, jobId: string, delayMs: number): Promise<void> {
  await db.executeSql(
    `UPDATE pgboss.job SET state = 'created', start_after = now() + $3::int * interval '1 millisecond',
            retry_count = retry_count - 1
      WHERE name = $1 AND id = $2::uuid AND state = 'active'`,
    [kind, jobId, delayMs],
  );
}

/**
 * The index both rules count with (pg-boss's job table is partitioned by queue; an index on the parent reaches every
 * queue's partition, later ones too). Two processes starting together may race to make it: the loser's error is moot.
 */
export async function organisationIndex(db: SqlExecutor): Promise<void> {
  await db.executeSql(`CREATE INDEX IF NOT EXISTS job_organisation ON pgboss.job (name, state, (data->>'orgId'))`, []).catch(() => {});
}
