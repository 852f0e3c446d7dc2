// The one date and time model, shared by the API and the web app: instants are stored in UTC and read in the
// organisation's zone (Australia/Melbourne unless the organisation says otherwise, daylight saving included); a
// calendar day is a 'YYYY-MM-DD' key; weeks start on Monday. The arithmetic is @internationalized/date's; this
// module only names the few operations the product needs. Pure: no I/O.
import {
  CalendarDate,
  CalendarDateTime,
  fromDate,
  parseDate,
  startOfWeek as startOfLocaleWeek,
  toCalendarDate,
  toZoned,
  type ZonedDateTime,
} from '@internationalized/date';

/** The zone of an organisation that has not chosen one (and of tests). */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/** A wall-clock date and time in some zone (month 1–12). */
export interface WallClock {
  y: number;
  m: number;
  d: number;
  hour: number;
  minute: number;
}

const zoned = (instant: Date | string, timeZone: string): ZonedDateTime => fromDate(new Date(instant), timeZone);

/** The wall-clock fields of an instant in a zone. */
export function wallClockOf(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): WallClock & { second: number } {
  const z = zoned(instant, timeZone);
  return { y: z.year, m: z.month, d: z.day, hour: z.hour, minute: z.minute, second: z.second };
}

/**
 * The instant at which the zone's clocks show this date and time. A time skipped by daylight saving moves forward
 * by the gap; a time shown twice is its first occurrence (the 'compatible' rule of Temporal).
 */
export function instantOf(w: WallClock, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return toZoned(new CalendarDateTime(w.y, w.m, w.d, w.hour, w.minute), timeZone).toDate();
}

/**
 * The same local time `months` later: 9:00 am on 15 March plus 6 months is 9:00 am on 15 September, across a
 * daylight-saving change. A day the month lacks becomes its last day (31 August + 6 months → 28/29 February).
 */
export function addMonthsInZone(instant: Date, months: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return zoned(instant, timeZone).add({ months }).toDate();
}

/** The day key of a wall-clock date. */
export const dayKeyOfWall = (w: Pick<WallClock, 'y' | 'm' | 'd'>): string => new CalendarDate(w.y, w.m, w.d).toString();

/** A calendar date, or null when it does not exist (30 February, month 13). */
export function calendarDate(y: number, m: number, d: number): CalendarDate | null {
  const date = new CalendarDate(y, m, d);
  return date.year === y && date.month === m && date.day === d && m >= 1 && d >= 1 ? date : null;
}

// ── Calendar days as 'YYYY-MM-DD' keys

