import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { findVisibleJob } from './find-job.ts';

// What was logged on a job, newest first: notes, hours, parts, photos. Anyone who sees the job reads them.

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

async function visible(ctx: Context, jobId: string) {
  await findVisibleJob(ctx, requireUser(ctx), jobId, { id: true });
}

export async function listJobNotes(ctx: Context, jobId: string) {
  await visible(ctx, jobId);
  return ctx.db.jobNote.findMany({ where: { jobId }, orderBy: newestFirst, include: { author: { select: { name: true } } } });
}

export async function listJobHours(ctx: Context, jobId: string) {
  await visible(ctx, jobId);
  return ctx.db.jobHours.findMany({ where: { jobId }, orderBy: newestFirst, include: { user: { select: { name: true } } } });
}

export async function listJobParts(ctx: Context, jobId: string) {
  await visible(ctx, jobId);
  return ctx.db.jobPart.findMany({ where: { jobId }, orderBy: newestFirst });
}

export async function listJobPhotos(ctx: Context, jobId: string) {
  await visible(ctx, jobId);
  return ctx.db.jobPhoto.findMany({ where: { jobId }, orderBy: newestFirst });
}

export type JobNoteRead = Prisma.JobNoteGetPayload<{ include: { author: { select: { name: true } } } }>;
export type JobHoursRead = Prisma.JobHoursGetPayload<{ include: { user: { select: { name: true } } } }>;
