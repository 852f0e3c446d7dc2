import { requireUser } from '../../auth/guards.ts';
import type { MemberProfile, UserViewer } from '../../auth/viewer.ts';
import type { Context } from '../../context.ts';
import { unauthenticated } from '../../errors.ts';
import type { UserOf, UserQuery } from './account-query.ts';

/** What `me` reads: the user with their organisation and its subscription. */
export const meRead = { include: { org: { include: { subscription: true } } } } as const satisfies UserQuery;
export type MeRecord = UserOf<typeof meRead>;

/**
 * A record of the signed-in user with the role they act as: an API key's record is its member's, but the key acts
 * as its own role capped by theirs (auth/api-keys.ts), and every `me` answers that role, as the policy reads it.
 */
function asActing<T extends object | null>(record: T, viewer: UserViewer): T {
  return record && 'role' in record ? { ...record, role: viewer.role } : record;
}

/** The signed-in user with their organisation and its subscription. */
export async function getMe(ctx: Context): Promise<MeRecord> {
  const viewer = requireUser(ctx);
  const user = await ctx.db.user.findUnique({ ...meRead, where: { id: viewer.userId } });
  if (!user) throw unauthenticated();
  return asActing(user, viewer);
}

/** Just the signed-in user's own record (behind /api/auth/me): as their session lookup read it, else one read. */
export async function getMyUser(ctx: Context): Promise<MemberProfile> {
  const viewer = requireUser(ctx);
  if (viewer.profile) return viewer.profile;
  const user = await ctx.db.user.findUnique({ where: { id: viewer.userId } });
  if (!user) throw unauthenticated();
  return asActing(user, viewer);
}

/**
 * The signed-in user's own record with the caller's selection: as their session lookup read it when the selection
 * asks only for what that read holds (no relation such as `org`), else one read. Null when signed out.
 */
export async function findViewerRecord<Q extends UserQuery>(ctx: Context, query: Q): Promise<UserOf<Q> | null> {
  if (!ctx.user) return null;
  const known = fromSession(query, ctx.user);
  if (known) return known as UserOf<Q>;
  return asActing(await ctx.db.user.findFirst({ ...query, where: { id: ctx.user.userId } }), ctx.user) as UserOf<Q> | null;
}

/** findViewerRecord for a caller who must be signed in. */
export async function getViewerRecord<Q extends UserQuery>(ctx: Context, query: Q): Promise<UserOf<Q>> {
  requireUser(ctx);
  const user = await findViewerRecord(ctx, query);
  if (!user) throw unauthenticated();
  return user;
}

function fromSession(query: UserQuery, viewer: UserViewer): MemberProfile | null {
  const profile = viewer.profile;
  if (!profile) return null;
  if (query.include && Object.keys(query.include).length > 0) return null;
  const select = (query.select ?? {}) as Record<string, unknown>;
  if (Object.entries(select).some(([key, value]) => value !== true || !(key in profile))) return null;
  // Only the fields of the profile are read from it (the query asked for no other).
  return profile;
}
