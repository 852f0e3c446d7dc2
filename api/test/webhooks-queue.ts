import { Agent } from './agent.ts';
import { PASSWORD, type TestApp } from './harness.ts';

// What the webhook tests share: an app built for tests runs no workers until asked, so a test decides when the
// queue's `webhook.deliver` jobs run, and which app runs them.

export async function signedIn(app: TestApp, who: { email: string }) {
  const a = new Agent(app);
  await a.login(who.email, PASSWORD);
  return a;
}

/** `run` with this app's workers taking the queue's jobs; they finish what they hold and stop afterwards. */
export async function withWorkers<T>(app: TestApp, run: () => Promise<T>): Promise<T> {
  await app.app.services.jobs.startWorkers(app.app.services);
  try {
    return await run();
  } finally {
    await app.app.services.jobs.stopWorkers();
  }
}

/**
 * The clock moves on past every waiting attempt's back-off: the queued `webhook.deliver` jobs fall due now. (Reaches
 * into pg-boss's job table, schema `pgboss`, pinned to 10.x, as the queue's own fairness rule does.)
 */
export async function attemptsDueNow(app: TestApp) {
  await app.database.db.$executeRawUnsafe(
    `UPDATE pgboss.job SET start_after = now() WHERE name = 'webhook.deliver' AND state < 'active' AND start_after > now()`,
  );
}

/** The queue's `webhook.deliver` jobs of an organisation, in any state (the rows pg-boss keeps). */
export async function deliveryJobsOf(app: TestApp, orgId: string): Promise<number> {
  const [{ n }] = await app.database.db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook.deliver' AND data->>'orgId' = $1`,
    orgId,
  );
  return n;
}

/** How long a test waits for a worker (a test app's workers look for due jobs every half second; a busy machine is slower). */
export const WAIT = { timeout: 30_000, interval: 50 };
