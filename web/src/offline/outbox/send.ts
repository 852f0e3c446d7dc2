import { CSRF_HEADER, errorText, REQUEST_TIMEOUT_MS } from '../../lib/http';
import type { RestAnswer } from '../../lib/rest';
import {
  type Change,
  ENTRY_PATHS,
  type EntryRef,
  entryKindOf,
  isEntryDelete,
  isEntryEdit,
  isTimesheetChange,
  type ServerSide,
} from './changes';
import { formChanges, pendingPhotoKeys, withPhotoIds } from './form-changes';
import { outboxChanged } from './outbox-events';
import { allChanges, patchChange, removeChange, resumeInterrupted, setState, updateChanges } from './outbox-store';
import { signOffPhotoKeys, signOffToSend } from './sign-off-changes';
import {
  MAX_SYNC_BYTES,
  MAX_SYNC_CHANGES,
  MAX_SYNC_PHOTO_BYTES,
  MAX_SYNC_PHOTOS,
  photoBytesOf,
  SYNC_PATH,
  syncBytesOf,
  syncChangeOf,
  syncRequestOf,
  syncTimeoutOf,
} from './sync-request';

// Sending the outbox, the one copy used by the open app (sync.ts, through appFetch) and by the service worker when
// Background Sync wakes it with no window open (src/sw.ts): oldest first, each with its own Idempotency-Key. The
// changes waiting in a row go together in one request to the server's sync route (sync-request.ts), which applies them
// in order and answers each; photos go in the same request (multipart), within a budget of bytes. A change the server answered is sent; one it
// refused needs attention (the reason is its answer); one that could not be sent (no network, the server busy or
// asking to wait) stays waiting and stops the run, so later changes never overtake it. A run holds the Web Lock
// below, so a window and the worker never send at once.

/** The Web Lock a run holds (in windows and in the service worker alike). */
export const OUTBOX_LOCK = 'spanner-outbox';

/** Sent changes stay listed this long, so the technician sees them go. */
const SENT_KEPT_MS = 24 * 3600 * 1000;

/** How a run reaches the server: fetch with the app's headers and cookies (appFetch in a window), within `timeoutMs`. */
export type Transport = (path: string, init: RequestInit, timeoutMs?: number) => Promise<Response>;

export type Outcome =
  | { state: 'sent'; body?: unknown }
  | { state: 'needs-attention'; problem: string; status: number }
  | { state: 'waiting' };

/** A route's answer to one change: its status, its body, and whether it asked to be tried again later. */
interface Answer {
  status: number;
  body: unknown;
  retryAfter: boolean;
}

/** What an answer means for the change it answered. */
function outcomeOfAnswer({ status, body, retryAfter }: Answer): Outcome {
  if (status >= 200 && status < 300) return { state: 'sent', body };
  if (retryAfter || status >= 500 || status === 408) return { state: 'waiting' };
  const problem = status === 401 ? 'Sign in again, then try this change again' : errorText(status, body);
  return { state: 'needs-attention', problem, status };
}

/** What a response means for the change (or every change of the sync) it answered. */
export async function outcomeOf(response: Response): Promise<Outcome> {
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return outcomeOfAnswer({ status: response.status, body, retryAfter: response.headers.has('retry-after') });
}

/**
 * The job as the server has it now, read when a change to it was refused for a reason that is about the job (it moved
 * on: 409; it is gone: 404, 403): the other side of the conflict, shown beside what the technician did. For an edit
 * or delete of an entry, also whether the entry is still on the job.
 */
async function serverSideOf(change: Change, transport: Transport): Promise<ServerSide | null> {
  if (isTimesheetChange(change)) return null;
  try {
    const job = `/api/jobs/${encodeURIComponent(change.jobId)}`;
    const response = await transport(job, { method: 'GET' });
    if (response.status === 404 || response.status === 403) return { gone: true };
    if (!response.ok) return null;
    const { status, title } = (await response.json()) as RestAnswer<'/api/jobs/{id}', 'get'>;
    const kind = entryKindOf(change);
    const target = (change as EntryRef).entryId;
    if (!kind || !target || !(isEntryEdit(change) || isEntryDelete(change))) return { status, title };
    const list = await transport(`${job}/${ENTRY_PATHS[kind]}`, { method: 'GET' });
    if (!list.ok) return { status, title };
    const entries = (await list.json()) as RestAnswer<'/api/jobs/{id}/notes' | '/api/jobs/{id}/hours' | '/api/jobs/{id}/parts', 'get'>;
    return { status, title, entryGone: !entries.some((e) => e.id === target) };
  } catch {
    return null;
  }
}

/** An edit or delete of an entry added through the outbox whose server id is not known yet. */
const awaitsItsAdd = (change: Change) => {
  const ref = change as EntryRef;
  return !ref.entryId && ref.addSeq !== undefined;
};

/**
 * An edit or delete of an entry added through the outbox goes to the id the server gave that add: found here once the
 * add is sent. Answers why it cannot be sent when the add never made it.
 */
