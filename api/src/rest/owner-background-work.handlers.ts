import type { z } from 'zod';
import { type BackgroundWork, readBackgroundWork, retryBackgroundJob } from '../domain/owner/background-work.ts';
import { type BoundRoute, implement } from './contract.ts';
import { type backgroundWorkJson, ownerBackgroundWorkContract } from './owner-background-work.contract.ts';

// REST routes of the owner's Background work: the contract in owner-background-work.contract.ts, the rules in
// domain/owner/background-work.ts.

export function toBackgroundWorkJson(w: BackgroundWork): z.input<typeof backgroundWorkJson> {
  return {
    as_of: w.asOf.toISOString(),
    kinds: w.kinds.map((k) => ({
      kind: k.kind,
      queued: k.queued,
      oldest_queued_seconds: k.oldestQueuedSeconds,
      failed: k.failed,
      dead_lettered: k.deadLettered,
    })),
    dead_letter_total: w.deadLetterTotal,
    dead_letters: w.deadLetters.map((d) => ({
      id: d.id,
      kind: d.kind,
      organization_id: d.organisationId,
      organization_name: d.organisationName,
      failed_at: d.failedAt.toISOString(),
      tries: d.tries,
      error: d.error,
    })),
  };
}

export const ownerBackgroundWorkRoutes: BoundRoute[] = implement(ownerBackgroundWorkContract, {
  async get({ ctx }) {
    return toBackgroundWorkJson(await readBackgroundWork(ctx));
  },
  async retry({ ctx, params }) {
    const { id } = await retryBackgroundJob(ctx, params.id);
    return { id, retried: true as const };
  },
});
