import type { SavedJob } from '../../offline/cache/device-copy';
import {
  type Change,
  correctedValues,
  type EntryKind,
  entryKindOf,
  type HoursValues,
  isEntryDelete,
  isEntryEdit,
  type NoteValues,
  type PartValues,
} from '../../offline/outbox/changes';
import type { EntryTarget } from '../../offline/outbox/sync';

// A saved job's notes, hours and parts as this device sees them: the saved copy, with the outbox's changes laid over
// it in the order they were made — adds appended, corrections applied, removals gone. A refused change moves nothing;
// one sent before the copy was saved is in the copy already.

export interface DeviceEntry<V> {
  target: EntryTarget;
  values: V;
  /** Who wrote it and when, where the copy says ('Jake Wilson'); null for one made on this device. */
  by: string | null;
  createdAt: string;
  /** A change to it is still to be sent. */
  waiting: boolean;
}

export interface EntriesOnDevice {
  note: DeviceEntry<NoteValues>[];
  hours: DeviceEntry<HoursValues>[];
  part: DeviceEntry<PartValues>[];
}

type AnyEntry = DeviceEntry<NoteValues | HoursValues | PartValues>;

const valuesOf = (kind: EntryKind, c: Change): NoteValues | HoursValues | PartValues => {
  const v = c as unknown as NoteValues & HoursValues & PartValues;
  if (kind === 'note') return { text: v.text };
  if (kind === 'hours') return { hours: v.hours, description: v.description };
  return { partName: v.partName, quantity: v.quantity, unitAmountCents: v.unitAmountCents };
};

export function entriesOnDevice(job: SavedJob, changes: Change[], savedAt: string): EntriesOnDevice {
  const target = (kind: EntryKind, entryId: string): EntryTarget => ({ kind, jobId: job.id, entryId });
  const lists: Record<EntryKind, AnyEntry[]> = {
    note: job.notes.map((n) => ({
      target: target('note', n.id),
      values: { text: n.text },
      by: n.author,
      createdAt: n.createdAt,
      waiting: false,
    })),
    hours: (job.hours ?? []).map((h) => ({
      target: target('hours', h.id),
      values: { hours: h.hours, description: h.description ?? undefined },
      by: h.worker,
      createdAt: h.createdAt,
      waiting: false,
    })),
    part: (job.parts ?? []).map((p) => ({
      target: target('part', p.id),
      values: { partName: p.partName, quantity: p.quantity, unitAmountCents: p.unitAmountCents ?? undefined },
      by: null,
      createdAt: p.createdAt,
      waiting: false,
    })),
  };
  for (const c of changes) {
    const kind = entryKindOf(c);
    if (!kind || c.jobId !== job.id || c.state === 'needs-attention') continue;
    if (c.state === 'sent' && c.sentAt && c.sentAt <= savedAt) continue;
    const list = lists[kind];
    const waiting = c.state !== 'sent';
    if (!isEntryEdit(c) && !isEntryDelete(c)) {
      if (c.entryId && list.some((e) => e.target.entryId === c.entryId)) continue;
      const entry = {
        target: { kind, jobId: job.id, addSeq: c.seq, entryId: c.entryId },
        values: valuesOf(kind, c),
        by: null,
        createdAt: c.madeAt,
        waiting,
      };
      if (kind === 'note') list.unshift(entry);
      else list.push(entry);
      continue;
    }
    const at = list.findIndex(
      (e) => (!!c.entryId && e.target.entryId === c.entryId) || (c.addSeq !== undefined && e.target.addSeq === c.addSeq),
    );
    if (at < 0) continue;
    if (isEntryDelete(c)) list.splice(at, 1);
    // A correction changes the fields it names: another field keeps what the copy says (the office's, if it changed it).
    else
      list[at] = {
        ...list[at],
        values: { ...list[at].values, ...correctedValues(valuesOf(kind, c), c.fields) },
        waiting: list[at].waiting || waiting,
      };
  }
  return lists as EntriesOnDevice;
}
