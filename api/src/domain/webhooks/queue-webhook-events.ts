import { randomUUID } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { WebhookEventType } from '../../rules/webhook-events.ts';
import { readEventData } from './payloads.ts';

// The outbox: a change queues one delivery per subscribed endpoint in the change's own transaction, so a delivery
// exists exactly when the change committed, and survives a restart. The sweep (run-webhook-sweep.ts) sends them.

export interface WebhookEvent {
  type: WebhookEventType;
  /** The object the event is about (a job, a customer …). */
  id: string;
}

/**
 * Queue the events for every enabled endpoint of the organisation subscribed to them. `tx` is the client of the
 * change's transaction (the organisation's tenant client, or a named scope such as support's, hence the explicit
 * organisation). One statement when nothing subscribes; otherwise one more per event
 * (its object, read as the API answers it) and one insert.
 */
export async function queueWebhookEvents(tx: Db, orgId: string, events: WebhookEvent[], now = new Date()): Promise<number> {
  if (!events.length) return 0;
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { orgId, disabledAt: null, events: { hasSome: events.map((e) => e.type) } },
    select: { id: true, orgId: true, events: true },
  });
  if (!endpoints.length) return 0;
  const rows = [];
  for (const event of events) {
    const listening = endpoints.filter((e) => e.events.includes(event.type));
    if (!listening.length) continue;
    const data = await readEventData(tx, event.type, event.id);
    if (data === null) continue;
    const messageId = `msg_${randomUUID()}`;
    const payload = { type: event.type, timestamp: now.toISOString(), data };
    for (const endpoint of listening)
      rows.push({
        orgId: endpoint.orgId,
        endpointId: endpoint.id,
        messageId,
        eventType: event.type,
        payload,
        nextAttemptAt: now,
        createdAt: now,
      });
  }
  if (rows.length) await tx.webhookDelivery.createMany({ data: rows as never });
  return rows.length;
}

/**
 * Run a write and queue its webhook events in one transaction; once it committed, every process's sweep is woken
 * (through the event bus) so the deliveries leave at once rather than at the next tick.
 */
export async function writeWithWebhooks<T>(
  ctx: Pick<Context, 'db' | 'events'>,
  orgId: string,
  write: (tx: Db) => Promise<T>,
  events: (result: T) => WebhookEvent[],
): Promise<T> {
  let queued = 0;
  const result = await ctx.db.$transaction(async (tx) => {
    const written = await write(tx as Db);
    queued = await queueWebhookEvents(tx as Db, orgId, events(written));
    return written;
  });
  if (queued) wakeWebhookSweeps(ctx, queued);
  return result;
}

/** Tell every process's sweep that deliveries were committed (call after the transaction). */
export const wakeWebhookSweeps = (ctx: Pick<Context, 'events'>, queued: number) => {
  if (queued) ctx.events.publish('webhooks:queued', { queued });
};
