// Melbourne wall-clock time to UTC without a date library: Intl tells us the zone's offset for any instant.

export const MELBOURNE = 'Australia/Melbourne';

/** A calendar date in some time zone (month 1–12). */
export interface LocalDate {
  y: number;
  m: number;
  d: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return { y: parts.year, m: parts.month, d: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** Minutes the zone is ahead of UTC at that instant (600 for AEST, 660 for AEDT). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.y, p.m - 1, p.d, p.hour, p.minute, p.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wall - whole) / 60000);
}

/** The UTC instant at which the zone's clocks show that date and time. */
export function zonedTimeToUtc(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(date.y, date.m - 1, date.d, hour, minute);
  // First guess with the offset at the wall time read as UTC, then correct with the offset at the guess
  // (they differ only within hours of a daylight-saving change).
  let utc = wall - offsetMinutes(new Date(wall), timeZone) * 60000;
  utc = wall - offsetMinutes(new Date(utc), timeZone) * 60000;
  return new Date(utc);
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { y, m, d } = zonedParts(instant, timeZone);
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
