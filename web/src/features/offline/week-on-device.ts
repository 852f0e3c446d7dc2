import { checkShift } from '@rules/timesheet';
import { addDays, dayKeyOf } from '@rules/zoned-time';
import type { DeviceCopy } from '../../offline/cache/device-copy';
import type { Change, ChangeState } from '../../offline/outbox/changes';
import { afterClockAction, NOT_CLOCKED_ON } from '../../offline/outbox/clock-changes';

// The member's week on the phone (docs/timesheets.md → Offline): the finished shifts saved with the copy, with the
// outbox laid over them as over the clock — the days entered on the phone and the shifts its clock actions close,
// waiting or sent after the copy was read; one the server refused adds nothing. What a day entered must not overlap.

/** A change of the outbox the copy does not hold yet: waiting, being sent, or sent after `readAt`. Not a refused one. */
export const laidOver = (c: Change, readAt: string) => c.state !== 'needs-attention' && !(c.state === 'sent' && (c.sentAt ?? '') <= readAt);

export interface ShiftOnDevice {
  start: string;
  /** null: the shift clocked on and not off yet. */
  end: string | null;
  /** 'saved': as read with the copy; else the state of the outbox change that makes it. */
  state: 'saved' | ChangeState;
}

/** Every shift the phone knows of, earliest first. */
export function shiftsOnDevice(copy: DeviceCopy, changes: readonly Change[]): ShiftOnDevice[] {
  const saved: ShiftOnDevice[] = (copy.shifts ?? []).map((s) => ({ ...s, state: 'saved' }));
  const entered: ShiftOnDevice[] = changes.flatMap((c) =>
    c.kind === 'shift' && laidOver(c, copy.savedAt) ? [{ start: c.start, end: c.end, state: c.state }] : [],
  );
  // The clock, moved as clockOnDevice moves it: each clock-off closes the shift then open.
  const clocked: ShiftOnDevice[] = [];
  const clockReadAt = copy.clockAt ?? copy.savedAt;
  let clock = copy.clock ?? NOT_CLOCKED_ON;
  let openedBy: ShiftOnDevice['state'] = 'saved';
  for (const c of changes) {
    if (c.kind !== 'clock' || !laidOver(c, clockReadAt)) continue;
    if (c.action === 'clock-off' && clock.shiftStart) clocked.push({ start: clock.shiftStart, end: c.at, state: c.state });
    if (c.action === 'clock-on') openedBy = c.state;
    clock = afterClockAction(clock, c.action, c.at, c.job);
  }
  const open: ShiftOnDevice[] = clock.shiftStart ? [{ start: clock.shiftStart, end: null, state: openedBy }] : [];
  return [...saved, ...clocked, ...open, ...entered].sort((a, b) => a.start.localeCompare(b.start));
}

export interface DayOnDevice {
  day: string;
  shifts: ShiftOnDevice[];
}

/** The days of the week from `weekStart` (Monday) with a shift on the phone, in order. */
export function weekOnDevice(copy: DeviceCopy, changes: readonly Change[], weekStart: string): DayOnDevice[] {
  const days = new Map<string, ShiftOnDevice[]>();
  for (const s of shiftsOnDevice(copy, changes)) {
    const day = dayKeyOf(s.start, copy.timeZone);
    if (day < weekStart || day > addDays(weekStart, 6)) continue;
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return [...days].map(([day, shifts]) => ({ day, shifts }));
}

const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/** The rules' field messages for a day entered on the phone (24 hours at most; no overlap with a shift it knows of). */
export const checkDayOnDevice = (day: { start: string; end: string }, known: readonly ShiftOnDevice[]): Record<string, string> =>
  checkShift(
    { start: minuteOf(day.start), end: minuteOf(day.end), segments: [] },
    known.map((s) => ({ start: minuteOf(s.start), end: s.end === null ? null : minuteOf(s.end) })),
  );
