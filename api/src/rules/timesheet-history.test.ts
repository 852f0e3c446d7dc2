import { describe, expect, it } from 'vitest';
import { timesheetChangeWords } from './timesheet-history.ts';

// The words of the office's changes in a week's history, read in the organisation's zone.

const MEL = 'Australia/Melbourne';
const PERTH = 'Australia/Perth';
const seg = (start: string, end: string | null, kind = 'work', jobId: string | null = 'job-1') => ({ kind, start, end, jobId });

describe('timesheetChangeWords', () => {
  it("says a shift's times before → after, the day only when it moved, and its segments when they changed", () => {
    const before = {
      start: '2026-11-15T20:00:00.000Z',
      end: '2026-11-16T03:30:00.000Z',
      segments: [seg('2026-11-15T20:30:00.000Z', '2026-11-15T23:00:00.000Z')],
    };
    const later = { ...before, end: '2026-11-16T04:00:00.000Z' };
    expect(timesheetChangeWords('timesheet.shift_edit', { before, after: later, reason: ' Forgot ' }, MEL)).toBe(
      'Mon, 16 Nov 7:00 am–2:30 pm → 7:00 am–3:00 pm. Reason: Forgot',
    );
    const moved = { start: '2026-11-16T22:00:00.000Z', end: '2026-11-17T02:00:00.000Z', segments: [] };
    expect(timesheetChangeWords('timesheet.shift_edit', { before, after: moved }, MEL)).toBe(
      'Mon, 16 Nov 7:00 am–2:30 pm → Tue, 17 Nov 9:00 am–1:00 pm. Work, travel and breaks changed',
    );
    expect(timesheetChangeWords('timesheet.shift_edit', { before, after: { ...before, segments: [] } }, MEL)).toBe(
      'Mon, 16 Nov 7:00 am–2:30 pm (times unchanged). Work, travel and breaks changed',
    );
    // the same segments in another order are no change
    const two = [
      seg('2026-11-15T20:30:00.000Z', '2026-11-15T21:00:00.000Z', 'travel', null),
      seg('2026-11-15T21:00:00.000Z', '2026-11-15T23:00:00.000Z'),
    ];
    expect(
      timesheetChangeWords(
        'timesheet.shift_edit',
        { before: { ...before, segments: two }, after: { ...later, segments: [...two].reverse() } },
        MEL,
      ),
    ).toBe('Mon, 16 Nov 7:00 am–2:30 pm → 7:00 am–3:00 pm');
  });

  it('reads times in the zone, a night shift ending the next day, and a shift added or removed', () => {
    const night = { start: '2026-11-16T11:00:00.000Z', end: '2026-11-16T19:00:00.000Z', segments: [] };
    expect(timesheetChangeWords('timesheet.shift_edit', { after: night }, MEL)).toBe('Added Mon, 16 Nov 10:00 pm–6:00 am (next day)');
    expect(timesheetChangeWords('timesheet.shift_delete', { before: night }, PERTH)).toBe('Removed Mon, 16 Nov 7:00 pm–3:00 am (next day)');
    expect(timesheetChangeWords('timesheet.shift_delete', { before: { start: '2026-11-16T11:00:00.000Z', end: null } }, MEL)).toBe(
      'Removed Mon, 16 Nov 10:00 pm, still on',
    );
  });

  it("names leave's kind, hours, day and note; an unlock's reason; the export's format; nothing more for an approval", () => {
    expect(
      timesheetChangeWords('timesheet.leave_add', { after: { day: '2026-11-18', kind: 'personal', minutes: 435, note: null } }, MEL),
    ).toBe("Personal/carer's leave 7.25 h on Wed, 18 Nov");
    expect(
      timesheetChangeWords('timesheet.leave_remove', { before: { day: '2026-11-18', kind: 'annual', minutes: 456, note: 'Beach' } }, MEL),
    ).toBe('Annual leave 7.6 h on Wed, 18 Nov. Note: Beach');
    expect(timesheetChangeWords('timesheet.unlock', { memberId: 'u', reason: 'Wrong job on Monday' }, MEL)).toBe(
      'Reason: Wrong job on Monday',
    );
    expect(timesheetChangeWords('timesheet.export', { format: 'keypay_csv' }, MEL)).toBe('As an Employment Hero (KeyPay) CSV');
    expect(timesheetChangeWords('timesheet.approve', { memberId: 'u' }, MEL)).toBeNull();
    expect(timesheetChangeWords('timesheet.shift_edit', { after: {} }, MEL)).toBe('Added a shift');
  });
});
