import type { Prisma } from '../../db/generated/client.ts';

/** What any read of an endpoint returns: never its secrets (shown once, when created or rotated). */
export const endpointRead = {
  select: { id: true, url: true, events: true, disabledAt: true, failingSince: true, createdAt: true, previousSecretUntil: true },
} as const satisfies { select: Prisma.WebhookEndpointSelect };

export type EndpointRow = Prisma.WebhookEndpointGetPayload<typeof endpointRead>;

export const deliveryRead = {
  select: {
    id: true,
    messageId: true,
    eventType: true,
    status: true,
    attempts: true,
    createdAt: true,
    lastAttemptAt: true,
    nextAttemptAt: true,
    deliveredAt: true,
    responseStatus: true,
    durationMs: true,
    responseExcerpt: true,
    error: true,
  },
} as const satisfies { select: Prisma.WebhookDeliverySelect };

export type DeliveryRow = Prisma.WebhookDeliveryGetPayload<typeof deliveryRead>;
