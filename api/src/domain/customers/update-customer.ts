import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { type CustomerOf, type CustomerQuery, customerRead } from './customer-query.ts';
import { getCustomer } from './get-customer.ts';
import { updateCustomerSchema } from './schemas.ts';

/**
 * Change a customer's details; only the fields sent change. Every role may (technicians correct details on site).
 * Answers the customer read with the caller's selection.
 */
export async function updateCustomer<Q extends CustomerQuery = typeof customerRead>(
  ctx: Context,
  id: string,
  input: unknown,
  query = customerRead as Q,
): Promise<CustomerOf<Q>> {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(updateCustomerSchema, input);
  const customer = await getCustomer(ctx, id, { select: { id: true } });
  const updated = await writeWithWebhooks(
    ctx,
    user.orgId,
    (tx) => tx.customer.update({ ...query, where: { id: customer.id }, data }),
    () => [{ type: 'customer.updated', id: customer.id }],
  );
  return updated as CustomerOf<Q>;
}
