import { memberChanged, sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { assertEmailFree, rethrowEmailTaken } from '../accounts/email-taken.ts';
import { requireAbility } from '../policy.ts';
import { type MemberOf, type MemberQuery, memberRead } from './member-query.ts';
import { updateMemberSchema } from './schemas.ts';
import { assertAnotherAdmin, assertMayManage, findMember, lockTeam } from './team-guards.ts';

/**
 * Admin and manager change a member's name, email, role or colour; an email is unique across Spanner (stored
 * lowercase) and the last admin keeps the admin role. A new role ends the member's live streams, so their clients
 * subscribe again under the new rights (their requests read it already).
 * The member rule covers every field: only an admin changes anything of an admin's (or makes one). Answers the
 * member read with the caller's selection.
 */
export async function updateMember<Q extends MemberQuery = typeof memberRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = memberRead as Q,
): Promise<MemberOf<Q>> {
  const viewer = requireAbility(ctx, 'manageTeam');
  const data = parseInput(updateMemberSchema, input);
  // Before the transaction: the check reads across organisations, outside the tenant's transaction.
  if (data.email) await assertEmailFree(ctx, data.email, id);
  const { updated, roleChanged } = await ctx.db.$transaction(async (tx) => {
    await lockTeam(tx, viewer.orgId);
    const member = await findMember(tx, id);
    assertMayManage(viewer, [member.role, data.role]);
    const roleChanged = !!data.role && data.role !== member.role;
    if (roleChanged && member.role === 'admin') await assertAnotherAdmin(tx, member.id);
    const updated = await tx.user.update({ ...query, where: { id: member.id }, data }).catch(rethrowEmailTaken);
    return { updated: updated as MemberOf<Q>, roleChanged };
  });
  if (roleChanged) sessionsRevoked(ctx, { userId: id }, 'rightsChanged');
  else memberChanged(ctx, id);
  return updated;
}
