import { liveEvents, liveStaffEvents, readForDelivery } from '../../../auth/live-streams.ts';
import type { Context, Services } from '../../../context.ts';
import type { TicketChangedEvent } from '../../../events.ts';
import { requestAudience, visibleMessages } from './ticket-audience.ts';
import { messageSelect, type TicketMessageRecord, type TicketRecord, ticketSelect, toMessage, toTicket } from './ticket-read.ts';

// Live tickets: every write of a ticket publishes one change once it is committed, whichever way it came
// (REST or GraphQL, the main app or the support portal). The ticket's organisation hears it on its own topic and
// support staff on the queue's; an internal note never reaches the organisation's topic's subscribers.

/** Publish a committed change to the ticket's organisation and to the support queue. */
export function publishTicketChange(services: Pick<Services, 'events'>, event: TicketChangedEvent): void {
  services.events.publish('tickets:changed', event.orgId, event);
  services.events.publish('tickets:queue', event);
}

/** Whether a member receives a change: their organisation's tickets, never an internal note. */
export const memberReceives = (orgId: string, event: TicketChangedEvent, ticketId?: string | null): boolean =>
  event.orgId === orgId && !event.internal && (!ticketId || event.ticketId === ticketId);

/**
 * The subscriber's stream of ticket changes (one ticket's when `ticketId` is given), while their session and rights
 * stand: a member hears their organisation's, never an internal note; support staff the whole queue.
 */
export function subscribeTicketChanges(ctx: Context, ticketId?: string | null): AsyncIterable<TicketChangedEvent> {
  const audience = requestAudience(ctx);
  if (audience.kind === 'member') {
    return liveEvents(ctx, ctx.events.subscribe('tickets:changed', audience.user.orgId), (viewer, event) =>
      memberReceives(viewer.orgId, event, ticketId),
    );
  }
  return liveStaffEvents(ctx, ctx.events.subscribe('tickets:queue'), (_staff, event) => !ticketId || event.ticketId === ticketId);
}

// One read per change for all the subscribers of a process who see the same thing (the event object is shared by
// every listener), as the schedule does.
const reads = new WeakMap<TicketChangedEvent, Map<string, Promise<unknown>>>();

function once<T>(event: TicketChangedEvent, key: string, read: () => Promise<T>): Promise<T> {
  let perEvent = reads.get(event);
  if (!perEvent) {
    perEvent = new Map();
    reads.set(event, perEvent);
  }
  let hit = perEvent.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = read();
    perEvent.set(key, hit);
  }
  return hit;
}

// The reads below deliver an event: when the database is away the subscriber is told to reconnect and reads afresh
// (readForDelivery), rather than hearing of a reply without the reply.

/** The ticket after a change, as the subscriber sees it. */
export function ticketAfterChange(ctx: Context, event: TicketChangedEvent): Promise<TicketRecord | null> {
  const audience = requestAudience(ctx);
  return readForDelivery(
    ctx.connection,
    once(event, `ticket:${audience.kind}`, async () => {
      const row = await audience.db.ticket.findFirst({ where: { id: event.ticketId }, select: ticketSelect });
      return row ? toTicket(row) : null;
    }),
  );
}

/** The message a change added, when the subscriber may read it (a member never reads an internal note). */
export function messageOfChange(ctx: Context, event: TicketChangedEvent): Promise<TicketMessageRecord | null> {
  const audience = requestAudience(ctx);
  if (!event.messageId || (event.internal && audience.kind !== 'staff')) return Promise.resolve(null);
  const messageId = event.messageId;
  return readForDelivery(
    ctx.connection,
    once(event, `message:${audience.kind}`, async () => {
      const ticket = await audience.db.ticket.findFirst({
        where: { id: event.ticketId },
        select: { messages: { where: { id: messageId, ...visibleMessages(audience) }, select: messageSelect } },
      });
      const row = ticket?.messages[0];
      return row ? toMessage(row) : null;
    }),
  );
}
