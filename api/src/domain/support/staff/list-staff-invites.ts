import type { Context } from '../../../context.ts';
import { requireAbility } from '../../policy.ts';
import { type StaffInviteOf, type StaffInviteQuery, staffInviteRead } from './staff-query.ts';

/**
 * The invites not yet accepted, newest first, with the caller's selection (REST: who sent them too); expired ones
 * stay until resent or revoked.
 */
export async function listStaffInvites<Q extends StaffInviteQuery = typeof staffInviteRead>(
  ctx: Context,
  query = staffInviteRead as Q,
): Promise<StaffInviteOf<Q>[]> {
  requireAbility(ctx, 'manageStaff');
  const rows = await ctx.db.supportInvite.findMany({
    ...query,
    where: { acceptedAt: null },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  });
  return rows as StaffInviteOf<Q>[];
}
