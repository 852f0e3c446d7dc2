import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { findVisibleForm } from './find-visible-form.ts';
import { FORM_ORDER, type JobFormOf, type JobFormQuery, jobFormRead } from './job-form-query.ts';

/** A job's forms in the order they were added, for whoever sees the job; `requiredOnly`: what is still required. */
export async function listJobForms<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  jobId: string,
  filter: { stillRequired?: boolean } = {},
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>[]> {
  const user = requireUser(ctx);
  await findVisibleJob(ctx, user, jobId, { id: true });
  const where = { jobId, ...(filter.stillRequired ? { required: true, status: 'draft' as const } : {}) };
  return (await ctx.db.jobForm.findMany({ ...query, where, orderBy: FORM_ORDER })) as JobFormOf<Q>[];
}

/** One form on a job the caller sees; another is 'Form not found'. */
export async function getJobForm<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  formId: string,
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>> {
  return findVisibleForm(ctx, requireUser(ctx), formId, query);
}
