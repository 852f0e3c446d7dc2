import { requireStaff } from '../../../auth/guards.ts';
import type { Context } from '../../../context.ts';
import { requireSupportAbility } from '../../policy.ts';
import { refuseStaffAction, staffLacks } from '../refused-staff-action.ts';
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
  if (opts.includeInactive && staffLacks(ctx, 'manageStaff')) await refuseStaffAction(ctx, 'List deactivated staff accounts');
  if (opts.includeInactive) requireSupportAbility(ctx, 'manageStaff');
  else requireStaff(ctx);
  const rows = await ctx.db.supportStaff.findMany({
    ...query,
    where: opts.includeInactive ? {} : { active: true },
    orderBy: [{ active: 'desc' }, { name: 'asc' }, { email: 'asc' }],
  });
  return rows as StaffOf<Q>[];
}
