import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Answers, CheckedAnswers } from '../../rules/form-answers.ts';
import { photoIdsOf } from '../../rules/form-answers.ts';
import type { FormDefinition } from '../../rules/form-definition.ts';
import { requireAbility } from '../policy.ts';
import { findVisibleForm } from './find-visible-form.ts';
import { formMessages } from './job-form-query.ts';

/**
 * The form a caller fills: they hold fillForms and see its job (office roles every job, a technician the jobs they
 * are on or created — the jobs' own rule). Any other form, another organisation's too, is 'Form not found'.
 */
export async function formForFilling(ctx: Context, formId: string) {
  const user = requireAbility(ctx, 'fillForms');
  const form = await findVisibleForm(ctx, user, formId, {
    select: {
      id: true,
      jobId: true,
      status: true,
      answers: true,
      revision: true,
      updatedAt: true,
      templateVersion: { select: { definition: true } },
    },
  });
  return { user, form, definition: form.templateVersion.definition as unknown as FormDefinition, answers: form.answers as Answers };
}

/** Refuses answers with problems: each by its field's key, the first as the message. Nothing is written. */
export function refuseProblems(checked: CheckedAnswers): void {
  const messages = Object.values(checked.fieldErrors);
  if (messages.length) throw new AppError('VALIDATION', messages[0] as string, { fieldErrors: checked.fieldErrors });
}

/** Every photo and signature answer names one of the job's photos (uploaded through the job's photo upload). */
export async function requirePhotosOnJob(ctx: Context, jobId: string, definition: FormDefinition, answers: Answers): Promise<void> {
  const named = photoIdsOf(definition, answers);
  if (!named.length) return;
  const found = await ctx.db.jobPhoto.findMany({
    where: { jobId, id: { in: [...new Set(named.map((p) => p.photoId))] } },
    select: { id: true },
  });
  const onJob = new Set(found.map((p) => p.id));
  const fieldErrors: Record<string, string> = {};
  for (const p of named) if (!onJob.has(p.photoId)) fieldErrors[p.fieldKey] ??= formMessages.photoNotOnJob(p.label);
  refuseProblems({ answers, fieldErrors });
}

/** Refuses a write made from an older read of the form (`fromUpdatedAt`, an offline copy's): someone changed it since. */
export function refuseIfChangedSince(form: { updatedAt: Date }, fromUpdatedAt: string | undefined): void {
  if (fromUpdatedAt && form.updatedAt.getTime() !== Date.parse(fromUpdatedAt))
    throw new AppError('CONFLICT', formMessages.changedMeanwhile);
}
