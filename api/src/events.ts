import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

// Domain events. Domain functions publish; GraphQL subscriptions listen. One process keeps them in memory;
// with REDIS_URL, every API process publishes to and hears from Redis, so a change made through one process
// reaches subscribers connected to another. Every Redis channel starts with the deployment's prefix
// (config.redisPrefix), so two deployments sharing one Redis never hear each other.

export interface OrganizationUpdatedEvent {
  orgId: string;
}

export const SCHEDULE_CHANGE_KINDS = ['CREATED', 'RESCHEDULED', 'STATUS_CHANGED', 'ASSIGNED', 'UPDATED', 'DELETED'] as const;
export type ScheduleChangeKind = (typeof SCHEDULE_CHANGE_KINDS)[number];

/** A job was created, moved, (un)assigned, changed or deleted (domain/jobs/schedule-events.ts publishes it). */
export interface ScheduleChangedEvent {
  /** The change's own id: the same for every subscriber, so one heard twice (a publish sent again) is known. */
  id: string;
  orgId: string;
  jobId: string;
  kind: ScheduleChangeKind;
  /** The technicians on the job before and after the change. */
  technicianIds: { before: string[]; after: string[] };
  /** The technicians who could see the job before or after (on it, or its creator); office roles see every job. */
  visibleTo: string[];
}

/**
 * Why a member's live streams end: their session ended (sign-out, password change, removal: the client must sign
 * in again) or their rights changed (a new role: the client may subscribe again, under the new rights).
 */
export type StreamEnd = 'signedOut' | 'rightsChanged';

/**
 * Sessions were revoked or their rights changed: every process closes their live streams (auth/live-streams.ts).
 * `staffId`: a support-staff member's sessions (deactivated: signedOut; a new role: rightsChanged).
 */
export type SessionsRevokedEvent = ({ userId: string } | { sessionIds: string[] } | { staffId: string }) & { reason: StreamEnd };

/**
 * A member's record changed (name, email, colour, avatar …), or their organisation's details that every member's
 * session carries (its time zone): every process re-reads those sessions.
 */
export type MemberChangedEvent = { userId: string } | { orgId: string };

/** A quote or an invoice changed status (sent, accepted or declined, paid, converted …): domain/documents/document-changes.ts. */
export interface DocumentChangedEvent {
  orgId: string;
  kind: 'quote' | 'invoice';
  id: string;
  status: string;
  /** The customer accepted the quote on its emailed link: which quote and who (the office's toast says so). */
  acceptance?: { number: string; by: string };
  /** The customer said on the invoice's link that it is paid (reminders paused): which invoice and who. */
  paidClaim?: { number: string; by: string };
  /** An invoice's ledger changed: what is still owed after it (AUD cents, never below 0). */
  balanceCents?: number;
}

export const TICKET_CHANGE_KINDS = ['CREATED', 'UPDATED', 'MESSAGE_ADDED'] as const;
export type TicketChangeKind = (typeof TICKET_CHANGE_KINDS)[number];

/** A support ticket was opened, changed or answered (domain/support/tickets/ticket-changes.ts publishes it). */
export interface TicketChangedEvent {
  orgId: string;
  ticketId: string;
  kind: TicketChangeKind;
  /** The new message, for MESSAGE_ADDED. */
  messageId: string | null;
  /** An internal note: only support staff hear of it. */
  internal: boolean;
}

export const SUPPORT_STAFF_CHANGE_KINDS = ['JOINED', 'ROLE_CHANGED', 'DEACTIVATED', 'REACTIVATED'] as const;

/** The support team changed (domain/support/staff/staff-changes.ts publishes it). */
export interface SupportStaffChangedEvent {
  staffId: string;
  kind: (typeof SUPPORT_STAFF_CHANGE_KINDS)[number];
}

/** A blog post was written, published, scheduled, unpublished or deleted (domain/blog/blog-changes.ts publishes it). */
export interface BlogChangedEvent {
  postId: string;
}

/**
 * Something on a job changed that its page shows live: a form added, saved, submitted, corrected or removed (FORM,
 * with its formId), or the customer's sign-off recorded (SIGN_OFF, with its signOffId).
 */
export interface JobChangedEvent {
  /** The change's own id. */
  id: string;
  orgId: string;
  jobId: string;
  kind: 'FORM' | 'SIGN_OFF';
  formId?: string;
  signOffId?: string;
  /** The technicians who see the job (on it, or its creator); office roles see every job. */
  visibleTo: string[];
}

/** A member's timesheet changed: a clock action, a shift written or removed, a week submitted, approved or unlocked. */
export interface TimesheetChangedEvent {
  /** The change's own id. */
  id: string;
  orgId: string;
  /** The member whose timesheet it is. */
  userId: string;
  kind: 'CLOCK' | 'SHIFT' | 'WEEK';
  shiftId: string | null;
}

