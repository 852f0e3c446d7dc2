import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { emailStaffInvite, freshInviteToken } from './invite-link.ts';
import { pendingInvite } from './pending-invite.ts';
import { inviteIdSchema } from './schemas.ts';
import { staffActor } from './staff-member.ts';

/** Email a pending invite again with a new link and 7 fresh days; the earlier link stops working. */
export async function resendStaffInvite(ctx: Context, id: unknown) {
  const admin = requireAbility(ctx, 'manageStaff');
  const inviteId = parseInput(inviteIdSchema, id);
  return supportAdminScope(ctx).$transaction(async (tx) => {
    const pending = await pendingInvite(tx, inviteId);
    const { token, tokenHash, expiresAt } = freshInviteToken();
    const invite = await tx.supportInvite.update({
      where: { id: pending.id },
      data: { tokenHash, expiresAt },
      include: { invitedBy: { select: { name: true } } },
    });
    const link = await emailStaffInvite({ db: tx, config: ctx.config }, { email: invite.email, role: invite.role, token }, admin);
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.invite_resend',
      entity: 'support_invite',
      entityId: invite.id,
      data: { email: invite.email, role: invite.role },
      ip: ctx.meta.ip,
    });
    return { invite, link };
  });
}
