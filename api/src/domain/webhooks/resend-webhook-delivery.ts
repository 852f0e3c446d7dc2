import type { Context } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { type DeliveryRow, deliveryRead } from './endpoint-read.ts';
import { findWebhookEndpoint } from './find-webhook-endpoint.ts';
import { webhookMessages } from './schemas.ts';

/**
 * Send a delivery again by hand (delivered, failed or waiting): it is due at once, with the same webhook-id and body,
 * and the sweep is woken. A delivery of a disabled endpoint cannot be resent (409).
 */
export async function resendWebhookDelivery(ctx: Context, endpointId: string, deliveryId: string, now = new Date()): Promise<DeliveryRow> {
  const endpoint = await findWebhookEndpoint(ctx, endpointId);
  if (endpoint.disabledAt) throw new AppError('CONFLICT', webhookMessages.disabled);
  const { count } = await ctx.db.webhookDelivery.updateMany({
    where: { id: deliveryId, endpointId, OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }] },
    data: { status: 'pending', nextAttemptAt: now },
  });
  if (!count) throw notFound(webhookMessages.deliveryNotFound);
  ctx.events.publish('webhooks:queued', { queued: 1 });
  return ctx.db.webhookDelivery.findUniqueOrThrow({ ...deliveryRead, where: { id: deliveryId } });
}
