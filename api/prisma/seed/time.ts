// Calendar arithmetic for the seed: the one date model (api/src/rules/zoned-time.ts, @internationalized/date)
// under the names the seed uses.
import { CalendarDate, getDayOfWeek } from '@internationalized/date';
import { DEFAULT_TIME_ZONE, instantOf, wallClockOf } from '../../src/rules/zoned-time.ts';

export const MELBOURNE = DEFAULT_TIME_ZONE;

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

const calendar = (date: LocalDate) => new CalendarDate(date.y, date.m, date.d);

export function addDays(date: LocalDate, days: number): LocalDate {
  const t = calendar(date).add({ days });
  return { y: t.year, m: t.month, d: t.day };
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: LocalDate): number => getDayOfWeek(calendar(date), 'en-AU', 'sun');

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60000);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
