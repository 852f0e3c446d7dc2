import { REQUEST_TIMEOUT_MS } from '../../lib/http';
import type { RestAnswer, RestBody } from '../../lib/rest';
import type { paths } from '../../lib/rest-schema';
import { type Change, requestOf } from './changes';

// The outbox's changes sent together in one request to the server's sync route (POST /api/sync), which applies each
// with its own route and its own Idempotency-Key, in order, and answers each as its route would. Photos go in the same
// request: it is then multipart, the list of changes as JSON in its field and each photo in a part its change names,
// so a run of changes with photos costs one round trip rather than one for each photo.

export const SYNC_PATH = '/api/sync' satisfies keyof paths;

/** The most changes one sync takes: the server's limit. */
export const MAX_SYNC_CHANGES = 200;
/** The largest list of changes sent: half the server's 1 MB, so a sync is never refused for its size. */
export const MAX_SYNC_BYTES = 512 * 1024;
/** The most photos one sync carries: the server's limit. */
export const MAX_SYNC_PHOTOS = 20;
/**
 * The photos' bytes one sync carries (the server takes 25 MB): about 40 kept photos' worth, under three minutes on
 * Slow 3G, so a sync cut off by a lost signal costs little to send again. A larger photo still goes, alone.
 */
export const MAX_SYNC_PHOTO_BYTES = 8 * 1024 * 1024;
/** The multipart field holding the list of changes (the server's). */
const CHANGES_FIELD = 'changes';

/** The slowest upload a request is given time for: 64 kbit/s, a sixth of a Slow 3G phone's. */
export const SLOWEST_UPLOAD_BYTES_PER_S = 8 * 1024;
/** Time the server may take to apply one change of a sync (they are applied one after another). */
const APPLY_MS_PER_CHANGE = 250;

/** A change as the sync route takes it; a photo names the part holding its file. */
export type SyncChange = RestBody<typeof SYNC_PATH, 'post'>['changes'][number];

/** The sync route's answer for one change: its route's status and body, or status null when it was not tried. */
export type SyncOutcome = RestAnswer<typeof SYNC_PATH, 'post'>['outcomes'][number];

/** A change as a sync's list carries it: a photo's part is named by its key (unique to it). */
export function syncChangeOf(change: Change): SyncChange {
  const request = requestOf(change);
  return {
    key: change.key,
    method: request.method,
    path: request.path,
    ...(request.json ? { body: request.json } : {}),
    ...(change.kind === 'photo' ? { file: change.key } : {}),
  };
}

/** The bytes of a sync change in the list. */
export const syncBytesOf = (change: SyncChange) => new TextEncoder().encode(JSON.stringify(change)).length + 1;

type PhotoChange = Extract<Change, { kind: 'photo' }>;
const isPhoto = (change: Change): change is PhotoChange => change.kind === 'photo';

/** The bytes of the photo a change carries (0 for the others). */
export const photoBytesOf = (change: Change) => (isPhoto(change) ? change.photo.size : 0);

/** A sync's request: JSON, or multipart when a photo is in it; `bytes` what it uploads (its list and its photos). */
export function syncRequestOf(changes: Change[]): { init: RequestInit; bytes: number } {
  const list = changes.map(syncChangeOf);
  const body = JSON.stringify({ changes: list });
  const photos = changes.filter(isPhoto);
  const bytes = new TextEncoder().encode(body).length + photos.reduce((sum, p) => sum + p.photo.size, 0);
  if (!photos.length) return { init: { method: 'POST', headers: { 'content-type': 'application/json' }, body }, bytes };
  // The browser writes the multipart boundary and its content type.
  const form = new FormData();
  form.append(CHANGES_FIELD, JSON.stringify(list));
  for (const photo of photos) form.append(photo.key, photo.photo, photo.filename);
  return { init: { method: 'POST', body: form }, bytes };
}

/**
 * How long a sync of `count` changes uploading `bytes` (its list and its photos) may take: the usual limit, its upload
 * at the slowest speed (each photo's bytes get the time they would alone), and the server's work.
 */
export const syncTimeoutOf = (count: number, bytes: number) =>
  REQUEST_TIMEOUT_MS + Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_S) * 1000) + count * APPLY_MS_PER_CHANGE;
