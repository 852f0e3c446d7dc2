import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { type DeliveryRow, deliveryRead } from './endpoint-read.ts';
import { findWebhookEndpoint } from './find-webhook-endpoint.ts';
import { webhookMessages } from './schemas.ts';
import { queueDeliveryAttempt } from './webhook-delivery-job.ts';

/**
 * Send a delivery again by hand (delivered, failed or waiting): it is due at once, with the same webhook-id and body,
 * its next attempt queued as a job in the same transaction. An attempt already under way takes the resend's place
 * (the resend's job finds that attempt recorded and does nothing). A delivery of a disabled endpoint cannot be resent
 * (409).
 */
export async function resendWebhookDelivery(ctx: Context, endpointId: string, deliveryId: string, now = new Date()): Promise<DeliveryRow> {
  const endpoint = await findWebhookEndpoint(ctx, endpointId);
  if (endpoint.disabledAt) throw new AppError('CONFLICT', webhookMessages.disabled);
  return ctx.db.$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId }, select: { orgId: true, attempts: true } });
    if (!delivery) throw notFound(webhookMessages.deliveryNotFound);
    await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { status: 'pending', nextAttemptAt: now } });
    await queueDeliveryAttempt(
      ctx.jobs,
      tx as Db,
      { orgId: delivery.orgId, deliveryId, endpointId, attempt: delivery.attempts + 1 },
      { resend: true },
    );
    return tx.webhookDelivery.findUniqueOrThrow({ ...deliveryRead, where: { id: deliveryId } });
  });
}
