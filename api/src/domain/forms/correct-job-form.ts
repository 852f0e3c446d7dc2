import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, parseInput } from '../../errors.ts';
import { checkAnswers, mergeAnswers } from '../../rules/form-answers.ts';
import { signaturesToRenew } from '../../rules/sign-again.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { formForFilling, refuseProblems, requirePhotosOnJob } from './form-access.ts';
import { publishFormChange } from './job-changes.ts';
import { formMessages, type JobFormOf, type JobFormQuery, jobFormRead } from './job-form-query.ts';
import { formItemsSetting, recordFormItems } from './record-form-items.ts';
import { correctFormSchema } from './schemas.ts';

export const CORRECTION_RACE = 'Someone corrected this form at the same time: open it again and repeat your correction';

/**
 * Corrects a submitted form: the answers sent replace theirs (null clears one), the result must still be complete
 * (and a changed statement signed again on its sign-on sheets: rules/sign-again.ts), and the answers before are kept as a revision with who, when and why. The form's revision goes up by one.
 */
export async function correctJobForm<Q extends JobFormQuery = typeof jobFormRead>(
  ctx: Context,
  formId: string,
  input: unknown,
  query = jobFormRead as Q,
): Promise<JobFormOf<Q>> {
  const { answers: changes, reason } = parseInput(correctFormSchema, input);
  await requireActiveSubscription(ctx);
  const { user, form, definition, answers } = await formForFilling(ctx, formId);
  if (form.status !== 'submitted') throw new AppError('CONFLICT', formMessages.notSubmitted);
  const checked = checkAnswers(definition, mergeAnswers(answers, changes), 'submit');
  refuseProblems(checked);
  refuseProblems({ answers: checked.answers, fieldErrors: signaturesToRenew(definition, answers, checked.answers) });
  await requirePhotosOnJob(ctx, form.jobId, definition, checked.answers);
  const items = await formItemsSetting(ctx, formId, definition);
  await ctx.db
    .$transaction(async (tx) => {
      await tx.jobFormRevision.create({
        data: { orgId: user.orgId, formId, revision: form.revision, answers: answers as object, reason, correctedById: user.userId },
      });
      const { count } = await tx.jobForm.updateMany({
        where: { id: formId, status: 'submitted', revision: form.revision },
        data: { answers: checked.answers as object, revision: form.revision + 1, updatedById: user.userId },
      });
      if (count === 0) throw new AppError('CONFLICT', CORRECTION_RACE);
      if (items) await recordFormItems(tx as Db, { ...items, answers: checked.answers, submittedAt: items.submittedAt ?? new Date() });
    })
    .catch((e: { code?: string }) => {
      throw e.code === 'P2002' ? new AppError('CONFLICT', CORRECTION_RACE) : e;
    });
  await publishFormChange(ctx, { orgId: user.orgId, jobId: form.jobId, formId });
  return (await ctx.db.jobForm.findFirstOrThrow({ ...query, where: { id: formId } })) as JobFormOf<Q>;
}
