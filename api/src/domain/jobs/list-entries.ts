import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { JobPart, JobPhoto, Prisma } from '../../db/generated/client.ts';
import { chargesFor, chargesTotals, unpricedParts } from '../../rules/job-charges.ts';
import { jobPriceList } from '../item-presets/prices-by-name.ts';
import { WRITING_KEY_NAME } from './entry-writer.ts';
import { findVisibleJob } from './find-job.ts';
import { quotedItemsOf, quotedItemsSelect } from './quoted-items.ts';

// What was logged on a job, newest first: notes, hours, parts, photos. Anyone who sees the job reads them.

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

async function visible(ctx: Context, jobId: string) {
  await findVisibleJob(ctx, requireUser(ctx), jobId, { id: true });
}

export async function listJobNotes(ctx: Context, jobId: string): Promise<JobNoteRead[]> {
  await visible(ctx, jobId);
  return ctx.db.jobNote.findMany({
    where: { jobId },
    orderBy: newestFirst,
    include: { author: { select: { name: true } }, ...WRITING_KEY_NAME },
  });
}

export async function listJobHours(ctx: Context, jobId: string): Promise<JobHoursRead[]> {
  await visible(ctx, jobId);
  return ctx.db.jobHours.findMany({
    where: { jobId },
    orderBy: newestFirst,
    include: { user: { select: { name: true } }, ...WRITING_KEY_NAME },
  });
}

export async function listJobParts(ctx: Context, jobId: string): Promise<JobPartRead[]> {
  await visible(ctx, jobId);
  return ctx.db.jobPart.findMany({ where: { jobId }, orderBy: newestFirst, include: WRITING_KEY_NAME });
}

export async function listJobPhotos(ctx: Context, jobId: string): Promise<JobPhotoRead[]> {
  await visible(ctx, jobId);
  return ctx.db.jobPhoto.findMany({ where: { jobId }, orderBy: newestFirst, include: WRITING_KEY_NAME });
}

/** An entry as the lists read it, with the name of the API key that wrote it (none when a person did). */
type KeyName = { apiKey?: { name: string } | null };
export type JobNoteRead = Prisma.JobNoteGetPayload<{ include: { author: { select: { name: true } } } }> & KeyName;
export type JobHoursRead = Prisma.JobHoursGetPayload<{ include: { user: { select: { name: true } } } }> & KeyName;
export type JobPartRead = JobPart & KeyName;
export type JobPhotoRead = JobPhoto & KeyName;

/**
 * The job's charges so far, by the rule completion charges them (the quoted lines, labour from the hours, parts from the price
 * list, $0 when not on it): the lines, the subtotal, GST and total, and the parts not on the price list.
 */
export async function jobRunningCharges(ctx: Context, jobId: string) {
  const job = await findVisibleJob(ctx, requireUser(ctx), jobId, {
    hours: { select: { hours: true } },
    // Whole rows: the parts not on the price list are answered as they are (GraphQL's JobCharges.unpricedParts).
    parts: { orderBy: newestFirst },
    ...quotedItemsSelect,
  });
  const prices = await jobPriceList(
    ctx,
    job.parts.map((p) => p.partName),
  );
  const quoted = quotedItemsOf(job);
  const lines = chargesFor({ hours: job.hours, parts: job.parts, prices, ...quoted });
  return { lines, taxMode: quoted.taxMode, ...chargesTotals(lines, quoted.taxMode), unpricedParts: unpricedParts(job.parts, prices) };
}
