import { createWebhookEndpoint } from '../../domain/webhooks/create-webhook-endpoint.ts';
import { deleteWebhookEndpoint } from '../../domain/webhooks/delete-webhook-endpoint.ts';
import { enableWebhookEndpoint } from '../../domain/webhooks/enable-webhook-endpoint.ts';
import type { DeliveryRow, EndpointRow } from '../../domain/webhooks/endpoint-read.ts';
import { listWebhookDeliveries } from '../../domain/webhooks/list-webhook-deliveries.ts';
import { listWebhookEndpoints } from '../../domain/webhooks/list-webhook-endpoints.ts';
import { resendWebhookDelivery } from '../../domain/webhooks/resend-webhook-delivery.ts';
import { rotateWebhookSecret } from '../../domain/webhooks/rotate-webhook-secret.ts';
import { WEBHOOK_EVENT_TYPES } from '../../rules/webhook-events.ts';
import { builder } from '../builder.ts';
import { appErrors } from './errors.ts';

// Outbound webhooks (admins): the same operations as /api/integrations/webhooks.

const WebhookEndpoint = builder.objectRef<EndpointRow>('WebhookEndpoint').implement({
  description: 'A URL subscribed to events; deliveries are signed per Standard Webhooks. The secret is never read back.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    events: t.exposeStringList('events', { description: `Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}` }),
    disabledAt: t.expose('disabledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Set when the endpoint failed for five days and was disabled',
    }),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true, description: 'The first failure since the last success' }),
    previousSecretUntil: t.expose('previousSecretUntil', {
      type: 'DateTime',
      nullable: true,
      description: 'Until then the secret before the last rotation signs too',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const WebhookDeliveryStatus = builder.enumType('WebhookDeliveryStatus', { values: ['pending', 'delivered', 'failed'] as const });

const WebhookDelivery = builder.objectRef<DeliveryRow>('WebhookDelivery').implement({
  description: "One event for one endpoint: its status, attempts and the last attempt's answer",
  fields: (t) => ({
    id: t.exposeID('id'),
    messageId: t.exposeString('messageId', { description: 'The webhook-id header: the same on every attempt and resend' }),
    event: t.exposeString('eventType'),
    status: t.field({ type: WebhookDeliveryStatus, resolve: (d) => d.status }),
    attempts: t.exposeInt('attempts'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
    nextAttemptAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => (d.status === 'pending' ? d.nextAttemptAt : null) }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    responseStatus: t.exposeInt('responseStatus', { nullable: true }),
    durationMs: t.exposeInt('durationMs', { nullable: true }),
    responseExcerpt: t.exposeString('responseExcerpt', { nullable: true, description: "The first 1 KB of the answer's body" }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const WebhookEndpointWithSecret = builder.objectRef<{ endpoint: EndpointRow; secret: string }>('WebhookEndpointWithSecret').implement({
  description: 'An endpoint and its signing secret (whsec_…), answered once: when created or rotated',
  fields: (t) => ({
    endpoint: t.field({ type: WebhookEndpoint, resolve: (r) => r.endpoint }),
    secret: t.exposeString('secret'),
  }),
});

const DeleteWebhookEndpointPayload = builder.objectRef<{ id: string }>('DeleteWebhookEndpointPayload').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  fields: (t) => ({
    url: t.string({ required: true, description: 'An https:// URL reaching a public address' }),
    events: t.stringList({ required: true, description: `Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}` }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.field({
    type: [WebhookEndpoint],
    authScopes: { can: 'manageWebhooks' },
    description: "The organisation's webhook endpoints, newest first",
    resolve: (_root, _args, ctx) => listWebhookEndpoints(ctx),
  }),
  webhookDeliveries: t.field({
    type: [WebhookDelivery],
    authScopes: { can: 'manageWebhooks' },
    description: "An endpoint's delivery log, newest first",
    args: { endpointId: t.arg.id({ required: true }), limit: t.arg.int() },
    resolve: (_root, { endpointId, limit }, ctx) => listWebhookDeliveries(ctx, String(endpointId), limit == null ? {} : { limit }),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: WebhookEndpointWithSecret,
    errors: appErrors,
    authScopes: { can: 'manageWebhooks' },
    description: 'Subscribe an HTTPS URL to events; the answer carries the signing secret, shown once',
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true }) },
    resolve: (_root, { input }, ctx) => createWebhookEndpoint(ctx, input),
  }),
  rotateWebhookSecret: t.field({
    type: WebhookEndpointWithSecret,
    errors: appErrors,
    authScopes: { can: 'manageWebhooks' },
    description: 'A new signing secret, shown once; the old one signs beside it for 24 hours',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => rotateWebhookSecret(ctx, String(id)),
  }),
  enableWebhookEndpoint: t.field({
    type: WebhookEndpoint,
    errors: appErrors,
    authScopes: { can: 'manageWebhooks' },
    description: 'Turn a disabled endpoint back on: events are queued for it again and its failures start over',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => enableWebhookEndpoint(ctx, String(id)),
  }),
  deleteWebhookEndpoint: t.field({
    type: DeleteWebhookEndpointPayload,
    errors: appErrors,
    authScopes: { can: 'manageWebhooks' },
    description: 'Remove an endpoint and its delivery log',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteWebhookEndpoint(ctx, String(id));
      return { id: String(id) };
    },
  }),
  resendWebhookDelivery: t.field({
    type: WebhookDelivery,
    errors: appErrors,
    authScopes: { can: 'manageWebhooks' },
    description: 'Send a delivery again now, with the same webhook-id and body',
    args: { endpointId: t.arg.id({ required: true }), deliveryId: t.arg.id({ required: true }) },
    resolve: (_root, { endpointId, deliveryId }, ctx) => resendWebhookDelivery(ctx, String(endpointId), String(deliveryId)),
  }),
}));
