import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { getStaff } from './get-staff.ts';
import { changeStaffRoleSchema, staffIdSchema } from './schemas.ts';
import { publishStaffChange } from './staff-changes.ts';
import { otherStaffMember, staffActor } from './staff-member.ts';
import { type StaffOf, type StaffQuery, staffRead } from './staff-query.ts';

/**
 * A support admin changes another staff member's role; their live streams restart under the new rights. Answers the
 * staff member read with the caller's selection.
 */
export async function changeStaffRole<Q extends StaffQuery = typeof staffRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = staffRead as Q,
): Promise<StaffOf<Q>> {
  const admin = requireAbility(ctx, 'manageStaff');
  const staffId = parseInput(staffIdSchema, id);
  const { role } = parseInput(changeStaffRoleSchema, input);
  const { updated, from } = await supportAdminScope(ctx).$transaction(async (tx) => {
    const member = await otherStaffMember(tx, admin, staffId, 'change the role of');
    if (member.role === role) return { updated: null, from: role };
    const updated = (await tx.supportStaff.update({ ...query, where: { id: staffId }, data: { role } })) as StaffOf<Q>;
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.role_change',
      entity: 'support_staff',
      entityId: staffId,
      data: { from: member.role, to: role },
      ip: ctx.meta.ip,
    });
    return { updated, from: member.role };
  });
  if (from !== role) publishStaffChange(ctx, { staffId, kind: 'ROLE_CHANGED' });
  return updated ?? getStaff(ctx, staffId, query);
}
