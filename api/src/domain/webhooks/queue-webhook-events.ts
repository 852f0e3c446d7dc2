import { randomUUID } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { WebhookEventType } from '../../rules/webhook-events.ts';
import { queueAccountingPushes } from '../accounting/queue-sync.ts';
import { readEventData } from './payloads.ts';
import { queueDeliveryAttempt } from './webhook-delivery-job.ts';

// The outbox: a change queues one delivery per subscribed endpoint in the change's own transaction, with the job that
// makes its first attempt (webhook-delivery-job.ts), so a delivery and its job exist exactly when the change
// committed, survive a restart, and are sent after the commit — never inside it.

export interface WebhookEvent {
  type: WebhookEventType;
  /** The object the event is about (a job, a customer …). */
  id: string;
}

/**
 * The endpoints that hear an organisation's events: enabled and subscribed to at least one of them. The one rule,
 * as Prisma's filter and as SQL for a read that asks within its own statement (the job writes' readBeforeWrite):
 * `org` and `types` are the statement's placeholders for the organisation and the event types (text[]).
 */
export const subscribedEndpoints = (orgId: string, types: readonly string[]) => ({
  orgId,
  disabledAt: null,
  events: { hasSome: [...types] },
});
export const anySubscribedEndpointSql = (org: string, types: string) =>
  `EXISTS (SELECT 1 FROM "WebhookEndpoint" e WHERE e."orgId" = ${org} AND e."disabledAt" IS NULL AND e."events" && ${types}::text[])`;

/**
 * Queue the events for every enabled endpoint of the organisation subscribed to them. `tx` is the client of the
 * change's transaction (the organisation's tenant client, or a named scope such as support's, hence the explicit
 * organisation). One statement when nothing subscribes; otherwise one more per event
 * (its object, read as the API answers it), one insert, and each delivery's job (two statements a delivery).
 */
export async function queueWebhookEvents(jobs: JobQueue, tx: Db, orgId: string, events: WebhookEvent[], now = new Date()): Promise<number> {
  if (!events.length) return 0;
  // The same changes go to the organisation's books when it is connected (an invoice sent, a payment recorded).
  await queueAccountingPushes(jobs, tx, orgId, events);
  const endpoints = await tx.webhookEndpoint.findMany({
    where: subscribedEndpoints(
      orgId,
      events.map((e) => e.type),
    ),
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
  if (!rows.length) return 0;
  const created = await tx.webhookDelivery.createManyAndReturn({ data: rows as never, select: { id: true, endpointId: true } });
  for (const { id, endpointId } of created) await queueDeliveryAttempt(jobs, tx, { orgId, deliveryId: id, endpointId, attempt: 1 });
  return created.length;
}

/** Run a write and queue its webhook events, and their deliveries' jobs, in one transaction. */
export async function writeWithWebhooks<T>(
  ctx: Pick<Context, 'db' | 'jobs'>,
  orgId: string,
  write: (tx: Db) => Promise<T>,
  events: (result: T) => WebhookEvent[],
): Promise<T> {
  return ctx.db.$transaction(async (tx) => {
    const written = await write(tx as Db);
    await queueWebhookEvents(ctx.jobs, tx as Db, orgId, events(written));
    return written;
  });
}
