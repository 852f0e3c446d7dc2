import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { notFound } from '../../errors.ts';
import { jobMessages } from '../../rules/job-status.ts';
import { requireAbility } from '../policy.ts';
import { removeJobWithRecords } from './delete-job.ts';
import { WRITING_KEY_NAME } from './entry-writer.ts';
import {
  type CompletedJobOf,
  type CompletedJobQuery,
  completedJobRead,
  completedJobScope,
  cursorVisible,
  type Paging,
} from './job-query.ts';

// The completed list (part 2 §2 "Completed jobs"): newest completion first; Invoiced when it has an invoice.

export const completedJobOrder: Prisma.CompletedJobOrderByWithRelationInput[] = [{ completedAt: 'desc' }, { id: 'desc' }];

/** The completed jobs the viewer sees (technicians: the ones of their jobs), a constant number of statements. */
export async function listCompletedJobs<
  Q extends CompletedJobQuery & Paging<Prisma.CompletedJobWhereUniqueInput> = typeof completedJobRead,
>(ctx: Context, query = completedJobRead as Q): Promise<CompletedJobOf<Q>[]> {
  const user = requireUser(ctx);
  const count = (w: { id: string }) => ctx.db.completedJob.count({ where: { ...w, ...completedJobScope(user) } });
  if (!(await cursorVisible(count, user, query.cursor))) return [];
  const rows = await ctx.db.completedJob.findMany({ ...query, where: completedJobScope(user), orderBy: completedJobOrder });
  return rows as CompletedJobOf<Q>[];
}

/** How many completed jobs the viewer sees (the connection's total count). */
export async function countCompletedJobs(ctx: Context): Promise<number> {
  const user = requireUser(ctx);
  return ctx.db.completedJob.count({ where: completedJobScope(user) });
}

export async function getCompletedJob<Q extends CompletedJobQuery = typeof completedJobRead>(
  ctx: Context,
  id: string,
  query = completedJobRead as Q,
): Promise<CompletedJobOf<Q>> {
  const user = requireUser(ctx);
  const row = await ctx.db.completedJob.findFirst({ ...query, where: { id, ...completedJobScope(user) } });
  if (!row) throw notFound(jobMessages.completedNotFound);
  return row as CompletedJobOf<Q>;
}

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** What a completed record shows beyond its own columns: charges and equipment snapshots, and the job's logs. */
export const completedJobDetail = {
  include: {
    job: {
      select: {
        _count: { select: { photos: true } },
        notes: { orderBy: newestFirst, include: { author: { select: { name: true } }, ...WRITING_KEY_NAME } },
        hours: { orderBy: newestFirst, include: { user: { select: { name: true } }, ...WRITING_KEY_NAME } },
        parts: { orderBy: newestFirst, include: WRITING_KEY_NAME },
        photos: { orderBy: newestFirst, include: WRITING_KEY_NAME },
        followUps: { select: { id: true }, orderBy: { scheduledAt: 'asc' as const } },
      },
    },
    charges: { orderBy: [{ position: 'asc' as const }, { kind: 'asc' as const }, { description: 'asc' as const }] },
    equipment: { orderBy: { equipmentName: 'asc' as const } },
  },
} as const satisfies CompletedJobQuery;

export type CompletedJobDetail = Prisma.CompletedJobGetPayload<typeof completedJobDetail>;

export function getCompletedJobDetail(ctx: Context, id: string): Promise<CompletedJobDetail> {
  return getCompletedJob(ctx, id, completedJobDetail);
}

/** Admins and managers delete a completed job, and with it the job and everything logged on it. */
export async function deleteCompletedJob(ctx: Context, id: string): Promise<{ id: string }> {
  const user = requireAbility(ctx, 'deleteJobs');
  const row = await ctx.db.completedJob.findFirst({ where: { id }, select: { id: true, jobId: true } });
  if (!row) throw notFound(jobMessages.completedNotFound);
  if (row.jobId) await removeJobWithRecords(ctx, user.orgId, row.jobId);
  else await ctx.db.completedJob.deleteMany({ where: { id } });
  return { id };
}
