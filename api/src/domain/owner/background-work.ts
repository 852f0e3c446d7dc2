import type { Context } from '../../context.ts';
import { ownerScope } from '../../db/cross-organisation.ts';
import { AppError, notFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { requireAbility } from '../policy.ts';
import { recordAudit } from '../support/audit.ts';
import type { BusinessAlert } from './business-alerts.ts';
import { operatorError } from './operator-error.ts';

// The owner portal's Background work (/admin/background-work): each kind of background job's queue across every
// process, the jobs that failed for good (dead letters: out of tries, kept 30 days) and a retry for each. The figures
// are the queue's own operator reads (jobs/job-queue.ts); a dead letter is shown by kind, organisation, when, tries
// and its last error masked for an operator (operator-error.ts) — never its payload, which can hold a message's
// text or a customer's details.

/** The queue's operator reads and its one operator write. */
export type OperatorQueue = Pick<JobQueue, 'counts' | 'deadLetters' | 'retryDeadLetter'>;

/** The dead letters listed, newest first; the counts cover them all. */
export const DEAD_LETTERS_LISTED = 100;

export const BACKGROUND_WORK_HREF = '/admin/background-work';

export interface BackgroundKindFigures {
  kind: string;
  /** Waiting to run, retries included. */
  queued: number;
  /** How long the longest-waiting due job has waited, in seconds (0: none due). */
  oldestQueuedSeconds: number;
  /** Tries that failed and wait for their next try. */
  failed: number;
  /** Out of tries, waiting for an operator. */
  deadLettered: number;
}

export interface BackgroundDeadLetter {
  id: string;
  kind: string;
  /** The organisation the job was for; null for a job of no organisation (or one since deleted: the name is null). */
  organisationId: string | null;
  organisationName: string | null;
  failedAt: Date;
  tries: number;
  /** The last failure's message, private parts masked. */
  error: string;
}

export interface BackgroundWork {
  asOf: Date;
  kinds: BackgroundKindFigures[];
  deadLetterTotal: number;
  /** The newest DEAD_LETTERS_LISTED dead letters. */
  deadLetters: BackgroundDeadLetter[];
}

const jobs = (ctx: Context): OperatorQueue => ctx.jobs;

const orgIdOf = (payload: unknown) => {
  const orgId = (payload as { orgId?: unknown } | null)?.orgId;
  return typeof orgId === 'string' && orgId ? orgId : null;
};

/** What the queue holds now, per kind, and the dead letters with their organisations' names (owner only). */
export async function readBackgroundWork(ctx: Context, now: Date = new Date()): Promise<BackgroundWork> {
  requireAbility(ctx, 'seeBusiness');
  const [kinds, letters] = await Promise.all([jobs(ctx).counts(), jobs(ctx).deadLetters(DEAD_LETTERS_LISTED)]);
  const orgIds = [...new Set(letters.map((l) => orgIdOf(l.payload)).filter((id): id is string => !!id))];
  const names = new Map(
    orgIds.length
      ? (await ownerScope(ctx).organization.findMany({ where: { id: { in: orgIds } }, select: { id: true, name: true } })).map((o) => [
          o.id,
          o.name,
        ])
      : [],
  );
  return {
    asOf: now,
    kinds: [...kinds].sort((a, b) => a.kind.localeCompare(b.kind)),
    deadLetterTotal: kinds.reduce((n, k) => n + k.deadLettered, 0),
    deadLetters: letters.map((l) => {
      const organisationId = orgIdOf(l.payload);
      return {
        id: l.id,
        kind: l.kind,
        organisationId,
        organisationName: organisationId ? (names.get(organisationId) ?? null) : null,
        failedAt: l.failedAt,
        tries: l.tries,
        error: operatorError(l.error),
      };
    }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The owner tries a dead letter again from its first try (due now); written to the audit log. A job that is not a
 * dead letter (never was, or was retried already) is not found.
 */
export async function retryBackgroundJob(ctx: Context, jobId: unknown): Promise<{ id: string }> {
  const owner = requireAbility(ctx, 'retryBackgroundWork');
  const id = typeof jobId === 'string' ? jobId.trim() : '';
  if (!UUID.test(id)) throw new AppError('VALIDATION', "That is not a background job's id", { fieldErrors: { id: 'Not a job id' } });
  if (!(await jobs(ctx).retryDeadLetter(id))) throw notFound('No failed background job has this id: it may have been retried already');
  await recordAudit(ownerScope(ctx), {
    actor: { type: 'owner', id: owner.userId },
    action: 'owner.retry_background_job',
    entity: 'background_job',
    entityId: id,
    data: {},
    ip: ctx.meta.ip,
  });
  return { id };
}

/** The business alert for dead letters (critical): how many, of which kinds, and where to retry them. */
export function deadLetterAlert(kinds: BackgroundKindFigures[]): BusinessAlert | null {
  const dead = kinds.filter((k) => k.deadLettered > 0);
  const total = dead.reduce((n, k) => n + k.deadLettered, 0);
  if (!total) return null;
  return {
    kind: 'dead_letters',
    severity: 'critical',
    title: `${total} background ${total === 1 ? 'job' : 'jobs'} failed for good`,
    detail: `Out of tries: ${dead.map((k) => `${k.deadLettered} ${k.kind}`).join(', ')}. Nothing retries ${total === 1 ? 'it' : 'them'} until you do, on Background Work.`,
    href: BACKGROUND_WORK_HREF,
  };
}
