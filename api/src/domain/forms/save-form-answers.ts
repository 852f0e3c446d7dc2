import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { checkAnswers, mergeAnswers } from '../../rules/form-answers.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { formForFilling, refuseIfChangedSince, refuseProblems, requirePhotosOnJob } from './form-access.ts';
import { publishFormChange } from './job-changes.ts';
import { formMessages, type JobFormOf, type JobFormQuery, jobFormRead } from './job-form-query.ts';
import { saveAnswersSchema } from './schemas.ts';

/** Saves that met another save of the same form in between are tried again this many times. */
const ATTEMPTS = 3;

/**
 * Saves some answers of a draft (each field sent replaces its answer, null clears it, the others stay): a draft may
 * be incomplete, never wrong. Answers with a problem are refused field by field and nothing is written. Offline
 * clients send each save with its Idempotency-Key (the transports apply a key once). Answers the form.
 */
export async function saveFormAnswers<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  formId: string,
  input: unknown,
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>> {
  const { answers: changes, fromUpdatedAt } = parseInput(saveAnswersSchema, input);
  await requireActiveSubscription(ctx);
  for (let attempt = 1; ; attempt++) {
    const { user, form, definition, answers } = await formForFilling(ctx, formId);
    if (form.status !== 'draft') throw new AppError('CONFLICT', formMessages.submitted);
    refuseIfChangedSince(form, fromUpdatedAt);
    const checked = checkAnswers(definition, mergeAnswers(answers, changes), 'draft');
    refuseProblems(checked);
    await requirePhotosOnJob(ctx, form.jobId, definition, checked.answers);
    // Only over the answers just read: a save in between is merged again rather than overwritten.
    const { count } = await ctx.db.jobForm.updateMany({
      where: { id: formId, status: 'draft', updatedAt: form.updatedAt },
      data: { answers: checked.answers as object, updatedById: user.userId },
    });
    if (count === 1) {
      await publishFormChange(ctx, { orgId: user.orgId, jobId: form.jobId, formId });
      return (await ctx.db.jobForm.findFirstOrThrow({ ...query, where: { id: formId } })) as JobFormOf<Q>;
    }
    if (attempt >= ATTEMPTS) throw new AppError('CONFLICT', 'The form changed while saving: please save again');
  }
}
