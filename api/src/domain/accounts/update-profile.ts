import { requireUser } from '../../auth/guards.ts';
import { memberChanged } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import type { UserOf, UserQuery } from './account-query.ts';
import { assertEmailFree, rethrowEmailTaken } from './email-taken.ts';
import { updateProfileSchema } from './schemas.ts';

/** The caller's own name, email, colour and avatar style; answers their record read as `query` asks. */
export async function updateProfile<Q extends UserQuery = Record<string, never>>(
  ctx: Context,
  input: unknown,
  query = {} as Q,
): Promise<UserOf<Q>> {
  const viewer = requireUser(ctx);
  const data = parseInput(updateProfileSchema, input);
  if (data.email && data.email !== viewer.email) {
    await assertEmailFree(ctx, data.email);
  }
  const user = await ctx.db.user.update({ ...query, where: { id: viewer.userId }, data }).catch(rethrowEmailTaken);
  memberChanged(ctx, viewer.userId);
  return user as UserOf<Q>;
}
