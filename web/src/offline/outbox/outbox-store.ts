import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { Change, ChangeState } from './changes';

// The outbox in IndexedDB: changes kept in the order they were made (photos as blobs), until sent or wiped.

interface OutboxDb extends DBSchema {
  changes: { key: number; value: Change };
}

const DB_NAME = 'spanner-outbox';
let opened: Promise<IDBPDatabase<OutboxDb>> | undefined;

function db() {
  opened ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return opened;
}

/** Keep a change; answers it with its place in the order. */
export async function putChange(change: Change): Promise<Change> {
  const seq = await (await db()).put('changes', change);
  return { ...change, seq };
}

/** Every change, oldest first. */
export async function allChanges(): Promise<Change[]> {
  return (await db()).getAll('changes');
}

export async function setState(
  seq: number,
  state: ChangeState,
  extra: Pick<
    Partial<Change>,
    'sentAt' | 'problem' | 'server' | 'attempted' | 'entryId' | 'photoId' | 'formUpdatedAt' | 'refusedStatus'
  > = {},
): Promise<void> {
  const database = await db();
  const tx = database.transaction('changes', 'readwrite');
  const change = await tx.store.get(seq);
  if (change) await tx.store.put({ ...change, ...extra, state } as Change);
  await tx.done;
}

/**
 * Change a kept change in one transaction: `change` answers the new record, or null to leave it. Answers the record
 * written (null when there was none, or it was left).
 */
export async function updateChange(seq: number, change: (current: Change) => Change | null): Promise<Change | null> {
  return (await updateChanges([seq], change))[0] ?? null;
}

/** Change several kept changes in one transaction, as updateChange does each; answers the records written, in order. */
export async function updateChanges(seqs: number[], change: (current: Change) => Change | null): Promise<Change[]> {
  const database = await db();
  const tx = database.transaction('changes', 'readwrite');
  const written: Change[] = [];
  for (const seq of seqs) {
    const current = await tx.store.get(seq);
    const next = current ? change(current) : null;
    if (!next) continue;
    await tx.store.put({ ...next, seq });
    written.push({ ...next, seq });
  }
  await tx.done;
  return written;
}

/** Add fields to a kept change. */
export async function patchChange(seq: number, patch: Partial<Change>): Promise<void> {
  await updateChange(seq, (current) => ({ ...current, ...patch }) as Change);
}

export async function removeChange(seq: number): Promise<void> {
  await (await db()).delete('changes', seq);
}

/** A send cut short (the app closed mid-sync) is sent again: its key makes that safe. */
export async function resumeInterrupted(): Promise<void> {
  for (const c of await allChanges()) if (c.state === 'sending' && c.seq !== undefined) await setState(c.seq, 'waiting');
}

/** Empty the outbox (sign-out, another user signing in). */
export async function wipeOutbox(): Promise<void> {
  await (await db()).clear('changes');
}
