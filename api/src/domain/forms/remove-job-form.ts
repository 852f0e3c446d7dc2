import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { formForFilling } from './form-access.ts';
import { publishFormChange } from './job-changes.ts';
import { formMessages } from './job-form-query.ts';

/** Removes a draft form from its job (a submitted one stays: it is the job's record). */
export async function removeJobForm(ctx: Context, formId: string): Promise<void> {
  const { user, form } = await formForFilling(ctx, formId);
  if (form.status !== 'draft') throw new AppError('CONFLICT', formMessages.removeSubmitted);
  const { count } = await ctx.db.jobForm.deleteMany({ where: { id: formId, status: 'draft' } });
  if (count === 0) throw new AppError('CONFLICT', formMessages.removeSubmitted);
  await publishFormChange(ctx, { orgId: user.orgId, jobId: form.jobId, formId });
}
