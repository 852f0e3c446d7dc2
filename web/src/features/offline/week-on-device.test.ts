import { timesheetMessages } from '@rules/timesheet';
import { describe, expect, it } from 'vitest';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import type { Change } from '../../offline/outbox/changes';
import { checkDayOnDevice, shiftsOnDevice, weekOnDevice } from './week-on-device';

// The week on the phone (docs/timesheets.md → Offline): the saved shifts with the outbox laid over them — a day entered
// offline shows as waiting to send, one the server refused adds nothing, one sent after the copy was read is not lost,
// one sent before it is not shown twice — and a day entered must not overlap any of them or last over 24 hours.

const ZONE = 'Australia/Melbourne';
const WEEK = '2026-11-16';
/** An instant on a day of the week at a Melbourne wall time (UTC+11 in November). */
const at = (day: string, hh: number, mm = 0) => new Date(Date.UTC(2026, 10, Number(day.slice(8)), hh - 11, mm)).toISOString();
const copy = (over: Partial<DeviceCopy> = {}): DeviceCopy => ({
  userId: 'jake',
  orgId: 'org',
  orgName: 'Coolair',
  timeZone: ZONE,
  savedAt: at('2026-11-18', 6),
  firstDay: '2026-11-18',
  lastDay: '2026-11-25',
  jobs: [],
  priceList: [],
  shifts: [{ start: at('2026-11-16', 7), end: at('2026-11-16', 15, 30) }],
  ...over,
});
let seq = 0;
const change = (input: object, over: Partial<Change> = {}): Change =>
  ({
    timeZone: ZONE,
    ...input,
    seq: ++seq,
    key: `k${seq}`,
    userId: 'jake',
    label: '',
    state: 'waiting',
    madeAt: at('2026-11-18', 7),
    ...over,
  }) as Change;
const dayEntered = (day: string, from: number, to: number, over: Partial<Change> = {}) =>
  change({ kind: 'shift', start: at(day, from), end: at(day, to), note: null }, over);

describe('the week on the phone', () => {
  it('lays a day entered offline over the saved week, waiting to send', () => {
    const week = weekOnDevice(copy(), [dayEntered('2026-11-17', 6, 14)], WEEK);
    expect(week.map((d) => [d.day, d.shifts.map((s) => s.state)])).toEqual([
      ['2026-11-16', ['saved']],
      ['2026-11-17', ['waiting']],
    ]);
  });

  it('shows nothing for a day the server refused, and a day sent before the copy was read once', () => {
    const refused = dayEntered('2026-11-17', 6, 14, { state: 'needs-attention', problem: timesheetMessages.overlapsShift });
    const sentBefore = dayEntered('2026-11-16', 7, 15, { state: 'sent', sentAt: at('2026-11-17', 20) });
    const sentAfter = dayEntered('2026-11-18', 7, 9, { state: 'sent', sentAt: at('2026-11-18', 10) });
    const week = weekOnDevice(copy(), [refused, sentBefore, sentAfter], WEEK);
    expect(week.map((d) => [d.day, d.shifts.map((s) => s.state)])).toEqual([
      ['2026-11-16', ['saved']],
      ['2026-11-18', ['sent']],
    ]);
  });

  it('holds the shifts the clock made on the phone: one clocked off, and the one still open', () => {
    const clock = (action: string, day: string, hh: number) => change({ kind: 'clock', action, at: at(day, hh) });
    const shifts = shiftsOnDevice(copy({ shifts: [] }), [
      clock('clock-on', '2026-11-18', 7),
      clock('clock-off', '2026-11-18', 12),
      clock('clock-on', '2026-11-18', 13),
    ]);
    expect(shifts.map((s) => [s.start, s.end])).toEqual([
      [at('2026-11-18', 7), at('2026-11-18', 12)],
      [at('2026-11-18', 13), null],
    ]);
  });

  it('leaves out days of another week', () => {
    expect(weekOnDevice(copy(), [dayEntered('2026-11-23', 7, 15)], WEEK).map((d) => d.day)).toEqual(['2026-11-16']);
  });
});

describe("a day entered on the phone, checked by the rules against the phone's shifts", () => {
  const known = shiftsOnDevice(copy(), [dayEntered('2026-11-17', 6, 14)]);
  it('is refused over a saved shift or a day waiting to send', () => {
    expect(checkDayOnDevice({ start: at('2026-11-16', 15), end: at('2026-11-16', 18) }, known)).toEqual({
      start: timesheetMessages.overlapsShift,
    });
    expect(checkDayOnDevice({ start: at('2026-11-17', 13), end: at('2026-11-17', 16) }, known).start).toBe(timesheetMessages.overlapsShift);
  });

  it('is refused over 24 hours, and kept beside the others', () => {
    expect(checkDayOnDevice({ start: at('2026-11-18', 6), end: at('2026-11-19', 7) }, known)).toEqual({ end: timesheetMessages.tooLong });
    expect(checkDayOnDevice({ start: at('2026-11-18', 6), end: at('2026-11-18', 14) }, known)).toEqual({});
  });
});
