import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

// Domain events. Domain functions publish; GraphQL subscriptions listen. One process keeps them in memory;
// with REDIS_URL, every API process publishes to and hears from Redis, so a change made through one process
// reaches subscribers connected to another.

export interface OrganizationUpdatedEvent {
  orgId: string;
}

export type Channels = {
  'org:updated': [orgId: string, event: OrganizationUpdatedEvent];
};

export type EventBus = ReturnType<typeof createPubSub<Channels>>;

export function createEventBus(redisUrl?: string): { events: EventBus; close(): Promise<void> } {
  if (!redisUrl) return { events: createPubSub<Channels>(), close: async () => {} };
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