async function resolveEntry(change: Change, changes: Change[]): Promise<string | null> {
  const ref = change as EntryRef;
  if (!awaitsItsAdd(change)) return null;
  const add = changes.find((c) => c.seq === ref.addSeq);
  if (add?.state === 'sent' && add.entryId) {
    ref.entryId = add.entryId;
    await patchChange(change.seq as number, { entryId: add.entryId } as Partial<Change>);
    return null;
  }
  return 'What this changes was never added on the server: sort out the change it belongs to first';
}

/** The server's ids of the photo changes sent, by their keys. */
const sentPhotoIds = (changes: Change[]) =>
  new Map(changes.flatMap((c) => (c.kind === 'photo' && c.photoId ? [[c.key, c.photoId] as const] : [])));

/**
 * A form's change names the photos taken offline by their keys, and the form as last answered: both are known once the
 * changes before it are sent, and put in place here. Answers why it cannot be sent when a photo never made it.
 */
async function resolveForm(change: Change, changes: Change[]): Promise<string | null> {
  if (change.kind !== 'form') return null;
  const photos = sentPhotoIds(changes);
  if (pendingPhotoKeys(change.answers).some((key) => !photos.has(key)))
    return 'A photo or signature on this form was never sent: sort out the photo’s change first, then try this again';
  const answers = withPhotoIds(change.answers, (key) => photos.get(key));
  const before = formChanges(changes, change.formId).filter((c) => (c.seq ?? 0) < (change.seq ?? 0) && c.formUpdatedAt);
  const fromUpdatedAt = change.fromUpdatedAt ?? before.at(-1)?.formUpdatedAt;
  Object.assign(change, { answers, fromUpdatedAt });
  await patchChange(change.seq as number, { answers, fromUpdatedAt } as Partial<Change>);
  return null;
}

/** A sign-off names its signatures by their ids once they are sent, and takes its report's digest (sign-off-changes.ts). */
async function resolveSignOff(change: Change, changes: Change[]): Promise<string | null> {
  if (change.kind !== 'sign-off') return null;
  const photos = sentPhotoIds(changes);
  if (signOffPhotoKeys(change).some((key) => !photos.has(key)))
    return 'A signature on this sign-off was never sent: sort out the photo’s change first, then try this again';
  const ready = await signOffToSend(change, (key) => photos.get(key));
  Object.assign(change, ready);
  await patchChange(change.seq as number, ready as Partial<Change>);
  return null;
}

