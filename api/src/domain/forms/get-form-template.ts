import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { type FormTemplateOf, type FormTemplateQuery, formTemplateRead, templateMessages } from './form-template-query.ts';

/** One of the organisation's form templates, archived ones too, for any member; another organisation's is not found. */
export async function getFormTemplate<Q extends FormTemplateQuery = typeof formTemplateRead>(
  ctx: Context,
  id: string,
  query = formTemplateRead as Q,
): Promise<FormTemplateOf<Q>> {
  requireUser(ctx);
  const found = await ctx.db.formTemplate.findFirst({ ...query, where: { id } });
  if (!found) throw notFound(templateMessages.notFound);
  return found as FormTemplateOf<Q>;
}
