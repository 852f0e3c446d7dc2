// How long a job's visit is booked for (the week view sizes each job by it). Pure: the API validates it,
// the job form offers the choices and the schedule draws jobs with it. Jobs without one are drawn as an hour.

/** The booking a job without a duration is drawn as: the standard one-hour visit. */
export const DEFAULT_VISIT_MINUTES = 60;
export const MIN_VISIT_MINUTES = 15;
/** A full working day and a half; longer work is split into visits. */
export const MAX_VISIT_MINUTES = 12 * 60;
export const VISIT_STEP_MINUTES = 15;

export const durationMessage = 'Duration must be 15 minutes to 12 hours, in steps of 15 minutes';

export const isVisitMinutes = (n: number) =>
  Number.isInteger(n) && n >= MIN_VISIT_MINUTES && n <= MAX_VISIT_MINUTES && n % VISIT_STEP_MINUTES === 0;

/** What the job form offers. */
export const DURATION_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480] as const;

/** '30 min', '1 hour', '1.5 hours', '8 hours'. */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${Number.isInteger(hours) ? hours : hours.toFixed(2).replace(/0$/, '')} hours`;
}
