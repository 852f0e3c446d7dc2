import { parseDate } from '@internationalized/date';
import { addDays, fromLocalInput } from '@rules/zoned-time';

// How the Book dialog spreads the chosen units over days and technicians. Pure: the dialog shows the plan row by
// row, and the booking mutation receives exactly these items (the server checks and books them all or none).

export interface PlanUnit {
  equipmentId: string;
  /** The technician this unit goes to (suggested: who serviced it last), or null when none is chosen yet. */
  technicianId: string | null;
}

export interface PlanSettings {
  /** The first day visits may go on (YYYY-MM-DD, the organisation's calendar). */
  firstDay: string;
  /** When each technician's first visit of a day starts (HH:MM). */
  startTime: string;
  /** How many visits one technician makes a day (1–12). */
  perDay: number;
  /** Minutes between one visit's start and the next (the visit length). */
  visitMinutes: number;
  /** Saturday and Sunday are skipped unless this is set. */
  weekends: boolean;
}

export interface PlannedVisit {
  equipmentId: string;
  technicianId: string;
  /** The visit's day (YYYY-MM-DD) and start time (HH:MM), as the dialog shows them. */
  day: string;
  time: string;
  /** The same instant as an ISO string, what the server stores. */
  scheduledAt: string;
}

export const MAX_VISITS_PER_DAY = 12;

/** What is wrong with the settings, by field (empty when the plan can be made). */
export function settingsErrors(s: Partial<PlanSettings>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!s.firstDay) errors.firstDay = 'Choose the first day for the visits';
  if (!s.startTime || !/^\d{2}:\d{2}$/.test(s.startTime)) errors.startTime = 'Choose the time the first visit starts';
  if (!Number.isInteger(s.perDay) || (s.perDay ?? 0) < 1 || (s.perDay ?? 0) > MAX_VISITS_PER_DAY)
    errors.perDay = `Visits per day must be a whole number from 1 to ${MAX_VISITS_PER_DAY}`;
  else if (!errors.startTime && minutesOf(s.startTime as string) + ((s.perDay as number) - 1) * (s.visitMinutes ?? 60) >= 23 * 60)
    errors.perDay = 'The last visit of a day would start after 11 pm: start earlier or book fewer a day';
  return errors;
}

const isWeekend = (day: string) => {
  const weekday = parseDate(day).toDate('UTC').getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The n-th working day from the first (the first itself when it is one). */
function workingDay(first: string, n: number, weekends: boolean): string {
  let day = first;
  while (!weekends && isWeekend(day)) day = addDays(day, 1);
  for (let left = n; left > 0; left--) {
    day = addDays(day, 1);
    while (!weekends && isWeekend(day)) day = addDays(day, 1);
  }
  return day;
}

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

const timePlus = (hhmm: string, minutes: number): string => {
  const total = minutesOf(hhmm) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * Each unit with a technician gets a visit: a technician's units in the order given, `perDay` a day from the first
 * working day, one after another from the start time. Units without a technician are left out (the dialog asks).
 */
export function planBookings(units: PlanUnit[], s: PlanSettings, timeZone: string): PlannedVisit[] {
  const countByTech = new Map<string, number>();
  const visits: PlannedVisit[] = [];
  for (const unit of units) {
    if (!unit.technicianId) continue;
    const k = countByTech.get(unit.technicianId) ?? 0;
    countByTech.set(unit.technicianId, k + 1);
    const day = workingDay(s.firstDay, Math.floor(k / s.perDay), s.weekends);
    const time = timePlus(s.startTime, (k % s.perDay) * s.visitMinutes);
    visits.push({
      equipmentId: unit.equipmentId,
      technicianId: unit.technicianId,
      day,
      time,
      scheduledAt: fromLocalInput(day, time, timeZone) ?? '',
    });
  }
  return visits;
}
