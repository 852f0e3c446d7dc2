import { z } from 'zod';
import { idempotencyMessages } from '../domain/idempotency/idempotent.ts';
import { route } from './contract.ts';
import { jobEntriesContract } from './job-entries.contract.ts';
import { jobsContract } from './jobs.contract.ts';

// A device's outbox sent in one request: the changes it kept while offline, each the request it would have sent to
// its own route, with its own Idempotency-Key. Each is applied by that route (sync.handlers.ts), so its rights,
// validation and key are decided where they always are; this route only keeps their order.

/** The routes an outbox change may name: the technician's writes to a job (photos go to their own upload route). */
export const OUTBOX_ROUTES = [
  jobsContract.update,
  jobsContract.complete,
  jobsContract.addNote,
  jobsContract.addHours,
  jobsContract.addPart,
  jobEntriesContract.updateNote,
  jobEntriesContract.removeNote,
  jobEntriesContract.updateHours,
  jobEntriesContract.removeHours,
  jobEntriesContract.updatePart,
  jobEntriesContract.removePart,
].map((c) => ({ method: c.method, path: new RegExp(`^${c.path.replace(/\{\w+\}/g, '[^/?#]+')}$`) }));

/** The most changes one sync takes (its body is also held to 1 MB). */
export const MAX_SYNC_CHANGES = 200;
export const MAX_SYNC_BYTES = 1024 * 1024;

export const syncMessages = {
  tooMany: `A sync takes at most ${MAX_SYNC_CHANGES} changes: send the rest in another`,
  notOutbox: 'Only a change to a job (its status, completion, notes, hours or parts) can be synced',
};

const isOutboxRoute = (c: { method: string; path: string }) => OUTBOX_ROUTES.some((r) => r.method === c.method && r.path.test(c.path));

const change = z
  .object({
    key: z.string({ error: 'key is required: the change’s Idempotency-Key' }).regex(/^[\x21-\x7e]{1,255}$/, idempotencyMessages.invalid),
    method: z.enum(['POST', 'PUT', 'DELETE'], { error: 'method must be POST, PUT or DELETE' }),
    path: z.string({ error: 'path is required: the route the change is for, e.g. /api/jobs/{id}/notes' }),
    body: z.record(z.string(), z.unknown()).optional(),
  })
  .refine(isOutboxRoute, { message: syncMessages.notOutbox, path: ['path'] });

/** What one change got: its route's answer, or (status null) not tried, because an earlier change could not be applied now. */
const outcomeJson = z.object({
  key: z.string(),
  status: z.number().int().nullable(),
  body: z.unknown(),
  replayed: z.boolean().optional(),
  retryAfterSeconds: z.number().int().optional(),
});

export const syncContract = {
  sync: route({
    method: 'POST',
    path: '/api/sync',
    summary:
      `Apply an offline outbox's changes in order {changes: [{key, method, path, body}]} (at most ${MAX_SYNC_CHANGES}, 1 MB): ` +
      "each is applied by its own route with its key as Idempotency-Key, and answered with that route's status and body. " +
      'A refused change (4xx) does not stop the next; one that could not be applied now (5xx, 408, or an answer with ' +
      'Retry-After) stops the sync there, and the changes after it are answered with status null (not tried)',
    access: 'user',
    bodyLimit: MAX_SYNC_BYTES,
    body: z.object({ changes: z.array(change, { error: 'changes must be a list of changes' }).min(1, 'changes is empty') }),
    response: z.object({ outcomes: z.array(outcomeJson) }),
  }),
} as const;
