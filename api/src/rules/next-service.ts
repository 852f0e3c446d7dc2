// When a unit's next service is due: ONE rule, read by the board, the equipment page, the customer
// profile, the completion follow-up and the API. Pure: shared by the API and the web app.
//
// The next service is the interval after the last service: by date, the same local time `intervalMonths` later in the
// organisation's zone (serviced at 9 am on 1 October → due at 9 am on 1 April, across the daylight-saving change);
// by hours, the day the meter is expected to reach the reading at the last service plus `intervalHours` (from the
// average use between readings; the day of the reading when the meter is already past it). With both, whichever
// comes first. Without a last service (no completed service job and no entered date) nothing is due yet.
import { addDays, addMonths, addMonthsInZone, DEFAULT_TIME_ZONE, dayKeyOf, midnightOf, startOfMonth, startOfWeek } from './zoned-time.ts';

export type ServiceDueBy = 'date' | 'hours';

export interface MeterPoint {
  hours: number;
  at: Date;
}

export interface NextServiceInput {
  intervalMonths: number | null;
  intervalHours: number | null;
  /** The last service: the latest completed service job's visit (or the entered date), with the meter then if known. */
  lastService: { at: Date; hours: number | null } | null;
  /** Meter readings, any order (the rule sorts them). */
  readings: readonly MeterPoint[];
  timeZone?: string;
}

export interface NextService {
  dueAt: Date;
  dueBy: ServiceDueBy;
}

const DAY_MS = 86_400_000;

const byTime = (readings: readonly MeterPoint[]) => [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());

/**
 * Average hours run per day between the first and the last reading (those since `since` when there are two or
 * more of them, so a unit whose use changed is judged by its recent use); null with fewer than two readings a day or
 * more apart, or when the meter has not moved.
 */
export function averageHoursPerDay(readings: readonly MeterPoint[], since?: Date | null): number | null {
  const all = byTime(readings);
  const recent = since ? all.filter((r) => r.at.getTime() >= since.getTime()) : all;
  const points = recent.length >= 2 ? recent : all;
  if (points.length < 2) return null;
  const first = points[0] as MeterPoint;
  const last = points[points.length - 1] as MeterPoint;
  const days = (last.at.getTime() - first.at.getTime()) / DAY_MS;
  if (days < 1 || last.hours <= first.hours) return null;
  return (last.hours - first.hours) / days;
}

/** The meter reading at the last service: the one recorded then, else the first reading on or after it. */
export function hoursAtService(lastService: { at: Date; hours: number | null }, readings: readonly MeterPoint[]): number | null {
  if (lastService.hours != null) return lastService.hours;
  const after = byTime(readings).find((r) => r.at.getTime() >= lastService.at.getTime() - DAY_MS);
  return after ? after.hours : null;
}

/** When the hours interval comes due, at local midnight of that day; null when it cannot be told yet. */
function dueByHours(input: NextServiceInput, timeZone: string): Date | null {
  const { intervalHours, lastService } = input;
  if (!intervalHours || !lastService || !input.readings.length) return null;
  const baseline = hoursAtService(lastService, input.readings);
  if (baseline == null) return null;
  const threshold = baseline + intervalHours;
  const latest = byTime(input.readings).at(-1) as MeterPoint;
  const rate = averageHoursPerDay(input.readings, lastService.at);
  let at: number;
  if (latest.hours >= threshold) {
    // Past it already: the day it was crossed when the use tells, never before the last service.
    at = rate ? latest.at.getTime() - ((latest.hours - threshold) / rate) * DAY_MS : latest.at.getTime();
    at = Math.max(at, lastService.at.getTime());
  } else {
    if (!rate) return null;
    at = latest.at.getTime() + ((threshold - latest.hours) / rate) * DAY_MS;
  }
  return midnightOf(dayKeyOf(new Date(at), timeZone), timeZone);
}

/** The next service of one unit, or null when it has no interval or no last service to count from. */
export function nextServiceDue(input: NextServiceInput): NextService | null {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  if (!input.lastService) return null;
  const byDate = input.intervalMonths ? addMonthsInZone(input.lastService.at, input.intervalMonths, timeZone) : null;
  const byHours = dueByHours(input, timeZone);
  if (byDate && (!byHours || byDate.getTime() <= byHours.getTime())) return { dueAt: byDate, dueBy: 'date' };
  if (byHours) return { dueAt: byHours, dueBy: 'hours' };
  return null;
}

// ─── the board's buckets ───

export const SERVICE_DUE_STATUSES = ['overdue', 'due', 'upcoming'] as const;
export type ServiceDueStatus = (typeof SERVICE_DUE_STATUSES)[number];

export const SERVICE_DUE_STATUS_LABELS: Record<ServiceDueStatus, string> = {
  overdue: 'Overdue',
  due: 'Due this month',
  upcoming: 'Coming up',
};

/** The board's ranges in the organisation's zone: today, next week's and next month's first days, the month after. */
export interface ServiceDueRanges {
  today: Date;
  nextWeek: Date;
  nextMonth: Date;
  monthAfter: Date;
}

export function serviceDueRanges(now: Date, timeZone: string = DEFAULT_TIME_ZONE): ServiceDueRanges {
  const today = dayKeyOf(now, timeZone);
  const nextMonth = addMonths(startOfMonth(today), 1);
  return {
    today: midnightOf(today, timeZone),
    nextWeek: midnightOf(addDays(startOfWeek(today), 7), timeZone),
    nextMonth: midnightOf(nextMonth, timeZone),
    monthAfter: midnightOf(addMonths(nextMonth, 1), timeZone),
  };
}

/** overdue: before today; due: from today to the end of this month; upcoming: later. */
export function serviceDueStatus(dueAt: Date, ranges: Pick<ServiceDueRanges, 'today' | 'nextMonth'>): ServiceDueStatus {
  if (dueAt.getTime() < ranges.today.getTime()) return 'overdue';
  if (dueAt.getTime() < ranges.nextMonth.getTime()) return 'due';
  return 'upcoming';
}
