import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { findVisibleForm } from './find-visible-form.ts';

/** A Prisma selection GraphQL passes through; REST reads use `formItemRead`. */
export type FormItemQuery = { select?: Prisma.JobFormItemSelect; include?: Prisma.JobFormItemInclude };
export const formItemRead = {
  include: { equipment: { select: { id: true, name: true, assetTag: true } } },
} as const satisfies FormItemQuery;
export type FormItemOf<Q extends FormItemQuery> = Prisma.JobFormItemGetPayload<Q>;

/**
 * The items a submitted form recorded (docs/forms.md → Test and tag), in row order, on a job the caller sees: each
 * row's unit, result, test date and next test due. A form that recorded none answers []; another is 'Form not found'.
 */
export async function listFormItems<Q extends FormItemQuery = typeof formItemRead>(
  ctx: Context,
  formId: string,
  query = formItemRead as Q,
): Promise<FormItemOf<Q>[]> {
  await findVisibleForm(ctx, requireUser(ctx), formId, { select: { id: true } });
  return formItemsOf(ctx, formId, query);
}

/** The items of a form the caller has already read (GraphQL's JobForm.items). */
export async function formItemsOf<Q extends FormItemQuery = typeof formItemRead>(
  ctx: Context,
  formId: string,
  query = formItemRead as Q,
): Promise<FormItemOf<Q>[]> {
  return (await ctx.db.jobFormItem.findMany({ ...query, where: { formId }, orderBy: { row: 'asc' } })) as FormItemOf<Q>[];
}
