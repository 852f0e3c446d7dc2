import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { updateMemberSchema } from './schemas.ts';
import { assertAnotherAdmin, assertMayManage, findMember, lockTeam } from './team-guards.ts';

/** Admin and manager change a member's role or colour; the last admin keeps the admin role. */
export async function updateMember(ctx: Context, id: string, input: unknown) {
  const viewer = requireAbility(ctx, 'manageTeam');
  const data = parseInput(updateMemberSchema, input);
  return ctx.db.$transaction(async (tx) => {
    await lockTeam(tx, viewer.orgId);
    const member = await findMember(tx, id);
    if (data.role && data.role !== member.role) {
      assertMayManage(viewer, [member.role, data.role]);
      if (member.role === 'admin') await assertAnotherAdmin(tx, member.id);
    }
    return tx.user.update({ where: { id: member.id }, data });
  });
}
