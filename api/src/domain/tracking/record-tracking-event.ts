import { trackingScope } from '../../db/cross-organisation.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { type ServerEvent, TRACKING_CURRENCY } from '../../rules/tracking.ts';

export interface ServerTrackingEvent {
  eventType: ServerEvent;
  /** The organisation the operation was for (null: a public visitor, e.g. a newsletter lead). */
  orgId: string | null;
  userId?: string | null;
  content?: {
    contentId?: string;
    contentType?: string;
    contentName?: string;
    contentCategory?: string;
    /** In AUD, dollars (a job's estimate, an invoice's or quote's total, a plan's monthly price). */
    value?: number;
  };
}

/**
 * An advertising event Spanner records itself, called once the operation it reports has committed (registration,
 * plan checkout, newsletter lead, job, invoice, quote). Never throws: a tracking failure is logged and the operation
 * it reports goes on as if nothing happened.
 */
export async function recordTrackingEvent(ctx: Parameters<typeof trackingScope>[0], event: ServerTrackingEvent): Promise<void> {
  try {
    const contentData = { ...event.content, currency: TRACKING_CURRENCY } satisfies Prisma.InputJsonObject;
    await trackingScope(ctx).trackingEvent.create({
      data: { eventType: event.eventType, origin: 'server', orgId: event.orgId, userId: event.userId ?? null, contentData },
      select: { id: true },
    });
  } catch (err) {
    console.error(`The advertising event ${event.eventType} could not be recorded:`, err);
  }
}

/** Cents as the dollars an advertising event's value is given in. */
export const trackedValue = (cents: number | null | undefined) => (cents == null ? undefined : cents / 100);
