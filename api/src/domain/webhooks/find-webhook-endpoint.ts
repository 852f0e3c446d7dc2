import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { type EndpointRow, endpointRead } from './endpoint-read.ts';
import { webhookMessages } from './schemas.ts';

/** One of the organisation's endpoints (admins), or 404: another organisation's id finds nothing. */
export async function findWebhookEndpoint(ctx: Context, id: string): Promise<EndpointRow> {
  requireAbility(ctx, 'manageWebhooks');
  const endpoint = await ctx.db.webhookEndpoint.findUnique({ ...endpointRead, where: { id } });
  if (!endpoint) throw notFound(webhookMessages.notFound);
  return endpoint;
}
