import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client.ts';
import { defineJobKind } from '../src/jobs/job-kind.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { contractProviders, jobServices, testQueue, until } from './jobs-queue-fixtures.ts';

// The queue's promises, held to the same test on each provider: pg-boss on the embedded PGlite (in process) and on
// PostgreSQL. Every wait is for an event, bounded (`until`); lower bounds on time (a delay, a back-off) are checked
// against when things happened, never by sleeping.

const providers = await contractProviders();

describe.each(providers)('$name', (provider) => {
  let database: Database;
  let queue: JobQueue;
  let second: JobQueue;
  const runs: { kind: string; n: number; orgId?: string; attempt: number; at: number }[] = [];
  const ran = (kind: string, n: number) => runs.filter((r) => r.kind === kind && r.n === n);
  let failUntilAttempt = Number.POSITIVE_INFINITY;
  const held = new Set<() => void>();
  const running = new Map<string, number>();
  const mostRunning = new Map<string, number>();

  const payload = z.object({ n: z.number().int(), orgId: z.string().optional() });
  const record = (kind: string) => async (p: z.infer<typeof payload>, ctx: { attempt: number }) => {
    runs.push({ kind, n: p.n, orgId: p.orgId, attempt: ctx.attempt, at: Date.now() });
  };
  const plain = defineJobKind({ name: 'test.plain', payload, run: record('test.plain') });
  const flaky = defineJobKind({
    name: 'test.flaky',
    payload,
    retry: { maxTries: 3, baseDelayMs: 200, maxDelayMs: 400 },
    async run(p, ctx) {
      await record('test.flaky')(p, ctx);
      if (ctx.attempt <= failUntilAttempt) throw new Error(`refused try ${ctx.attempt}`);
    },
  });
  const ticking = defineJobKind({ name: 'test.cron', payload, run: record('test.cron') });
  const ordered = defineJobKind({ name: 'test.ordered', payload, concurrency: 1, run: record('test.ordered') });
  const capped = defineJobKind({
    name: 'test.capped',
    payload,
    concurrency: 4,
    perOrganisation: 2,
    async run(p, ctx) {
      await record('test.capped')(p, ctx);
      const org = p.orgId ?? '';
      running.set(org, (running.get(org) ?? 0) + 1);
      mostRunning.set(org, Math.max(mostRunning.get(org) ?? 0, running.get(org) ?? 0));
      await new Promise<void>((resolve) => held.add(resolve));
      running.set(org, (running.get(org) ?? 0) - 1);
    },
  });
  // An organisation's work in lanes (as webhook deliveries are, by endpoint): one lane holds at most two slots.
  const laned = defineJobKind({
    name: 'test.laned',
    payload: payload.extend({ endpoint: z.string() }),
    concurrency: 4,
    perOrganisation: 3,
    lanes: { of: (p) => p.endpoint, perLane: 2 },
    async run(p, ctx) {
      await record('test.laned')(p, ctx);
      running.set(p.endpoint, (running.get(p.endpoint) ?? 0) + 1);
      mostRunning.set(p.endpoint, Math.max(mostRunning.get(p.endpoint) ?? 0, running.get(p.endpoint) ?? 0));
      await new Promise<void>((resolve) => held.add(resolve));
      running.set(p.endpoint, (running.get(p.endpoint) ?? 0) - 1);
    },
  });
  const kinds = [plain, flaky, ticking, ordered, capped, laned];

  beforeAll(async () => {
    const opened = await provider.open();
    database = opened.database;
    queue = testQueue(database, opened.databaseUrl, kinds);
    // A second process's queue on the same database: the organisation cap holds across processes.
    second = testQueue(database, opened.databaseUrl, kinds);
    await queue.start();
    await second.start();
  }, 60_000);

  afterAll(async () => {
    for (const release of held) release();
    await queue?.stop();
    await second?.stop();
    await database?.close();
  });

  it('runs a job sent, with its payload checked on send', async () => {
    await queue.startWorkers(jobServices(database));
    await expect(queue.send(plain, { n: 'one' } as never)).rejects.toThrow();
    expect(await queue.send(plain, { n: 1 })).toMatch(/^[0-9a-f-]{36}$/);
    await until('job 1 to run', () => ran('test.plain', 1).length === 1);
  });

  it('drops a second send with the same idempotency key', async () => {
    const first = await queue.send(plain, { n: 2 }, { key: 'invoice-7-reminder' });
    const again = await queue.send(plain, { n: 2 }, { key: 'invoice-7-reminder' });
    expect(first).toBeTruthy();
    expect(again).toBeNull();
    await until('job 2 to run', () => ran('test.plain', 2).length === 1);
    expect(await queue.send(plain, { n: 2 }, { key: 'invoice-7-reminder' }), 'after it ran, still known').toBeNull();
    expect(await queue.send(plain, { n: 3 }, { key: 'invoice-8-reminder' })).toBeTruthy();
    await until('job 3 to run', () => ran('test.plain', 3).length === 1);
    expect(ran('test.plain', 2)).toHaveLength(1);
  });

  it('runs a delayed job no sooner than asked', async () => {
    const sentAt = Date.now();
    await queue.send(plain, { n: 4 }, { delaySeconds: 1 });
    const run = await until('the delayed job to run', () => ran('test.plain', 4)[0]);
    expect(run.at - sentAt).toBeGreaterThanOrEqual(1000);
  });

  it('retries a failing job with growing waits, dead-letters it after its tries, and retries a dead letter by hand', async () => {
    failUntilAttempt = Number.POSITIVE_INFINITY;
    const id = await queue.send(flaky, { n: 5 });
    const dead = await until('a dead letter', async () => (await queue.deadLetters()).find((d) => d.id === id));
    const tries = ran('test.flaky', 5);
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    // Equal jitter: at least half of each step (200 ms, then 400 ms).
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(100);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(200);
    expect(dead).toMatchObject({ kind: 'test.flaky', payload: { n: 5 }, tries: 3, error: 'refused try 3' });
    expect((await queue.counts()).find((c) => c.kind === 'test.flaky')).toMatchObject({ deadLettered: 1 });

    failUntilAttempt = 0;
    expect(await queue.retryDeadLetter(id as string)).toBe(true);
    expect(await queue.retryDeadLetter('not-a-job')).toBe(false);
    await until('the retried dead letter to run', () => ran('test.flaky', 5).length === 4);
    expect(ran('test.flaky', 5)[3].attempt, 'its tries counted afresh').toBe(1);
    await until('no dead letter left', async () => (await queue.deadLetters()).length === 0);
  });

  it('sends a job from a transaction only if the transaction commits', async () => {
    await expect(
      database.db.$transaction(async (tx) => {
        await queue.send(plain, { n: 6 }, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await database.db.$transaction(async (tx) => {
      await queue.send(plain, { n: 7 }, { tx });
    });
    await until('the committed job to run', () => ran('test.plain', 7).length === 1);
    // Job 8, sent after both, has run: had job 6 been queued it would have run before it.
    await queue.send(plain, { n: 8 });
    await until('job 8 to run', () => ran('test.plain', 8).length === 1);
    expect(ran('test.plain', 6)).toHaveLength(0);
  });

  it('fires a cron schedule in a time zone', async () => {
    await queue.schedule(ticking, '* * * * * *', { n: 9 }, { tz: 'Australia/Melbourne' });
    await until('the schedule to fire', () => ran('test.cron', 9).length >= 1);
    await queue.unschedule(ticking);
  });

  it("lets another organisation's first job overtake a backlog", async () => {
    await queue.stopWorkers();
    for (let n = 100; n < 130; n++) await queue.send(ordered, { n, orgId: 'org-busy' });
    await queue.send(ordered, { n: 200, orgId: 'org-quiet' });
    const waiting = (await queue.counts()).find((c) => c.kind === 'test.ordered');
    expect(waiting).toMatchObject({ queued: 31, failed: 0, deadLettered: 0 });
    expect(waiting?.oldestQueuedSeconds).toBeGreaterThanOrEqual(0);
    await queue.startWorkers(jobServices(database));
    await until('the quiet organisation’s job to run', () => ran('test.ordered', 200).length === 1);
    const order = runs.filter((r) => r.kind === 'test.ordered').map((r) => r.n);
    expect(order.indexOf(200), `run order ${order.join(',')}`).toBeLessThanOrEqual(1);
  });

  it('runs no more of one organisation at once than its cap, across processes, while another’s runs', async () => {
    await second.startWorkers(jobServices(database));
    for (let n = 300; n < 306; n++) await queue.send(capped, { n, orgId: 'org-slow' });
    await queue.send(capped, { n: 400, orgId: 'org-other' });
    await until('two of org-slow and org-other running', () => running.get('org-slow') === 2 && running.get('org-other') === 1);
    // The others were fetched and put back (started once, queued again) rather than run.
    await until('a job put back', async () => {
      const [{ n }] = await database.db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'test.capped' AND state = 'created' AND started_on IS NOT NULL`,
      );
      return n > 0;
    });
    expect(running.get('org-slow')).toBe(2);
    const release = async () => {
      for (const r of held) r();
      held.clear();
      return runs.filter((r) => r.kind === 'test.capped').length === 7;
    };
    await until('all seven to run', release);
    expect(mostRunning.get('org-slow')).toBe(2);
    const attempts = runs.filter((r) => r.kind === 'test.capped').map((r) => r.attempt);
    expect(attempts, 'a put-back is not a try').toEqual(attempts.map(() => 1));
  });

  it("gives an organisation's second lane its turn and slots while the first lane has a backlog", async () => {
    for (let n = 500; n < 508; n++) await queue.send(laned, { n, orgId: 'org-lanes', endpoint: 'slow-receiver' });
    await queue.send(laned, { n: 600, orgId: 'org-lanes', endpoint: 'quick-receiver' });
    // The quick receiver's one job runs beside the slow receiver's two, not after its eight.
    await until('two slow and the quick one running', () => running.get('slow-receiver') === 2 && running.get('quick-receiver') === 1);
    expect(runs.filter((r) => r.kind === 'test.laned' && r.n < 600).length).toBe(2);
    const release = async () => {
      for (const r of held) r();
      held.clear();
      return runs.filter((r) => r.kind === 'test.laned').length === 9;
    };
    await until('all nine to run', release);
    expect(mostRunning.get('slow-receiver')).toBe(2);
  });
});
