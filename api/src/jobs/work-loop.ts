import type PgBoss from 'pg-boss';
import { putBack, putBackDelayMs, runningBefore, withinCap } from './fairness.ts';
import { type JobContext, type JobKind, organisationOf } from './job-kind.ts';
import { isLastTry, retryDelayMs } from './retry-policy.ts';
import type { SqlExecutor } from './sql-executor.ts';

/** How often a hurried loop looks, and for how long after the send. */
const HURRY_POLL_MS = 100;
const HURRY_FOR_MS = 3_000;
/** A job's outcome that could not be recorded (the database away) is tried again this often, for at most this long. */
export const RECORD_RETRY_MS = 1_000;
export const RECORD_FOR_MS = 60_000;

/** What the workers are started with; the queue adds itself as `jobs`. */

export type JobServices = Omit<JobContext, 'jobId' | 'attempt' | 'signal' | 'log' | 'jobs'>;

export interface WorkLoopOptions {
  boss: PgBoss;
  queue: JobContext['jobs'];
  db: SqlExecutor;
  kind: JobKind;
  services: JobServices;
  pollMs: number;
  log: (err: unknown, message: string) => void;
}

/**
 * One kind's workers in this process: fetch up to the free slots (highest priority, then oldest), check each job's
 * organisation against its cap, run it, then complete it, retry it later (retry-policy.ts) or dead-letter it. Our
 * own loop rather than pg-boss's `work`, which would retry on its own schedule and could not put a job back.
 */
export function startWorkLoop({ boss, queue, db, kind, services, pollMs, log }: WorkLoopOptions) {
  const running = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | undefined;
  // After a job is sent inside a transaction the loop looks every HURRY_POLL_MS for a while (HURRY_FOR_MS), so the
  // job runs soon after the commit rather than at the next poll; on PGlite the look waits for the commit itself.
  let hurryUntil = 0;
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function runOne(job: PgBoss.JobWithMetadata<unknown>) {
    const attempt = job.retryCount + 1;
    const orgId = organisationOf(job.data);
    if (orgId && !withinCap(await runningBefore(db, kind.name, orgId, job.id), kind.perOrganisation, kind.lanes?.perLane)) {
      await putBack(db, kind.name, job.id, putBackDelayMs());
      return;
    }
    const lease = new AbortController();
    const leaseEnds = Date.now() + kind.expireInSeconds * 1000;
    const timer = setTimeout(() => lease.abort(new Error(`lease of ${kind.expireInSeconds} s ran out`)), kind.expireInSeconds * 1000);
    let outcome: { done: true } | { done: false; err: unknown } = { done: true };
    try {
      const payload = kind.payload.parse(job.data);
      const ctx: JobContext = {
        ...services,
        jobs: queue,
        jobId: job.id,
        attempt,
        signal: lease.signal,
        log: (message, fields) => log(null, `${kind.name} ${job.id}: ${message} ${fields ? JSON.stringify(fields) : ''}`),
      };
      await Promise.race([
        kind.run(payload, ctx),
        new Promise((_, reject) => lease.signal.addEventListener('abort', () => reject(lease.signal.reason))),
      ]);
    } catch (err) {
      outcome = { done: false, err };
    } finally {
      clearTimeout(timer);
    }
    await recordOutcome(
      () => (outcome.done ? boss.complete(kind.name, job.id) : failed(job.id, attempt, outcome.err)),
      Math.min(leaseEnds, Date.now() + RECORD_FOR_MS),
    );
  }

  /**
   * Records what became of a job, trying again while the database is away. A job done but not recorded stays active
   * until its lease runs out (15 minutes for an email), and is then run again: an email sent twice, a quarter of an
   * hour late; and a completion that failed must never be taken for the job failing. Gives up when the loop stops or
   * before the lease would end (the outcome is then the lease's, as after a crash).
   */
  async function recordOutcome(record: () => Promise<unknown>, giveUpAt: number) {
    for (let tries = 1; ; tries++) {
      try {
        await record();
        if (tries > 1) log(null, `${kind.name}: an outcome recorded on try ${tries}`);
        return;
      } catch (err) {
        if (stopping || Date.now() + RECORD_RETRY_MS >= giveUpAt) throw err;
        await new Promise((r) => setTimeout(r, RECORD_RETRY_MS));
      }
    }
  }

  async function failed(jobId: string, attempt: number, err: unknown) {
    const output = { message: err instanceof Error ? err.message : String(err), attempt };
    if (isLastTry(attempt, kind.retry)) {
      // retry_count has reached retry_limit (maxTries - 1): pg-boss marks it failed, our dead letter.
      await boss.fail(kind.name, jobId, output);
      log(err, `${kind.name} ${jobId} dead-lettered after ${attempt} tries`);
      return;
    }
    await db.executeSql(
      `UPDATE pgboss.job SET state = 'retry', start_after = now() + $3::int * interval '1 millisecond', output = $4::jsonb
        WHERE name = $1 AND id = $2::uuid AND state = 'active'`,
      [kind.name, jobId, retryDelayMs(attempt, kind.retry), JSON.stringify(output)],
    );
  }

  const loop = (async () => {
    while (!stopping) {
      const free = kind.concurrency - running.size;
      let fetched = 0;
      if (free > 0) {
        try {
          const jobs = await boss.fetch<unknown>(kind.name, { batchSize: free, includeMetadata: true });
          fetched = jobs.length;
          for (const job of jobs) {
            const task: Promise<void> = runOne(job)
              .catch((err) => log(err, `${kind.name} ${job.id}: could not record its outcome`))
              .finally(() => {
                running.delete(task);
                wake?.();
              });
            running.add(task);
          }
        } catch (err) {
          log(err, `${kind.name}: fetching jobs failed`);
        }
      }
      // A full batch may mean more is waiting: look again at once; otherwise wait for the poll or a free slot.
      if (stopping) break;
      if (fetched < free || free === 0) await nap(Date.now() < hurryUntil ? Math.min(pollMs, HURRY_POLL_MS) : pollMs);
    }
  })();

  return {
    /** Look for jobs now (a job was just sent from this process). */
    /** Look often for a while: a job was sent in a transaction that commits soon. */
    hurry() {
      hurryUntil = Date.now() + HURRY_FOR_MS;
      wake?.();
    },
    nudge() {
      wake?.();
    },
    /** Start nothing more; resolves once the jobs under way have finished. */
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
