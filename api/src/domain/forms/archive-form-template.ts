import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { type FormTemplateOf, type FormTemplateQuery, formTemplateRead, templateMessages } from './form-template-query.ts';

/**
 * Admin and manager archive a template (or bring it back): an archived template attaches to no new job and cannot
 * be added by hand; the forms made from it stay as they are.
 */
export async function archiveFormTemplate<Q extends FormTemplateQuery = typeof formTemplateRead>(
  ctx: Context,
  id: string,
  archived: boolean,
  query = formTemplateRead as Q,
): Promise<FormTemplateOf<Q>> {
  requireAbility(ctx, 'manageFormTemplates');
  const { count } = await ctx.db.formTemplate.updateMany({ where: { id }, data: { archivedAt: archived ? new Date() : null } });
  if (count === 0) throw notFound(templateMessages.notFound);
  return (await ctx.db.formTemplate.findFirstOrThrow({ ...query, where: { id } })) as FormTemplateOf<Q>;
}
