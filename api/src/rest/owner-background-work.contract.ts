import { z } from 'zod';
import { route } from './contract.ts';

// The owner portal's Background work over REST (the platform owner only; 404 for everyone else):
// domain/owner/background-work.ts. The same reads and retry as GraphQL ownerBackgroundWork and retryBackgroundJob.

const count = z.number().int();

export const backgroundWorkJson = z.object({
  as_of: z.string(),
  kinds: z.array(
    z.object({
      kind: z.string(),
      queued: count,
      oldest_queued_seconds: z.number(),
      failed: count,
      dead_lettered: count,
    }),
  ),
  dead_letter_total: count,
  dead_letters: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      organization_id: z.string().nullable(),
      organization_name: z.string().nullable(),
      failed_at: z.string(),
      tries: count,
      error: z.string(),
    }),
  ),
});

export const ownerBackgroundWorkContract = {
  get: route({
    method: 'GET',
    path: '/api/admin/background-work',
    summary:
      "Each kind of background job across every process: queued, the oldest due job's wait (seconds), failed tries waiting to run again and dead letters (out of tries); the newest 100 dead letters with kind, organisation, when, tries and the last error (masked: no addresses, numbers, links or tokens) (owner)",
    access: { can: 'seeBusiness' },
    response: backgroundWorkJson,
  }),
  retry: route({
    method: 'POST',
    path: '/api/admin/background-work/{id}/retry',
    summary:
      'Try a dead letter again from its first try, due now; 404 when no dead letter has this id (retried already). Recorded in the audit log (owner)',
    access: { can: 'retryBackgroundWork' },
    params: z.object({ id: z.string().min(1) }),
    response: z.object({ id: z.string(), retried: z.literal(true) }),
  }),
} as const;
