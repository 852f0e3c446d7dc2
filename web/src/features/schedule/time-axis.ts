import { DEFAULT_VISIT_MINUTES } from '@rules/job-duration';
import { DEFAULT_TIME_ZONE, wallClockOf } from '@rules/zoned-time';

// The week view's time axis, as in Google Calendar or ServiceM8: hours down the side, each job placed at
// its start time and as tall as its booked duration (rules/job-duration.ts), jobs that overlap side by side. Pure: the grid draws what this answers.

/** Pixels an hour takes on the axis. */
export const HOUR_HEIGHT = 48;
/** The working day the axis always shows (6 am to 8 pm); earlier or later jobs stretch it. */
export const WORKING_HOURS = { first: 6, last: 20 } as const;

const DAY_MINUTES = 24 * 60;

/** Minutes since local midnight of an instant in the zone. */
export function minuteOfDay(iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const w = wallClockOf(iso, timeZone);
  return w.hour * 60 + w.minute;
}

export interface Placed<J> {
  job: J;
  /** Minutes since local midnight. */
  start: number;
  end: number;
  /** Which of the side-by-side columns of its overlapping group, and how many the group has. */
  column: number;
  columns: number;
}

/**
 * A day's jobs on the axis: each from its start for its booked duration, and within each group of jobs that overlap (directly
 * or through a chain) the first column free at its start, the group as wide as its most crowded moment needs.
 */
export function placeDay<J extends { scheduledAt?: string | null; durationMinutes?: number | null }>(
  jobs: readonly J[],
  timeZone: string = DEFAULT_TIME_ZONE,
): Placed<J>[] {
  const timed = jobs
    .filter((job) => job.scheduledAt)
    .map((job) => {
      const start = minuteOfDay(job.scheduledAt as string, timeZone);
      // As long as its booking (the standard hour without one), never past midnight.
      const end = Math.min(start + (job.durationMinutes ?? DEFAULT_VISIT_MINUTES), DAY_MINUTES);
      return { job, start, end, column: 0, columns: 1 };
    })
    .sort((a, b) => a.start - b.start);
  const placed: Placed<J>[] = [];
  let group: Placed<J>[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const p of group) p.columns = columnEnds.length;
    placed.push(...group);
    group = [];
    columnEnds = [];
  };
  for (const p of timed) {
    if (p.start >= groupEnd) closeGroup();
    const free = columnEnds.findIndex((end) => end <= p.start);
    p.column = free === -1 ? columnEnds.length : free;
    columnEnds[p.column] = p.end;
    group.push(p);
    groupEnd = Math.max(groupEnd, p.end);
  }
  closeGroup();
  return placed;
}

/** The hours the axis shows: the working day, stretched to the earliest start and latest end of the shown jobs. */
export function hoursShown(placedDays: Iterable<readonly Placed<unknown>[]>): { first: number; last: number } {
  let { first, last }: { first: number; last: number } = WORKING_HOURS;
  for (const day of placedDays) {
    for (const p of day) {
      first = Math.min(first, Math.floor(p.start / 60));
      last = Math.max(last, Math.ceil(p.end / 60));
    }
  }
  return { first, last };
}

/** A drop on the week view lands on the quarter hour under the pointer. */
export const DROP_STEP_MINUTES = 15;

/**
 * The minute of the day `y` pixels down an axis starting at `firstHour`: the step the point falls in (11:10 on a
 * quarter-hour step is 11:00), kept within the day so a job dropped at the bottom still starts before midnight.
 */
export function minuteAt(y: number, firstHour: number, step: number = DROP_STEP_MINUTES): number {
  const minute = firstHour * 60 + (y / HOUR_HEIGHT) * 60;
  return Math.min(Math.max(0, Math.floor(minute / step) * step), DAY_MINUTES - step);
}

/** Where a stretch of the day sits on an axis starting at `firstHour`, in pixels. */
export const axisTop = (minute: number, firstHour: number) => ((minute - firstHour * 60) / 60) * HOUR_HEIGHT;
export const axisHeight = (start: number, end: number) => ((end - start) / 60) * HOUR_HEIGHT;

/** An hour's label on the axis: '6 am', '12 pm'. */
export function hourLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 || hour === 24 ? 'am' : 'pm'}`;
}
