// Timesheets (docs/timesheets.md): a member's shifts, the segments inside them (work on a job, travel, a break), the
// checks a shift passes before it is kept, and the totals of a day and a week with overtime by the business's simple
// rules. Pure and in whole minutes: times are minutes since the epoch (the domain drops seconds), shared with the web.

import { addDays } from './zoned-time.ts';

export const SEGMENT_KINDS = ['work', 'travel', 'break'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

/** The longest a shift may be, start to end. */
export const MAX_SHIFT_MINUTES = 24 * 60;

/** A segment of a shift: `work` is on a job (its hours are the job's), travel and breaks are on none. */
export interface SegmentSpan {
  kind: SegmentKind;
  start: number;
  end: number;
  jobId?: string | null;
}

/** A shift from clock-on to clock-off, with its segments; time in no segment is work on no job (yard, shop, office). */
export interface ShiftSpan {
  start: number;
  end: number;
  segments: readonly SegmentSpan[];
}

export const timesheetMessages = {
  endBeforeStart: 'A shift must end after it starts',
  tooLong: 'A shift cannot be longer than 24 hours',
  segmentEndBeforeStart: 'A segment must end after it starts',
  segmentOutside: 'A segment must be within its shift',
  segmentsOverlap: 'Segments of a shift cannot overlap',
  jobRequired: 'Choose the job the work was on',
  jobOnlyOnWork: 'Only work is on a job',
  overlapsShift: 'This shift overlaps another of your shifts',
  locked: 'This week is approved and locked: ask the office to unlock it',
  submitted: 'This week has been submitted: ask the office to change it',
} as const;

/** Field messages for a shift (`end`, `segments.2.end` …), empty when it can be kept; `others`: the member's other shifts. */
export function checkShift(shift: ShiftSpan, others: readonly { start: number; end: number | null }[] = []): Record<string, string> {
  const errors: Record<string, string> = {};
  if (shift.end <= shift.start) errors.end = timesheetMessages.endBeforeStart;
  else if (shift.end - shift.start > MAX_SHIFT_MINUTES) errors.end = timesheetMessages.tooLong;
  const order = shift.segments.map((s, i) => ({ s, i })).sort((a, b) => a.s.start - b.s.start || a.s.end - b.s.end);
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const { s, i } of order) {
    const key = `segments.${i}`;
    if (s.end <= s.start) errors[`${key}.end`] ??= timesheetMessages.segmentEndBeforeStart;
    else if (s.start < shift.start || s.end > shift.end) errors[key] ??= timesheetMessages.segmentOutside;
    else if (s.start < lastEnd) errors[key] ??= timesheetMessages.segmentsOverlap;
    if (s.kind === 'work' && !s.jobId) errors[`${key}.jobId`] ??= timesheetMessages.jobRequired;
    if (s.kind !== 'work' && s.jobId) errors[`${key}.jobId`] ??= timesheetMessages.jobOnlyOnWork;
    lastEnd = Math.max(lastEnd, s.end);
  }
  const end = shift.end;
  if (others.some((o) => o.start < end && (o.end === null ? true : o.end > shift.start))) errors.start ??= timesheetMessages.overlapsShift;
  return errors;
}

/** A day's or a week's minutes: paid = total − breaks = onJobs + unallocated + travel. */
export interface Minutes {
  total: number;
  breaks: number;
  travel: number;
  /** Work on jobs (the allocations: the job diary's hours). */
  onJobs: number;
  /** Work on no job: shift time in no segment. */
  unallocated: number;
  paid: number;
  /** Paid time that is not travel: what overtime is counted on. */
  working: number;
}

export const NO_MINUTES: Minutes = { total: 0, breaks: 0, travel: 0, onJobs: 0, unallocated: 0, paid: 0, working: 0 };

const span = (s: { start: number; end: number }) => Math.max(0, s.end - s.start);

