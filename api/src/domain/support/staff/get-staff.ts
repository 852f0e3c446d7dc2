import type { Context } from '../../../context.ts';
import { notFound } from '../../../errors.ts';
import { requireAbility } from '../../policy.ts';
import { type StaffOf, type StaffQuery, staffRead } from './staff-query.ts';

export const STAFF_NOT_FOUND = 'Staff member not found';

/** A staff account, with the caller's selection, for any staff member who works tickets (every staff role); null when there is none. */
export async function findStaff<Q extends StaffQuery = typeof staffRead>(
  ctx: Context,
  id: string,
  query = staffRead as Q,
): Promise<StaffOf<Q> | null> {
  requireAbility(ctx, 'workTickets');
  return (await ctx.db.supportStaff.findUnique({ ...query, where: { id } })) as StaffOf<Q> | null;
}

/** A staff account, with the caller's selection; 'Staff member not found' when there is none. */
export async function getStaff<Q extends StaffQuery = typeof staffRead>(
  ctx: Context,
  id: string,
  query = staffRead as Q,
): Promise<StaffOf<Q>> {
  const staff = await findStaff(ctx, id, query);
  if (!staff) throw notFound(STAFF_NOT_FOUND);
  return staff;
}
