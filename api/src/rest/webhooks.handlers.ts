import { createWebhookEndpoint } from '../domain/webhooks/create-webhook-endpoint.ts';
import { deleteWebhookEndpoint } from '../domain/webhooks/delete-webhook-endpoint.ts';
import { enableWebhookEndpoint } from '../domain/webhooks/enable-webhook-endpoint.ts';
import { listWebhookDeliveries } from '../domain/webhooks/list-webhook-deliveries.ts';
import { listWebhookEndpoints } from '../domain/webhooks/list-webhook-endpoints.ts';
import { resendWebhookDelivery } from '../domain/webhooks/resend-webhook-delivery.ts';
import { rotateWebhookSecret } from '../domain/webhooks/rotate-webhook-secret.ts';
import { type BoundRoute, implement } from './contract.ts';
import { toWebhookDeliveryJson, toWebhookEndpointJson, webhooksContract } from './webhooks.contract.ts';

// REST routes for webhooks: contracts in webhooks.contract.ts, implemented here.
export const webhooksRoutes: BoundRoute[] = implement(webhooksContract, {
  async list({ ctx }) {
    return (await listWebhookEndpoints(ctx)).map(toWebhookEndpointJson);
  },
  async create({ ctx, body }) {
    const { endpoint, secret } = await createWebhookEndpoint(ctx, body);
    return { ...toWebhookEndpointJson(endpoint), secret };
  },
  async remove({ ctx, params }) {
    await deleteWebhookEndpoint(ctx, params.id);
    return { success: true };
  },
  async rotate({ ctx, params }) {
    const { endpoint, secret } = await rotateWebhookSecret(ctx, params.id);
    return { ...toWebhookEndpointJson(endpoint), secret };
  },
  async enable({ ctx, params }) {
    return toWebhookEndpointJson(await enableWebhookEndpoint(ctx, params.id));
  },
  async deliveries({ ctx, params, query }) {
    return (await listWebhookDeliveries(ctx, params.id, query)).map(toWebhookDeliveryJson);
  },
  async resend({ ctx, params }) {
    return toWebhookDeliveryJson(await resendWebhookDelivery(ctx, params.id, params.deliveryId));
  },
});
