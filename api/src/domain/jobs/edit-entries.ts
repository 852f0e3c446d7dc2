import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { entryMessages } from '../../rules/job-charges.ts';
import { findVisibleJob } from './find-job.ts';
import { addNoteSchema, correctHoursSchema, correctPartSchema } from './schemas.ts';

// The job diary's entries (notes, hours, parts) are corrected or removed by anyone who sees the job, until the job
// is completed: completion charged them, so from then on every change is refused (409) and the record stays
// as it was charged.

type Kind = 'note' | 'hours' | 'part';
export const TIMESHEET_HOURS = 'These hours come from a timesheet: change the shift instead';
const missing: Record<Kind, string> = {
  note: entryMessages.noteNotFound,
  hours: entryMessages.hoursNotFound,
  part: entryMessages.partNotFound,
};

/** The entry's job, once the viewer sees it and it is not completed; an entry of another job is not found. */
async function openEntry(ctx: Context, kind: Kind, jobId: string, entryId: string) {
  const user = requireUser(ctx);
  const job = await findVisibleJob(ctx, user, jobId, { id: true, completion: { select: { id: true } } });
  const where = { id: entryId, jobId };
  const found =
    kind === 'note'
      ? await ctx.db.jobNote.findFirst({ where, select: { id: true } })
      : kind === 'hours'
        ? await ctx.db.jobHours.findFirst({ where, select: { id: true, shiftSegmentId: true } })
        : await ctx.db.jobPart.findFirst({ where, select: { id: true } });
  if (!found) throw notFound(missing[kind]);
  // Hours from a timesheet's work segment change with the shift (docs/timesheets.md): the two always agree.
  if ('shiftSegmentId' in found && found.shiftSegmentId) throw new AppError('CONFLICT', TIMESHEET_HOURS);
  if (job.completion) throw new AppError('CONFLICT', entryMessages.lockedAfterCompletion);
  return where;
}

export async function updateJobNote(
  ctx: Context,
  jobId: string,
  noteId: string,
  input: unknown,
  query: { select?: Prisma.JobNoteSelect; include?: Prisma.JobNoteInclude } = {},
) {
  const { text } = parseInput(addNoteSchema, input);
  const where = await openEntry(ctx, 'note', jobId, noteId);
  await ctx.db.jobNote.updateMany({ where, data: { text } });
  return ctx.db.jobNote.findFirstOrThrow({ ...query, where });
}

export async function updateJobHours(
  ctx: Context,
  jobId: string,
  hoursId: string,
  input: unknown,
  query: { select?: Prisma.JobHoursSelect; include?: Prisma.JobHoursInclude } = {},
) {
  const data = parseInput(correctHoursSchema, input);
  const where = await openEntry(ctx, 'hours', jobId, hoursId);
  // A field left out is undefined here, which Prisma leaves as it is; a description cleared is null.
  await ctx.db.jobHours.updateMany({ where, data: { hours: data.hours, description: data.description } });
  return ctx.db.jobHours.findFirstOrThrow({ ...query, where });
}

export async function updateJobPart(
  ctx: Context,
  jobId: string,
  partId: string,
  input: unknown,
  query: { select?: Prisma.JobPartSelect; include?: Prisma.JobPartInclude } = {},
) {
  const data = parseInput(correctPartSchema, input);
  const where = await openEntry(ctx, 'part', jobId, partId);
  await ctx.db.jobPart.updateMany({ where, data: { partName: data.partName, quantity: data.quantity } });
  return ctx.db.jobPart.findFirstOrThrow({ ...query, where });
}

/** Removes a note, hours entry or part from a job that is not completed. */
export async function deleteJobEntry(ctx: Context, kind: Kind, jobId: string, entryId: string) {
  const where = await openEntry(ctx, kind, jobId, entryId);
  if (kind === 'note') await ctx.db.jobNote.deleteMany({ where });
  else if (kind === 'hours') await ctx.db.jobHours.deleteMany({ where });
  else await ctx.db.jobPart.deleteMany({ where });
}

export type JobEntryKind = Kind;
