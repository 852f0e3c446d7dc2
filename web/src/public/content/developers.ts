/** The events a webhook endpoint can subscribe to, as the webhook form lists them. */
export const WEBHOOK_EVENTS = [
  'job.created',
  'job.updated',
  'job.rescheduled',
  'job.completed',
  'quote.sent',
  'quote.accepted',
  'invoice.sent',
  'invoice.paid',
  'customer.created',
  'customer.updated',
  'ticket.replied',
] as const;
