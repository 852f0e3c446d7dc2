import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { type FormTemplateOf, type FormTemplateQuery, formTemplateRead } from './form-template-query.ts';
import { createFormTemplateSchema } from './schemas.ts';
import { parseDefinition } from './template-definition.ts';

/**
 * Admin and manager create a form template: its name, the job and equipment types it attaches to, and its fields
 * (version 1). Answers the template read with the caller's selection.
 */
export async function createFormTemplate<Q extends FormTemplateQuery = typeof formTemplateRead>(
  ctx: Context,
  input: unknown,
  query = formTemplateRead as Q,
): Promise<FormTemplateOf<Q>> {
  const user = requireAbility(ctx, 'manageFormTemplates');
  await requireActiveSubscription(ctx);
  const data = parseInput(createFormTemplateSchema, input);
  const definition = parseDefinition(data.definition);
  const created = await ctx.db.formTemplate.create({
    ...query,
    data: {
      orgId: user.orgId,
      name: data.name,
      description: data.description ?? null,
      jobTypes: data.jobTypes ?? [],
      equipmentTypes: data.equipmentTypes ?? [],
      versions: { create: { orgId: user.orgId, version: 1, definition: definition as object, createdById: user.userId } },
    },
  });
  return created as FormTemplateOf<Q>;
}
