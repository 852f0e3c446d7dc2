import { z } from 'zod';
import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

// The organisation's forms setting (docs/forms.md → Completing a job): whether a job whose required forms are not
// all submitted may be completed. Off (the default), Complete asks first and may go on; on, it is refused.

export interface FormSettings {
  blockCompletion: boolean;
}

export const formSettingsSchema = z
  .object({ blockCompletion: z.boolean({ error: 'Say whether required forms block completing a job' }) })
  .strict();

/** Every member reads it: the job screen's Complete follows it. */
export async function getFormSettings(ctx: Context): Promise<FormSettings> {
  requireUser(ctx);
  const org = await ctx.db.organization.findFirstOrThrow({ select: { formsBlockCompletion: true } });
  return { blockCompletion: org.formsBlockCompletion };
}

/** Those who manage the templates (admin, manager) set it. */
export async function updateFormSettings(ctx: Context, input: unknown): Promise<FormSettings> {
  const user = requireAbility(ctx, 'manageFormTemplates');
  const { blockCompletion } = parseInput(formSettingsSchema, input ?? {});
  const org = await ctx.db.organization.update({
    where: { id: user.orgId },
    data: { formsBlockCompletion: blockCompletion },
    select: { formsBlockCompletion: true },
  });
  return { blockCompletion: org.formsBlockCompletion };
}
