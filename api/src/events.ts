import { createPubSub } from 'graphql-yoga';

// Domain events. Domain functions publish; GraphQL subscriptions listen. One process keeps them in memory;
// several processes share them through Redis (see createEventBus in app.ts).

export interface OrganizationUpdatedEvent {
  orgId: string;
}

export type Channels = {
  'org:updated': [orgId: string, event: OrganizationUpdatedEvent];
};

export type EventBus = ReturnType<typeof createPubSub<Channels>>;
