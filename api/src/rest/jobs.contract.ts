import { z } from 'zod';
import {
  addHoursSchema,
  addNoteSchema,
  addPartSchema,
  completeJobSchema,
  createJobSchema,
  listJobsSchema,
  updateJobSchema,
} from '../domain/jobs/schemas.ts';
import { DEFAULT_PER_DAY, MAX_PER_DAY, MAX_RANGE_DAYS, MAX_SUMMARY_DAYS, rescheduleSchema } from '../domain/schedule/schemas.ts';
import { HISTORY_LIMIT } from '../rules/job-history.ts';
import { camelKeys, successJson } from '../views/account.views.ts';
import {
  chargeJson,
  completedEquipmentJson,
  completedJobDetailJson,
  completedJobJson,
  hoursJson,
  jobJson,
  noteJson,
  partJson,
  photoJson,
  pricedPartJson,
  runningChargesJson,
} from '../views/jobs.views.ts';
import { route } from './contract.ts';
import { paging } from './paging.ts';

// The jobs paths of spec part 1 §7 and part 2 §7 (SMS comes later), with the schedule's range and reschedule.
// Static segments (/api/jobs/completed, /api/jobs/create, /api/jobs/range, and the pickers)
// win over /api/jobs/{id} in the router.

/**
 * The REST body: snake_case or camelCase; the spec's single `equipmentId` and `assignedUserId` stand for the
 * lists the domain takes (null clears them).
 */
const jobBody = (input: unknown) => {
  const body = camelKeys(input) as Record<string, unknown>;
  if (!body || typeof body !== 'object') return body;
  const out = { ...body };
  if (out.equipmentIds === undefined && 'equipmentId' in out) out.equipmentIds = out.equipmentId ? [out.equipmentId] : [];
  if (out.assignedTechIds === undefined && 'assignedUserId' in out) out.assignedTechIds = out.assignedUserId ? [out.assignedUserId] : [];
  delete out.equipmentId;
  delete out.assignedUserId;
  return out;
};

const idParams = z.object({ id: z.string() });
const photoParams = z.object({ id: z.string(), photoId: z.string() });

/**
 * GET /api/jobs without a view answers every job (the view 'all'), as the spec documents the list for the native
 * clients; the web app and GraphQL callers ask for a view ('Today & upcoming' is GraphQL's default).
 */
const REST_JOB_VIEW = 'all';
const listQuery = z.preprocess((q) => {
  const query = camelKeys(q) as Record<string, unknown> | null;
  if (!query || typeof query !== 'object') return query;
  return query.view === undefined || query.view === '' ? { ...query, view: REST_JOB_VIEW } : query;
}, listJobsSchema.extend(paging));

/** start/end, also sent as from/to; techId (or technicianId). The domain reads and checks the values. */
const rangeFields = {
  start: z.string().optional(),
  end: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  techId: z.string().optional(),
  technicianId: z.string().optional(),
};
const rangeQuery = z.preprocess(camelKeys, z.object(rangeFields));
/** The range's query, and how many jobs each day lists. */
const daysQuery = z.preprocess(camelKeys, z.object({ ...rangeFields, perDay: z.string().optional() }));

const scheduleDayJson = z.object({ day: z.string(), count: z.number().int(), jobs: z.array(jobJson) });

const create = (path: string) =>
  route({
    method: 'POST',
    path,
    summary:
      'Create a job {title, jobType, description, customerId, scheduledAt, equipmentId or equipmentIds, assignedTechIds}; starts new with a confirmation token',
    access: 'user',
    body: z.preprocess(jobBody, createJobSchema),
    response: jobJson,
    status: 201,
  });

const completedPart = <T extends z.ZodType>(part: string, item: T) =>
  route({
    method: 'GET',
    path: `/api/jobs/completed/{id}/${part}`,
    summary: `The ${part} of a completed job`,
    access: 'user',
    params: idParams,
    response: z.array(item),
  });