/** A shift's minutes by kind. */
export function shiftMinutes(shift: ShiftSpan): Minutes {
  const total = span(shift);
  let breaks = 0;
  let travel = 0;
  let onJobs = 0;
  for (const s of shift.segments) {
    if (s.kind === 'break') breaks += span(s);
    else if (s.kind === 'travel') travel += span(s);
    else onJobs += span(s);
  }
  const unallocated = Math.max(0, total - breaks - travel - onJobs);
  const paid = total - breaks;
  return { total, breaks, travel, onJobs, unallocated, paid, working: paid - travel };
}

export const addMinutes = (a: Minutes, b: Minutes): Minutes => ({
  total: a.total + b.total,
  breaks: a.breaks + b.breaks,
  travel: a.travel + b.travel,
  onJobs: a.onJobs + b.onJobs,
  unallocated: a.unallocated + b.unallocated,
  paid: a.paid + b.paid,
  working: a.working + b.working,
});

export const sumMinutes = (all: Iterable<Minutes>): Minutes => {
  let sum = NO_MINUTES;
  for (const m of all) sum = addMinutes(sum, m);
  return sum;
};

/** A shift's work on jobs, minutes per job (the job diary's hours rows come from these). */
export function allocationsOf(shift: ShiftSpan): Map<string, number> {
  const byJob = new Map<string, number>();
  for (const s of shift.segments) if (s.kind === 'work' && s.jobId) byJob.set(s.jobId, (byJob.get(s.jobId) ?? 0) + span(s));
  return byJob;
}

// Leave (docs/timesheets.md → Rules): entered by the office on a day of a member's week, in hours (stored as whole
// minutes). Each kind is its own figure in the week's totals and payroll: never ordinary hours, never overtime.

export const LEAVE_KINDS = ['annual', 'personal', 'public_holiday', 'unpaid'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** The kinds as people read them (the web's Select, the export's messages). */
export const LEAVE_KIND_LABELS: Record<LeaveKind, string> = {
  annual: 'Annual leave',
  personal: "Personal/carer's leave",
  public_holiday: 'Public holiday',
  unpaid: 'Unpaid leave',
};

/** Minutes of leave per kind. */
export type LeaveMinutes = Record<LeaveKind, number>;
export const NO_LEAVE: LeaveMinutes = { annual: 0, personal: 0, public_holiday: 0, unpaid: 0 };

/** One entry of leave as the rules read it. */
export interface LeaveSpan {
  kind: LeaveKind;
  minutes: number;
}

export const leaveMinutesOf = (entries: readonly LeaveSpan[]): LeaveMinutes => {
  const sum = { ...NO_LEAVE };
  for (const e of entries) sum[e.kind] += e.minutes;
  return sum;
};

export const addLeave = (all: readonly LeaveMinutes[]): LeaveMinutes => {
  const sum = { ...NO_LEAVE };
  for (const l of all) for (const k of LEAVE_KINDS) sum[k] += l[k];
  return sum;
};

/** All leave of a day or week, minutes. */
export const leaveTotal = (l: LeaveMinutes): number => LEAVE_KINDS.reduce((a, k) => a + l[k], 0);

/** The most leave in one day, hours (all entries of the day together). */
export const MAX_LEAVE_HOURS = 24;

export const leaveMessages = {
  hoursRange: 'Hours must be more than 0 and at most 24',
  hoursDecimals: 'Hours can have at most 2 decimals',
  dayTooFull: 'Leave on a day cannot add up to more than 24 hours',
  outsideWeek: 'The day must be inside the week',
  kind: `Kind must be one of: ${LEAVE_KINDS.join(', ')}`,
  notFound: 'Leave not found',
} as const;

/** Hours of leave (7.6) as whole minutes, or the field message: more than 0, at most 24, at most 2 decimals. */
export function leaveMinutesFromHours(hours: number): { minutes: number } | { error: string } {
  if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_LEAVE_HOURS) return { error: leaveMessages.hoursRange };
  if (Math.abs(hours * 100 - Math.round(hours * 100)) > 1e-6) return { error: leaveMessages.hoursDecimals };
  return { minutes: Math.round(hours * 60) };
}

