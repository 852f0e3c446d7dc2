import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pricesByName } from '../domain/item-presets/prices-by-name.ts';
import { addJobHours, addJobNote, addJobPart } from '../domain/jobs/add-entries.ts';
import { completeJob } from '../domain/jobs/complete-job.ts';
import { deleteCompletedJob, getCompletedJobDetail, listCompletedJobs } from '../domain/jobs/completed-jobs.ts';
import { confirmJob } from '../domain/jobs/confirm-job.ts';
import { confirmJobByToken, getBooking, type PublicBooking, requestAnotherTime } from '../domain/jobs/confirm-job-by-token.ts';
import { createJob } from '../domain/jobs/create-job.ts';
import { deleteJob } from '../domain/jobs/delete-job.ts';
import { getJob } from '../domain/jobs/get-job.ts';
import { completedJobRead } from '../domain/jobs/job-query.ts';
import { jobRunningCharges, listJobHours, listJobNotes, listJobParts, listJobPhotos } from '../domain/jobs/list-entries.ts';
import { listCustomerJobHistory, listEquipmentJobHistory } from '../domain/jobs/list-job-history.ts';
import { listJobRows } from '../domain/jobs/list-jobs.ts';
import { deleteJobPhoto, readJobPhoto, uploadJobPhotos } from '../domain/jobs/photos.ts';
import { updateJob } from '../domain/jobs/update-job.ts';
import { rangeJobRows } from '../domain/schedule/range-jobs.ts';
import { rescheduleJob } from '../domain/schedule/reschedule-job.ts';
import { scheduleDays } from '../domain/schedule/schedule-days.ts';
import { CSRF_HEADER } from '../http/origins.ts';
import { confirmPagePath } from '../rules/sms.ts';
import {
  entryIncludes,
  toChargeJson,
  toCompletedEquipmentJson,
  toCompletedJobDetailJson,
  toCompletedJobJson,
  toHoursJson,
  toJobJson,
  toNoteJson,
  toPhotoJson,
  toPricedPartJson,
  toRunningChargesJson,
} from '../views/jobs.views.ts';
import { type BoundRoute, implement } from './contract.ts';
import { jobsContract, type publicBookingJson, publicJobsContract } from './jobs.contract.ts';
import { page, pageQuery } from './paging.ts';

const ok = { success: true };

/** A schedule range as the REST routes take it: start/end (or from/to), techId (or technicianId). */
const rangeOf = (query: { start?: string; from?: string; end?: string; to?: string; techId?: string; technicianId?: string }) => ({
  start: query.start ?? query.from,
  end: query.end ?? query.to,
  technicianId: query.techId ?? query.technicianId,
});

