import type { Context } from '../../context.ts';
import { WEBHOOK_OLD_SECRET_MS } from '../../rules/webhook-events.ts';
import { type EndpointRow, endpointRead } from './endpoint-read.ts';
import { findWebhookEndpoint } from './find-webhook-endpoint.ts';
import { newWebhookSecret } from './signing.ts';

/**
 * A new signing secret for an endpoint, shown this once. The old one keeps signing beside it for 24 hours (the
 * webhook-signature header carries both), so the receiver can switch without missing a delivery.
 */
export async function rotateWebhookSecret(ctx: Context, id: string, now = new Date()): Promise<{ endpoint: EndpointRow; secret: string }> {
  await findWebhookEndpoint(ctx, id);
  const current = await ctx.db.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: { secret: true } });
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.webhookEndpoint.update({
    ...endpointRead,
    where: { id },
    data: { secret, previousSecret: current.secret, previousSecretUntil: new Date(now.getTime() + WEBHOOK_OLD_SECRET_MS) },
  });
  return { endpoint, secret };
}
