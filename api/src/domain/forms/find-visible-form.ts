import type { UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { jobScope } from '../jobs/job-query.ts';
import { formMessages, type JobFormOf, type JobFormQuery } from './job-form-query.ts';

/**
 * What `query` asks of a form on a job the viewer sees (office roles every job, a technician the jobs they are on or
 * created). Another organisation's form, or one on a job the viewer does not see, is answered like a missing one:
 * 'Form not found'.
 */
export async function findVisibleForm<Q extends JobFormQuery>(ctx: Context, user: UserViewer, id: string, query: Q): Promise<JobFormOf<Q>> {
  const form = await ctx.db.jobForm.findFirst({ ...query, where: { id, job: jobScope(user) } });
  if (!form) throw notFound(formMessages.notFound);
  return form as JobFormOf<Q>;
}
