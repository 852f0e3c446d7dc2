import { requireUser } from '../../auth/guards.ts';
import type { MemberProfile } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import { unauthenticated } from '../../errors.ts';

/** The signed-in user with their organisation and its subscription. */
export async function getMe(ctx: Context) {
  const viewer = requireUser(ctx);
  const user = await ctx.db.user.findUnique({ where: { id: viewer.userId }, include: { org: { include: { subscription: true } } } });
  if (!user) throw unauthenticated();
  return user;
}

/** Just the signed-in user's own record (behind /api/auth/me): as their session lookup read it, else one read. */
export async function getMyUser(ctx: Context): Promise<MemberProfile> {
  const viewer = requireUser(ctx);
  if (viewer.profile) return viewer.profile;
  const user = await ctx.db.user.findUnique({ where: { id: viewer.userId } });
  if (!user) throw unauthenticated();
  return user;
}