export const jobsRoutes: BoundRoute[] = [
  ...implement(jobsContract, {
    async list({ ctx, query, req, reply }) {
      const { limit, offset, ...filters } = query;
      const at = pageQuery({ limit, offset });
      return page(await listJobRows(ctx, filters, at), at, req, reply).map((j) => toJobJson(j, ctx.user));
    },
    async range({ ctx, query }) {
      return (await rangeJobRows(ctx, rangeOf(query))).map((j) => toJobJson(j, ctx.user));
    },
    async days({ ctx, query }) {
      const days = await scheduleDays(ctx, { ...rangeOf(query), perDay: query.perDay });
      return days.map((d) => ({ ...d, jobs: d.jobs.map((j) => toJobJson(j, ctx.user)) }));
    },
    async schedule({ ctx, params, body }) {
      return toJobJson(await rescheduleJob(ctx, params.id, body), ctx.user);
    },
    async create({ ctx, body }) {
      return toJobJson(await createJob(ctx, body), ctx.user);
    },
    async createAlias({ ctx, body }) {
      return toJobJson(await createJob(ctx, body), ctx.user);
    },
    async get({ ctx, params }) {
      return toJobJson(await getJob(ctx, params.id), ctx.user);
    },
    async update({ ctx, params, body }) {
      return toJobJson(await updateJob(ctx, params.id, body), ctx.user);
    },
    async delete({ ctx, params }) {
      await deleteJob(ctx, params.id);
      return ok;
    },
    async confirm({ ctx, params }) {
      return toJobJson(await confirmJob(ctx, params.id), ctx.user);
    },
    async complete({ ctx, params, body }) {
      const { completedJob, followUpJobIds } = await completeJob(ctx, params.id, body);
      return {
        success: true,
        completed_job_id: completedJob.id,
        follow_up_job_ids: followUpJobIds,
        completed_job: toCompletedJobJson(completedJob),
      };
    },
    async customerHistory({ ctx, params }) {
      return (await listCustomerJobHistory(ctx, params.id)).map((j) => toJobJson(j, ctx.user));
    },
    async equipmentHistory({ ctx, params }) {
      return (await listEquipmentJobHistory(ctx, params.id)).map((j) => toJobJson(j, ctx.user));
    },
    async notes({ ctx, params }) {
      return (await listJobNotes(ctx, params.id)).map(toNoteJson);
    },
    async addNote({ ctx, params, body }) {
      return toNoteJson((await addJobNote(ctx, params.id, body, entryIncludes.note)) as never);
    },
    async hours({ ctx, params }) {
      return (await listJobHours(ctx, params.id)).map(toHoursJson);
    },
    async addHours({ ctx, params, body }) {
      return toHoursJson((await addJobHours(ctx, params.id, body, entryIncludes.hours)) as never);
    },
    async charges({ ctx, params }) {
      return toRunningChargesJson(await jobRunningCharges(ctx, params.id));
    },
    async parts({ ctx, params }) {
      const parts = await listJobParts(ctx, params.id);
      const prices = await pricesByName(
        ctx,
        parts.map((p) => p.partName),
      );
      return parts.map((p) => toPricedPartJson(p, prices));
    },
    async addPart({ ctx, params, body }) {
      const part = await addJobPart(ctx, params.id, body, entryIncludes.part);
      return toPricedPartJson(part, await pricesByName(ctx, [part.partName]));
    },
    async photos({ ctx, params }) {
      return (await listJobPhotos(ctx, params.id)).map(toPhotoJson);
    },
    async addPhoto({ ctx, params, file }) {
      const [photo] = await uploadJobPhotos(ctx, params.id, [file]);
      return toPhotoJson(photo);
    },
    async deletePhoto({ ctx, params }) {
      await deleteJobPhoto(ctx, params.id, params.photoId);
      return ok;
    },
    async photoFile({ ctx, params, reply }) {
      const file = await readJobPhoto(ctx, params.id, params.photoId);
      // A photo never changes (a new one gets a new id), and only the organisation may read it.
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType);
      return reply.send(file.stream);
    },
    async completedList({ ctx, query, req, reply }) {
      const at = pageQuery(query);
      const rows = await listCompletedJobs(ctx, { ...completedJobRead, take: at.take, skip: at.skip });
      return page(rows, at, req, reply).map(toCompletedJobJson);
    },
    async completedGet({ ctx, params }) {
      return toCompletedJobDetailJson(await getCompletedJobDetail(ctx, params.id));
    },
    async completedCharges({ ctx, params }) {
      return (await getCompletedJobDetail(ctx, params.id)).charges.map(toChargeJson);
    },
    async completedHours({ ctx, params }) {
      return toCompletedJobDetailJson(await getCompletedJobDetail(ctx, params.id)).hours;
    },
    async completedParts({ ctx, params }) {
      return toCompletedJobDetailJson(await getCompletedJobDetail(ctx, params.id)).parts;
    },
    async completedNotes({ ctx, params }) {
      return toCompletedJobDetailJson(await getCompletedJobDetail(ctx, params.id)).notes;
    },
    async completedPhotos({ ctx, params }) {
      return toCompletedJobDetailJson(await getCompletedJobDetail(ctx, params.id)).photos;
    },
    async completedEquipment({ ctx, params }) {
      return (await getCompletedJobDetail(ctx, params.id)).equipment.map(toCompletedEquipmentJson);
    },
    async completedDelete({ ctx, params }) {
      await deleteCompletedJob(ctx, params.id);
      return ok;
    },
  }),
  ...implement(publicJobsContract, {
    async confirm({ ctx, query, req, reply }) {
      const token = query.token ?? '';
      if (token && !isApiClient(req.headers)) return reply.redirect(confirmPagePath(token), 303);
      const r = await confirmJobByToken(ctx, token);
      return {
        success: true,
        message: r.message,
        job: { title: r.title, scheduled_at: r.scheduledAt?.toISOString() ?? null, business_name: r.businessName },
      };
    },
    async booking({ ctx, params, reply }) {
      reply.header('cache-control', 'no-store');
      return toPublicBookingJson(await getBooking(ctx, params.token));
    },
    async confirmBooking({ ctx, params }) {
      const confirmed = await confirmJobByToken(ctx, params.token);
      return { message: confirmed.message, booking: toPublicBookingJson({ ...confirmed, message: null }) };
    },
    async anotherTime({ ctx, params, body }) {
      const asked = await requestAnotherTime(ctx, params.token, body ?? {});
      return { message: asked.message, booking: toPublicBookingJson({ ...asked, message: null }) };
    },
  }),
];

/**
 * A request of a client that talks to the API — it asks for JSON (and not a page), or sends what Spanner's own
 * clients send on every call (a JSON content type, the CSRF header, a bearer token) — rather than someone opening
 * the link: a browser, a link preview or a mail scanner sends none of these, and must never confirm by opening it.
 */
function isApiClient(headers: FastifyRequest['headers']): boolean {
  const accept = String(headers.accept ?? '').toLowerCase();
  if (accept.includes('text/html')) return false;
  return (
    /application\/([\w.-]+\+)?json/.test(accept) ||
    /application\/json/i.test(String(headers['content-type'] ?? '')) ||
    headers[CSRF_HEADER] !== undefined ||
    headers.authorization !== undefined
  );
}

function toPublicBookingJson(b: PublicBooking): z.input<typeof publicBookingJson> {
  return {
    title: b.title,
    business_name: b.businessName,
    business_phone: b.businessPhone,
    business_email: b.businessEmail,
    scheduled_at: b.scheduledAt?.toISOString() ?? null,
    time_zone: b.timeZone,
    address: b.address,
    can_confirm: b.canConfirm,
    confirmed_at: b.confirmedAt?.toISOString() ?? null,
    reschedule_requested_at: b.rescheduleRequestedAt?.toISOString() ?? null,
    message: b.message,
  };
}
