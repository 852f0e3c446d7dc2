import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { resolvedUrlProblem } from '../../integrations/webhooks/post-webhook.ts';
import { WEBHOOK_ENDPOINTS_PER_ORGANISATION } from '../../rules/webhook-events.ts';
import { requireAbility } from '../policy.ts';
import { type EndpointRow, endpointRead } from './endpoint-read.ts';
import { createWebhookEndpointSchema, webhookMessages } from './schemas.ts';
import { newWebhookSecret } from './signing.ts';

/**
 * An admin subscribes a URL to events. The URL must be HTTPS and reach a public address (WEBHOOKS_ALLOW_PRIVATE
 * lifts that for local development); each delivery attempt checks again. An organisation has at most
 * WEBHOOK_ENDPOINTS_PER_ORGANISATION endpoints (409 beyond): counted under a lock of the organisation's own, so
 * requests made side by side cannot pass the cap together. Answers the endpoint and its signing secret, which is
 * shown this once.
 */
export async function createWebhookEndpoint(ctx: Context, input: unknown): Promise<{ endpoint: EndpointRow; secret: string }> {
  const admin = requireAbility(ctx, 'manageWebhooks');
  const { url, events } = parseInput(createWebhookEndpointSchema, input);
  // DNS is an outside call: answered before the transaction opens.
  const problem = await resolvedUrlProblem(url, { allowPrivate: ctx.config.WEBHOOKS_ALLOW_PRIVATE });
  if (problem) throw new AppError('VALIDATION', problem, { fieldErrors: { url: problem } });
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`webhook-endpoints:${admin.orgId}`}))`;
    if ((await tx.webhookEndpoint.count()) >= WEBHOOK_ENDPOINTS_PER_ORGANISATION) throw new AppError('CONFLICT', webhookMessages.tooMany);
    return tx.webhookEndpoint.create({ ...endpointRead, data: { orgId: admin.orgId, url, events, secret } });
  });
  return { endpoint, secret };
}
