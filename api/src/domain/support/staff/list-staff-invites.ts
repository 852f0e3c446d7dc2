import type { Context } from '../../../context.ts';
import { requireAbility } from '../../policy.ts';

/** The invites not yet accepted, newest first, with who sent them (expired ones stay until resent or revoked). */
export async function listStaffInvites(ctx: Context) {
  requireAbility(ctx, 'manageStaff');
  return ctx.db.supportInvite.findMany({
    where: { acceptedAt: null },
    include: { invitedBy: { select: { name: true } } },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
}
