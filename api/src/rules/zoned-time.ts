// Wall-clock time in the organisation's zone (Australia/Melbourne by default, daylight saving included) without a
// date library: Intl tells the zone's offset for any instant. Pure: shared by the API and the web app.

export const MELBOURNE = 'Australia/Melbourne';

/** A wall-clock date and time in some zone (month 1–12). */
export interface WallClock {
  y: number;
  m: number;
  d: number;
  hour: number;
  minute: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partFormatters.get(timeZone);
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
    partFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
export function wallClockOf(instant: Date, timeZone: string = MELBOURNE): WallClock & { second: number } {
  const p: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { y: p.year, m: p.month, d: p.day, hour: p.hour % 24, minute: p.minute, second: p.second };
}

/** Minutes the zone is ahead of UTC at that instant (600 for AEST, 660 for AEDT). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClockOf(instant, timeZone);
  const wall = Date.UTC(w.y, w.m - 1, w.d, w.hour, w.minute, w.second);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which the zone's clocks show this date and time. */
export function instantOf(w: WallClock, timeZone: string = MELBOURNE): Date {
  const wall = Date.UTC(w.y, w.m - 1, w.d, w.hour, w.minute);
  // Guess with the offset at the wall time read as UTC, then correct with the offset at the guess (they differ
  // only within hours of a daylight-saving change).
  let utc = wall - offsetMinutes(new Date(wall), timeZone) * 60000;
  utc = wall - offsetMinutes(new Date(utc), timeZone) * 60000;
  return new Date(utc);
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The same local time `months` later: 9:00 am on 15 March plus 6 months is 9:00 am on 15 September, across a
 * daylight-saving change. A day the month lacks becomes its last day (31 August + 6 months → 28/29 February).
 */
export function addMonthsInZone(instant: Date, months: number, timeZone: string = MELBOURNE): Date {
  const w = wallClockOf(instant, timeZone);
  const index = w.y * 12 + (w.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return instantOf({ ...w, y, m, d: Math.min(w.d, daysInMonth(y, m)) }, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the date and time fields of a form: { date: '2026-11-24', time: '09:30' } in the zone. */
export function toLocalInput(iso: string | Date, timeZone: string = MELBOURNE): { date: string; time: string } {
  const w = wallClockOf(new Date(iso), timeZone);
  return { date: `${w.y}-${pad(w.m)}-${pad(w.d)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** A form's date ('2026-11-24') and time ('09:30', default 9 am) in the zone as an ISO instant; null if invalid. */
export function fromLocalInput(date: string, time: string | null | undefined, timeZone: string = MELBOURNE): string | null {
  const d = date.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const t = (time || '09:00').match(/^(\d{1,2}):(\d{2})$/);
  if (!d || !t) return null;
  const w = { y: Number(d[1]), m: Number(d[2]), d: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) };
  if (w.m < 1 || w.m > 12 || w.d < 1 || w.d > daysInMonth(w.y, w.m) || w.hour > 23 || w.minute > 59) return null;
  return instantOf(w, timeZone).toISOString();
}

const displayFormatters = new Map<string, Intl.DateTimeFormat>();

function display(key: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${key}|${timeZone}`;
  let f = displayFormatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', { timeZone, ...options });
    displayFormatters.set(id, f);
  }
  return f;
}

/** 'Tue 24 Nov 2026, 9:30 am' in the zone. */
export function formatDateTime(iso: string | Date, timeZone: string = MELBOURNE): string {
  return display('dt', timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
}

/** '24 Nov 2026' in the zone. */
export function formatDate(iso: string | Date, timeZone: string = MELBOURNE): string {
  return display('d', timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
