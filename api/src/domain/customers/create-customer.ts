import { randomUUID } from 'node:crypto';
import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { writeWithWebhooks } from '../webhooks/queue-webhook-events.ts';
import { type CustomerOf, type CustomerQuery, customerRead } from './customer-query.ts';
import { createCustomerSchema } from './schemas.ts';

/**
 * Add a customer. Every role may: technicians meet new customers on site and add them there (part 1 §2 lets a
 * job form create one inline). Answers the customer read with the caller's selection.
 */
export async function createCustomer<Q extends CustomerQuery = typeof customerRead>(
  ctx: Context,
  input: unknown,
  query = customerRead as Q,
): Promise<CustomerOf<Q>> {
  const viewer = requireUser(ctx);
  await requireActiveSubscription(ctx);
  const data = parseInput(createCustomerSchema, input);
  const id = randomUUID();
  const customer = await writeWithWebhooks(
    ctx,
    viewer.orgId,
    (tx) => tx.customer.create({ ...query, data: { ...data, id, orgId: viewer.orgId } }),
    () => [{ type: 'customer.created', id }],
  );
  return customer as CustomerOf<Q>;
}
