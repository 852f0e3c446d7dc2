import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, filter, pipe } from 'graphql-yoga';
import { Redis } from 'ioredis';

// Domain events. Domain functions publish; GraphQL subscriptions listen. One process keeps them in memory;
// with REDIS_URL, every API process publishes to and hears from Redis, so a change made through one process
// reaches subscribers connected to another.

export interface OrganizationUpdatedEvent {
  orgId: string;
}

export const SCHEDULE_CHANGE_KINDS = ['CREATED', 'RESCHEDULED', 'STATUS_CHANGED', 'ASSIGNED', 'UPDATED', 'DELETED'] as const;
export type ScheduleChangeKind = (typeof SCHEDULE_CHANGE_KINDS)[number];

/** A job was created, moved, (un)assigned, changed or deleted (domain/schedule/schedule-changes.ts publishes it). */
export interface ScheduleChangedEvent {
  orgId: string;
  jobId: string;
  kind: ScheduleChangeKind;
  /** The technicians on the job before and after the change. */
  technicianIds: { before: string[]; after: string[] };
  /** The technicians who could see the job before or after (on it, or its creator); office roles see every job. */
  visibleTo: string[];
}

export type Channels = {
  'org:updated': [orgId: string, event: OrganizationUpdatedEvent];
  'schedule:changed': [orgId: string, event: ScheduleChangedEvent];
};

export type EventBus = ReturnType<typeof createPubSub<Channels>>;

export function createEventBus(redisUrl?: string): { events: EventBus; close(): Promise<void> } {
  if (!redisUrl) {
    // Every subscriber of an organisation listens on one topic: hundreds of them are normal, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { events: createPubSub<Channels>({ eventTarget }), close: async () => {} };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    events: createPubSub<Channels>({ eventTarget }),
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]).catch(() => {});
    },
  };
}

/** The events of a stream that pass a test (keeps the stream's clean-up when a subscriber leaves). */
export function filterEvents<T>(source: AsyncIterable<T>, keep: (event: T) => boolean): AsyncIterable<T> {
  return pipe(source, filter(keep));
}