/** Whether a day (YYYY-MM-DD) is one of the seven of the week starting on `weekStart`. */
export const dayInWeek = (day: string, weekStart: string): boolean => day >= weekStart && day <= addDays(weekStart, 6);

/**
 * The business's simple overtime rules: working minutes over `dailyMinutes` in a day and/or over `weeklyMinutes` in a
 * week are overtime; when both are set the week takes whichever gives more overtime. Null: that rule is off.
 */
export interface OvertimeRules {
  dailyMinutes: number | null;
  weeklyMinutes: number | null;
}

export interface DayTotals extends Minutes {
  day: string;
  ordinary: number;
  overtime: number;
  /** Leave the office entered, minutes per kind: never ordinary hours, never towards overtime. */
  leave: LeaveMinutes;
}

export interface WeekTotals extends Minutes {
  days: DayTotals[];
  ordinary: number;
  overtime: number;
  leave: LeaveMinutes;
  /** Which rule gave the week's overtime. */
  overtimeBy: 'day' | 'week' | null;
}

/** Minutes as hours, for a display or an export (2 decimals, 45 min → 0.75). */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/**
 * A week's totals from its days (each day's shifts, any order), with overtime: each rule's overtime is worked out per
 * day (the weekly rule's falls on the days after the week's working time passes its limit), and the week takes the
 * rule giving more. Ordinary = working − overtime; travel is its own kind and never overtime; breaks are unpaid.
 */
export function weekTotals(
  days: readonly { day: string; shifts: readonly ShiftSpan[]; leave?: readonly LeaveSpan[] }[],
  rules: OvertimeRules,
): WeekTotals {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const minutes = sorted.map((d) => ({ day: d.day, m: sumMinutes(d.shifts.map(shiftMinutes)), leave: leaveMinutesOf(d.leave ?? []) }));
  const daily = minutes.map(({ m }) => (rules.dailyMinutes === null ? 0 : Math.max(0, m.working - rules.dailyMinutes)));
  let cumulative = 0;
  const weekly = minutes.map(({ m }) => {
    if (rules.weeklyMinutes === null) return 0;
    const before = cumulative;
    cumulative += m.working;
    return Math.max(0, Math.min(m.working, cumulative - Math.max(before, rules.weeklyMinutes)));
  });
  const dailySum = daily.reduce((a, b) => a + b, 0);
  const weeklySum = weekly.reduce((a, b) => a + b, 0);
  const byWeek = weeklySum > dailySum;
  const overtime = byWeek ? weekly : daily;
  const dayTotals: DayTotals[] = minutes.map(({ day, m, leave }, i) => ({
    day,
    ...m,
    overtime: overtime[i] ?? 0,
    ordinary: m.working - (overtime[i] ?? 0),
    leave,
  }));
  const total = sumMinutes(dayTotals);
  const overtimeSum = byWeek ? weeklySum : dailySum;
  return {
    ...total,
    days: dayTotals,
    overtime: overtimeSum,
    ordinary: total.working - overtimeSum,
    leave: addLeave(dayTotals.map((d) => d.leave)),
    overtimeBy: overtimeSum === 0 ? null : byWeek ? 'week' : 'day',
  };
}

export const WEEK_STATUSES = ['open', 'submitted', 'approved'] as const;
export type WeekStatus = (typeof WEEK_STATUSES)[number];

/** Whether a member may change a day of a week in this status: a technician only while open, the office until approved. */
export function weekEditable(status: WeekStatus, office: boolean): string | null {
  if (status === 'approved') return timesheetMessages.locked;
  if (status === 'submitted' && !office) return timesheetMessages.submitted;
  return null;
}
