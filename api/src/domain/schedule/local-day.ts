import { instantOf, type WallClock, wallClockOf } from '../../rules/zoned-time.ts';

// Calendar days in the organisation's zone. A day starts at local midnight, so it lasts 23 hours on the day
// daylight saving starts and 25 on the day it ends (Melbourne changes at 2 am and 3 am, never at midnight).

/** Local midnight of a calendar date plus some days, as an instant. */
export function midnightOf(date: Pick<WallClock, 'y' | 'm' | 'd'>, plusDays: number, timeZone: string): Date {
  const day = new Date(Date.UTC(date.y, date.m - 1, date.d + plusDays));
  return instantOf({ y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate(), hour: 0, minute: 0 }, timeZone);
}

/** The local day that contains an instant: [start, end). */
export function localDayOf(instant: Date, timeZone: string): { start: Date; end: Date } {
  const today = wallClockOf(instant, timeZone);
  return { start: midnightOf(today, 0, timeZone), end: midnightOf(today, 1, timeZone) };
}