/** Whether a change must wait for one already taken into a sync: it names what that one's answer tells. */
function waitsFor(change: Change, taken: Change[]): boolean {
  if (awaitsItsAdd(change) && taken.some((c) => c.seq === (change as EntryRef).addSeq)) return true;
  if (change.kind === 'sign-off') {
    const keys = new Set(signOffPhotoKeys(change));
    return taken.some((c) => keys.has(c.key));
  }
  if (change.kind !== 'form') return false;
  const keys = new Set(pendingPhotoKeys(change.answers));
  return taken.some((c) => keys.has(c.key) || (c.kind === 'form' && c.formId === change.formId));
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Send changes together through the sync route (multipart when photos are among them); answers an outcome for each, in
 * order, and never throws. A sync the server refused whole (signed out, say) answers that refusal for each; a change
 * the server did not try waits. The request is given the time its bytes need on a slow phone network: with the usual
 * 30 s alone a 2 MB photo on Slow 3G (400 kbit/s up, at least 42 s) was cut off on every try.
 */
export async function sendTogether(changes: Change[], transport: Transport): Promise<Outcome[]> {
  const waiting = changes.map((): Outcome => ({ state: 'waiting' }));
  if (offline()) return waiting;
  try {
    const { init, bytes } = syncRequestOf(changes);
    const response = await transport(SYNC_PATH, init, syncTimeoutOf(changes.length, bytes));
    if (!response.ok) {
      const outcome = await outcomeOf(response);
      return changes.map(() => outcome);
    }
    const { outcomes } = (await response.json()) as RestAnswer<typeof SYNC_PATH, 'post'>;
    return changes.map((change, i) => {
      const answer = outcomes[i];
      if (answer?.key !== change.key || answer.status === null) return { state: 'waiting' };
      return outcomeOfAnswer({ status: answer.status, body: answer.body, retryAfter: answer.retryAfterSeconds !== undefined });
    });
  } catch {
    return waiting;
  }
}

/**
 * The changes to send next, from the user's waiting ones (oldest first): the changes in a row, photos among them,
 * within the sync's limits (its count, its list's bytes, its photos and their bytes: a photo larger than that budget
 * goes alone), and before an edit or delete whose add goes in the same sync (its id comes with that add's answer).
 */
export function nextSend(waiting: Change[]): Change[] {
  const taken: Change[] = [];
  let bytes = 0;
  let photos = 0;
  let photoBytes = 0;
  for (const change of waiting) {
    if (taken.length === MAX_SYNC_CHANGES) break;
    if (waitsFor(change, taken)) break;
    // An edit or delete still to be resolved has no path yet: a few hundred bytes at most, counted once it has.
    const size = awaitsItsAdd(change) ? 0 : syncBytesOf(syncChangeOf(change));
    const photo = photoBytesOf(change);
    if (taken.length && bytes + size > MAX_SYNC_BYTES) break;
    if (change.kind === 'photo' && (photos === MAX_SYNC_PHOTOS || (taken.length && photoBytes + photo > MAX_SYNC_PHOTO_BYTES))) break;
    bytes += size;
    photoBytes += photo;
    if (change.kind === 'photo') photos++;
    taken.push(change);
  }
  return taken;
}

/** Run `send` while holding the outbox's Web Lock, where the browser has Web Locks (else it simply runs). */
function exclusively<T>(send: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  return locks ? (locks.request(OUTBOX_LOCK, send) as Promise<T>) : send();
}

/** What a run did: how many changes it sent, and how many of the user's are still waiting. */
export interface RunResult {
  sent: number;
  waiting: number;
}

/** Keep what the server answered a change: sent (with the id of an entry it added), or needing attention. */
async function settle(change: Change, outcome: Outcome, transport: Transport): Promise<void> {
  const seq = change.seq as number;
  if (outcome.state === 'sent') {
    const made = (outcome.body as { id?: unknown } | null)?.id;
    const entryId = entryKindOf(change) && typeof made === 'string' && !isEntryEdit(change) && !isEntryDelete(change) ? made : undefined;
    const photoId = change.kind === 'photo' && typeof made === 'string' ? made : undefined;
    const updatedAt = (outcome.body as { updated_at?: unknown } | null)?.updated_at;
    const formUpdatedAt = change.kind === 'form' && typeof updatedAt === 'string' ? updatedAt : undefined;
    await setState(seq, 'sent', {
      sentAt: new Date().toISOString(),
      problem: undefined,
      ...(entryId ? { entryId } : {}),
      ...(photoId ? { photoId } : {}),
      ...(formUpdatedAt ? { formUpdatedAt } : {}),
    });
  } else if (outcome.state === 'needs-attention') {
    const aboutTheJob = !isTimesheetChange(change) && (outcome.status === 409 || outcome.status === 404 || outcome.status === 403);
    const server = aboutTheJob ? await serverSideOf(change, transport) : undefined;
    await setState(seq, 'needs-attention', { problem: outcome.problem, server, refusedStatus: outcome.status });
  } else {
    await setState(seq, 'waiting');
  }
}

/** The user's waiting changes, oldest first, after dropping sent ones listed long enough. */
async function waitingOf(userId: string): Promise<Change[]> {
  const waiting: Change[] = [];
  for (const listed of await allChanges()) {
    if (listed.seq === undefined) continue;
    if (listed.state === 'sent' && Date.now() - Date.parse(listed.sentAt ?? listed.madeAt) > SENT_KEPT_MS) await removeChange(listed.seq);
    if (listed.state === 'waiting' && listed.userId === userId) waiting.push(listed);
  }
  return waiting;
}

/** Send the user's waiting changes, in order, holding the outbox's lock. */
export function sendOutbox(userId: string, transport: Transport): Promise<RunResult> {
  return exclusively(async () => {
    // Under the lock nothing else is sending: a change left 'sending' was cut short (the app closed mid-send).
    await resumeInterrupted();
    let sent = 0;
    // No network: nothing is tried (a change never tried can still be corrected in place).
    while (!offline()) {
      const next = nextSend(await waitingOf(userId));
      if (!next.length) break;
      // Taken for sending in one transaction with the state they have now: an edit made meanwhile is what is sent, and
      // from here on none is changed in place (the server may hold its key).
      const taken = await updateChanges(
        next.map((c) => c.seq as number),
        (c) => (c.state === 'waiting' ? { ...c, state: 'sending', attempted: true } : null),
      );
      outboxChanged();
      const all = await allChanges();
      const ready: Change[] = [];
      for (const change of taken) {
        const unresolved = (await resolveEntry(change, all)) ?? (await resolveForm(change, all)) ?? (await resolveSignOff(change, all));
        if (unresolved) await setState(change.seq as number, 'needs-attention', { problem: unresolved });
        else ready.push(change);
      }
      const outcomes = ready.length ? await sendTogether(ready, transport) : [];
      for (const [i, change] of ready.entries()) await settle(change, outcomes[i], transport);
      sent += outcomes.filter((o) => o.state === 'sent').length;
      outboxChanged();
      if (outcomes.some((o) => o.state === 'waiting')) break;
    }
    const waiting = (await allChanges()).filter((c) => c.userId === userId && c.state === 'waiting').length;
    return { sent, waiting };
  });
}

/**
 * The transport of the service worker, which has no window's storage: the same CSRF header and cookies a window's
 * calls carry (appFetch), the user it sends for as the user-id header the server checks against its session, and
 * the same 30-second limit.
 */
export function workerTransport(userId: string): Transport {
  return async (path, init, timeoutMs = REQUEST_TIMEOUT_MS) => {
    const headers = new Headers(init.headers);
    headers.set(CSRF_HEADER, '1');
    headers.set('x-user-id', userId);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetch(path, { ...init, headers, credentials: 'include', signal: controller.signal });
    } finally {
      clearTimeout(timer);
    }
  };
}
