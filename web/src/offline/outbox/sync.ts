import { appFetch, errorText, REQUEST_TIMEOUT_MS } from '../../lib/http';
import { type Change, type ChangeInput, labelOf, requestOf, type ServerSide } from './changes';
import { outboxChanged } from './outbox-events';
import { allChanges, putChange, removeChange, resumeInterrupted, setState } from './outbox-store';

// Sending the outbox: oldest first, one at a time, each with its own Idempotency-Key. A change the server answered
// is sent; one it refused needs attention (the reason is its answer); one that could not be sent (no network, the
// server busy or asking to wait) stays waiting and stops the run, so later changes never overtake it.

/** Sent changes stay listed this long, so the technician sees them go. */
const SENT_KEPT_MS = 24 * 3600 * 1000;

export type Outcome = { state: 'sent' } | { state: 'needs-attention'; problem: string; status: number } | { state: 'waiting' };

/** What an answer means for the change it answered. */
export async function outcomeOf(response: Response): Promise<Outcome> {
  if (response.ok) return { state: 'sent' };
  if (response.headers.has('retry-after') || response.status >= 500 || response.status === 408) return { state: 'waiting' };
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {}
  const problem = response.status === 401 ? 'Sign in again, then try this change again' : errorText(response.status, body);
  return { state: 'needs-attention', problem, status: response.status };
}

/**
 * The job as the server has it now, read when a change to it was refused for a reason that is about the job (it moved
 * on: 409; it is gone: 404, 403): the other side of the conflict, shown beside what the technician did.
 */
async function serverSideOf(jobId: string): Promise<ServerSide | null> {
  try {
    const response = await appFetch(`/api/jobs/${encodeURIComponent(jobId)}`, { method: 'GET' });
    if (response.status === 404 || response.status === 403) return { gone: true };
    if (!response.ok) return null;
    const job = (await response.json()) as { status: string; title: string };
    return { status: job.status, title: job.title };
  } catch {
    return null;
  }
}

/** The slowest upload a photo is given time for: 64 kbit/s, a sixth of a Slow 3G phone's. */
const SLOWEST_UPLOAD_BYTES_PER_S = 8 * 1024;

/**
 * How long a change's request may take before it counts as not sent: the app's usual limit, and for a photo the time
 * its bytes need at the slowest upload allowed for on top. With the usual 30 s alone a 2 MB photo on Slow 3G
 * (400 kbit/s up, at least 42 s) was cut off on every try and never left the outbox.
 */
export function timeoutOf(change: ChangeInput): number {
  return REQUEST_TIMEOUT_MS + (change.kind === 'photo' ? Math.ceil((change.photo.size / SLOWEST_UPLOAD_BYTES_PER_S) * 1000) : 0);
}

async function send(change: Change): Promise<Outcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { state: 'waiting' };
  const request = requestOf(change);
  try {
    const response = await appFetch(
      request.path,
      {
        method: request.method,
        headers: { 'idempotency-key': change.key, ...(request.json ? { 'content-type': 'application/json' } : {}) },
        body: request.body,
      },
      timeoutOf(change),
    );
    return await outcomeOf(response);
  } catch {
    return { state: 'waiting' };
  }
}

let running: Promise<number> | undefined;

/** Send what is waiting (one run at a time; a call during a run joins it). Answers how many changes were sent. */
export function syncOutbox(userId: string): Promise<number> {
  running ??= run(userId)
    .catch(() => 0)
    .finally(() => {
      running = undefined;
    });
  return running;
}

async function run(userId: string): Promise<number> {
  await resumeInterrupted();
  let sent = 0;
  for (const change of await allChanges()) {
    if (change.seq === undefined) continue;
    if (change.state === 'sent' && Date.now() - Date.parse(change.sentAt ?? change.madeAt) > SENT_KEPT_MS) await removeChange(change.seq);
    if (change.state !== 'waiting' || change.userId !== userId) continue;
    await setState(change.seq, 'sending');
    outboxChanged();
    const outcome = await send(change);
    if (outcome.state === 'sent') {
      sent++;
      await setState(change.seq, 'sent', { sentAt: new Date().toISOString(), problem: undefined });
    } else if (outcome.state === 'needs-attention') {
      const aboutTheJob = outcome.status === 409 || outcome.status === 404 || outcome.status === 403;
      const server = aboutTheJob ? await serverSideOf(change.jobId) : undefined;
      await setState(change.seq, 'needs-attention', { problem: outcome.problem, server });
    } else {
      await setState(change.seq, 'waiting');
      outboxChanged();
      break;
    }
    outboxChanged();
  }
  return sent;
}

/** Make a change: kept at once with its key, then sent when it can be. */
export async function queueChange(userId: string, input: ChangeInput): Promise<Change> {
  const change = await putChange({
    ...input,
    key: crypto.randomUUID(),
    userId,
    label: labelOf(input),
    state: 'waiting',
    madeAt: new Date().toISOString(),
  });
  outboxChanged();
  askForBackgroundSync();
  if (typeof navigator === 'undefined' || navigator.onLine !== false) void syncOutbox(userId);
  return change;
}

/** The service worker's Background Sync tag (where the browser has it; iOS has not): public/sw-outbox-sync.js. */
export const OUTBOX_SYNC_TAG = 'spanner-outbox';

/**
 * Asks the browser to wake the service worker when the network is back (Background Sync): it tells the open app
 * to send the outbox, even one left in the background. Browsers without it rely on the online event, focus and a timer.
 */
export function askForBackgroundSync(): void {
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {});
}

/** Send a change that needs attention again, as it was (same key: the server still applies it once). */
export async function retryChange(userId: string, seq: number): Promise<void> {
  await setState(seq, 'waiting', { problem: undefined, server: undefined });
  outboxChanged();
  void syncOutbox(userId);
}

/**
 * A status change or completion refused because the job moved on: made again from the job's status now (new changes,
 * after the others). A completion of a job cancelled meanwhile first reopens it to the status it was completed from.
 */
export async function applyAnyway(userId: string, change: Change, currentStatus: string): Promise<void> {
  if (change.seq === undefined) return;
  if (change.kind === 'status') {
    await removeChange(change.seq);
    await queueChange(userId, { kind: 'status', jobId: change.jobId, status: change.status, fromStatus: currentStatus });
  } else if (change.kind === 'complete') {
    await removeChange(change.seq);
    let from = currentStatus;
    if (currentStatus === 'cancelled') {
      from = change.fromStatus && change.fromStatus !== 'cancelled' ? change.fromStatus : 'in_progress';
      await queueChange(userId, { kind: 'status', jobId: change.jobId, status: from, fromStatus: currentStatus });
    }
    await queueChange(userId, { kind: 'complete', jobId: change.jobId, notes: change.notes, fromStatus: from });
  }
}

export async function discardChange(seq: number): Promise<void> {
  await removeChange(seq);
  outboxChanged();
}
