import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { emailStaffInvite, freshInviteToken } from './invite-link.ts';
import { pendingInvite } from './pending-invite.ts';
import { inviteIdSchema } from './schemas.ts';
import { staffActor } from './staff-member.ts';
import { type StaffInviteOf, type StaffInviteQuery, staffInviteRead } from './staff-query.ts';

/**
 * Email a pending invite again with a new link and 7 fresh days; the earlier link stops working. The invite is read
 * with the caller's selection.
 */
export async function resendStaffInvite<Q extends StaffInviteQuery = typeof staffInviteRead>(
  ctx: Context,
  id: string,
  query = staffInviteRead as Q,
): Promise<{ invite: StaffInviteOf<Q>; link: string }> {
  const admin = requireAbility(ctx, 'manageStaff');
  const inviteId = parseInput(inviteIdSchema, id);
  return supportAdminScope(ctx).$transaction(async (tx) => {
    const pending = await pendingInvite(tx, inviteId);
    const { token, tokenHash, expiresAt } = freshInviteToken();
    const invite = (await tx.supportInvite.update({
      ...query,
      where: { id: pending.id },
      data: { tokenHash, expiresAt },
    })) as StaffInviteOf<Q>;
    const link = await emailStaffInvite(
      { db: tx, config: ctx.config, jobs: ctx.jobs },
      { email: pending.email, role: pending.role, token },
      admin,
    );
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.invite_resend',
      entity: 'support_invite',
      entityId: pending.id,
      data: { email: pending.email, role: pending.role },
      ip: ctx.meta.ip,
    });
    return { invite, link };
  });
}
