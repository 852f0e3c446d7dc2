// Victorian public holidays, so the demo calendar is quiet on Christmas Day and Melbourne Cup day.
import { addDays, type LocalDate, weekday } from './time.ts';

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(y: number): LocalDate {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { y, m: month, d: day };
}

/** The nth given weekday (0 = Sunday) of a month. */
function nthWeekday(y: number, m: number, wd: number, n: number): LocalDate {
  const first = { y, m, d: 1 };
  const offset = (wd - weekday(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

const key = (d: LocalDate) => `${d.y}-${d.m}-${d.d}`;
const cache = new Map<number, Set<string>>();

function holidays(y: number): Set<string> {
  let set = cache.get(y);
  if (!set) {
    const easter = easterSunday(y);
    set = new Set(
      [
        { y, m: 1, d: 1 }, // New Year's Day
        { y, m: 1, d: 26 }, // Australia Day
        nthWeekday(y, 3, 1, 2), // Labour Day
        addDays(easter, -2), // Good Friday
        addDays(easter, 1), // Easter Monday
        { y, m: 4, d: 25 }, // Anzac Day
        nthWeekday(y, 6, 1, 2), // King's Birthday
        nthWeekday(y, 11, 2, 1), // Melbourne Cup
        { y, m: 12, d: 25 }, // Christmas Day
        { y, m: 12, d: 26 }, // Boxing Day
      ].map(key),
    );
    cache.set(y, set);
  }
  return set;
}

export function isVictorianPublicHoliday(date: LocalDate): boolean {
  return holidays(date.y).has(key(date));
}
