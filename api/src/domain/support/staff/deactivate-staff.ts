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
 * A support admin deactivates another staff member: they cannot sign in, every session of theirs ends now, and
 * their open live streams close in every process. Their tickets, messages and audit entries stay. Answers the staff
 * member read with the caller's selection.
 */
export async function deactivateStaff<Q extends StaffQuery = typeof staffRead>(
  ctx: Context,
  id: string,
  query = staffRead as Q,
): Promise<StaffOf<Q>> {
  const admin = requireAbility(ctx, 'manageStaff');
  const staffId = parseInput(staffIdSchema, id);
  const { updated, changed } = await supportAdminScope(ctx).$transaction(async (tx) => {
    const member = await otherStaffMember(tx, admin, staffId, 'deactivate');
    if (!member.active) return { updated: null, changed: false };
    const updated = (await tx.supportStaff.update({ ...query, where: { id: staffId }, data: { active: false } })) as StaffOf<Q>;
    const ended = await tx.supportSession.updateMany({ where: { staffId, revokedAt: null }, data: { revokedAt: new Date() } });
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.deactivate',
      entity: 'support_staff',
      entityId: staffId,
      data: { sessionsEnded: ended.count },
      ip: ctx.meta.ip,
    });
    return { updated, changed: true };
  });
  if (changed) publishStaffChange(ctx, { staffId, kind: 'DEACTIVATED' });
  return updated ?? getStaff(ctx, staffId, query);
}
