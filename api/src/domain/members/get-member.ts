import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { type MemberOf, type MemberQuery, memberRead } from './member-query.ts';

export const MEMBER_NOT_FOUND = 'Member not found';

/** One member of the caller's organisation, with the caller's selection; another organisation's id is not found. */
export async function getMember<Q extends MemberQuery = typeof memberRead>(
  ctx: Context,
  id: string,
  query = memberRead as Q,
): Promise<MemberOf<Q>> {
  requireUser(ctx);
  const member = await ctx.db.user.findFirst({ ...query, where: { id } });
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member as MemberOf<Q>;
}
