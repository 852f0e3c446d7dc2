import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { getCustomer } from './get-customer.ts';

/**
 * Remove a customer: admin and manager only. Its jobs, quotes and invoices stay (their customer becomes empty)
 * and its equipment stays unassigned — the schema's SetNull does that in the same statement.
 */
export async function deleteCustomer(ctx: Context, id: string) {
  requireAbility(ctx, 'deleteCustomers');
  const customer = await getCustomer(ctx, id, { select: { id: true } });
  await ctx.db.customer.delete({ where: { id: customer.id } });
  return customer.id;
}
