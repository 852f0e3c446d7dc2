import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { JobPart, JobPhoto, Prisma } from '../../db/generated/client.ts';
import { chargesFor, chargesTotals, LABOUR_PRESET_NAME, type ListPrice, priceKey, unpricedParts } from '../../rules/job-charges.ts';
import { priceOfName } from '../item-presets/prices-by-name.ts';
import { can } from '../policy.ts';
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

/** What a job read selects to price its charges: the diary's own lists in the diary's order, so GraphQL reads them once. */
export const runningChargesSelect = {
  id: true,
  hours: { orderBy: newestFirst, select: { hours: true } },
  // Whole rows: the parts not on the price list are answered as they are (GraphQL's JobCharges.unpricedParts).
  parts: { orderBy: newestFirst },
  ...quotedItemsSelect,
} satisfies Prisma.JobSelect;

type ChargesSource = Prisma.JobGetPayload<{ select: typeof runningChargesSelect }>;

/**
 * The job's charges so far, by the rule completion charges them (the quoted lines, labour from the hours, parts from the price
 * list, $0 when not on it): the lines, the subtotal, GST and total, and the parts not on the price list.
 */
export async function jobRunningCharges(ctx: Context, jobId: string) {
  return chargesOf(ctx, await findVisibleJob(ctx, requireUser(ctx), jobId, runningChargesSelect));
}

/**
 * The charges of a job read with `runningChargesSelect` (GraphQL's Job.runningCharges, beside the rest of the job):
 * priced from what was read with it when the viewer sees every job or the job came from their own scoped read
 * (getJob), else read again through the viewer's scope (a job reached through another relation, a follow-up's original).
 */
export function runningChargesOf(ctx: Context, job: ChargesSource) {
  if (can({ user: requireUser(ctx) }, 'seeAllJobs') || readInScope.has(job)) return chargesOf(ctx, job);
  return jobRunningCharges(ctx, job.id);
}

/** Jobs answered by a read through the viewer's own scope (getJob): what was read with them is theirs to see. */
export const readInScope = new WeakSet<object>();

async function chargesOf(ctx: Context, job: ChargesSource) {
  // Each price through the request's batch, which the parts' own prices (JobPart.price) join: one read for both.
  const names = [LABOUR_PRESET_NAME, ...job.parts.map((p) => p.partName)];
  const found = await Promise.all(names.map((name) => priceOfName(ctx, name)));
  const prices = new Map<string, ListPrice>();
  names.forEach((name, i) => {
    const price = found[i];
    if (price && !prices.has(priceKey(name))) prices.set(priceKey(name), price);
  });
  const quoted = quotedItemsOf(job);
  const lines = chargesFor({ hours: job.hours, parts: job.parts, prices, ...quoted });
  return { lines, taxMode: quoted.taxMode, ...chargesTotals(lines, quoted.taxMode), unpricedParts: unpricedParts(job.parts, prices) };
}
