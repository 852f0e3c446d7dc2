// Completing a Service job books the next service of each unit that has a service interval (spec part 1 §2
// "Job creation" help text). Pure: shared by the API and the web app.
import { addMonthsInZone, DEFAULT_TIME_ZONE } from './zoned-time.ts';

/** Shown under the job type on the job form. */
export const SERVICE_FOLLOW_UP_HELP =
  "Completing a Service job automatically creates a follow-up job for each piece of equipment, based on the equipment's service interval.";

/** The follow-up visit: the interval after the visit (or after completion when it was never scheduled), same local time. */
export function followUpDate(visit: Date, intervalMonths: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return addMonthsInZone(visit, intervalMonths, timeZone);
}

export const followUpTitle = (equipmentName: string) => `Service: ${equipmentName}`;