export const jobsContract = {
  list: route({
    method: 'GET',
    path: '/api/jobs',
    summary:
      'Jobs in a view: all (the default: every job, newest schedule first, unscheduled on top), upcoming (open work today and later, soonest first: done and cancelled left out), overdue (open, before today, nearest first) or unscheduled (open, newest first); technicians get the jobs they are on or created. Optional view, status, search (title, job id, customer, equipment), limit (default 100, max 500) and offset; a Link header points to the next page',
    access: 'user',
    query: listQuery,
    response: z.array(jobJson),
  }),
  range: route({
    method: 'GET',
    path: '/api/jobs/range',
    summary: `The schedule: jobs scheduled in [start, end) (also from/to), soonest first, at most ${MAX_RANGE_DAYS} days. ISO instants, or dates and wall-clock times in the organisation's zone (a date alone is the whole local day, so from=2026-11-01&to=2026-11-30 is November). Optional techId; technicians get the jobs they are on or created`,
    access: 'user',
    query: rangeQuery,
    response: z.array(jobJson),
  }),
  days: route({
    method: 'GET',
    path: '/api/schedule/days',
    summary: `The month view: every day (the organisation's zone) that [start, end) touches (also from/to), at most ${MAX_SUMMARY_DAYS}, as {day: 'YYYY-MM-DD', count, jobs}: the number of jobs scheduled that day and the first perDay of them (1-${MAX_PER_DAY}, default ${DEFAULT_PER_DAY}), soonest first. Bounds as in /api/jobs/range; optional techId; technicians get the jobs they are on or created`,
    access: 'user',
    query: daysQuery,
    response: z.array(scheduleDayJson),
  }),
  schedule: route({
    method: 'PATCH',
    path: '/api/jobs/{id}/schedule',
    summary:
      'Reschedule a job {scheduledAt} (an ISO instant, kept exactly); the status stays as it was; done and cancelled jobs are not moved (409)',
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, rescheduleSchema),
    response: jobJson,
  }),
  create: create('/api/jobs'),
  createAlias: create('/api/jobs/create'),
  get: route({ method: 'GET', path: '/api/jobs/{id}', summary: 'One job', access: 'user', params: idParams, response: jobJson }),
  update: route({
    method: 'PUT',
    path: '/api/jobs/{id}',
    summary:
      'Update a job {title, description, status, fromStatus, scheduledAt, customerId, equipmentId or equipmentIds, assignedUserId or assignedTechIds}: only the fields sent change; with fromStatus (the status the change was made from) a status change reaching a job that has moved on since is refused (409)',
    access: 'user',
    params: idParams,
    body: z.preprocess(jobBody, updateJobSchema),
    response: jobJson,
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/jobs/{id}',
    summary: 'Delete a job with its notes, hours, parts, photos and completed record (admin and manager)',
    access: { can: 'deleteJobs' },
    params: idParams,
    response: successJson,
  }),
  confirm: route({
    method: 'POST',
    path: '/api/jobs/{id}/confirm',
    summary: 'Confirm Job: a new job with a confirmation token becomes confirmed',
    access: 'user',
    params: idParams,
    response: jobJson,
  }),
  complete: route({
    method: 'POST',
    path: '/api/jobs/{id}/complete',
    summary:
      'Complete a job {notes?, fromStatus?}: done, moved to the completed list with its charges; a Service job books its follow-ups; with fromStatus (the status it was completed from) a job that has moved on since is refused (409)',
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, completeJobSchema),
    response: z.object({
      success: z.boolean(),
      completed_job_id: z.string(),
      follow_up_job_ids: z.array(z.string()),
      completed_job: completedJobJson,
    }),
  }),
  notes: route({
    method: 'GET',
    path: '/api/jobs/{id}/notes',
    summary: 'Notes, newest first',
    access: 'user',
    params: idParams,
    response: z.array(noteJson),
  }),
  addNote: route({
    method: 'POST',
    path: '/api/jobs/{id}/notes',
    summary: 'Add a note {text}',
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, addNoteSchema),
    response: noteJson,
    status: 201,
  }),
  hours: route({
    method: 'GET',
    path: '/api/jobs/{id}/hours',
    summary: 'Hours logged, newest first',
    access: 'user',
    params: idParams,
    response: z.array(hoursJson),
  }),
  addHours: route({
    method: 'POST',
    path: '/api/jobs/{id}/hours',
    summary: 'Log hours {hours (0.5 to 8 in steps of 0.5), description}',
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, addHoursSchema),
    response: hoursJson,
    status: 201,
  }),
  parts: route({
    method: 'GET',
    path: '/api/jobs/{id}/parts',
    summary: 'Parts used, newest first, each with its price-list price (unit_price, total, tax_rate; null when not on the price list)',
    access: 'user',
    params: idParams,
    response: z.array(pricedPartJson),
  }),
  addPart: route({
    method: 'POST',
    path: '/api/jobs/{id}/parts',
    summary: 'Log a part {partName, quantity (1 to 10)}',
    access: 'user',
    params: idParams,
    body: z.preprocess(camelKeys, addPartSchema),
    response: pricedPartJson,
    status: 201,
  }),
  charges: route({
    method: 'GET',
    path: '/api/jobs/{id}/charges',
    summary:
      'What completing the job would charge: the quoted items (the lines of the quote it came from, as quoted), labour and parts, in tax_mode; subtotal, GST and total',
    access: 'user',
    params: idParams,
    response: runningChargesJson,
  }),
  photos: route({
    method: 'GET',
    path: '/api/jobs/{id}/photos',
    summary: 'Photos, newest first',
    access: 'user',
    params: idParams,
    response: z.array(photoJson),
  }),
  addPhoto: route({
    method: 'POST',
    path: '/api/jobs/{id}/photos',
    summary: 'Upload a photo (multipart, field photo): PNG, JPEG, WebP or GIF, at most MAX_UPLOAD_MB',
    access: 'user',
    params: idParams,
    file: { field: 'photo', stream: true },
    response: photoJson,
    status: 201,
  }),
  deletePhoto: route({
    method: 'DELETE',
    path: '/api/jobs/{id}/photos/{photoId}',
    summary: 'Remove a photo',
    access: 'user',
    params: photoParams,
    response: successJson,
  }),
  photoFile: route({
    method: 'GET',
    path: '/api/jobs/{id}/photos/{photoId}/file',
    summary: "A photo's image (members of the organisation who see the job)",
    access: 'user',
    params: photoParams,
    response: z.unknown(),
  }),
  customerHistory: route({
    method: 'GET',
    path: '/api/customers/{id}/jobs',
    summary: `A customer's job history: the jobs the caller sees (technicians: their own), newest schedule first with unscheduled on top, at most ${HISTORY_LIMIT} (GraphQL Customer.jobs)`,
    access: 'user',
    params: idParams,
    response: z.array(jobJson),
  }),
  equipmentHistory: route({
    method: 'GET',
    path: '/api/equipment/{id}/jobs',
    summary: `A unit's job history: the jobs it was on that the caller sees (technicians: their own), newest schedule first with unscheduled on top, at most ${HISTORY_LIMIT} (GraphQL Equipment.jobs)`,
    access: 'user',
    params: idParams,
    response: z.array(jobJson),
  }),
  completedList: route({
    method: 'GET',
    path: '/api/jobs/completed',
    summary: 'Completed jobs, newest first (has_invoice marks the invoiced ones); optional limit (default 100, max 500) and offset',
    access: 'user',
    query: z.object(paging),
    response: z.array(completedJobJson),
  }),
  completedGet: route({
    method: 'GET',
    path: '/api/jobs/completed/{id}',
    summary: 'A completed job with its charges, hours, parts, notes, photos and equipment',
    access: 'user',
    params: idParams,
    response: completedJobDetailJson,
  }),
  completedCharges: completedPart('charges', chargeJson),
  completedHours: completedPart('hours', hoursJson),
  completedParts: completedPart('parts', partJson),
  completedNotes: completedPart('notes', noteJson),
  completedPhotos: completedPart('photos', photoJson),
  completedEquipment: completedPart('equipment', completedEquipmentJson),
  completedDelete: route({
    method: 'DELETE',
    path: '/api/jobs/completed/{id}',
    summary: 'Delete a completed job, and the job it came from (admin and manager)',
    access: { can: 'deleteJobs' },
    params: idParams,
    response: successJson,
  }),
} as const;

