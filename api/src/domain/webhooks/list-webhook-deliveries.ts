import type { Context } from '../../context.ts';
import { parseInput } from '../../errors.ts';
import { type DeliveryRow, deliveryRead } from './endpoint-read.ts';
import { findWebhookEndpoint } from './find-webhook-endpoint.ts';
import { listDeliveriesSchema } from './schemas.ts';

/** An endpoint's delivery log, newest first: each event's status, attempts and its last answer (code, time, excerpt). */
export async function listWebhookDeliveries(ctx: Context, endpointId: string, input: unknown = {}): Promise<DeliveryRow[]> {
  await findWebhookEndpoint(ctx, endpointId);
  const { limit } = parseInput(listDeliveriesSchema, input);
  return ctx.db.webhookDelivery.findMany({
    ...deliveryRead,
    where: { endpointId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: limit,
  });
}
