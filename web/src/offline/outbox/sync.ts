import { appFetch } from '../../lib/http';
import { OUTBOX_SYNC_TAG } from './background-sync';
import { type Change, type ChangeInput, changedFields, type EntryKind, type EntryValues, isEntryEdit, labelOf } from './changes';
import { outboxChanged } from './outbox-events';
import { allChanges, putChange, removeChange, setState, updateChange } from './outbox-store';
import { sendOutbox } from './send';

// The open app's side of the outbox: making changes (kept at once with their keys), sending them through the one
// sender the service worker uses too (send.ts), and the technician's choices about a change that needs attention.

export { type Outcome, outcomeOf } from './send';

let running: Promise<number> | undefined;
/** The run that follows the one under way, for the calls made during it. */
let following: Promise<number> | undefined;

/**
 * Send what is waiting, one run at a time. A call during a run is answered by another run after it (one for all such
 * calls): the run under way may have read the outbox for the last time before that call's change was made, and the
 * change would otherwise wait for the next timer. Answers how many changes were sent.
 */
export function syncOutbox(userId: string): Promise<number> {
  if (running) {
    following ??= running.then((sent) => {
      following = undefined;
      return syncOutbox(userId).then((more) => sent + more);
    });
    return following;
  }
  running = sendOutbox(userId, appFetch)
    .then((result) => result.sent)
    .catch(() => 0)
    .finally(() => {
      running = undefined;
    });
  return running;
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

export { OUTBOX_SYNC_TAG } from './background-sync';

/**
 * Asks the browser to wake the service worker when the network is back (Background Sync): it sends the outbox itself,
 * with the app open or not. Browsers without it rely on the online event, focus and a timer while the app is open.
 */
export function askForBackgroundSync(): void {
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {});
}

/** Send a change that needs attention again, as it was (same key: the server still applies it once). */
export async function retryChange(userId: string, seq: number): Promise<void> {
  await setState(seq, 'waiting', { problem: undefined, server: undefined, refusedStatus: undefined });
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

/** An entry as the device shows it: one the server has (`entryId`) and/or one added through the outbox (`addSeq`). */
export interface EntryTarget {
  kind: EntryKind;
  jobId: string;
  entryId?: string;
  addSeq?: number;
}

/** A change that can still be changed in place: waiting, and never on its way (so the server has not seen its key). */
const untouched = (c: Change) => c.state === 'waiting' && !c.attempted;

/** Whether a change edits or deletes this entry. */
const targets = (c: Change, t: EntryTarget) =>
  (c.kind === `${t.kind}-edit` || c.kind === `${t.kind}-delete`) &&
  c.jobId === t.jobId &&
  (('entryId' in c && !!t.entryId && c.entryId === t.entryId) || ('addSeq' in c && t.addSeq !== undefined && c.addSeq === t.addSeq));

/**
 * Put new values on a change still waiting, with its label; a correction also names the fields it now changes.
 * Answers whether it could be changed in place.
 */
async function changeInPlace(seq: number, values: EntryValues, fields: string[]): Promise<boolean> {
  const changed = await updateChange(seq, (c) => {
    if (!untouched(c)) return null;
    const next = { ...c, ...values, ...(isEntryEdit(c) ? { fields: union(c.fields, fields) } : {}) } as Change;
    return { ...next, label: labelOf(next) };
  });
  return !!changed;
}

/** Both lists of fields; a correction that named none already sends them all. */
const union = (named: string[] | undefined, more: string[]) => (named ? [...new Set([...named, ...more])] : undefined);

/**
 * Correct an entry from `before` (as the device shows it) to `values`: only the fields that differ are corrected. An
 * add or an edit still waiting takes the new values in place (one change, one key); otherwise a correction is queued,
 * sent to the entry's id (once its add is sent, for an entry added offline).
 */
export async function editEntry(userId: string, target: EntryTarget, values: EntryValues, before: EntryValues): Promise<void> {
  const fields = changedFields(target.kind, before, values);
  if (fields.length === 0) return;
  const changes = await allChanges();
  let done = target.addSeq !== undefined && (await changeInPlace(target.addSeq, values, fields));
  const pending = changes.find((c) => c.kind === `${target.kind}-edit` && targets(c, target) && untouched(c));
  if (!done && pending?.seq !== undefined) done = await changeInPlace(pending.seq, values, fields);
  if (done) {
    outboxChanged();
    if (typeof navigator === 'undefined' || navigator.onLine !== false) void syncOutbox(userId);
    return;
  }
  const add = target.addSeq === undefined ? undefined : changes.find((c) => c.seq === target.addSeq);
  const entryId = target.entryId ?? add?.entryId;
  const ref = { jobId: target.jobId, ...(entryId ? { entryId } : {}), ...(target.addSeq !== undefined ? { addSeq: target.addSeq } : {}) };
  await queueChange(userId, { kind: `${target.kind}-edit`, ...ref, ...values, fields } as ChangeInput);
}

/**
 * Remove an entry: one added offline and still waiting leaves the outbox (with its waiting corrections); otherwise a
 * removal is queued, and corrections still waiting for it are dropped. `what` names it in the outbox.
 */
export async function deleteEntry(userId: string, target: EntryTarget, what: string): Promise<void> {
  const changes = await allChanges();
  const add = target.addSeq === undefined ? undefined : changes.find((c) => c.seq === target.addSeq);
  const stale = changes.filter((c) => c.seq !== undefined && targets(c, target) && untouched(c));
  for (const c of stale) await removeChange(c.seq as number);
  if (add?.seq !== undefined && untouched(add)) {
    await removeChange(add.seq);
    outboxChanged();
    return;
  }
  const entryId = target.entryId ?? add?.entryId;
  const ref = { jobId: target.jobId, ...(entryId ? { entryId } : {}), ...(target.addSeq !== undefined ? { addSeq: target.addSeq } : {}) };
  await queueChange(userId, { kind: `${target.kind}-delete`, ...ref, what } as ChangeInput);
}

/**
 * A correction refused because its entry was deleted on the server meanwhile: made again as a new entry with the
 * corrected values (a new change after the others), and the refused one discarded.
 */
export async function addAsNew(userId: string, change: Change): Promise<void> {
  if (change.seq === undefined) return;
  const kind = change.kind.split('-')[0] as EntryKind;
  await removeChange(change.seq);
  if (change.kind === 'note-edit') await queueChange(userId, { kind, jobId: change.jobId, text: change.text } as ChangeInput);
  if (change.kind === 'hours-edit')
    await queueChange(userId, { kind: 'hours', jobId: change.jobId, hours: change.hours, description: change.description });
  if (change.kind === 'part-edit')
    await queueChange(userId, {
      kind: 'part',
      jobId: change.jobId,
      partName: change.partName,
      quantity: change.quantity,
      unitAmountCents: change.unitAmountCents,
    });
  outboxChanged();
}
