import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { writingKey } from './entry-writer.ts';
import { findVisibleJob } from './find-job.ts';
import { addHoursSchema, addNoteSchema, addPartSchema } from './schemas.ts';

// Notes, hours and parts on the Notes & Charges page (part 2 §2, §5). Anyone who sees the job adds them. Notes
// can be added at any time; hours and parts are what completion charged, so they are closed once completed.

/** The viewer, once the job is one they see and (for charges) not yet completed. */
export async function openJob(ctx: Context, jobId: string, forCharges: boolean) {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const job = await findVisibleJob(ctx, user, jobId, { id: true, completion: { select: { id: true } } });
  if (forCharges && job.completion) throw new AppError('CONFLICT', jobMessages.alreadyCompleted);
  return user;
}

export async function addJobNote(
  ctx: Context,
  jobId: string,
  input: unknown,
  query: { select?: Prisma.JobNoteSelect; include?: Prisma.JobNoteInclude } = {},
) {
  const { text } = parseInput(addNoteSchema, input);
  const user = await openJob(ctx, jobId, false);
  return ctx.db.jobNote.create({ ...query, data: { orgId: user.orgId, jobId, authorId: user.userId, text, ...writingKey(user) } });
}

export async function addJobHours(
  ctx: Context,
  jobId: string,
  input: unknown,
  query: { select?: Prisma.JobHoursSelect; include?: Prisma.JobHoursInclude } = {},
) {
  const data = parseInput(addHoursSchema, input);
  const user = await openJob(ctx, jobId, true);
  return ctx.db.jobHours.create({
    ...query,
    data: { orgId: user.orgId, jobId, userId: user.userId, hours: data.hours, description: data.description ?? null, ...writingKey(user) },
  });
}

export async function addJobPart(
  ctx: Context,
  jobId: string,
  input: unknown,
  query: { select?: Prisma.JobPartSelect; include?: Prisma.JobPartInclude } = {},
) {
  const data = parseInput(addPartSchema, input);
  const user = await openJob(ctx, jobId, true);
  return ctx.db.jobPart.create({
    ...query,
    data: { orgId: user.orgId, jobId, partName: data.partName, quantity: data.quantity, ...writingKey(user) },
  });
}
