import { sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { updateMemberSchema } from './schemas.ts';
import { assertAnotherAdmin, assertMayManage, findMember, lockTeam } from './team-guards.ts';

/**
 * Admin and manager change a member's role or colour; the last admin keeps the admin role. A new role ends the
 * member's live streams, so their clients subscribe again under the new rights (their requests read it already).
 */
export async function updateMember(ctx: Context, id: string, input: unknown) {
  const viewer = requireAbility(ctx, 'manageTeam');
  const data = parseInput(updateMemberSchema, input);
  const { updated, roleChanged } = await ctx.db.$transaction(async (tx) => {
    await lockTeam(tx, viewer.orgId);
    const member = await findMember(tx, id);
    const roleChanged = !!data.role && data.role !== member.role;
    if (roleChanged) {
      assertMayManage(viewer, [member.role, data.role!]);
      if (member.role === 'admin') await assertAnotherAdmin(tx, member.id);
    }
    return { updated: await tx.user.update({ where: { id: member.id }, data }), roleChanged };
  });
  if (roleChanged) sessionsRevoked(ctx, { userId: updated.id }, 'rightsChanged');
  return updated;
}
