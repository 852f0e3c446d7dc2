import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJobKind, type JobContext } from './job-kind.ts';
import type { SqlExecutor } from './sql-executor.ts';
import { type JobServices, startWorkLoop } from './work-loop.ts';

// A job's outcome is recorded even when the database is away at that moment: the loop tries again until it is back,
// rather than leaving a done job active until its lease runs out (then run again) or taking a failed completion for
// the job failing. pg-boss and the SQL stand in as a queue holding one job whose records fail a given number of times.

const dropped = () => new Error('Connection terminated unexpectedly');

function queueWithOneJob(recordsFailing: number) {
  let failuresLeft = recordsFailing;
  let fetched = false;
  const calls = { completes: 0, retries: 0, completed: false, retried: false };
  let resolveSettled = () => {};
  const settled = new Promise<void>((resolve) => {
    resolveSettled = resolve;
  });
  const boss = {
    async fetch() {
      if (fetched) return [];
      fetched = true;
      return [{ id: 'job-1', name: 'test.outcome', data: {}, retryCount: 0 }];
    },
    async complete() {
      calls.completes++;
      if (failuresLeft-- > 0) throw dropped();
      calls.completed = true;
      resolveSettled();
    },
    async fail() {
      throw new Error('not the last try: fail is never called');
    },
  } as unknown as PgBoss;
  const db: SqlExecutor = {
    async executeSql(text) {
      if (!text.startsWith("UPDATE pgboss.job SET state = 'retry'")) throw new Error(`unexpected SQL: ${text}`);
      calls.retries++;
      if (failuresLeft-- > 0) throw dropped();
      calls.retried = true;
      resolveSettled();
      return { rows: [] };
    },
  };
  return { boss, db, calls, settled };
}

function start(q: ReturnType<typeof queueWithOneJob>, run: () => Promise<void>) {
  const runs: number[] = [];
  const kind = defineJobKind({
    name: 'test.outcome',
    payload: z.object({}),
    run: async () => {
      runs.push(Date.now());
      await run();
    },
  });
  const loop = startWorkLoop({
    boss: q.boss,
    queue: {} as JobContext['jobs'],
    db: q.db,
    kind,
    services: {} as JobServices,
    pollMs: 50,
    log: () => {},
  });
  return { loop, runs };
}

describe('a job whose outcome cannot be recorded at first', () => {
  it('is completed once the database answers again, run once and never marked failed', async () => {
    const q = queueWithOneJob(2);
    const { loop, runs } = start(q, async () => {});
    await q.settled;
    await loop.stop();
    expect(runs).toHaveLength(1);
    expect(q.calls).toEqual({ completes: 3, retries: 0, completed: true, retried: false });
  });

  it('that failed is set to be tried again once the database answers, not left running', async () => {
    const q = queueWithOneJob(1);
    const { loop, runs } = start(q, async () => {
      throw new Error('the receiver answered 500');
    });
    await q.settled;
    await loop.stop();
    expect(runs).toHaveLength(1);
    expect(q.calls).toEqual({ completes: 0, retries: 2, completed: false, retried: true });
  });
});
