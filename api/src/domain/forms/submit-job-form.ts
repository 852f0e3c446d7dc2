import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { checkAnswers, mergeAnswers } from '../../rules/form-answers.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { formForFilling, refuseIfChangedSince, refuseProblems, requirePhotosOnJob } from './form-access.ts';
import { publishFormChange } from './job-changes.ts';
import { formMessages, type JobFormOf, type JobFormQuery, jobFormRead } from './job-form-query.ts';
import { formItemsSetting, recordFormItems } from './record-form-items.ts';
import { submitFormSchema } from './schemas.ts';

/**
 * Submits a draft, with any last answers sent: only complete answers (every shown required field) are taken, else
 * the problems are answered field by field and the draft stays as it was. Once submitted a form is read-only (a
 * correction changes it). Queues `form.submitted` in the same transaction. Answers the form.
 */
export async function submitJobForm<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  formId: string,
  input: unknown,
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>> {
  const { answers: changes, fromUpdatedAt } = parseInput(submitFormSchema, input ?? {});
  await requireActiveSubscription(ctx);
  const { user, form, definition, answers } = await formForFilling(ctx, formId);
  if (form.status !== 'draft') throw new AppError('CONFLICT', formMessages.submitted);
  refuseIfChangedSince(form, fromUpdatedAt);
  const checked = checkAnswers(definition, mergeAnswers(answers, changes ?? {}), 'submit');
  refuseProblems(checked);
  await requirePhotosOnJob(ctx, form.jobId, definition, checked.answers);
  const now = new Date();
  const items = await formItemsSetting(ctx, formId, definition);
  await writeWithWebhooks(
    ctx,
    user.orgId,
    async (tx) => {
      const { count } = await tx.jobForm.updateMany({
        where: { id: formId, status: 'draft', updatedAt: form.updatedAt },
        data: {
          status: 'submitted',
          answers: checked.answers as object,
          submittedAt: now,
          submittedById: user.userId,
          updatedById: user.userId,
        },
      });
      if (count === 0) throw new AppError('CONFLICT', 'The form changed while submitting: open it again and submit');
      if (items) await recordFormItems(tx, { ...items, answers: checked.answers, submittedAt: now });
    },
    () => [{ type: 'form.submitted', id: formId }],
  );
  await publishFormChange(ctx, { orgId: user.orgId, jobId: form.jobId, formId });
  return (await ctx.db.jobForm.findFirstOrThrow({ ...query, where: { id: formId } })) as JobFormOf<Q>;
}