/** A booking as the customer sees it behind the confirmation link (REST's snake_case of PublicBooking). */
export const publicBookingJson = z.object({
  title: z.string(),
  business_name: z.string(),
  /** How the customer reaches the business (its phone and email in Settings); null where it has none. */
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  time_zone: z.string(),
  address: z.string().nullable(),
  can_confirm: z.boolean(),
  confirmed_at: z.string().nullable(),
  /** When the customer asked for another time through the link (POST …/another-time); null when they have not. */
  reschedule_requested_at: z.string().nullable(),
  message: z.string().nullable(),
});

const bookingTokenParams = z.object({ token: z.string().max(200) });

export const publicJobsContract = {
  confirm: route({
    method: 'GET',
    path: '/api/public/jobs/confirm',
    summary:
      "The customer's confirmation link as first documented, no sign-in. A JSON client (Accept: application/json) confirms a new or scheduled booking once (an unknown token answers 404, a used one 409); a browser, a link preview or a mail scanner is sent (303) to the booking's page /c/{token}, which confirms nothing until the customer presses Confirm",
    access: 'public',
    query: z.object({ token: z.string().max(200).optional() }),
    response: z.object({
      success: z.boolean(),
      message: z.string(),
      job: z.object({ title: z.string(), scheduled_at: z.string().nullable(), business_name: z.string() }),
    }),
  }),
  booking: route({
    method: 'GET',
    path: '/api/public/bookings/{token}',
    summary:
      "The booking behind a confirmation link, no sign-in, changing nothing: business, job title, visit time and the organisation's zone, address, whether Confirm applies (404 when the token is unknown)",
    access: 'public',
    params: bookingTokenParams,
    response: publicBookingJson,
  }),
  confirmBooking: route({
    method: 'POST',
    path: '/api/public/bookings/{token}/confirm',
    summary:
      "The customer presses Confirm on the booking's page, no sign-in (the link's token is the credential): a new or scheduled booking becomes confirmed, once; 409 when already confirmed or no longer open to confirming (started, done, cancelled), 404 when unknown",
    access: 'public',
    params: bookingTokenParams,
    response: z.object({ message: z.string(), booking: publicBookingJson }),
  }),
  anotherTime: route({
    method: 'POST',
    path: '/api/public/bookings/{token}/another-time',
    summary:
      'The customer asks for another time instead of confirming, no sign-in, with an optional note {note} (500 characters): the job keeps its status, the office sees the request on the service board and the job; 409 when already confirmed or no longer open to confirming, 404 when unknown',
    access: 'public',
    params: bookingTokenParams,
    body: z.object({ note: z.string().nullable().optional() }).optional(),
    response: z.object({ message: z.string(), booking: publicBookingJson }),
  }),
} as const;
