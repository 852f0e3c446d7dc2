import { jobIdForKey } from '../src/jobs/idempotency-key.ts';
import type { JobContext, JobKind } from '../src/jobs/job-kind.ts';
import type { TestApp } from './harness.ts';

// Messaging tests drive the app's own job queue: its workers started (a test app that only answers requests has
// none), a job read back by its idempotency key, and a job's run called again by hand to see it run twice.

/** The app's workers, as a listening server runs them (they stop with `t.close()`). */
export async function startWorkers(t: TestApp): Promise<void> {
  await t.app.services.jobs.startWorkers(t.app.services);
}

/** The state pg-boss keeps of the job of `kind` sent with `key` (null: there is no such job). */
export async function jobState(t: TestApp, kind: JobKind, key: string): Promise<string | null> {
  const rows = await t.database.db.$queryRawUnsafe<{ state: string }[]>(
    'SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND id = $2::uuid',
    kind.name,
    jobIdForKey(kind.name, key),
  );
  return rows[0]?.state ?? null;
}

/** A job waiting for its next try is made due now, rather than waiting out its back-off (half a minute and more). */
export async function dueNow(t: TestApp, kind: JobKind, key: string): Promise<void> {
  await t.database.db.$executeRawUnsafe(
    "UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND id = $2::uuid AND state IN ('created', 'retry')",
    kind.name,
    jobIdForKey(kind.name, key),
  );
}

/** What a worker hands a job's `run`, for running it again by hand (a job delivered twice). */
export function jobContext(t: TestApp, attempt = 1): JobContext {
  const { db, config, storage, events, jobs } = t.app.services;
  return Object.assign(
    { db, config, storage, events, jobId: 'by-hand', attempt, signal: new AbortController().signal, log: () => {} },
    { jobs },
  );
}

/** The kinds that send a message soon after a request: what a test waits for before it reads a mailbox or the outbox. */
const MESSAGE_KINDS = [
  'messaging.email',
  'accounts.password-reset-email',
  'accounts.payment-details-email',
  'newsletter.confirm-email',
  'messaging.booking-sms',
  'messaging.reminders-of-org',
  'messaging.reminder-sms',
  'payouts.payment-receipt',
];

/**
 * Once every messaging job due now has run (the app's workers started if they were not): what a request queued is
 * then in the mailbox or the outbox. A job that has started before is waited for too: one put back because its
 * organisation was at its cap (due again within a second), and one whose try failed — on a busy machine a try can
 * fail for want of a database connection — which is made due now, its error printed, so the test sees the job's
 * outcome rather than its back-off. A job sent to start later and never started (a back-up) is not waited for.
 */
export async function messagingSettled(t: TestApp, limitMs = 30_000): Promise<void> {
  await startWorkers(t);
  const deadline = Date.now() + limitMs;
  for (;;) {
    const retried = await t.database.db.$queryRawUnsafe<{ name: string; output: unknown }[]>(
      `UPDATE pgboss.job SET start_after = now()
        WHERE name = ANY($1::text[]) AND state = 'retry' AND start_after > now()
        RETURNING name, output`,
      MESSAGE_KINDS,
    );
    for (const job of retried) console.warn(`messagingSettled: ${job.name} is tried again at once after ${JSON.stringify(job.output)}`);
    const [{ n }] = await t.database.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active') AND (start_after <= now() OR started_on IS NOT NULL)`,
      MESSAGE_KINDS,
    );
    if (n === 0) return;
    if (Date.now() > deadline) throw new Error(`${n} messaging jobs still due after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The app's workers stopped (jobs under way finish first): what is sent now waits in the queue. */
export async function stopWorkers(t: TestApp): Promise<void> {
  await t.app.services.jobs.stopWorkers();
}

/** The states of every job of `kind` in the queue, oldest first. */
export async function jobStates(t: TestApp, kind: JobKind): Promise<string[]> {
  const rows = await t.database.db.$queryRawUnsafe<{ state: string }[]>(
    'SELECT state::text AS state FROM pgboss.job WHERE name = $1 ORDER BY created_on',
    kind.name,
  );
  return rows.map((r) => r.state);
}
