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

/** Cancelled work is not completed; completed work is not completed twice. */
export const canComplete = (status: string, isCompleted: boolean) => status !== 'cancelled' && !isCompleted;

export const jobMessages = {
  titleRequired: 'Title is required',
  noConfirmationToken: 'No confirmation token available for this job',
  notFound: 'Job not found',
  completedNotFound: 'Completed job not found',
  alreadyCompleted: 'This job has already been completed',
  cancelledCannotComplete: 'A cancelled job cannot be completed',
} as const;
