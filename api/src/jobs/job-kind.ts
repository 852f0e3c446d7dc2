import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../events.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import type { JobQueue } from './job-queue.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './retry-policy.ts';

/** What a job's `run` is given besides its payload. */
export interface JobContext {
  db: Db;
  config: Config;
  storage: Storage;
  events: EventBus;
  /** The queue, for a job that sends further jobs (reminders: one per organisation, then one per visit). */
  jobs: JobQueue;
  /** The job's id in the queue (pg-boss's uuid). */
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  /** Aborted when the job's lease (expiry) runs out: another worker may then run it again. */
  signal: AbortSignal;
  log: (message: string, fields?: Record<string, unknown>) => void;
}

/** One kind of background work, defined once: its name, payload, how it retries and how much of it runs at once. */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  /** The queue's name: lowercase words with dots or dashes, e.g. `webhook.deliver`. */
  name: string;
  /** The payload; one that belongs to an organisation carries `orgId` (the fairness rules use it). */
  payload: S;
  retry: RetryPolicy;
  /** The lease: a job not finished this many seconds after it started counts as failed (a crashed worker). */
  expireInSeconds: number;
  /** Jobs of this kind run at once in one process. */
  concurrency: number;
  /** Jobs of this kind run at once for one organisation, across every process. */
  perOrganisation: number;
  /**
   * Lanes within an organisation (webhook deliveries: one per endpoint): a job ranks behind its lane's backlog rather
   * than its organisation's, and at most `perLane` of one lane run at once, so one slow lane leaves the rest of the
   * organisation's slots to its other lanes (fairness.ts).
   */
  lanes?: { of: (payload: z.infer<S>) => string; perLane: number };
  /**
   * A kind that runs on a clock: its cron (five fields, or six with seconds) in an IANA zone, with an empty payload.
   * Every process that serves or works sets it (JobQueue.applySchedules; one schedule per kind, however many set it).
   */
  schedule?: { cron: string; tz: string };
  run(payload: z.infer<S>, ctx: JobContext): Promise<void>;
}

export type JobKindInput<S extends z.ZodType> = Pick<JobKind<S>, 'name' | 'payload' | 'run'> &
  Partial<Omit<JobKind<S>, 'name' | 'payload' | 'run' | 'retry'>> & { retry?: Partial<RetryPolicy> };

const NAME = /^[a-z][a-z0-9]*([.-][a-z0-9]+)*$/;

/** A job kind with the defaults filled in: five tries over about a minute and a half, 5-minute lease, 5 at once. */
export function defineJobKind<S extends z.ZodType>(input: JobKindInput<S>): JobKind<S> {
  if (!NAME.test(input.name)) throw new Error(`job kind name "${input.name}": lowercase words joined by . or -`);
  const kind: JobKind<S> = {
    expireInSeconds: 300,
    concurrency: 5,
    perOrganisation: 2,
    ...input,
    retry: { ...DEFAULT_RETRY, ...input.retry },
  };
  if (kind.retry.maxTries < 2) throw new Error(`job kind ${kind.name}: maxTries must be at least 2`);
  if (kind.lanes && !(kind.lanes.perLane >= 1 && kind.lanes.perLane <= kind.perOrganisation))
    throw new Error(`job kind ${kind.name}: perLane must be between 1 and perOrganisation`);
  return kind;
}

/** The organisation a payload belongs to, when it says. */
export function organisationOf(payload: unknown): string | undefined {
  const orgId = (payload as { orgId?: unknown } | null)?.orgId;
  return typeof orgId === 'string' && orgId ? orgId : undefined;
}
