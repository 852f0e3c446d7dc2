import type { SqlExecutor } from './sql-executor.ts';

/** One kind's queue as an operator sees it, across every process. */
export interface KindCounts {
  kind: string;
  /** Waiting to run (due now or later), retries included. */
  queued: number;
  /** How long the longest-waiting due job has waited (seconds; 0 when none is due). */
  oldestQueuedSeconds: number;
  /** Tries that failed and wait for their next try. */
  failed: number;
  /** Out of tries: kept for an operator to read and retry. */
  deadLettered: number;
}

export interface DeadLetter {
  id: string;
  kind: string;
  payload: unknown;
  tries: number;
  /** The last failure's message. */
  error: string;
  failedAt: Date;
}

export async function countsByKind(db: SqlExecutor, kinds: string[]): Promise<KindCounts[]> {
  const { rows } = await db.executeSql(
    `SELECT name,
            count(*) FILTER (WHERE state < 'active')::int AS queued,
            COALESCE(EXTRACT(EPOCH FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now())), 0)::float8 AS oldest,
            count(*) FILTER (WHERE state = 'retry')::int AS failed,
            count(*) FILTER (WHERE state = 'failed')::int AS dead
       FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name`,
    [kinds],
  );
  const byName = new Map(rows.map((r) => [String(r.name), r]));
  return kinds.map((kind) => {
    const r = byName.get(kind);
    return {
      kind,
      queued: Number(r?.queued ?? 0),
      oldestQueuedSeconds: Math.max(0, Number(r?.oldest ?? 0)),
      failed: Number(r?.failed ?? 0),
      deadLettered: Number(r?.dead ?? 0),
    };
  });
}

export async function listDeadLetters(db: SqlExecutor, kinds: string[], limit = 100): Promise<DeadLetter[]> {
  const { rows } = await db.executeSql(
    `SELECT id, name, data, retry_count, output, completed_on FROM pgboss.job
      WHERE name = ANY($1::text[]) AND state = 'failed' ORDER BY completed_on DESC LIMIT $2::int`,
    [kinds, limit],
  );
  return rows.map((r) => ({
    id: String(r.id),
    kind: String(r.name),
    payload: r.data,
    tries: Number(r.retry_count) + 1,
    error: String((r.output as { message?: string } | null)?.message ?? ''),
    failedAt: new Date(r.completed_on as string),
  }));
}

/**
 * A dead letter tried again from the start: due now, with its tries counted afresh (retry_count back to 0). Answers
 * whether there was such a dead letter.
 */
export async function retryDeadLetter(db: SqlExecutor, id: string): Promise<boolean> {
  const { rows } = await db.executeSql(
    `UPDATE pgboss.job SET state = 'retry', retry_count = 0, started_on = NULL, completed_on = NULL, start_after = now()
      WHERE id = $1::uuid AND state = 'failed' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}
