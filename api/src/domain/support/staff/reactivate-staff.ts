import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { getStaff } from './get-staff.ts';
import { staffIdSchema } from './schemas.ts';
import { publishStaffChange } from './staff-changes.ts';
import { otherStaffMember, staffActor } from './staff-member.ts';
import { type StaffOf, type StaffQuery, staffRead } from './staff-query.ts';

/**
 * A support admin lets a deactivated staff member sign in again (with their old password; no session comes back).
 * Answers the staff member read with the caller's selection.
 */
export async function reactivateStaff<Q extends StaffQuery = typeof staffRead>(
  ctx: Context,
  id: string,
  query = staffRead as Q,
): Promise<StaffOf<Q>> {
  const admin = requireAbility(ctx, 'manageStaff');
  const staffId = parseInput(staffIdSchema, id);
  const { updated, changed } = await supportAdminScope(ctx).$transaction(async (tx) => {
    const member = await otherStaffMember(tx, admin, staffId, 'reactivate');
    if (member.active) return { updated: null, changed: false };
    const updated = (await tx.supportStaff.update({ ...query, where: { id: staffId }, data: { active: true } })) as StaffOf<Q>;
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.reactivate',
      entity: 'support_staff',
      entityId: staffId,
      ip: ctx.meta.ip,
    });
    return { updated, changed: true };
  });
  if (changed) publishStaffChange(ctx, { staffId, kind: 'REACTIVATED' });
  return updated ?? getStaff(ctx, staffId, query);
}
