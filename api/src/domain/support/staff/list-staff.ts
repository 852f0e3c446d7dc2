import type { Context } from '../../../context.ts';
import type { Prisma } from '../../../db/generated/client.ts';
import { requireAbility } from '../../policy.ts';
import { requireAbilityAudited } from '../refused-staff-action.ts';

type StaffQuery = Omit<Prisma.SupportStaffFindManyArgs, 'where' | 'orderBy'>;

/**
 * The support team by name. Every staff member reads the active accounts (the assignment editor); the Admin
 * Console (support_admin) also reads the deactivated ones.
 */
export async function listStaff(ctx: Context, opts: { includeInactive?: boolean } = {}, query: StaffQuery = {}) {
  if (opts.includeInactive) await requireAbilityAudited(ctx, 'manageStaff', 'List deactivated staff accounts');
  else requireAbility(ctx, 'workTickets');
  return ctx.db.supportStaff.findMany({
    ...query,
    where: opts.includeInactive ? {} : { active: true },
    orderBy: [{ active: 'desc' }, { name: 'asc' }, { email: 'asc' }],
  });
}