/** The day ('2026-11-24') an instant falls on in the zone. */
export const dayKeyOf = (instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string =>
  toCalendarDate(zoned(instant, timeZone)).toString();

/** Calendar arithmetic on day keys (no zone involved: a day is a day). */
export const addDays = (key: string, days: number): string => parseDate(key).add({ days }).toString();

/** The same day `months` later, clamped to the month's last day. */
export const addMonths = (key: string, months: number): string => parseDate(key).add({ months }).toString();

/** The Monday of the key's week. */
export const startOfWeek = (key: string): string => startOfLocaleWeek(parseDate(key), 'en-AU', 'mon').toString();

/** The first day of the key's month. */
export const startOfMonth = (key: string): string => parseDate(key).set({ day: 1 }).toString();

/** Midnights already worked out, by zone and day (the month view asks for the same 43 on every request). */
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 20_000;

/**
 * The instant a day starts in the zone: local midnight, whatever its offset. A day lasts 23 hours when daylight
 * saving starts and 25 when it ends. Kept once worked out: finding the offset asks Intl for the zone's wall clock
 * several times, which was a quarter of the server's time answering the month view's 42 days.
 */
export function midnightOf(key: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const memo = `${timeZone} ${key}`;
  let at = midnights.get(memo);
  if (at === undefined) {
    at = toZoned(parseDate(key), timeZone).toDate().getTime();
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.delete(midnights.keys().next().value as string);
    midnights.set(memo, at);
  }
  return new Date(at);
}

/** The local day that contains an instant: [start, end). */
export function localDayOf(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  const key = dayKeyOf(instant, timeZone);
  return { start: midnightOf(key, timeZone), end: midnightOf(addDays(key, 1), timeZone) };
}

/**
 * The instant on another day at the same local time of day: 9:30 am stays 9:30 am, before and after a
 * daylight-saving change (the UTC offset is that of the new day).
 */
export function moveToDay(instant: Date | string, key: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const day = parseDate(key);
  return zoned(instant, timeZone).set({ year: day.year, month: day.month, day: day.day }).toDate();
}

// ── Form fields

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the date and time fields of a form: { date: '2026-11-24', time: '09:30' } in the zone. */
export function toLocalInput(iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): { date: string; time: string } {
  const z = zoned(iso, timeZone);
  return { date: toCalendarDate(z).toString(), time: `${pad(z.hour)}:${pad(z.minute)}` };
}

/** A form's date ('2026-11-24') and time ('09:30', default 9 am) in the zone as an ISO instant; null if invalid. */
export function fromLocalInput(date: string, time: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const d = date.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const t = (time || '09:00').match(/^(\d{1,2}):(\d{2})$/);
  if (!d || !t) return null;
  const day = calendarDate(Number(d[1]), Number(d[2]), Number(d[3]));
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (!day || hour > 23 || minute > 59) return null;
  return instantOf({ y: day.year, m: day.month, d: day.day, hour, minute }, timeZone).toISOString();
}

// ── Display, en-AU in the zone

/** How a form names the zone its times are in: 'Melbourne time' for Australia/Melbourne. */
export const zoneTimeLabel = (timeZone: string = DEFAULT_TIME_ZONE): string =>
  `${(timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')} time`;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat('en-AU', { timeZone, ...options });
    formatters.set(id, f);
  }
  return f;
}

/** An instant as text in the zone, with Intl's options. */
export const formatInstant = (iso: string | Date, timeZone: string, options: Intl.DateTimeFormatOptions): string =>
  formatter(timeZone, options).format(new Date(iso));

/** A day key as text: a calendar date, so no zone is involved. */
export const formatDayKey = (key: string, options: Intl.DateTimeFormatOptions): string =>
  formatter('UTC', options).format(parseDate(key).toDate('UTC'));

/** 'Tue 24 Nov 2026, 9:30 am' in the zone. */
export const formatDateTime = (iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatInstant(iso, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });

/** '3 March 2026': a day key ('2026-03-03') as documents and their emails write it (the web's `dayText` too). */
export const formatLongDay = (key: string): string => formatDayKey(key, { day: 'numeric', month: 'long', year: 'numeric' });

/** '3 March 2026': the day an instant falls on in the zone, through `formatLongDay`. */
export const formatLongDate = (iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string => formatLongDay(dayKeyOf(iso, timeZone));

/** '24 Nov 2026, 9:30 am' in the zone. */
export const formatMediumDateTime = (iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatInstant(iso, timeZone, { dateStyle: 'medium', timeStyle: 'short' });

/** A wall-clock time as the app shows it, 12-hour as the time fields do: 8, 0 → '8:00 am'; 17, 30 → '5:30 pm'. */
const clockText = (hour: number, minute: number): string => `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;

/** '9:30 am' in the zone. */
export function timeText(iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const w = wallClockOf(iso, timeZone);
  return clockText(w.hour, w.minute);
}

/** A stored 24-hour time of day ('08:00', '17:30') as the app shows it: '8:00 am', '5:30 pm'. */
export function timeOfDayText(hhmm: string): string {
  const [hour, minute] = hhmm.split(':').map(Number);
  return clockText(hour, minute);
}

/** '9am', '9:30am': the calendar pills' short time. */
export function shortTimeText(iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const w = wallClockOf(iso, timeZone);
  return `${w.hour % 12 || 12}${w.minute ? `:${pad(w.minute)}` : ''}${w.hour < 12 ? 'am' : 'pm'}`;
}
