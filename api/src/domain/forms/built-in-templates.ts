import type { Context } from '../../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../errors.ts';
import { BUILT_IN_FORMS, type BuiltInForm, builtInForm } from '../../rules/built-in-forms/index.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { requireAbility } from '../policy.ts';
import { type FormTemplateOf, type FormTemplateQuery, formTemplateRead } from './form-template-query.ts';
import { parseDefinition } from './template-definition.ts';

// The templates Spanner ships (rules/built-in-forms/): listed with whether the organisation has added each, and added
// as an ordinary template of its own (`builtInKey` set, version 1 = the shipped fields) that it may then change.

export interface BuiltInFormTemplate extends BuiltInForm {
  /** The organisation's template added from it (archived ones too), or null. */
  addedTemplateId: string | null;
}

export const builtInMessages = {
  notFound: 'Built-in form template not found',
  alreadyAdded: (name: string, templateName: string) =>
    `${name} is already added as "${templateName}": change that template, or copy it for a second one`,
} as const;

/** Every built-in template and whether the organisation added it: for those who manage templates. */
export async function listBuiltInFormTemplates(ctx: Context): Promise<BuiltInFormTemplate[]> {
  requireAbility(ctx, 'manageFormTemplates');
  const added = await ctx.db.formTemplate.findMany({
    where: { builtInKey: { in: BUILT_IN_FORMS.map((f) => f.key) } },
    select: { id: true, builtInKey: true },
    orderBy: { createdAt: 'asc' },
  });
  return BUILT_IN_FORMS.map((f) => ({ ...f, addedTemplateId: added.find((a) => a.builtInKey === f.key)?.id ?? null }));
}

/**
 * Adds a built-in template as the organisation's own: its name, description and fields (version 1), attached to no
 * job or equipment type until someone sets them. A key already added is refused (409) naming the template it became.
 */
export async function addBuiltInFormTemplate<Q extends FormTemplateQuery = typeof formTemplateRead>(
  ctx: Context,
  key: string,
  query = formTemplateRead as Q,
): Promise<FormTemplateOf<Q>> {
  const user = requireAbility(ctx, 'manageFormTemplates');
  const form = builtInForm(key);
  if (!form) throw notFound(builtInMessages.notFound);
  await requireActiveSubscription(ctx);
  const alreadyAdded = async () => {
    const existing = await ctx.db.formTemplate.findFirst({ where: { builtInKey: key }, select: { name: true } });
    return existing && new AppError('CONFLICT', builtInMessages.alreadyAdded(form.name, existing.name));
  };
  const added = await alreadyAdded();
  if (added) throw added;
  const definition = parseDefinition(form.definition);
  // Two adds at the same instant: the database keeps one template per key (FormTemplate_orgId_builtInKey_key).
  const created = await ctx.db.formTemplate
    .create({
      ...query,
      data: {
        orgId: user.orgId,
        name: form.name,
        description: form.description,
        builtInKey: form.key,
        versions: { create: { orgId: user.orgId, version: 1, definition: definition as object, createdById: user.userId } },
      },
    })
    .catch(async (e) => {
      throw (isUniqueViolation(e) && (await alreadyAdded())) || e;
    });
  return created as FormTemplateOf<Q>;
}
