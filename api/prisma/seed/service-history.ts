// The service history from before the demo's calendar: as a business that moved to Spanner imports its units'
// last service dates, about a third of the sites with serviced units were last serviced before the calendar starts
// and are due now — a few weeks overdue, this week, this month or next month — so the service board opens with
// work to book. Those sites get no service visit in the calendar's past; some of them are booked in its future.
import { CalendarDate } from '@internationalized/date';
import type { CustomerSeed } from './customers.ts';
import type { EquipmentSeed } from './equipment.ts';
import { DEFAULT_SEED, mulberry32, Rng } from './random.ts';
import { addDays, type LocalDate, localDateOf, zonedTimeToUtc } from './time.ts';

/** Share of sites due for service now, the share of those already booked, and how far due dates spread (days). */
const DUE_SHARE = 0.35;
const BOOKED_SHARE = 0.4;
const EARLIEST_DUE_DAYS = -40;
const LATEST_DUE_DAYS = 60;

export interface DueSites {
  /** The due sites by customer, with the earliest time the calendar may give each a service visit. */
  serviceFrom: ReadonlyMap<string, number>;
}

/**
 * Sets the entered last service date of every unit with a date interval at the due sites (one date per site: its
 * units are serviced together) and says which sites they are. A random source of its own, so every other row of
 * the demo stays as it was.
 */
export function importServiceHistory(
  customers: readonly CustomerSeed[],
  equipment: EquipmentSeed[],
  now: Date,
  timeZone: string,
): DueSites {
  const rng = new Rng(mulberry32(DEFAULT_SEED + 29));
  const today = localDateOf(now, timeZone);
  const serviceFrom = new Map<string, number>();
  for (const customer of customers) {
    const units = equipment.filter((e) => e.customerId === customer.id && e.serviceIntervalMonths);
    if (units.length === 0 || !rng.chance(DUE_SHARE)) continue;
    serviceFrom.set(customer.id, rng.chance(BOOKED_SHARE) ? now.getTime() : Number.POSITIVE_INFINITY);
    const due = addDays(today, rng.int(EARLIEST_DUE_DAYS, LATEST_DUE_DAYS));
    for (const unit of units)
      unit.lastServiceEnteredAt = zonedTimeToUtc(monthsBefore(due, unit.serviceIntervalMonths ?? 0), 0, 0, timeZone);
  }
  return { serviceFrom };
}

function monthsBefore(date: LocalDate, months: number): LocalDate {
  const t = new CalendarDate(date.y, date.m, date.d).subtract({ months });
  return { y: t.year, m: t.month, d: t.day };
}
