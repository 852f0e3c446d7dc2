import { describe, expect, it } from 'vitest';
import type { SavedJob } from '../../offline/cache/device-copy';
import type { Change, ChangeInput } from '../../offline/outbox/changes';
import { entriesOnDevice } from './entries-on-device';

// The saved job's notes, hours and parts as the device shows them: the outbox laid over the saved copy.

const SAVED_AT = '2026-11-25T08:00:00.000Z';
const job = {
  id: 'j1',
  notes: [{ id: 'n1', text: 'Saved note', createdAt: '2026-11-25T07:00:00.000Z', author: 'Jake Wilson' }],
  hours: [{ id: 'h1', hours: 1, description: 'Diagnosis', createdAt: '2026-11-25T07:00:00.000Z', worker: 'Jake Wilson' }],
  parts: [{ id: 'p1', partName: 'Filter', quantity: 1, createdAt: '2026-11-25T07:00:00.000Z', unitAmountCents: 4500 }],
} as unknown as SavedJob;

let seq = 0;
const change = (input: ChangeInput, extra: Partial<Change> = {}): Change =>
  ({
    ...input,
    seq: ++seq,
    key: `k${seq}`,
    userId: 'u',
    label: '',
    state: 'waiting',
    madeAt: '2026-11-25T09:00:00.000Z',
    ...extra,
  }) as Change;

describe('entries on the device', () => {
  it('applies waiting corrections and deletions, appends waiting adds, and marks what waits', () => {
    const add = change({ kind: 'part', jobId: 'j1', partName: 'Belt', quantity: 2 });
    const lists = entriesOnDevice(
      job,
      [
        change({ kind: 'note-edit', jobId: 'j1', entryId: 'n1', text: 'Corrected' }),
        change({ kind: 'hours-delete', jobId: 'j1', entryId: 'h1', what: '1 hour' }),
        add,
        change({ kind: 'part-edit', jobId: 'j1', addSeq: add.seq, partName: 'Belt', quantity: 3 }),
        change({ kind: 'note', jobId: 'other', text: 'Another job' }),
      ],
      SAVED_AT,
    );
    expect(lists.note.map((e) => [e.values.text, e.waiting])).toEqual([['Corrected', true]]);
    expect(lists.hours).toEqual([]);
    expect(lists.part.map((e) => [e.values.partName, e.values.quantity, e.waiting, e.target])).toEqual([
      ['Filter', 1, false, { kind: 'part', jobId: 'j1', entryId: 'p1' }],
      ['Belt', 3, true, { kind: 'part', jobId: 'j1', addSeq: add.seq, entryId: undefined }],
    ]);
  });

  it('lays a correction over the copy field by field: a field it does not change shows the copy’s value', () => {
    // The copy was saved after the office changed the description; the technician's waiting correction is of the hours.
    const lists = entriesOnDevice(
      job,
      [change({ kind: 'hours-edit', jobId: 'j1', entryId: 'h1', hours: 2, description: 'What Jake saw', fields: ['hours'] })],
      SAVED_AT,
    );
    expect(lists.hours.map((e) => [e.values.hours, e.values.description, e.waiting])).toEqual([[2, 'Diagnosis', true]]);
  });

  it('leaves out refused changes and ones sent before the copy was saved (the copy has them)', () => {
    const lists = entriesOnDevice(
      job,
      [
        change({ kind: 'note-edit', jobId: 'j1', entryId: 'n1', text: 'Refused' }, { state: 'needs-attention' }),
        change({ kind: 'note', jobId: 'j1', text: 'Sent earlier' }, { state: 'sent', sentAt: '2026-11-25T07:30:00.000Z', entryId: 'n0' }),
        change({ kind: 'note', jobId: 'j1', text: 'Sent since' }, { state: 'sent', sentAt: '2026-11-25T08:30:00.000Z', entryId: 'n2' }),
      ],
      SAVED_AT,
    );
    expect(lists.note.map((e) => [e.values.text, e.waiting])).toEqual([
      ['Sent since', false],
      ['Saved note', false],
    ]);
  });
});
