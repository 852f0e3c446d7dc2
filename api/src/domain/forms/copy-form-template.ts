import type { Context } from '../../context.ts';
import { notFound, parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { type FormTemplateOf, type FormTemplateQuery, formTemplateRead, NEWEST_VERSION, templateMessages } from './form-template-query.ts';
import { copyFormTemplateSchema } from './schemas.ts';

/**
 * Admin and manager copy a template: a new template (version 1) with the newest fields and the description, named
 * "<name> (copy)" unless a name is given. The copy attaches to no job or equipment type until someone sets them, so
 * new jobs never get the same form twice.
 */
export async function copyFormTemplate<Q extends FormTemplateQuery = typeof formTemplateRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = formTemplateRead as Q,
): Promise<FormTemplateOf<Q>> {
  const user = requireAbility(ctx, 'manageFormTemplates');
  await requireActiveSubscription(ctx);
  const { name } = parseInput(copyFormTemplateSchema, input ?? {});
  const source = await ctx.db.formTemplate.findFirst({
    where: { id },
    select: { name: true, description: true, versions: { ...NEWEST_VERSION, select: { definition: true } } },
  });
  if (!source?.versions[0]) throw notFound(templateMessages.notFound);
  const created = await ctx.db.formTemplate.create({
    ...query,
    data: {
      orgId: user.orgId,
      name: name ?? `${source.name} (copy)`.slice(0, 200),
      description: source.description,
      versions: {
        create: { orgId: user.orgId, version: 1, definition: source.versions[0].definition as object, createdById: user.userId },
      },
    },
  });
  return created as FormTemplateOf<Q>;
}
