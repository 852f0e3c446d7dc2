import {
  addDays,
  addMonths,
  DEFAULT_TIME_ZONE,
  formatDayKey,
  dayKeyOf as keyOfInstant,
  midnightOf,
  moveToDay as moveInstantToDay,
  startOfMonth,
  startOfWeek,
  timeText,
} from '@rules/zoned-time';

// The calendar's view logic: days are 'YYYY-MM-DD' keys in the organisation's zone, weeks start on Monday, and
// moving a job to another day keeps its local time of day. The date arithmetic is the shared model's
// (api/src/rules/zoned-time.ts); this file only arranges days into views.

export { addDays, addMonths, shortTimeText, startOfMonth, startOfWeek, timeText } from '@rules/zoned-time';

/** Spec part 1 §9: 3 pills a cell in month view, 8 in week view, then '+N more…'; 2 technician dots a pill. */
export const MONTH_CAP = 3;
export const WEEK_CAP = 8;
export const PILL_DOTS = 2;

export type ViewMode = 'week' | 'month';

// Reading an instant's day in a zone is the costly step with thousands of jobs: remember each answer.
const dayKeys = new Map<string, string>();

/** The day ('2026-11-24') an instant falls on in the zone. */
export function dayKeyOf(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const id = `${timeZone}|${iso}`;
  let key = dayKeys.get(id);
  if (key === undefined) {
    key = keyOfInstant(iso, timeZone);
    if (dayKeys.size > 20_000) dayKeys.clear();
    dayKeys.set(id, key);
  }
  return key;
}

/** Today in the zone. */
export const todayKey = (now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE) => keyOfInstant(now, timeZone);

/** Monday to Sunday of the key's week. */
export function weekDays(key: string): string[] {
  const monday = startOfWeek(key);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The month grid: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export function monthWeeks(key: string): string[][] {
  const first = startOfMonth(key);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

/** The days a view shows around `key`: one week, or the month's whole weeks. */
export const viewWeeks = (view: ViewMode, key: string): string[][] => (view === 'week' ? [weekDays(key)] : monthWeeks(key));

/** The instant a day starts in the zone (midnight, whatever its offset). */
export const dayStart = (key: string, timeZone: string = DEFAULT_TIME_ZONE): string => midnightOf(key, timeZone).toISOString();

/** [start, end) of a run of days as instants, for `jobsInRange`. */
export function rangeOf(days: string[], timeZone: string = DEFAULT_TIME_ZONE): { start: string; end: string } {
  return { start: dayStart(days[0], timeZone), end: dayStart(addDays(days[days.length - 1], 1), timeZone) };
}

/** Where a view goes with Prev (-1) / Next (+1): a week or a month. */
export const stepView = (view: ViewMode, key: string, step: number) => (view === 'week' ? addDays(key, 7 * step) : addMonths(key, step));

/** The instant on another day at the same local time of day, across daylight-saving changes. */
export const moveToDay = (iso: string, key: string, timeZone: string = DEFAULT_TIME_ZONE): string =>
  moveInstantToDay(iso, key, timeZone).toISOString();

/** The first `max` items and how many more there are. */
export function capped<T>(items: readonly T[], max: number): { shown: readonly T[]; more: number } {
  return items.length <= max ? { shown: items, more: 0 } : { shown: items.slice(0, max), more: items.length - max };
}

export const moreText = (n: number) => `+${n} more…`;

interface Scheduled {
  id: string;
  title: string;
  scheduledAt?: string | null;
  technicians: readonly { id: string }[];
}

const byTime = (a: Scheduled, b: Scheduled) =>
  (a.scheduledAt ?? '').localeCompare(b.scheduledAt ?? '') || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);

/**
 * The jobs of each shown day, soonest first, optionally only those of one technician. A day's list keeps its
 * identity from `previous` while its jobs are the same objects, so memoised cells skip re-rendering when another
 * day changes (a drag re-renders two cells, not forty-two).
 */
export function groupByDay<J extends Scheduled>(
  jobs: readonly J[],
  days: readonly string[],
  technicianId: string | null = null,
  previous?: ReadonlyMap<string, readonly J[]>,
  timeZone: string = DEFAULT_TIME_ZONE,
): Map<string, readonly J[]> {
  const shown = new Set(days);
  const groups = new Map<string, J[]>();
  for (const job of jobs) {
    if (!job.scheduledAt) continue;
    if (technicianId && !job.technicians.some((t) => t.id === technicianId)) continue;
    const key = dayKeyOf(job.scheduledAt, timeZone);
    if (!shown.has(key)) continue;
    const list = groups.get(key);
    if (list) list.push(job);
    else groups.set(key, [job]);
  }
  const result = new Map<string, readonly J[]>();
  for (const key of days) {
    const list = groups.get(key)?.sort(byTime) ?? EMPTY;
    const before = previous?.get(key);
    result.set(key, before && sameItems(before, list) ? before : (list as readonly J[]));
  }
  return result;
}

const EMPTY: never[] = [];

/** A day of the month view as the API sums it up: how many jobs, and the first few (scheduleDays). */
export interface DaySummary<J> {
  day: string;
  count: number;
  jobs: readonly J[];
}

/**
 * The month grid from per-day summaries. Each listed job is shown on the day it is on now, so a job moved by drag
 * (or by someone else, through the cache) moves at once; a day's count is the API's, less its listed jobs that
 * left it, plus the listed jobs that came in. The jobs behind '+N more…' are only counted: when one of those
 * moves, the summaries are read again.
 */
export function summaryDays<J extends Scheduled>(
  summaries: readonly DaySummary<J>[],
  days: readonly string[],
  technicianId: string | null = null,
  previous?: ReadonlyMap<string, readonly J[]>,
  timeZone: string = DEFAULT_TIME_ZONE,
): { byDay: Map<string, readonly J[]>; counts: Map<string, number> } {
  const byDay = groupByDay(
    summaries.flatMap((s) => s.jobs),
    days,
    technicianId,
    previous,
    timeZone,
  );
  const unlisted = new Map(summaries.map((s) => [s.day, s.count - s.jobs.length]));
  const counts = new Map(days.map((day) => [day, (unlisted.get(day) ?? 0) + (byDay.get(day)?.length ?? 0)]));
  return { byDay, counts };
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

// ── Display, in en-AU and the zone

/** A day key as text: keys are calendar dates, so no zone is involved. */
export const dayText = formatDayKey;

/** 'November 2026', or the week: '23 – 29 Nov 2026', '30 Nov – 6 Dec 2026', '29 Dec 2025 – 4 Jan 2026'. */
export function viewTitle(view: ViewMode, key: string): string {
  if (view === 'month') return dayText(key, { month: 'long', year: 'numeric' });
  const days = weekDays(key);
  const [first, last] = [days[0], days[6]];
  const end = dayText(last, { day: 'numeric', month: 'short', year: 'numeric' });
  if (first.slice(0, 7) === last.slice(0, 7)) return `${Number(first.slice(8))} – ${end}`;
  if (first.slice(0, 4) === last.slice(0, 4)) return `${dayText(first, { day: 'numeric', month: 'short' })} – ${end}`;
  return `${dayText(first, { day: 'numeric', month: 'short', year: 'numeric' })} – ${end}`;
}

/** 'Mon, 23 Nov, 9:30 am' in the zone. */
export const dayTimeText = (iso: string, timeZone: string = DEFAULT_TIME_ZONE) =>
  `${dayText(dayKeyOf(iso, timeZone), { weekday: 'short', day: 'numeric', month: 'short' })}, ${timeText(iso, timeZone)}`;

export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
