import type { EventBus, MemberChangedEvent, SessionsRevokedEvent } from '../events.ts';

// Every authenticated request resolves its session; most of them resolve the same few sessions again and again. This
// process keeps each session row as it last read it (the session's times and its member's record) for a few
// seconds (SESSION_CACHE_SECONDS), so a busy member's requests send no SQL to say who they are. Entries are
// forgotten at once when sessions are revoked or a member's record or rights change: by the process that made the
// change (synchronously) and by every other process through the event bus (Redis when configured). A change made
// in the database only (no event) shows within the cache's seconds; live streams re-read sessions at each delivery
// regardless (auth/live-streams.ts).

/** What a request needs of its session and member, as one statement reads it (auth/sessions.ts). */
export interface CachedSession {
  id: string;
  mode: 'cookie' | 'token' | 'apiKey';
  lastSeenAt: Date;
  revokedAt: Date | null;
  userId: string;
  orgId: string;
  /** The organisation's time zone, read with the session: forgotten with it when the organisation changes zone. */
  timeZone: string;
}

export class SessionCache<Row extends CachedSession = CachedSession> {
  readonly #entries = new Map<string, { row: Row; until: number }>();
  /** Bumped by every forget: a read that started before one may be stale, so it is not kept. */
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Where a session read starts: pass it to `keep`. */
  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now = Date.now()): Row | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.row;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  /** Keep a row read from the database, unless something was forgotten since the read started. */
  keep(tokenHash: string, row: Row, startedAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || startedAt !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(tokenHash, { row, until: now + this.ttlMs });
  }

  /** Forget the sessions of a revocation, or every session of a member whose record changed. */
  forget(event: SessionsRevokedEvent | MemberChangedEvent): void {
    // Support staff sessions are never cached here: they are read at every request.
    if ('staffId' in event) return;
    this.#generation++;
    for (const [hash, { row }] of this.#entries) {
      const hit =
        'userId' in event ? row.userId === event.userId : 'orgId' in event ? row.orgId === event.orgId : event.sessionIds.includes(row.id);
      if (hit) this.#entries.delete(hash);
    }
  }

  /** Forget every session: the event bus had a gap, so a revocation may have been missed. */
  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Hear revocations and member changes from every process; returns the stop. */
  listen(events: EventBus): () => Promise<void> {
    const channels = [events.subscribe('sessions:revoked'), events.subscribe('members:changed')];
    for (const channel of channels) {
      void (async () => {
        for await (const event of channel) this.forget(event);
      })().catch((error) => console.error('session cache no longer hears revocations', error));
    }
    return async () => {
      await Promise.all(channels.map((c) => c.return?.()));
    };
  }
}
