import { sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { removeAvatarFile } from '../accounts/upload-avatar.ts';
import { requireAbility } from '../policy.ts';
import { assertAnotherAdmin, assertMayManage, findMember, lockTeam } from './team-guards.ts';

export const CANNOT_REMOVE_SELF = "You can't remove yourself from the team. Ask another admin to do it.";

/**
 * Admin and manager remove a member: their sessions and live streams end with them; jobs keep their history (links are cleared).
 * Nobody removes themselves, and the last admin stays.
 */
export async function removeMember(ctx: Context, id: string) {
  const viewer = requireAbility(ctx, 'manageTeam');
  if (id === viewer.userId) throw new AppError('BAD_REQUEST', CANNOT_REMOVE_SELF);
  const removed = await ctx.db.$transaction(async (tx) => {
    await lockTeam(tx, viewer.orgId);
    const member = await findMember(tx, id);
    assertMayManage(viewer, [member.role]);
    if (member.role === 'admin') await assertAnotherAdmin(tx, member.id);
    await tx.user.delete({ where: { id: member.id } });
    return member;
  });
  sessionsRevoked(ctx, { userId: removed.id });
  await removeAvatarFile(ctx, removed.avatarUrl);
  return removed;
}
