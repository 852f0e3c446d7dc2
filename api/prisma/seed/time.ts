// Calendar arithmetic for the seed. Zone conversions (Melbourne wall clock ↔ UTC, daylight saving included) come
// from the one home of that rule, api/src/rules/zoned-time.ts.
import { instantOf, MELBOURNE, wallClockOf } from '../../src/rules/zoned-time.ts';

export { MELBOURNE };

/** A calendar date in some time zone (month 1–12). */
export interface LocalDate {
  y: number;
  m: number;
  d: number;
}

/** The wall-clock fields of an instant in a time zone. */
export const zonedParts = (instant: Date, timeZone: string) => wallClockOf(instant, timeZone);

/** The UTC instant at which the zone's clocks show that date and time. */
export function zonedTimeToUtc(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  return instantOf({ ...date, hour, minute }, timeZone);
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { y, m, d } = wallClockOf(instant, timeZone);
  return { y, m, d };
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60000);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
