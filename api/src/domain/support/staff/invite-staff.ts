import { randomUUID } from 'node:crypto';
import type { Context } from '../../../context.ts';
import { supportAdminScope } from '../../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { recordAudit } from '../audit.ts';
import { emailStaffInvite, freshInviteToken } from './invite-link.ts';
import { inviteStaffSchema } from './schemas.ts';
import { staffActor } from './staff-member.ts';
import { type StaffInviteOf, type StaffInviteQuery, staffInviteRead } from './staff-query.ts';

export const STAFF_EMAIL_TAKEN = 'A support staff account with this email already exists';

/**
 * A support admin invites someone to the support team by email, with a role: a single-use link that expires in 7
 * days. An earlier pending invite to the same email stops working. Answers the invite and its link (the admin may
 * also pass it on by hand). The invite is read with the caller's selection.
 */
export async function inviteStaff<Q extends StaffInviteQuery = typeof staffInviteRead>(
  ctx: Context,
  input: unknown,
  query = staffInviteRead as Q,
): Promise<{ invite: StaffInviteOf<Q>; link: string }> {
  const admin = requireAbility(ctx, 'manageStaff');
  const { email, role } = parseInput(inviteStaffSchema, input);
  return supportAdminScope(ctx).$transaction(async (tx) => {
    if (await tx.supportStaff.findUnique({ where: { email }, select: { id: true } })) throw new AppError('CONFLICT', STAFF_EMAIL_TAKEN);
    await tx.supportInvite.deleteMany({ where: { email, acceptedAt: null } });
    const { token, tokenHash, expiresAt } = freshInviteToken();
    const id = randomUUID();
    const invite = (await tx.supportInvite.create({
      ...query,
      data: { id, email, role, tokenHash, expiresAt, invitedById: admin.staffId },
    })) as StaffInviteOf<Q>;
    const link = await emailStaffInvite({ db: tx, config: ctx.config, jobs: ctx.jobs }, { email, role, token }, admin);
    await recordAudit(tx, {
      actor: staffActor(admin),
      action: 'staff.invite',
      entity: 'support_invite',
      entityId: id,
      data: { email, role },
      ip: ctx.meta.ip,
    });
    return { invite, link };
  });
}