export type Channels = {
  'org:updated': [orgId: string, event: OrganizationUpdatedEvent];
  'schedule:changed': [orgId: string, event: ScheduleChangedEvent];
  'sessions:revoked': [event: SessionsRevokedEvent];
  'members:changed': [event: MemberChangedEvent];
  'documents:changed': [orgId: string, event: DocumentChangedEvent];
  'jobs:changed': [orgId: string, event: JobChangedEvent];
  'timesheets:changed': [orgId: string, event: TimesheetChangedEvent];
  /** A ticket's organisation hears of it (never of an internal note); support staff hear every ticket on the queue. */
  'tickets:changed': [orgId: string, event: TicketChangedEvent];
  'tickets:queue': [event: TicketChangedEvent];
  'support:staff-changed': [event: SupportStaffChangedEvent];
  /** Every process forgets its rendered public pages (http/public-site.ts), so a change shows at once. */
  'blog:changed': [event: BlogChangedEvent];
  /** A process times its own probe from publish to delivery: the bus's lag (metrics/bus-lag.ts). */
  'bus:probe': [event: { from: string; sentAt: number }];
};

export type EventBus = ReturnType<typeof createPubSub<Channels>>;

export function createEventBus(
  redisUrl?: string,
  prefix = 'spanner',
): {
  events: EventBus;
  close(): Promise<void>;
  /** Redis answers (readiness); absent in memory. */
  ping?: () => Promise<unknown>;
  /**
   * Run `listener` whenever this process may have missed events: its Redis subscription was cut, and again once it
   * listens again. Redis pub/sub keeps nothing for a subscriber that is away, so what was published meanwhile is
   * gone; whoever holds state from events (live streams, caches) must start again from the database. Returns the undo.
   */
  onGap(listener: () => void): () => void;
} {
  if (!redisUrl) {
    // Every subscriber of an organisation listens on one topic: hundreds of them are normal, not a leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { events: createPubSub<Channels>({ eventTarget }), close: async () => {}, onGap: () => () => {} };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // Subscribing waits for Redis (ioredis subscribes again after a reconnect), rather than failing while it is away.
  // No ready check (INFO) on it: a SUBSCRIBE sent while the socket is connecting (ioredis lets it through before
  // ready) puts the connection in subscriber mode, where INFO fails and the subscription is lost.
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null, enableReadyCheck: false });
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error: Error) => console.warn(`event bus: Redis: ${error.message}`));
  }
  // The event target waits for none of its commands: one that fails (Redis away, or the bus closing) is logged
  // here, never left as an unhandled rejection, which would stop the process.
  const logged = (what: string, channel: string) => (error: unknown) => {
    console.warn(`event bus: ${what} ${channel} failed (${String(error)})`);
    return 0;
  };
  const publisher = {
    publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(logged('publishing on', channel)),
  } as unknown as Redis;
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (channel: string) => subscribeClient.subscribe(channel).catch(logged('subscribing to', channel)),
    unsubscribe: (channel: string) => subscribeClient.unsubscribe(channel).catch(logged('unsubscribing from', channel)),
  } as unknown as Redis;
  const eventTarget = prefixed(createRedisEventTarget({ publishClient: publisher, subscribeClient: subscriber }), `${prefix}:`);
  const gapListeners = new Set<() => void>();
  const gap = () => {
    for (const listener of [...gapListeners]) listener();
  };
  let listening = false;
  let missed = false;
  subscribeClient.on('ready', () => {
    if (!missed) {
      listening = true;
      return;
    }
    // ioredis subscribes again to every channel right after 'ready'; a PING sent after those SUBSCRIBEs answers once
    // Redis has taken them, so from then on nothing more is missed.
    setImmediate(() => {
      subscribeClient.ping().then(
        () => {
          if (!missed) return;
          missed = false;
          listening = true;
          gap();
        },
        () => {},
      );
    });
  });
  subscribeClient.on('close', () => {
    if (!listening) return;
    listening = false;
    missed = true;
    gap();
  });
  return {
    events: createPubSub<Channels>({ eventTarget }),
    ping: () => Promise.all([publishClient.ping(), subscribeClient.ping()]),
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      // QUIT waits for Redis; a client that is not connected now is simply cut.
      await Promise.all(
        [publishClient, subscribeClient].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())),
      ).catch(() => {});
    },
  };
}

type EventTargetLike = ReturnType<typeof createRedisEventTarget>;

/** An event target whose channel names all start with `prefix` (the topic the bus sees stays unprefixed). */
function prefixed(target: EventTargetLike, prefix: string): EventTargetLike {
  return {
    addEventListener: (type, listener, options) => target.addEventListener(prefix + type, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(prefix + type, listener, options),
    dispatchEvent: (event) => target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: event.detail })),
  };
}
