import type { Context } from '../../context.ts';
import { AppError, notFound, parseInput } from '../../errors.ts';
import { sameDefinition } from '../../rules/form-definition.ts';
import { requireAbility } from '../policy.ts';
import { type FormTemplateOf, type FormTemplateQuery, formTemplateRead, templateMessages } from './form-template-query.ts';
import { updateFormTemplateSchema } from './schemas.ts';
import { parseDefinition } from './template-definition.ts';

export const VERSION_RACE = 'Someone saved this template at the same time: open it again and repeat your change';

/**
 * Admin and manager change a template: name, description, what it attaches to, and its fields. Fields that differ
 * from the newest version's are saved as a new version; the forms already made keep the version they were made
 * with (drafts too: their answers are never orphaned), and forms made from now on use the new one.
 */
export async function updateFormTemplate<Q extends FormTemplateQuery = typeof formTemplateRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = formTemplateRead as Q,
): Promise<FormTemplateOf<Q>> {
  const user = requireAbility(ctx, 'manageFormTemplates');
  const data = parseInput(updateFormTemplateSchema, input);
  const definition = data.definition === undefined ? undefined : parseDefinition(data.definition);
  const newest = await ctx.db.formTemplateVersion.findFirst({
    where: { templateId: id },
    orderBy: { version: 'desc' },
    select: { version: true, definition: true },
  });
  if (!newest) throw notFound(templateMessages.notFound);
  const newVersion = definition && !sameDefinition(newest.definition, definition) ? newest.version + 1 : null;
  await ctx.db
    .$transaction(async (tx) => {
      const { count } = await tx.formTemplate.updateMany({
        where: { id },
        data: {
          name: data.name,
          description: data.description,
          jobTypes: data.jobTypes,
          equipmentTypes: data.equipmentTypes,
          ...(newVersion ? { updatedAt: new Date() } : {}),
        },
      });
      if (count === 0) throw notFound(templateMessages.notFound);
      if (newVersion)
        await tx.formTemplateVersion.create({
          data: { orgId: user.orgId, templateId: id, version: newVersion, definition: definition as object, createdById: user.userId },
        });
    })
    .catch((e: { code?: string }) => {
      // Two saves of one template made the same version number: the second is refused, the first kept.
      throw e.code === 'P2002' ? new AppError('CONFLICT', VERSION_RACE) : e;
    });
  return (await ctx.db.formTemplate.findFirstOrThrow({ ...query, where: { id } })) as FormTemplateOf<Q>;
}
