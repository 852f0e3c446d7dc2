// The range of days an owner report covers (the support overview and the analytics): a preset (this month,
// the last 90 days, the last 12 months) or custom days, each a Melbourne calendar day, both included. Pure: the API
// validates with it and the web app computes the presets with it, so both agree on what "90 days" means.
import { addDays, addMonths, calendarDate, DEFAULT_TIME_ZONE, dayKeyOf, midnightOf, startOfMonth, startOfWeek } from './zoned-time.ts';

export const REPORT_PRESETS = [
  { id: 'this_month', label: 'This month' },
  { id: '90_days', label: 'Last 90 days' },
  { id: '12_months', label: 'Last 12 months' },
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number]['id'];

/** The longest range: two years, 24 months to the day (the weekly series then has 106 weeks at most). */
export const REPORT_RANGE_MAX_MONTHS = 24;

export interface ReportRange {
  /** First day, 'YYYY-MM-DD' (Melbourne). */
  from: string;
  /** Last day, included. */
  to: string;
}

/** The days of a preset, ending today (Melbourne): this month from its 1st; 90 days; 12 months back to the day after. */
export function presetRange(preset: ReportPreset, today: string = dayKeyOf(new Date(), DEFAULT_TIME_ZONE)): ReportRange {
  if (preset === 'this_month') return { from: startOfMonth(today), to: today };
  if (preset === '90_days') return { from: addDays(today, -89), to: today };
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export const isDayKey = (key: string) => {
  const m = key.match(DAY);
  return !!m && calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) !== null;
};

/**
 * A range as typed (query string, GraphQL arguments): both days or neither (then this month). Returns the range or
 * the message that says what is wrong with it, per field.
 */
export function checkReportRange(
  from: string | null | undefined,
  to: string | null | undefined,
  today?: string,
): { range: ReportRange } | { field: 'from' | 'to'; message: string } {
  if (!from && !to) return { range: presetRange('this_month', today) };
  if (!from) return { field: 'from', message: 'Choose the first day of the range' };
  if (!to) return { field: 'to', message: 'Choose the last day of the range' };
  if (!isDayKey(from)) return { field: 'from', message: 'From must be a date (YYYY-MM-DD)' };
  if (!isDayKey(to)) return { field: 'to', message: 'To must be a date (YYYY-MM-DD)' };
  if (from > to) return { field: 'to', message: 'From must be on or before To' };
  if (addDays(to, 1) > addMonths(from, REPORT_RANGE_MAX_MONTHS)) return { field: 'to', message: 'A range can be at most two years' };
  return { range: { from, to } };
}

/** The instants a range covers in the zone: [midnight of its first day, midnight after its last day). */
export function rangeInstants(range: ReportRange, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  return { start: midnightOf(range.from, timeZone), end: midnightOf(addDays(range.to, 1), timeZone) };
}

/** The Mondays of the weeks a range touches, first to last (the first and last weeks may be partly outside it). */
export function weeksOf(range: ReportRange): string[] {
  const weeks: string[] = [];
  for (let w = startOfWeek(range.from); w <= range.to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}
