import { z } from 'zod';
import { idempotencyMessages } from '../http/idempotency/idempotent.ts';
import { route } from './contract.ts';
import { formsContract } from './forms.contract.ts';
import { jobEntriesContract } from './job-entries.contract.ts';
import { jobsContract } from './jobs.contract.ts';
import { signOffContract } from './sign-off.contract.ts';
import { timesheetsContract } from './timesheets.contract.ts';

// A device's outbox sent in one request: the changes it kept while offline, each the request it would have sent to
// its own route, with its own Idempotency-Key. Each is applied by that route (sync.handlers.ts), so its rights,
// validation and key are decided where they always are; this route only keeps their order. Photos travel in the same
// request (multipart: the list in a field, each photo in a part of its own), so a run of changes with photos is one
// round trip rather than one for each photo.

const pathPattern = (c: { method: string; path: string }) => ({
  method: c.method,
  path: new RegExp(`^${c.path.replace(/\{\w+\}/g, '[^/?#]+')}$`),
});

/**
 * The routes an outbox change may name: the technician's writes to a job and its forms, their day's clock actions, and
 * a day they enter after the fact.
 */
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
  formsContract.saveAnswers,
  formsContract.submit,
  signOffContract.signOff,
  timesheetsContract.clockOn,
  timesheetsContract.startTravel,
  timesheetsContract.arriveAtJob,
  timesheetsContract.startBreak,
  timesheetsContract.endBreak,
  timesheetsContract.leaveJob,
  timesheetsContract.clockOff,
  timesheetsContract.enterShift,
].map(pathPattern);

/** The one route a change carrying a file may name: a photo's upload to its job. */
export const OUTBOX_FILE_ROUTES = [jobsContract.addPhoto].map(pathPattern);

/** The most changes one sync takes (its list is also held to 1 MB). */
export const MAX_SYNC_CHANGES = 200;
export const MAX_SYNC_BYTES = 1024 * 1024;
/** The most photos one sync carries, and their bytes in all (each photo is still held to its route's own limits). */
export const MAX_SYNC_PHOTOS = 20;
export const MAX_SYNC_PHOTO_MB = 25;

/** The multipart field holding the list of changes when photos come with them. */
export const SYNC_CHANGES_FIELD = 'changes';

export const syncMessages = {
  tooMany: `A sync takes at most ${MAX_SYNC_CHANGES} changes: send the rest in another`,
  notOutbox:
    'Only a change to a job (its status, completion, notes, hours, parts, forms or sign-off), a timesheet clock action or a day entered on the timesheet can be synced',
  notFileRoute: 'Only a photo upload (POST /api/jobs/{id}/photos) can carry a file, and it carries no body',
  tooManyPhotos: `A sync carries at most ${MAX_SYNC_PHOTOS} photos: send the rest in another`,
  photosTooLarge: `A sync carries at most ${MAX_SYNC_PHOTO_MB} MB of photos: send the rest in another`,
  missingPart: (part: string) => `No file in the part "${part}" a change names: send each photo in the part its change names`,
  unnamedPart: (part: string) => `No change names the file part "${part}": each photo goes with the change that uploads it`,
  partTwice: (part: string) => `The part "${part}" is named by more than one change: each photo has a part of its own`,
};

const matches = (routes: typeof OUTBOX_ROUTES, c: { method: string; path: string }) =>
  routes.some((r) => r.method === c.method && r.path.test(c.path));
const isOutboxRoute = (c: { method: string; path: string; file?: string; body?: unknown }) =>
  c.file === undefined ? matches(OUTBOX_ROUTES, c) : !c.body && matches(OUTBOX_FILE_ROUTES, c);

const change = z
  .object({
    key: z.string({ error: 'key is required: the change’s Idempotency-Key' }).regex(/^[\x21-\x7e]{1,255}$/, idempotencyMessages.invalid),
    method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE'], { error: 'method must be POST, PUT, PATCH or DELETE' }),
    path: z.string({ error: 'path is required: the route the change is for, e.g. /api/jobs/{id}/notes' }),
    body: z.record(z.string(), z.unknown()).optional(),
    file: z.string({ error: 'file must name the multipart part holding the photo' }).min(1).max(255).optional(),
  })
  .refine(isOutboxRoute, {
    error: (issue) => ((issue.input as { file?: string }).file === undefined ? syncMessages.notOutbox : syncMessages.notFileRoute),
    path: ['path'],
  });

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
      'Retry-After) stops the sync there, and the changes after it are answered with status null (not tried). ' +
      `With photos, send multipart/form-data: the same list as JSON text in the field "${SYNC_CHANGES_FIELD}", then one file part ` +
      'per photo; a photo change names its part, {key, method: "POST", path: "/api/jobs/{id}/photos", file: "<part name>"}, ' +
      `and is uploaded by the photo route (its own size and type limits). At most ${MAX_SYNC_PHOTOS} photos and ` +
      `${MAX_SYNC_PHOTO_MB} MB in all (413); a change naming a part not sent, or a part no change names, is a 400 before ` +
      'anything is applied',
    access: 'user',
    bodyLimit: MAX_SYNC_BYTES,
    form: {
      jsonFields: [SYNC_CHANGES_FIELD],
      maxFiles: MAX_SYNC_PHOTOS,
      maxBytes: MAX_SYNC_PHOTO_MB * 1024 * 1024,
      tooManyFiles: syncMessages.tooManyPhotos,
      tooLarge: syncMessages.photosTooLarge,
    },
    body: z.object({ changes: z.array(change, { error: 'changes must be a list of changes' }).min(1, 'changes is empty') }),
    response: z.object({ outcomes: z.array(outcomeJson) }),
  }),
} as const;
