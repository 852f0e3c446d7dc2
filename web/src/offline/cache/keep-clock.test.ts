import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDeviceCopy } from './device-copy';
import { readDeviceCopy, saveDeviceCopy } from './device-store';
import { job, read } from './fixtures';
import { keepClockOnDevice } from './keep-clock';

// The clock the online timesheet answered, kept in the device copy (docs/timesheets.md → Offline): what the phone
// starts from when the signal goes, read at a time of its own.

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

const saved = (shifts: Parameters<typeof read>[2] = []) =>
  toDeviceCopy(
    read([job('a', '2026-11-30T22:00:00Z')], 'jake', shifts),
    [],
    { firstDay: '2026-12-01', lastDay: '2026-12-08' },
    new Date('2026-11-30T20:00:00Z'),
  );

describe('the clock kept on the device', () => {
  it('is read with the copy: the open shift and what runs in it', () => {
    const copy = saved([
      {
        __typename: 'Shift',
        start: '2026-11-30T19:30:00Z',
        end: null,
        segments: [
          { __typename: 'ShiftSegment', kind: 'work', start: '2026-11-30T19:45:00Z', end: null, jobId: 'a', jobTitle: 'Split service' },
        ],
      },
    ]);
    expect(copy.clock).toEqual({
      shiftStart: '2026-11-30T19:30:00Z',
      running: { kind: 'work', jobId: 'a', jobTitle: 'Split service', start: '2026-11-30T19:45:00Z' },
    });
  });

  it('follows an action made online, with the time it was read; the rest of the copy is kept', async () => {
    await saveDeviceCopy(saved());
    const clock = { shiftStart: '2026-11-30T21:00:00.000Z', running: null };
    await keepClockOnDevice('jake', clock, new Date('2026-11-30T21:00:30Z'));
    const copy = await readDeviceCopy('jake');
    expect([copy?.clock, copy?.clockAt, copy?.jobs.map((j) => j.id)]).toEqual([clock, '2026-11-30T21:00:30.000Z', ['a']]);
  });

  it('writes nothing where no copy is saved, or for another user', async () => {
    await keepClockOnDevice('jake', { shiftStart: '2026-11-30T21:00:00.000Z', running: null });
    expect(await readDeviceCopy('jake')).toBeNull();
    await saveDeviceCopy(saved());
    await keepClockOnDevice('priya', { shiftStart: '2026-11-30T21:00:00.000Z', running: null });
    expect((await readDeviceCopy('jake'))?.clockAt).toBeUndefined();
  });
});
