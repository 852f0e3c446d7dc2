import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { staffIdSchema } from './schemas.ts';
import { publishStaffChange } from './staff-changes.ts';
import { otherStaffMember, staffActor } from './staff-member.ts';

/** A support admin lets a deactivated staff member sign in again (with their old password; no session comes back). */
export async function reactivateStaff(ctx: Context, id: unknown) {
  const admin = requireAbility(ctx, 'manageStaff');
  const staffId = parseInput(staffIdSchema, id);
  const { updated, changed } = await supportAdminScope(ctx).$transaction(async (tx) => {
    const member = await otherStaffMember(tx, admin, staffId, 'reactivate');
    if (member.active) return { updated: member, changed: false };
    const updated = await tx.supportStaff.update({ where: { id: staffId }, data: { active: true } });
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
  return updated;
}
