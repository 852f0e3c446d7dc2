import type { Db } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

type WaitOptions = { waitMs: number; log?: (line: string) => void; pauseMs?: number };

/**
 * Resolves once the database answers (`SELECT 1` through the app's client), asking again with a growing pause while
 * it is out of reach — for up to `waitMs`, then the last failure is thrown. A process started during a database
 * restart (an orchestrator replacing a crashed one, compose starting everything at once) then migrates and serves
 * once the database is back, instead of exiting.
 *
 * It runs before the migrations because Prisma's schema engine cannot be asked to wait: a connection it loses is an
 * uncaught error inside its WebAssembly build, which ends the process. A failure that is not the database being away
 * (a wrong password, a missing database) is thrown at once.
 */
export function waitForDatabase(db: Db, options: WaitOptions): Promise<void> {
  return whileDatabaseAway(async () => {
    await db.$queryRaw`SELECT 1`;
  }, options);
}

/**
 * Runs `step`, and again from the start each time it fails because the database went away (a restart cuts every
 * connection, even between `waitForDatabase` and the next query) — for up to `waitMs` in all, pausing longer each
 * time. The step must be safe to run again: the start-up checks it wraps are reads.
 */
export async function whileDatabaseAway<T>(step: () => Promise<T>, { waitMs, log = console.warn, pauseMs = 250 }: WaitOptions): Promise<T> {
  const giveUpAt = Date.now() + waitMs;
  let pause = pauseMs;
  let told = false;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) throw error;
      if (!told) log(`database: out of reach, waiting up to ${Math.round(waitMs / 1000)} s for it (DATABASE_WAIT_MS)`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 2_000);
    }
  }
}
