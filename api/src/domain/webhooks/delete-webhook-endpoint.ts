import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { webhookMessages } from './schemas.ts';

/** Remove an endpoint and its delivery log; nothing more is sent to it, including deliveries still queued. */
export async function deleteWebhookEndpoint(ctx: Context, id: string): Promise<void> {
  requireAbility(ctx, 'manageWebhooks');
  const { count } = await ctx.db.webhookEndpoint.deleteMany({ where: { id } });
  if (!count) throw notFound(webhookMessages.notFound);
}
