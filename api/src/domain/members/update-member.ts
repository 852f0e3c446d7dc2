import { sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { updateMemberSchema } from './schemas.ts';
import { assertAnotherAdmin, assertMayManage, findMember, lockTeam } from './team-guards.ts';

/**
 * Admin and manager change a member's role or colour. The member rule covers every field: only an admin changes
 * anything of an admin's (or makes one); the last admin keeps the admin role.
 */
export async function updateMember(ctx: Context, id: string, input: unknown) {
  const viewer = requireAbility(ctx, 'manageTeam');
  const data = parseInput(updateMemberSchema, input);
  const { before, after } = await ctx.db.$transaction(async (tx) => {
    await lockTeam(tx, viewer.orgId);
    const member = await findMember(tx, viewer.orgId, id);
    assertMayManage(viewer, [member.role, data.role]);
    if (data.role && data.role !== member.role && member.role === 'admin') await assertAnotherAdmin(tx, viewer.orgId, member.id);
    return { before: member, after: await tx.user.update({ where: { id: member.id }, data }) };
  });
  // Requests read the role afresh; live streams are told, so they re-check what the member may still see.
  if (after.role !== before.role) sessionsRevoked({ userId: after.id, sessionIds: 'all', reason: 'role-change' });
  return after;
}
