import { randomUUID } from 'node:crypto';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { findVisibleJob } from '../jobs/find-job.ts';
import { requireAbility } from '../policy.ts';
import { NEWEST_VERSION, templateMessages } from './form-template-query.ts';
import { publishFormChange } from './job-changes.ts';
import { type JobFormOf, type JobFormQuery, jobFormRead } from './job-form-query.ts';
import { addJobFormSchema } from './schemas.ts';

export const UNIT_NOT_ON_JOB = 'The unit is not on this job';

/**
 * A member who fills forms on the job adds one by hand: a template that is not archived (its newest version),
 * optionally about one of the job's units, required or not (not unless asked). Answers the new draft.
 */
export async function addJobForm<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  jobId: string,
  input: unknown,
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>> {
  const user = requireAbility(ctx, 'fillForms');
  await requireActiveSubscription(ctx);
  const data = parseInput(addJobFormSchema, input);
  const job = await findVisibleJob(ctx, user, jobId, { id: true, equipment: { select: { equipmentId: true } } });
  const template = await ctx.db.formTemplate.findFirst({
    where: { id: data.templateId },
    select: { archivedAt: true, versions: { ...NEWEST_VERSION, select: { id: true } } },
  });
  const versionId = template?.versions[0]?.id;
  if (!template || !versionId)
    throw new AppError('NOT_FOUND', templateMessages.notFound, { fieldErrors: { templateId: templateMessages.notFound } });
  if (template.archivedAt)
    throw new AppError('VALIDATION', templateMessages.archived, { fieldErrors: { templateId: templateMessages.archived } });
  const equipmentId = data.equipmentId ?? null;
  if (equipmentId && !job.equipment.some((e) => e.equipmentId === equipmentId))
    throw new AppError('VALIDATION', UNIT_NOT_ON_JOB, { fieldErrors: { equipmentId: UNIT_NOT_ON_JOB } });
  const id = randomUUID();
  const created = await ctx.db.jobForm.create({
    ...query,
    data: {
      id,
      orgId: user.orgId,
      jobId,
      templateVersionId: versionId,
      equipmentId,
      required: data.required ?? false,
      updatedById: user.userId,
    },
  });
  await publishFormChange(ctx, { orgId: user.orgId, jobId, formId: id });
  return created as JobFormOf<Q>;
}
