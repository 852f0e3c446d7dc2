import { z } from 'zod';
import type { DeliveryRow, EndpointRow } from '../domain/webhooks/endpoint-read.ts';
import { createWebhookEndpointSchema, listDeliveriesSchema } from '../domain/webhooks/schemas.ts';
import { WEBHOOK_EVENT_TYPES } from '../rules/webhook-events.ts';
import { successJson } from '../views/account.views.ts';
import { route } from './contract.ts';

// Outbound webhooks (admins): endpoints subscribed to events, their delivery log, resend and secret rotation.
// Deliveries are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature).

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const webhookEndpointJson = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** Set when the endpoint failed for five days and was disabled; nothing is queued for it then. */
  disabled_at: z.string().nullable(),
  /** The first failed attempt since the last success. */
  failing_since: z.string().nullable(),
  /** Until then the secret before the last rotation signs too. */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
});

export const toWebhookEndpointJson = (e: EndpointRow): z.input<typeof webhookEndpointJson> => ({
  id: e.id,
  url: e.url,
  events: e.events as z.input<typeof webhookEndpointJson>['events'],
  disabled_at: iso(e.disabledAt),
  failing_since: iso(e.failingSince),
  previous_secret_until: iso(e.previousSecretUntil),
  created_at: e.createdAt.toISOString(),
});

/** An endpoint with its signing secret: answered once, when the endpoint is created or its secret rotated. */
const withSecretJson = webhookEndpointJson.extend({ secret: z.string() });

export const webhookDeliveryJson = z.object({
  id: z.string(),
  /** The webhook-id header: the same on every attempt and resend. */
  message_id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  /** The first 1 KB of the last answer's body. */
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
});

export const toWebhookDeliveryJson = (d: DeliveryRow): z.input<typeof webhookDeliveryJson> => ({
  id: d.id,
  message_id: d.messageId,
  event: d.eventType,
  status: d.status,
  attempts: d.attempts,
  created_at: d.createdAt.toISOString(),
  last_attempt_at: iso(d.lastAttemptAt),
  next_attempt_at: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
  delivered_at: iso(d.deliveredAt),
  response_status: d.responseStatus,
  duration_ms: d.durationMs,
  response_excerpt: d.responseExcerpt,
  error: d.error,
});

const idParams = z.object({ id: z.string().min(1) });

export const webhooksContract = {
  list: route({
    method: 'GET',
    path: '/api/integrations/webhooks',
    summary: "The organisation's webhook endpoints, newest first (admins)",
    access: { can: 'manageWebhooks' },
    response: z.array(webhookEndpointJson),
  }),
  create: route({
    method: 'POST',
    path: '/api/integrations/webhooks',
    summary:
      'Subscribe an HTTPS URL to events {url, events}; answers the endpoint with its signing secret, shown once (admins; at most 10 endpoints an organisation, 409 beyond)',
    access: { can: 'manageWebhooks' },
    body: createWebhookEndpointSchema,
    response: withSecretJson,
    status: 201,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/integrations/webhooks/{id}',
    summary: 'Remove an endpoint and its delivery log (admins)',
    access: { can: 'manageWebhooks' },
    params: idParams,
    response: successJson,
  }),
  rotate: route({
    method: 'POST',
    path: '/api/integrations/webhooks/{id}/rotate-secret',
    summary: 'A new signing secret, shown once; the old one signs beside it for 24 hours (admins)',
    access: { can: 'manageWebhooks' },
    params: idParams,
    response: withSecretJson,
  }),
  enable: route({
    method: 'POST',
    path: '/api/integrations/webhooks/{id}/enable',
    summary: 'Turn a disabled endpoint back on: events are queued for it again and its failures start over (admins)',
    access: { can: 'manageWebhooks' },
    params: idParams,
    response: webhookEndpointJson,
  }),
  deliveries: route({
    method: 'GET',
    path: '/api/integrations/webhooks/{id}/deliveries',
    summary:
      "An endpoint's delivery log, newest first: status, attempts, response code, duration and body excerpt. Optional limit (admins)",
    access: { can: 'manageWebhooks' },
    params: idParams,
    query: listDeliveriesSchema,
    response: z.array(webhookDeliveryJson),
  }),
  resend: route({
    method: 'POST',
    path: '/api/integrations/webhooks/{id}/deliveries/{deliveryId}/resend',
    summary: 'Send a delivery again now, with the same webhook-id and body (admins)',
    access: { can: 'manageWebhooks' },
    params: z.object({ id: z.string().min(1), deliveryId: z.string().min(1) }),
    response: webhookDeliveryJson,
  }),
} as const;
