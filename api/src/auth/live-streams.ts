import { Repeater } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { EventBus, SessionsRevokedEvent, StreamEnd } from '../events.ts';
import { requireStaff, requireUser } from './guards.ts';
import { isSessionLive } from './session-rules.ts';
import { type SessionState, sessionStates } from './sessions.ts';
import type { StaffViewer, UserViewer } from './viewer.ts';

// Live streams (graphql-ws subscriptions and server-sent events) hold a member's rights for as long as they stay
// open, so they are checked twice:
// 1. At each delivery, the event must pass the stream's policy rule (`keep`, from domain/policy.ts), and then the
//    member's session is read again (one statement for every delivery of a burst, whatever the number of
//    subscribers): a session that ended, or whose member changed role or organisation, ends the stream and closes
//    its connection instead of delivering.
// 2. When sessions are revoked (auth/sessions.ts `sessionsRevoked`), every process hears it on the event bus and
//    closes the matching connections at once, even when no event is flowing.

/** Why a connection closes: its member's session or rights (StreamEnd), or this process shutting down. */
export type ConnectionEnd = StreamEnd | 'restarting';

/**
 * How a graphql-ws socket closes: clients give up on 4401 (sign in again) and retry 4403 (under the new rights) and
 * 1012 (Service Restart: this process is shutting down; graphql-ws clients, the web app's included, reconnect, and
 * the load balancer sends them to another process).
 */
export const CLOSE_CODES: Record<ConnectionEnd, { code: number; reason: string }> = {
  signedOut: { code: 4401, reason: 'Signed out' },
  rightsChanged: { code: 4403, reason: 'Your access changed' },
  restarting: { code: 1012, reason: 'Service restart: reconnect' },
};

/** One client connection that carries live streams: a graphql-ws socket, or one HTTP request's server-sent events. */
export class StreamConnection {
  readonly #stops = new Set<() => void>();
  #closed: ConnectionEnd | null = null;

  /** `closeTransport` closes the socket; an SSE response ends by itself once its streams stop. */
  constructor(private readonly closeTransport: (reason: ConnectionEnd) => void = () => {}) {}

  get closed(): ConnectionEnd | null {
    return this.#closed;
  }

  /** Run `stop` when the connection closes; returns the undo. */
  onClose(stop: () => void): () => void {
    this.#stops.add(stop);
    return () => this.#stops.delete(stop);
  }

