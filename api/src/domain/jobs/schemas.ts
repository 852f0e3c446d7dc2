import { z } from 'zod';
import { entryMessages, isHoursChoice, PART_QUANTITY_MAX, PART_QUANTITY_MIN } from '../../rules/job-charges.ts';
import { durationMessage, isVisitMinutes } from '../../rules/job-duration.ts';
import { DEFAULT_JOB_VIEW, JOB_STATUSES, JOB_TYPES, JOB_VIEWS, jobMessages } from '../../rules/job-status.ts';
import { id, optionalId, optionalText, requiredText, searchText } from '../fields.ts';

// Input rules for jobs (spec part 1 §2 "Job creation", §5; part 2 §2 "Job edit", "Job notes", §5), with the
// spec's texts where it gives them.

const ids = (label: string, max: number) =>
  z.array(id(label), { error: `${label} must be a list of ids` }).max(max, `At most ${max} ${label.toLowerCase()} per job`);

const title = requiredText('Title', 200, jobMessages.titleRequired);

/** 'Service' or 'service'; '' or null for none. */
const jobType = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || null : v),
  z.enum(JOB_TYPES, { error: 'Job type must be Service, Repair, Installation or Other' }).nullable().optional(),
);

const status = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : v,
  z.enum(JOB_STATUSES, { error: 'Status must be new, scheduled, confirmed, in_progress, done or cancelled' }),
);

const scheduleMessage = 'Scheduled time must be a valid date and time';

/** A date-time string whose calendar date exists (JavaScript would read 30 February as 2 March). */
function parseInstant(v: string): Date {
  const date = new Date(v);
  const ymd = v.trim().match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (ymd && !Number.isNaN(date.getTime())) {
    const [y, m, d] = ymd.slice(1).map(Number);
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return new Date(Number.NaN);
  }
  return date;
}

/** An ISO instant (or a Date); '' or null for unscheduled. Years outside 2000–2100 are typing slips. */
const scheduledAt = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? parseInstant(v) : typeof v === 'number' ? new Date(v) : v),
  z
    .date({ error: scheduleMessage })
    .refine((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, scheduleMessage)
    .nullable()
    .optional(),
);

/** Minutes the visit is booked for; '' or null for the standard hour. */
const durationMinutes = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: durationMessage }).refine(isVisitMinutes, durationMessage).nullable().optional(),
);

const fields = {
  jobType,
  description: optionalText('Description', 5000),
  customerId: optionalId('Customer'),
  scheduledAt,
  durationMinutes,
  equipmentIds: ids('Equipment', 50).optional(),
  assignedTechIds: ids('Technicians', 20).optional(),
};

export const createJobSchema = z.object({ title, ...fields });

/** Only the fields sent change; a field sent as null (or '') is cleared; lists replace what was there. */
export const updateJobSchema = z.object({
  title: title.optional(),
  status: status.optional(),
  /**
   * The status the caller saw when they changed it (an offline change sent later): when the job has moved on since,
   * the change is refused (409) naming both, rather than overwriting what someone else decided.
   */
  fromStatus: status.optional(),
  ...fields,
});

export const listJobsSchema = z.object({
  /** 'all' (or nothing) for every status. */
  status: z.preprocess((v) => (v === 'all' || v === '' ? null : v), status.nullable().optional()),
  search: searchText,
  /** Today and upcoming (or nothing), overdue, unscheduled or all. */
  view: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? DEFAULT_JOB_VIEW : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(JOB_VIEWS, { error: 'View must be upcoming, overdue, unscheduled or all' }),
  ),
});

export const addNoteSchema = z.object({
  text: z
    .string({ error: entryMessages.noteRequired })
    .trim()
    .min(1, entryMessages.noteRequired)
    .max(10_000, 'Note must be at most 10,000 characters'),
});

export const addHoursSchema = z.object({
  hours: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: entryMessages.hoursRange }).refine(isHoursChoice, entryMessages.hoursRange),
  ),
  description: optionalText('Description', 1000),
});

export const addPartSchema = z.object({
  partName: z
    .string({ error: entryMessages.partNameRequired })
    .trim()
    .min(1, entryMessages.partNameRequired)
    .max(200, 'Part name must be at most 200 characters'),
  quantity: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: entryMessages.quantityRange })
      .int(entryMessages.quantityRange)
      .min(PART_QUANTITY_MIN, entryMessages.quantityRange)
      .max(PART_QUANTITY_MAX, entryMessages.quantityRange),
  ),
});

/**
 * A correction of an hours entry or a part names the fields it changes, each checked as when added; a field left out
 * keeps its value, so two people correcting different fields of one entry (the office online, a technician whose
 * change waited offline) both keep theirs. A correction that names no field is refused.
 */
const namesAField = (values: object) => Object.values(values).some((v) => v !== undefined);
export const correctHoursSchema = addHoursSchema.partial().refine(namesAField, 'Nothing to change: give the hours or a description');
export const correctPartSchema = addPartSchema.partial().refine(namesAField, 'Nothing to change: give the part name or a quantity');

export const completeJobSchema = z.object({
  notes: optionalText('Completion notes', 10_000),
  /** The status the job had when it was completed (offline, say): when it has moved on since, Complete is refused (409). */
  fromStatus: status.optional(),
});

export type CreateJobInput = z.output<typeof createJobSchema>;
export type UpdateJobInput = z.output<typeof updateJobSchema>;
export type ListJobsInput = z.output<typeof listJobsSchema>;
