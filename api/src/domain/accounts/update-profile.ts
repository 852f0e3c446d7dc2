import { requireUser } from '../../auth/guards.ts';
import { memberChanged } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { assertEmailFree, rethrowEmailTaken } from './email-taken.ts';
import { updateProfileSchema } from './schemas.ts';

/** The caller's own name, email, colour and avatar style. */
export async function updateProfile(ctx: Context, input: unknown) {
  const viewer = requireUser(ctx);
  const data = parseInput(updateProfileSchema, input);
  if (data.email && data.email !== viewer.email) {
    await assertEmailFree(ctx, data.email);
  }
  const user = await ctx.db.user
    .update({ where: { id: viewer.userId }, data, include: { org: { include: { subscription: true } } } })
    .catch(rethrowEmailTaken);
  memberChanged(ctx, viewer.userId);
  return user;
}
