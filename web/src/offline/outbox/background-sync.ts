import { CSRF_HEADER } from '../../lib/http';
import type { RestAnswer } from '../../lib/rest';
import { allChanges } from './outbox-store';
import { sendOutbox, workerTransport } from './send';

// Background Sync, in the service worker (src/sw.ts). Where the browser has it (Chrome, Edge, Android; not Safari or
// iOS), the app registers the tag below whenever a change is kept; the browser fires it once the network is back,
// with the app open, in the background or closed. The worker sends the outbox itself, with the same sender the app
// uses (send.ts), holding the same Web Lock, so an open window and the worker never send at once and each change keeps
// its key. While changes still wait the sync fails, so the browser tries again later.

export const OUTBOX_SYNC_TAG = 'spanner-outbox';

/** Who is signed in on this browser (its session cookie), or null when no one is. Throws without a network. */
async function signedInUser(): Promise<string | null> {
  const response = await fetch('/api/auth/me', { credentials: 'include', headers: { [CSRF_HEADER]: '1' } });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as RestAnswer<'/api/auth/me', 'get'>;
  return body.user?.id ?? null;
}

/**
 * Send the signed-in user's waiting changes from the worker. Signed out (or someone else signed in), theirs wait: the
 * app sends them after the next sign-in, or wipes them at sign-out as it always does.
 */
export async function sendFromWorker(): Promise<void> {
  const changes = await allChanges();
  if (!changes.some((c) => c.state === 'waiting' || c.state === 'sending')) return;
  const userId = await signedInUser();
  if (!userId) return;
  const { waiting } = await sendOutbox(userId, workerTransport(userId));
  if (waiting > 0) throw new Error('The outbox still has changes waiting');
}

interface SyncEvent {
  tag: string;
  waitUntil(done: Promise<unknown>): void;
}

/** Answer the browser's `sync` event for the outbox's tag. */
export function backgroundSync(scope: { addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void }) {
  scope.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(sendFromWorker());
  });
}
