import { describe, expect, it } from 'vitest';
import { HISTORY_KEPT, keptRange, RECENT_NOTES_KEPT, toDeviceCopy } from './device-copy';
import { job, note, read, unit, unitJob } from './fixtures';

const range = { firstDay: '2026-11-25', lastDay: '2026-12-02' };
const savedAt = new Date('2026-11-24T20:42:00Z');

describe('the days kept on the device', () => {
  it('are today and the next 7 in the organisation’s zone, midnight to midnight', () => {
    // 9:30 pm UTC on the 24th is already the 25th in Melbourne (UTC+11 in summer).
    const kept = keptRange(new Date('2026-11-24T21:30:00Z'), 'Australia/Melbourne');
    expect(kept.firstDay).toBe('2026-11-25');
    expect(kept.lastDay).toBe('2026-12-02');
    expect(kept.start.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(kept.end.toISOString()).toBe('2026-12-02T13:00:00.000Z');
  });

  it('follow a daylight-saving change: the days end at local midnight either side of it', () => {
    // Melbourne moves to summer time on 4 October 2026.
    const kept = keptRange(new Date('2026-09-30T02:00:00Z'), 'Australia/Melbourne');
    expect(kept.start.toISOString()).toBe('2026-09-29T14:00:00.000Z');
    expect(kept.end.toISOString()).toBe('2026-10-07T13:00:00.000Z');
  });
});

describe('the device’s copy of a read', () => {
  it('keeps the jobs soonest first, with the customer’s address, phone and notes and the owner’s zone', () => {
    const copy = toDeviceCopy(read([job('b', '2026-11-26T21:00:00Z'), job('a', '2026-11-25T20:00:00Z')]), [], range, savedAt);
    expect(copy.jobs.map((j) => j.id)).toEqual(['a', 'b']);
    expect(copy.jobs[0].customer).toMatchObject({
      address: '47 Puckle Street, Moonee Ponds VIC 3039',
      phone: '(03) 9037 6169',
      notes: 'Ask for Elena',
    });
    expect(copy).toMatchObject({ userId: 'jake', orgId: 'org', timeZone: 'Australia/Melbourne', savedAt: savedAt.toISOString(), ...range });
  });

  it('gives each unit the visits before this one as its history, newest first, and their newest notes', () => {
    const visits = [
      unitJob('old', '2026-08-01T00:00:00Z', [note('n1', 'Replaced filter', '2026-08-01T01:00:00Z')]),
      unitJob('recent', '2026-11-10T00:00:00Z', [note('n2', 'Supply air 9 °C across the board', '2026-11-10T02:00:00Z')]),
      unitJob('later', '2026-12-14T00:00:00Z', [note('n3', 'Booked again', '2026-11-20T00:00:00Z')]),
      unitJob('unscheduled', null),
    ];
    const today = job('today', '2026-11-25T20:00:00Z', [unit('u', [...visits, unitJob('today', '2026-11-25T20:00:00Z')])]);
    const [saved] = toDeviceCopy(read([today]), [], range, savedAt).jobs;
    expect(saved.equipment[0].history.map((h) => h.id)).toEqual(['recent', 'old']);
    expect(saved.equipment[0].recentNotes.map((n) => [n.text, n.jobTitle])).toEqual([
      ['Supply air 9 °C across the board', 'Visit recent'],
      ['Replaced filter', 'Visit old'],
    ]);
  });

  it('keeps a long history short: the newest visits and notes only', () => {
    const visits = Array.from({ length: 30 }, (_, i) =>
      unitJob(`v${i}`, new Date(Date.UTC(2025, 0, 1 + i)).toISOString(), [
        note(`n${i}`, `note ${i}`, new Date(Date.UTC(2025, 0, 1 + i)).toISOString()),
      ]),
    );
    const [saved] = toDeviceCopy(read([job('today', '2026-11-25T20:00:00Z', [unit('u', visits)])]), [], range, savedAt).jobs;
    expect(saved.equipment[0].history).toHaveLength(HISTORY_KEPT);
    expect(saved.equipment[0].history[0].id).toBe('v29');
    expect(saved.equipment[0].recentNotes.map((n) => n.text)).toEqual(
      ['note 29', 'note 28', 'note 27', 'note 26', 'note 25'].slice(0, RECENT_NOTES_KEPT),
    );
  });

  it('refuses a read without a signed-in viewer', () => {
    expect(() => toDeviceCopy({ ...read([]), viewer: null }, [], range, savedAt)).toThrow('Not signed in');
  });
});
