// Job statuses and types (spec part 1 §4, part 2 §4). Pure: shared by the API and the web app.

export const JOB_STATUSES = ['new', 'scheduled', 'confirmed', 'in_progress', 'done', 'cancelled'] as const;
export type JobStatusValue = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatusValue, string> = {
  new: 'New',
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** Done or cancelled work is closed; everything else is still open (a follow-up that is open blocks a duplicate). */
export const CLOSED_STATUSES: readonly JobStatusValue[] = ['done', 'cancelled'];
export const isOpenStatus = (status: string) => !CLOSED_STATUSES.includes(status as JobStatusValue);

/**
 * The jobs list's views: what a technician and a dispatcher need first. `upcoming` (the
 * default) is open work today and later, soonest first (done and cancelled work has left it); `overdue` is open work scheduled before today,
 * nearest to today first; `unscheduled` is open work with no visit yet, newest first; `all` is every job, newest
 * schedule first with the unscheduled on top.
 */
export const JOB_VIEWS = ['upcoming', 'overdue', 'unscheduled', 'all'] as const;
export type JobViewValue = (typeof JOB_VIEWS)[number];
export const DEFAULT_JOB_VIEW: JobViewValue = 'upcoming';

export const JOB_VIEW_LABELS: Record<JobViewValue, string> = {
  upcoming: 'Today & upcoming',
  overdue: 'Overdue',
  unscheduled: 'Unscheduled',
  all: 'All',
};

export const JOB_TYPES = ['service', 'repair', 'installation', 'other'] as const;
export type JobTypeValue = (typeof JOB_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobTypeValue, string> = {
  service: 'Service',
  repair: 'Repair',
  installation: 'Installation',
  other: 'Other',
};

/** Confirm Job is offered only for a new job that has a confirmation token (part 2 §4). */
export const canConfirm = (status: string, hasConfirmationToken: boolean) => status === 'new' && hasConfirmationToken;

/**
 * The bookings a customer may still confirm through the link texted to them: a booked visit that has not started —
 * New or Scheduled — and is not confirmed yet. Only these are texted a confirmation link (the Send SMS dialog, the API,
 * the service board's booking): a link that cannot work is never sent or charged for.
 */
export const CUSTOMER_CONFIRMABLE_STATUSES = ['new', 'scheduled'] as const satisfies readonly JobStatusValue[];

export const customerCanConfirm = (status: string, confirmedAt: Date | string | null | undefined) =>
  !confirmedAt && (CUSTOMER_CONFIRMABLE_STATUSES as readonly string[]).includes(status);

/**
 * A job becomes done only through completion (which records the work, charges and follow-ups), and a completed job
 * stays done: an edit may not move a job into or out of done. Keeping done as it was is no change. Answers the
 * refusal, or null when the edit's status may stand.
 */
export function statusEditProblem(current: string, next: string | undefined, isCompleted: boolean, seen?: string): string | null {
  if (next === undefined || next === current) return null;
  if (next === 'done') return jobMessages.doneOnlyByComplete;
  if (isCompleted) return jobMessages.completedStaysDone;
  if (seen !== undefined && seen !== current) return jobMessages.statusChangedMeanwhile(current, seen, next);
  return null;
}

const label = (status: string) => JOB_STATUS_LABELS[status as JobStatusValue] ?? status;

/** Cancelled work is not completed; completed work is not completed twice. */
export const canComplete = (status: string, isCompleted: boolean) => status !== 'cancelled' && !isCompleted;

export const jobMessages = {
  titleRequired: 'Title is required',
  noConfirmationToken: 'No confirmation token available for this job',
  /** Why a job is not texted a confirmation link: its customer could not confirm it (customerCanConfirm). */
  confirmLinkUnavailable: (status: string, confirmedAt: Date | string | null | undefined) =>
    confirmedAt || status === 'confirmed'
      ? 'This booking is already confirmed, so there is no confirmation link to text'
      : `This job is ${label(status)}, so its customer can no longer confirm it: only a New or Scheduled job is texted a confirmation link`,
  notFound: 'Job not found',
  completedNotFound: 'Completed job not found',
  alreadyCompleted: 'This job has already been completed',
  /** The organisation's forms setting blocks completing a job with required forms not submitted (docs/forms.md). */
  formsRequired: (names: string[]) => `Submit the required forms before completing this job: ${names.join(', ')}`,
  cancelledCannotComplete: 'A cancelled job cannot be completed',
  doneOnlyByComplete: 'Use Complete to mark a job done: it records the work, its charges and any follow-up',
  completedStaysDone: 'This job has been completed, so its status stays Done',
  /** A status change made from one status (offline, say) reaching a job someone else has moved on since. */
  statusChangedMeanwhile: (now: string, seen: string, wanted: string) =>
    `This job is now ${label(now)}: it was changed while your move from ${label(seen)} to ${label(wanted)} was waiting, so yours was not made`,
  /** A completion made from one status (offline, say) reaching a job someone else has moved on since. */
  completedMeanwhile: (now: string, seen: string) =>
    `This job is now ${label(now)}: it was changed while your completion from ${label(seen)} was waiting, so the job was not completed`,
} as const;
