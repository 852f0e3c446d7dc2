import type { Context } from '../../context.ts';
import { type EndpointRow, endpointRead } from './endpoint-read.ts';
import { findWebhookEndpoint } from './find-webhook-endpoint.ts';

/**
 * An admin turns a disabled endpoint back on once its receiver is fixed: events are queued for it again from now, and
 * its failures start over (failingSince cleared), so it gets five more days before it could be disabled again. An
 * endpoint already enabled is answered as it is.
 */
export async function enableWebhookEndpoint(ctx: Context, id: string): Promise<EndpointRow> {
  const endpoint = await findWebhookEndpoint(ctx, id);
  if (!endpoint.disabledAt) return endpoint;
  return ctx.db.webhookEndpoint.update({ ...endpointRead, where: { id }, data: { disabledAt: null, failingSince: null } });
}
