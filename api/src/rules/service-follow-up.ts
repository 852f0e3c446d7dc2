// Completing a Service job books the next service of each unit that has a service interval (spec part 1 §2
// "Job creation" help text). Pure: shared by the API and the web app.
import { addMonthsInZone, DEFAULT_TIME_ZONE } from './zoned-time.ts';

/** Shown under the job type on the job form. */
export const SERVICE_FOLLOW_UP_HELP =
  "Completing a Service job automatically creates a follow-up job based on the equipment's service interval: one visit for the units due on the same day.";

/** The follow-up visit: the interval after the visit (or after completion when it was never scheduled), same local time. */
export function followUpDate(visit: Date, intervalMonths: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return addMonthsInZone(visit, intervalMonths, timeZone);
}

/** 'Service: Daikin split', 'Service: Daikin split and Ducted unit', 'Service: A, B and C'. */
export function followUpTitle(equipmentNames: string | readonly string[]): string {
  const names = typeof equipmentNames === 'string' ? [equipmentNames] : equipmentNames;
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const title = `Service: ${list}`;
  return title.length <= 200 ? title : `Service: ${names.length} units`;
}

/**
 * The units of one completed service grouped into follow-up visits: the units whose next service falls on the same
 * day (same interval, so same date and time) share one visit; units with different intervals get one visit per date.
 * Visits come soonest first, units by name within a visit.
 */
export function followUpVisits<U extends { name: string; serviceIntervalMonths: number }>(
  units: readonly U[],
  visit: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { scheduledAt: Date; units: U[] }[] {
  const byDate = new Map<number, { scheduledAt: Date; units: U[] }>();
  for (const unit of units) {
    const scheduledAt = followUpDate(visit, unit.serviceIntervalMonths, timeZone);
    const group = byDate.get(scheduledAt.getTime()) ?? { scheduledAt, units: [] };
    group.units.push(unit);
    byDate.set(scheduledAt.getTime(), group);
  }
  return [...byDate.values()]
    .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime())
    .map((g) => ({ ...g, units: [...g.units].sort((a, b) => a.name.localeCompare(b.name)) }));
}
