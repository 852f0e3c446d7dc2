import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { type EndpointRow, endpointRead } from './endpoint-read.ts';

/** The organisation's endpoints, newest first (admins). */
export function listWebhookEndpoints(ctx: Context): Promise<EndpointRow[]> {
  requireAbility(ctx, 'manageWebhooks');
  return ctx.db.webhookEndpoint.findMany({ ...endpointRead, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
}
