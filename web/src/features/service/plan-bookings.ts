import { parseDate } from '@internationalized/date';
import { addDays, fromLocalInput, toLocalInput } from '@rules/zoned-time';

// How the Book dialog spreads the chosen units over days and technicians. Pure: the dialog shows the plan row by
// row, and the booking mutation receives exactly these items (the server checks and books them all or none).

export interface PlanUnit {
  equipmentId: string;
  /** The unit's customer: a technician's units of one customer share one visit (one Service job). */
  customerId?: string | null;
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

/** A job already on a technician's schedule: its day (YYYY-MM-DD) and its minutes from midnight, start and end. */
export interface BusyTime {
  technicianId: string;
  day: string;
  start: number;
  end: number;
}

/** The busy times of one technician's day, keyed for the plan. */
const busyKey = (technicianId: string, day: string) => `${technicianId}|${day}`;

/**
 * The jobs already on the schedule as busy times in the organisation's zone: a job without a duration is an hour; one
 * that runs past midnight keeps its day to the end.
 */
export function busyTimesOf(
  jobs: readonly { scheduledAt: string | null; durationMinutes: number | null; technicianIds: readonly string[] }[],
  timeZone: string,
  visitMinutes = 60,
): BusyTime[] {
  return jobs.flatMap((job) => {
    if (!job.scheduledAt) return [];
    const { date, time } = toLocalInput(new Date(job.scheduledAt), timeZone);
    const start = minutesOf(time);
    const end = Math.min(start + (job.durationMinutes ?? visitMinutes), 24 * 60);
    return job.technicianIds.map((technicianId) => ({ technicianId, day: date, start, end }));
  });
}

/**
 * Each unit with a technician gets a visit in that technician's free time: every working day from the first offers
 * `perDay` slots one after another from the start time, and a slot that overlaps a job already on their schedule is
 * skipped (the day's later slots and then the next working day take the visit). A technician's units of one customer
 * share one visit, booked as one Service job; visits go in the order of their first unit. Units without a technician
 * are left out (the dialog asks).
 */
export function planBookings(units: PlanUnit[], s: PlanSettings, timeZone: string, busy: readonly BusyTime[] = []): PlannedVisit[] {
  const busyByDay = new Map<string, BusyTime[]>();
  for (const b of busy) {
    const key = busyKey(b.technicianId, b.day);
    busyByDay.set(key, [...(busyByDay.get(key) ?? []), b]);
  }
  const isFree = (technicianId: string, day: string, start: number, end: number) =>
    !(busyByDay.get(busyKey(technicianId, day)) ?? []).some((b) => b.start < end && start < b.end);
  /** Where each technician's next visit may go: the working day's number and the slot in it. */
  const cursor = new Map<string, { dayIndex: number; slot: number }>();
  const first = minutesOf(s.startTime);
  const visits: PlannedVisit[] = [];
  const visitOfCustomer = new Map<string, PlannedVisit>();
  for (const unit of units) {
    if (!unit.technicianId) continue;
    const customerKey = unit.customerId ? `${unit.technicianId}|${unit.customerId}` : null;
    const shared = customerKey ? visitOfCustomer.get(customerKey) : undefined;
    if (shared) {
      visits.push({ ...shared, equipmentId: unit.equipmentId });
      continue;
    }
    const at = cursor.get(unit.technicianId) ?? { dayIndex: 0, slot: 0 };
    for (;;) {
      if (at.slot >= s.perDay) {
        at.dayIndex += 1;
        at.slot = 0;
      }
      const day = workingDay(s.firstDay, at.dayIndex, s.weekends);
      const start = first + at.slot * s.visitMinutes;
      at.slot += 1;
      if (!isFree(unit.technicianId, day, start, start + s.visitMinutes)) continue;
      const time = timePlus(s.startTime, start - first);
      const visit = {
        equipmentId: unit.equipmentId,
        technicianId: unit.technicianId,
        day,
        time,
        scheduledAt: fromLocalInput(day, time, timeZone) ?? '',
      };
      visits.push(visit);
      if (customerKey) visitOfCustomer.set(customerKey, visit);
      break;
    }
    cursor.set(unit.technicianId, at);
  }
  return visits;
}
