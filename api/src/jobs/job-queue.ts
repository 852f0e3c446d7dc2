import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { organisationIndex, queuedOfOrganisation, rankBehindBacklog } from './fairness.ts';
import { jobIdForKey } from './idempotency-key.ts';
import { type JobKind, organisationOf } from './job-kind.ts';
import { type BossTiming, defaultTiming, openBoss } from './open-boss.ts';
import { countsByKind, type DeadLetter, type KindCounts, listDeadLetters, retryDeadLetter } from './operator-reads.ts';
import { type RawQueryClient, type SqlExecutor, transactionExecutor } from './sql-executor.ts';
import { type JobServices, startWorkLoop } from './work-loop.ts';

export interface SendOptions {
  /** Idempotency key: a second send of the kind with the same key is dropped (see idempotency-key.ts). */
  key?: string;
  /** Not before this time … */
  startAfter?: Date;
  /** … or this many seconds from now. */
  delaySeconds?: number;
  /** The caller's Prisma transaction: the job is recorded in it and exists only if it commits. */
  tx?: RawQueryClient;
}

/** PostgreSQL's codes for a deadlock and for a table, index or row another process made first. */
const MADE_SIDE_BY_SIDE = new Set(['40P01', '42P07', '23505']);

/**
 * Run a step of the queue's set-up again when another process starting at the same moment got in its way: pg-boss
 * makes a table partition per queue, and three processes making them at once on a new database deadlocked.
 */
