import type { Context } from '../../../context.ts';
import { requireAbility } from '../../policy.ts';
import { requireAbilityAudited } from '../refused-staff-action.ts';
import { type StaffOf, type StaffQuery, staffRead } from './staff-query.ts';

/**
 * The support team by name. Every staff member reads the active accounts (the assignment editor); the Admin
 * Console (support_admin) also reads the deactivated ones.
 */
export async function listStaff<Q extends StaffQuery = typeof staffRead>(
  ctx: Context,
  opts: { includeInactive?: boolean } = {},
  query = staffRead as Q,
): Promise<StaffOf<Q>[]> {
  if (opts.includeInactive) await requireAbilityAudited(ctx, 'manageStaff', 'List deactivated staff accounts');
  else requireAbility(ctx, 'workTickets');
  const rows = await ctx.db.supportStaff.findMany({
    ...query,
    where: opts.includeInactive ? {} : { active: true },
    orderBy: [{ active: 'desc' }, { name: 'asc' }, { email: 'asc' }],
  });
  return rows as StaffOf<Q>[];
}
