import { z } from 'zod';
import { WEBHOOK_ENDPOINTS_PER_ORGANISATION, WEBHOOK_EVENT_TYPES } from '../../rules/webhook-events.ts';

export const webhookMessages = {
  eventsRequired: 'Choose at least one event',
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  disabled: 'This endpoint is disabled: enable it to send to it',
  tooMany: `An organisation can have at most ${WEBHOOK_ENDPOINTS_PER_ORGANISATION} webhook endpoints: delete one it no longer uses to add another`,
} as const;

export const createWebhookEndpointSchema = z.object({
  url: z.string({ error: 'Enter the endpoint URL' }).trim().min(1, 'Enter the endpoint URL').max(2000),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: (i) => `Unknown event: ${String(i.input)}` }))
    .min(1, webhookMessages.eventsRequired)
    .transform((events) => [...new Set(events)]),
});

export const listDeliveriesSchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
