import { REQUEST_TIMEOUT_MS } from '../../lib/http';
import { type Change, type ChangeRequest, requestOf } from './changes';

// The outbox's changes sent together in one request to the server's sync route (POST /api/sync), which applies each
// with its own route and its own Idempotency-Key, in order, and answers each as its route would.

export const SYNC_PATH = '/api/sync';

/** The most changes one sync takes: the server's limit. */
export const MAX_SYNC_CHANGES = 200;
/** The largest sync body sent: half the server's 1 MB, so a sync is never refused for its size. */
export const MAX_SYNC_BYTES = 512 * 1024;

/** The slowest upload a request is given time for: 64 kbit/s, a sixth of a Slow 3G phone's. */
export const SLOWEST_UPLOAD_BYTES_PER_S = 8 * 1024;
/** Time the server may take to apply one change of a sync (they are applied one after another). */
const APPLY_MS_PER_CHANGE = 250;

/** A change as the sync route takes it. */
export interface SyncChange {
  key: string;
  method: ChangeRequest['method'];
  path: string;
  body?: Record<string, unknown>;
}

/** The sync route's answer for one change: its route's status and body, or status null when it was not tried. */
export interface SyncOutcome {
  key: string;
  status: number | null;
  body: unknown;
  retryAfterSeconds?: number;
}

/** A change (one that goes as JSON: not a photo) as a sync carries it. */
export function syncChangeOf(change: Change): SyncChange {
  const request = requestOf(change);
  return { key: change.key, method: request.method, path: request.path, ...(request.json ? { body: request.json } : {}) };
}

/** The bytes of a sync change in its body. */
export const syncBytesOf = (change: SyncChange) => new TextEncoder().encode(JSON.stringify(change)).length + 1;

/** How long a sync of `changes` (`bytes` in all) may take: the usual limit, its upload at the slowest speed, its work. */
export const syncTimeoutOf = (count: number, bytes: number) =>
  REQUEST_TIMEOUT_MS + Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_S) * 1000) + count * APPLY_MS_PER_CHANGE;
