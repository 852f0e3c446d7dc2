import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { emailStaffInvite, freshInviteToken } from './invite-link.ts';
import { inviteStaffSchema } from './schemas.ts';
import { staffActor } from './staff-member.ts';

export const STAFF_EMAIL_TAKEN = 'A support staff account with this email already exists';

/**
 * A support admin invites someone to the support team by email, with a role: a single-use link that expires in 7
 * days. An earlier pending invite to the same email stops working. Answers the invite and its link (the admin may
 * also pass it on by hand).
 */
export async function inviteStaff(ctx: Context, input: unknown) {
  const admin = requireAbility(ctx, 'manageStaff');
  const { email, role } = parseInput(inviteStaffSchema, input);
  return supportAdminScope(ctx).$transaction(async (tx) => {
    if (await tx.supportStaff.findUnique({ where: { email }, select: { id: true } })) throw new AppError('CONFLICT', STAFF_EMAIL_TAKEN);
    await tx.supportInvite.deleteMany({ where: { email, acceptedAt: null } });
    const { token, tokenHash, expiresAt } = freshInviteToken();
    const invite = await tx.supportInvite.create({
      data: { email, role, tokenHash, expiresAt, invitedById: admin.staffId },
      include: { invitedBy: { select: { name: true } } },
    });
    const link = await emailStaffInvite({ db: tx, config: ctx.config }, { email, role, token }, admin);
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.invite',
      entity: 'support_invite',
      entityId: invite.id,
      data: { email, role },
      ip: ctx.meta.ip,
    });
    return { invite, link };
  });
}
