import { appFetch, errorText } from '../../lib/http';
import { type Change, type ChangeInput, labelOf, requestOf } from './changes';
import { outboxChanged } from './outbox-events';
import { allChanges, putChange, removeChange, resumeInterrupted, setState } from './outbox-store';

// Sending the outbox: oldest first, one at a time, each with its own Idempotency-Key. A change the server answered
// is sent; one it refused needs attention (the reason is its answer); one that could not be sent (no network, the
// server busy or asking to wait) stays waiting and stops the run, so later changes never overtake it.

/** Sent changes stay listed this long, so the technician sees them go. */
const SENT_KEPT_MS = 24 * 3600 * 1000;

export type Outcome = { state: 'sent' } | { state: 'needs-attention'; problem: string } | { state: 'waiting' };

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
  return { state: 'needs-attention', problem };
}

async function send(change: Change): Promise<Outcome> {
  const request = requestOf(change);
  try {
    const response = await appFetch(request.path, {
      method: request.method,
      headers: { 'idempotency-key': change.key, ...(request.json ? { 'content-type': 'application/json' } : {}) },
      body: request.body,
    });
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
      await setState(change.seq, 'needs-attention', { problem: outcome.problem });
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
  void syncOutbox(userId);
  return change;
}

/** Send a change that needs attention again, as it was (same key: the server still applies it once). */
export async function retryChange(userId: string, seq: number): Promise<void> {
  await setState(seq, 'waiting', { problem: undefined });
  outboxChanged();
  void syncOutbox(userId);
}

/** A status change refused because the job moved on: make it again from the job's status now (a new change). */
export async function insistOnStatus(userId: string, change: Change, currentStatus: string): Promise<void> {
  if (change.kind !== 'status' || change.seq === undefined) return;
  await removeChange(change.seq);
  await queueChange(userId, { kind: 'status', jobId: change.jobId, status: change.status, fromStatus: currentStatus });
}

export async function discardChange(seq: number): Promise<void> {
  await removeChange(seq);
  outboxChanged();
}