  close(reason: ConnectionEnd): void {
    if (this.#closed) return;
    this.#closed = reason;
    for (const stop of [...this.#stops]) stop();
    this.closeTransport(reason);
  }
}

type SessionConfig = Pick<Config, 'SESSION_IDLE_MINUTES'>;

/** This process's live connections by member and session, and the check each delivery makes. */
export class LiveStreams {
  readonly #open = new Map<StreamConnection, { userId: string; sessionId: string; uses: number; streams: number }>();
  /** Support staff's connections (their own sessions): closed when they are deactivated or change role. */
  readonly #staff = new Map<StreamConnection, { staffId: string; uses: number; streams: number }>();
  #batch: Map<string, { resolve: (s: SessionState | undefined) => void; reject: (e: unknown) => void }[]> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: SessionConfig,
  ) {}

  /** A member's streams listening now (for tests and metrics). */
  streamsOf(userId: string): number {
    let n = 0;
    for (const entry of this.#open.values()) if (entry.userId === userId) n += entry.streams;
    return n;
  }

  /** Live streams listening now on this process, members' and staff's (for metrics). */
  streamCount(): number {
    let n = 0;
    for (const entry of this.#open.values()) n += entry.streams;
    for (const entry of this.#staff.values()) n += entry.streams;
    return n;
  }

  /** A member's connection carries live streams; returns the undo (a connection may be tracked more than once). */
  track(viewer: UserViewer, connection: StreamConnection, what: 'connection' | 'stream' = 'connection'): () => void {
    const entry = this.#open.get(connection) ?? { userId: viewer.userId, sessionId: viewer.sessionId, uses: 0, streams: 0 };
    const streams = what === 'stream' ? 1 : 0;
    entry.uses++;
    entry.streams += streams;
    this.#open.set(connection, entry);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      entry.streams -= streams;
      if (--entry.uses === 0) this.#open.delete(connection);
    };
  }

  /** A staff member's streams listening now (for tests and metrics). */
  staffStreamsOf(staffId: string): number {
    let n = 0;
    for (const entry of this.#staff.values()) if (entry.staffId === staffId) n += entry.streams;
    return n;
  }

  /** A staff member's connection carries live streams; returns the undo. */
  trackStaff(viewer: StaffViewer, connection: StreamConnection, what: 'connection' | 'stream' = 'connection'): () => void {
    const entry = this.#staff.get(connection) ?? { staffId: viewer.staffId, uses: 0, streams: 0 };
    const streams = what === 'stream' ? 1 : 0;
    entry.uses++;
    entry.streams += streams;
    this.#staff.set(connection, entry);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      entry.streams -= streams;
      if (--entry.uses === 0) this.#staff.delete(connection);
    };
  }

  /** Close this process's connections of the revoked sessions. */
  end(revoked: SessionsRevokedEvent): void {
    if ('staffId' in revoked) {
      for (const [connection, who] of this.#staff) if (who.staffId === revoked.staffId) connection.close(revoked.reason);
      return;
    }
    for (const [connection, who] of this.#open) {
      const hit = 'userId' in revoked ? who.userId === revoked.userId : (revoked.sessionIds ?? []).includes(who.sessionId);
      if (hit) connection.close(revoked.reason);
    }
  }

  /** This process is shutting down: close every live connection, telling each client to reconnect elsewhere. */
  closeAll(): void {
    for (const connection of [...this.#open.keys(), ...this.#staff.keys()]) connection.close('restarting');
  }

  /** Hear revocations from every process; returns the stop. */
  listen(events: EventBus): () => Promise<void> {
    const revocations = events.subscribe('sessions:revoked');
    void (async () => {
      for await (const revoked of revocations) {
        try {
          this.end(revoked);
        } catch (error) {
          console.error('closing revoked live streams failed', error);
        }
      }
    })().catch((error) => console.error('revocations are no longer heard', error));
    return async () => {
      await revocations.return?.();
    };
  }

  /** Why a member's stream must end now, or null while their session stands with the rights it started with. */
  async recheck(viewer: UserViewer): Promise<StreamEnd | null> {
    const state = await this.#state(viewer.sessionId);
    if (!state?.live || state.userId !== viewer.userId) return 'signedOut';
    if (state.role !== viewer.role || state.orgId !== viewer.orgId) return 'rightsChanged';
    return null;
  }

  /** Why a staff member's stream must end now: their session ended or they were deactivated, or their role changed. */
  async recheckStaff(viewer: StaffViewer): Promise<StreamEnd | null> {
    const session = await this.db.supportSession.findUnique({
      where: { id: viewer.sessionId },
      select: { expiresAt: true, lastSeenAt: true, revokedAt: true, staff: { select: { active: true, role: true } } },
    });
    if (!session?.staff.active || !isSessionLive(session, new Date(), this.config.SESSION_IDLE_MINUTES * 60_000)) return 'signedOut';
    return session.staff.role === viewer.role ? null : 'rightsChanged';
  }

  /** One event reaches every subscriber in the same turn: their session reads are answered by one statement. */
  #state(sessionId: string): Promise<SessionState | undefined> {
    return new Promise((resolve, reject) => {
      if (!this.#batch) {
        this.#batch = new Map();
        setImmediate(() => void this.#flush());
      }
      const waiting = this.#batch.get(sessionId) ?? [];
      waiting.push({ resolve, reject });
      this.#batch.set(sessionId, waiting);
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#batch;
    this.#batch = null;
    if (!batch) return;
    try {
      const states = await sessionStates(this.db, this.config, [...batch.keys()]);
      for (const [id, waiting] of batch) for (const w of waiting) w.resolve(states.get(id));
    } catch (error) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(error);
    }
  }
}

interface StreamContext {
  user: UserViewer | null;
  staff: StaffViewer | null;
  live: LiveStreams;
  connection: StreamConnection;
}

/**
 * A member's live stream of `source`: an event is delivered only while their session stands with the rights the
 * stream started with, and when `keep` (the policy rule for this stream) lets them see it. A revoked session or
 * changed rights end the stream and close its connection; so does a revocation heard on the bus.
 */
export function liveEvents<T>(
  ctx: StreamContext,
  source: AsyncIterable<T>,
  keep: (viewer: UserViewer, event: T) => boolean = () => true,
): AsyncIterable<T> {
  const viewer = requireUser(ctx);
  const { live } = ctx;
  return checkedStream(ctx.connection, source, {
    track: () => live.track(viewer, ctx.connection, 'stream'),
    keep: (event) => keep(viewer, event),
    recheck: () => live.recheck(viewer),
  });
}

/**
 * A support-staff member's live stream of `source` (their own session): delivered while their session stands, they
 * are active and keep the role the stream started with; deactivation (`sessionsRevoked({ staffId })`) closes it.
 */
export function liveStaffEvents<T>(
  ctx: StreamContext,
  source: AsyncIterable<T>,
  keep: (viewer: StaffViewer, event: T) => boolean = () => true,
): AsyncIterable<T> {
  const viewer = requireStaff(ctx);
  const { live } = ctx;
  return checkedStream(ctx.connection, source, {
    track: () => live.trackStaff(viewer, ctx.connection, 'stream'),
    keep: (event) => keep(viewer, event),
    recheck: () => live.recheckStaff(viewer),
  });
}

/**
 * A read made to deliver an event (the job after a change). When the database is away, the subscriber is told to
 * reconnect (1012) and reads afresh once it is back, rather than receiving the event without its object — which a
 * client takes for "deleted or no longer visible" and drops from the screen.
 */
export function readForDelivery<T>(connection: StreamConnection, read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) connection.close('restarting');
    throw error;
  });
}

function checkedStream<T>(
  connection: StreamConnection,
  source: AsyncIterable<T>,
  check: { track: () => () => void; keep: (event: T) => boolean; recheck: () => Promise<StreamEnd | null> },
): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const events = source[Symbol.asyncIterator]();
    const untrack = check.track();
    const unhook = connection.onClose(() => stop());
    try {
      if (connection.closed) return;
      for (;;) {
        const next = await Promise.race([events.next(), stop]);
        if (!next || next.done) return;
        if (!check.keep(next.value)) continue;
        // The session cannot be read (the database is away): the client is told to reconnect (1012) and reads
        // afresh once it is back — rather than the stream ending in an error on a socket that stays open, after
        // which the client hears nothing more and never knows it.
        const end = await check.recheck().catch((): ConnectionEnd => 'restarting');
        if (end) {
          connection.close(end);
          return;
        }
        await push(next.value);
      }
    } finally {
      unhook();
      untrack();
      stop();
      await events.return?.();
    }
  });
}
