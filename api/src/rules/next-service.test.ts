import { describe, expect, it } from 'vitest';
import { averageHoursPerDay, nextServiceDue, serviceDueRanges, serviceDueStatus } from './next-service.ts';
import { toLocalInput } from './zoned-time.ts';

// The next-due rule: by date in the organisation's zone across daylight saving, by hours from the average
// use between readings, and both — whichever comes first.

const MEL = 'Australia/Melbourne';
/** A wall-clock time in Melbourne as an instant. */
const mel = (iso: string) => {
  const probe = new Date(`${iso}Z`);
  const offset = Number(
    new Intl.DateTimeFormat('en-AU', { timeZone: MEL, timeZoneName: 'longOffset' }).format(probe).match(/GMT([+-]\d+)/)?.[1] ?? 10,
  );
  return new Date(probe.getTime() - offset * 3_600_000);
};
const local = (d: Date | undefined) => (d ? toLocalInput(d, MEL) : null);
const reading = (hours: number, iso: string) => ({ hours, at: mel(iso) });

describe('next service by date', () => {
  it.each([
    // serviced, months, due (local date and time)
    ['2026-10-01T00:00', 6, { date: '2027-04-01', time: '00:00' }], // DST (AEDT) → AEST: 1 April, not 11 pm on 31 March
    ['2026-04-01T09:00', 6, { date: '2026-10-01', time: '09:00' }], // AEST → AEDT
    ['2026-08-31T14:30', 6, { date: '2027-02-28', time: '14:30' }], // a day the month lacks: its last day
    ['2026-03-15T08:00', 12, { date: '2027-03-15', time: '08:00' }],
    ['2026-01-31T10:00', 1, { date: '2026-02-28', time: '10:00' }],
    ['2026-05-20T07:00', 120, { date: '2036-05-20', time: '07:00' }],
  ])('serviced %s every %i months → due %o', (at, months, due) => {
    const next = nextServiceDue({
      intervalMonths: months,
      intervalHours: null,
      lastService: { at: mel(at), hours: null },
      readings: [],
      timeZone: MEL,
    });
    expect(next?.dueBy).toBe('date');
    expect(local(next?.dueAt)).toEqual(due);
  });

  it('is not due without an interval or a last service', () => {
    expect(
      nextServiceDue({
        intervalMonths: null,
        intervalHours: null,
        lastService: { at: mel('2026-01-01T09:00'), hours: null },
        readings: [],
        timeZone: MEL,
      }),
    ).toBeNull();
    expect(
      nextServiceDue({
        intervalMonths: 6,
        intervalHours: 250,
        lastService: null,
        readings: [reading(10, '2026-01-01T09:00')],
        timeZone: MEL,
      }),
    ).toBeNull();
  });
});

describe('next service by hours', () => {
  const last = { at: mel('2026-01-01T09:00'), hours: 1000 };
  it('projects the day the meter reaches the last service plus the interval from the average use', () => {
    // 10 hours a day: 1000 → 1100 over 10 days; 1250 is reached 15 days after the last reading.
    const readings = [reading(1000, '2026-01-01T09:00'), reading(1100, '2026-01-11T09:00')];
    const next = nextServiceDue({ intervalMonths: null, intervalHours: 250, lastService: last, readings, timeZone: MEL });
    expect(next?.dueBy).toBe('hours');
    expect(local(next?.dueAt)).toEqual({ date: '2026-01-26', time: '00:00' });
  });
  it('is due on the day it was crossed when the meter is already past it', () => {
    const readings = [reading(1000, '2026-01-01T09:00'), reading(1300, '2026-01-31T09:00')];
    const next = nextServiceDue({ intervalMonths: null, intervalHours: 250, lastService: last, readings, timeZone: MEL });
    expect(local(next?.dueAt)).toEqual({ date: '2026-01-26', time: '00:00' });
  });
  it('uses the first reading after the last service when none was taken at it', () => {
    const readings = [reading(500, '2026-01-01T12:00'), reading(600, '2026-01-11T12:00')];
    const next = nextServiceDue({
      intervalMonths: null,
      intervalHours: 200,
      lastService: { at: last.at, hours: null },
      readings,
      timeZone: MEL,
    });
    expect(local(next?.dueAt)).toEqual({ date: '2026-01-21', time: '00:00' });
  });
  it('cannot tell from one reading below the threshold (no use known)', () => {
    const next = nextServiceDue({
      intervalMonths: null,
      intervalHours: 250,
      lastService: last,
      readings: [reading(1100, '2026-01-05T09:00')],
      timeZone: MEL,
    });
    expect(next).toBeNull();
    expect(averageHoursPerDay([reading(5, '2026-01-01T00:00')])).toBeNull();
  });
});

describe('whichever comes first (forklift: 250 hours or 90 days)', () => {
  const last = { at: mel('2026-01-01T09:00'), hours: 1000 };
  it('a busy unit comes due by hours', () => {
    const readings = [reading(1000, '2026-01-01T09:00'), reading(1100, '2026-01-11T09:00')];
    const next = nextServiceDue({ intervalMonths: 3, intervalHours: 250, lastService: last, readings, timeZone: MEL });
    expect(next?.dueBy).toBe('hours');
    expect(local(next?.dueAt)?.date).toBe('2026-01-26');
  });
  it('a quiet unit comes due by date', () => {
    const readings = [reading(1000, '2026-01-01T09:00'), reading(1010, '2026-01-11T09:00')];
    const next = nextServiceDue({ intervalMonths: 3, intervalHours: 250, lastService: last, readings, timeZone: MEL });
    expect(next?.dueBy).toBe('date');
    expect(local(next?.dueAt)).toEqual({ date: '2026-04-01', time: '09:00' });
  });
});

describe("the board's buckets", () => {
  it('overdue before today, due until the end of this month, upcoming after; weeks start on Monday', () => {
    const ranges = serviceDueRanges(mel('2026-11-25T15:00'), MEL); // a Wednesday
    expect(local(ranges.today)).toEqual({ date: '2026-11-25', time: '00:00' });
    expect(local(ranges.nextWeek)).toEqual({ date: '2026-11-30', time: '00:00' });
    expect(local(ranges.nextMonth)).toEqual({ date: '2026-12-01', time: '00:00' });
    expect(local(ranges.monthAfter)).toEqual({ date: '2027-01-01', time: '00:00' });
    expect(serviceDueStatus(mel('2026-11-24T23:59'), ranges)).toBe('overdue');
    expect(serviceDueStatus(mel('2026-11-25T00:00'), ranges)).toBe('due');
    expect(serviceDueStatus(mel('2026-11-30T23:00'), ranges)).toBe('due');
    expect(serviceDueStatus(mel('2026-12-01T00:00'), ranges)).toBe('upcoming');
  });
});
