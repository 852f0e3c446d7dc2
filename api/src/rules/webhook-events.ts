// The events an organisation's webhook endpoints can subscribe to, shared with the web's endpoint form.

export const WEBHOOK_EVENT_TYPES = [
  'job.created',
  'job.updated',
  'job.rescheduled',
  'job.completed',
  'job.signed_off',
  'quote.sent',
  'quote.accepted',
  'invoice.sent',
  'invoice.paid',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  'customer.created',
  'customer.updated',
  'ticket.replied',
  'form.submitted',
  'accounting.sent',
  'accounting.failed',
  'accounting.conflict',
  'timesheet.approved',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (s: string): s is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(s);

/**
 * How long after each failed attempt the next one is made (seconds): 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h,
 * so a delivery is tried for more than 72 hours before it is given up (13 attempts over about 77.6 h).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000, 36000, 36000, 36000, 36000, 36000] as const;

/** The wait before the attempt after failed attempt number `failedAttempt` (1 = the first), or null: given up. */
export function webhookRetryDelaySeconds(failedAttempt: number): number | null {
  return WEBHOOK_RETRY_DELAYS_SECONDS[failedAttempt - 1] ?? null;
}

/** An endpoint whose deliveries have failed for this long without one success is disabled and its admins emailed. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;

/**
 * The most endpoints one organisation may subscribe. Every event goes to each endpoint listening for it, so endpoints
 * multiply one organisation's share of the delivery queue; ten covers an accounting link, a website, an automation
 * tool and a few spares, and one receiver can take several event types at one URL.
 */
export const WEBHOOK_ENDPOINTS_PER_ORGANISATION = 10;

/**
 * The most deliveries of one organisation being sent at once, by all processes together (the job queue's
 * per-organisation cap): as many as the endpoints it may have, so each of its endpoints can have one on the way, and
 * one organisation's backlog to a slow receiver never takes more than this many of the workers' slots.
 */
export const WEBHOOK_IN_FLIGHT_PER_ORGANISATION = WEBHOOK_ENDPOINTS_PER_ORGANISATION;

/**
 * The most deliveries to one endpoint being sent at once (the job queue's lane cap): a slow receiver holds at most
 * this many of its organisation's slots, so the organisation's other endpoints still get theirs.
 */
export const WEBHOOK_IN_FLIGHT_PER_ENDPOINT = 4;

/** How long the secret before a rotation still signs deliveries. */
export const WEBHOOK_OLD_SECRET_MS = 24 * 3600 * 1000;

/** The part of a receiver's answer kept in the delivery log. */
export const WEBHOOK_EXCERPT_BYTES = 1024;
