import type { Db } from '../../db/client.ts';
import type { WebhookEventType } from '../../rules/webhook-events.ts';

// What a delivery carries: the changed object exactly as the REST API answers it to an admin, less every secret.
// The domain does not know transports, so the REST layer registers one reader per kind of object
// (rest/webhook-payloads.ts, loaded with the routes); each reads inside the transaction of the change, so the
// payload is what committed.

export type PayloadReader = (tx: Db, id: string) => Promise<unknown>;
export type PayloadKind = WebhookEventType extends `${infer K}.${string}` ? K : never;

const readers = new Map<string, PayloadReader>();

export function registerWebhookPayloads(byKind: Record<PayloadKind, PayloadReader>): void {
  for (const [kind, reader] of Object.entries(byKind)) readers.set(kind, reader);
}

/** The payload's `data` for an event about the object `id`, or null when it is gone. */
export function readEventData(tx: Db, type: WebhookEventType, id: string): Promise<unknown> {
  const reader = readers.get(type.split('.')[0]);
  if (!reader) throw new Error(`No webhook payload reader for ${type}: rest/webhook-payloads.ts registers them`);
  return reader(tx, id);
}
