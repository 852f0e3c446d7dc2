import { liveEvents } from '../../auth/live-streams.ts';
import type { Context, Services } from '../../context.ts';
import type { DocumentChangedEvent } from '../../events.ts';
import { can, requireAbility } from '../policy.ts';

// Live status of quotes and invoices: every write that changes a document's status (sending, the customer's
// answer on the public page, Accept, conversion, Mark Paid, deletion) publishes one change on the organisation's
// channel, whichever way it came. Only members who may see quotes (or invoices) receive them.

export function publishDocumentChange(services: Pick<Services, 'events'>, event: DocumentChangedEvent): void {
  services.events.publish('documents:changed', event.orgId, event);
}

const ability = { quote: 'manageQuotes', invoice: 'manageInvoices' } as const;

/** The subscriber's stream: their organisation's changes of the kind they may see, optionally one document only. */
export function subscribeDocumentChanges(
  ctx: Context,
  filter: { kind: 'quote' | 'invoice'; id?: string | null },
): AsyncIterable<DocumentChangedEvent> {
  const user = requireAbility(ctx, ability[filter.kind]);
  return liveEvents(
    ctx,
    ctx.events.subscribe('documents:changed', user.orgId),
    (viewer, event) =>
      event.orgId === viewer.orgId &&
      event.kind === filter.kind &&
      (!filter.id || event.id === filter.id) &&
      can({ user: viewer }, ability[event.kind]),
  );
}
