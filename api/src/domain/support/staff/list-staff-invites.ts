import type { Context } from '../../../context.ts';
import { requireSupportAbility } from '../../policy.ts';

/** The invites not yet accepted, newest first, with who sent them (expired ones stay until resent or revoked). */
export async function listStaffInvites(ctx: Context) {
  requireSupportAbility(ctx, 'manageStaff');
  return ctx.db.supportInvite.findMany({
    where: { acceptedAt: null },
    include: { invitedBy: { select: { name: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
}
