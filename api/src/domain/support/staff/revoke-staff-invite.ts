import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { pendingInvite } from './pending-invite.ts';
import { inviteIdSchema } from './schemas.ts';
import { staffActor } from './staff-member.ts';

/** A pending invite is withdrawn: its link stops working at once (the audit log keeps who was invited). */
export async function revokeStaffInvite(ctx: Context, id: unknown): Promise<{ id: string }> {
  const admin = requireAbility(ctx, 'manageStaff');
  const inviteId = parseInput(inviteIdSchema, id);
  return supportAdminScope(ctx).$transaction(async (tx) => {
    const invite = await pendingInvite(tx, inviteId);
    await tx.supportInvite.delete({ where: { id: invite.id } });
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.invite_revoke',
      entity: 'support_invite',
      entityId: invite.id,
      data: { email: invite.email, role: invite.role },
      ip: ctx.meta.ip,
    });
    return { id: invite.id };
  });
}