async function sideBySide(step: () => Promise<unknown>, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await step();
      return;
    } catch (err) {
      if (attempt >= tries || !MADE_SIDE_BY_SIDE.has((err as { code?: string }).code ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one background-work layer: kinds registered once, jobs sent (in the caller's transaction when given),
 * schedules, this process's workers, and the operator's reads. pg-boss underneath (docs/background-work.md).
 */
export class JobQueue {
  #boss: PgBoss;
  readonly #openBoss: () => PgBoss;
  readonly #kinds = new Map<string, JobKind>();
  readonly #timing: BossTiming;
  readonly #log: (err: unknown, message: string) => void;
  readonly #embedded: boolean;
  #started: Promise<void> | undefined;
  #loops: ReturnType<typeof startWorkLoop>[] = [];

  constructor(
    database: Database,
    options: { databaseUrl?: string; kinds: JobKind[]; timing?: Partial<BossTiming>; log: (err: unknown, message: string) => void },
  ) {
    this.#timing = { ...defaultTiming(database.kind), ...options.timing };
    this.#log = options.log;
    this.#openBoss = () => {
      const boss = openBoss(database, options.databaseUrl, this.#timing);
      boss.on('error', (err) => this.#log(err, 'job queue'));
      return boss;
    };
    this.#boss = this.#openBoss();
    this.#embedded = database.kind === 'pglite';
    for (const kind of options.kinds) this.register(kind);
  }

  register(kind: JobKind): void {
    if (this.#kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
    this.#kinds.set(kind.name, kind);
    if (this.#started) this.#started = this.#started.then(() => this.#createQueue(kind));
  }

  get kinds(): string[] {
    return [...this.#kinds.keys()];
  }

  /** pg-boss's schema made or migrated, and a queue for every kind; sending and reading wait for it. */
  start(): Promise<void> {
    // A start that failed (the database out of reach) is not kept: pg-boss stays "starting" after a failed start,
    // so a fresh instance is opened and the next send or read starts it once the database is back.
    this.#started ??= (async () => {
      await this.#boss.start();
      await sideBySide(() => organisationIndex(this.#boss.getDb()));
      for (const kind of this.#kinds.values()) await sideBySide(() => this.#createQueue(kind));
    })().catch(async (err) => {
      const failed = this.#boss;
      this.#boss = this.#openBoss();
      this.#started = undefined;
      await failed.stop({ graceful: false, wait: false, close: true }).catch(() => {});
      throw err;
    });
    return this.#started;
  }

  async #createQueue(kind: JobKind) {
    // Our work loop decides retries (retry-policy.ts); pg-boss's own retry only brings back a job whose lease ran
    // out (a crashed worker), at once, while tries remain.
    const queue = {
      name: kind.name,
      policy: 'standard' as const,
      retryLimit: kind.retry.maxTries - 1,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: kind.expireInSeconds,
    };
    if (await this.#boss.getQueue(kind.name)) await this.#boss.updateQueue(kind.name, queue);
    else await this.#boss.createQueue(kind.name, queue);
  }

  #kind(name: string): JobKind {
    const kind = this.#kinds.get(name);
    if (!kind) throw new Error(`no job kind ${name} is registered`);
    return kind;
  }

  /**
   * Queue a job. The payload is checked against the kind's schema (a bad one throws: a programming error). Answers
   * the job's id, or null when its idempotency key was used already.
   */
  async send<S extends z.ZodType>(kind: JobKind<S>, payload: z.input<S>, options: SendOptions = {}): Promise<string | null> {
    const registered = this.#kind(kind.name);
    const parsed = registered.payload.parse(payload) as object;
    // The lane rides in the job's data, where the fairness rules count it (fairness.ts).
    const lane = registered.lanes?.of(parsed);
    const data = lane === undefined ? parsed : { ...parsed, lane };
    // On the embedded database pg-boss's set-up would wait for the open transaction, which waits for this send.
    if (options.tx && this.#embedded && !this.#started) throw new Error('start the job queue before sending in a transaction');
    await this.start();
    const db: SqlExecutor = options.tx ? transactionExecutor(options.tx) : this.#boss.getDb();
    const orgId = organisationOf(data);
    const priority = orgId ? rankBehindBacklog(await queuedOfOrganisation(db, kind.name, orgId, lane)) : 0;
    const startAfter = options.startAfter ?? (options.delaySeconds ? new Date(Date.now() + options.delaySeconds * 1000) : undefined);
    const id = await this.#boss.send(kind.name, data, {
      id: options.key === undefined ? undefined : jobIdForKey(kind.name, options.key),
      priority,
      startAfter,
      retryLimit: registered.retry.maxTries - 1,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: registered.expireInSeconds,
      ...(options.tx ? { db: db as PgBoss.Db } : {}),
    });
    // A job sent from here is looked for at once rather than at the next poll (after commit when in a transaction).
    for (const loop of this.#loops) options.tx ? loop.hurry() : loop.nudge();
    return id;
  }

  /**
   * Send `payload` to the kind on a cron (five fields, or six with seconds) in an IANA time zone. One schedule per
   * kind (pg-boss keys schedules by queue): a second call replaces it.
   */
  async schedule<S extends z.ZodType>(kind: JobKind<S>, cron: string, payload: z.input<S>, { tz }: { tz: string }): Promise<void> {
    const data = this.#kind(kind.name).payload.parse(payload) as object;
    await this.start();
    await this.#boss.schedule(kind.name, cron, data, { tz });
  }

  /** The schedules of the kinds that run on a clock (JobKind.schedule), set or replaced. */
  async applySchedules(): Promise<void> {
    for (const kind of this.#kinds.values()) if (kind.schedule) await this.schedule(kind, kind.schedule.cron, {}, { tz: kind.schedule.tz });
  }

  async unschedule(kind: JobKind): Promise<void> {
    await this.start();
    await this.#boss.unschedule(kind.name);
  }

  /** Run the registered kinds' jobs in this process until `stopWorkers`. */
  async startWorkers(services: JobServices): Promise<void> {
    if (!this.#kinds.size || this.#loops.length) return;
    await this.start();
    this.#loops = [...this.#kinds.values()].map((kind) =>
      startWorkLoop({
        boss: this.#boss,
        queue: this,
        db: this.#boss.getDb(),
        kind,
        services,
        pollMs: this.#timing.pollSeconds * 1000,
        log: this.#log,
      }),
    );
  }

  /** Start no more jobs; resolves once the jobs under way have finished. */
  async stopWorkers(): Promise<void> {
    const loops = this.#loops;
    this.#loops = [];
    await Promise.all(loops.map((loop) => loop.stop()));
  }

  /** Workers stopped (their jobs finished), then pg-boss's own timers. */
  async stop(): Promise<void> {
    await this.stopWorkers();
    if (this.#started) {
      await this.#started.catch(() => {});
      await this.#boss.stop({ graceful: false, wait: true, close: true });
    }
  }

  async counts(): Promise<KindCounts[]> {
    if (!this.#kinds.size) return [];
    await this.start();
    return countsByKind(this.#boss.getDb(), this.kinds);
  }

  async deadLetters(limit?: number): Promise<DeadLetter[]> {
    if (!this.#kinds.size) return [];
    await this.start();
    return listDeadLetters(this.#boss.getDb(), this.kinds, limit);
  }

  /** Try a dead letter again from its first try; false when there is no dead letter with that id. */
  async retryDeadLetter(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    await this.start();
    return retryDeadLetter(this.#boss.getDb(), id);
  }
}
