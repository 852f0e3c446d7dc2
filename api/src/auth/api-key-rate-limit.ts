import { createRequire } from 'node:module';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { addHits } from './rate-limit.ts';

// graphql-ws checks a refusal with instanceof against the graphql it loads (the CommonJS build, as Node resolves it);
// a plain import here may be another copy under Vite's resolution (tests), so take the one Node loads.
const { GraphQLError } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

// Each API key may make so many requests a minute (API_KEY_REQUESTS_PER_MINUTE), whichever API processes serve them:
// a fixed window that starts with the key's first request, counted in the database's rate-limit counters
// (auth/rate-limit.ts, key `api-key:<id>`) like sign-in attempts, so every process shares one count and one window.
// So that a request costs no statement, each process counts a key's requests in memory and adds them to the shared
// counter in batches: at a key's first request in a window, at least once a second while it is busy, and whenever its
// requests since the last sync reach an eighth of what the key had left — so close to the limit every request syncs.
// A key gets past its limit only by what several processes admit between two syncs (at most an eighth of what was
// left, per process). graphql-ws subscribe messages from a key count as requests too. Every answer to a key carries
// its standing (RateLimit-Limit, -Remaining, -Reset and RateLimit-Policy, per the IETF draft "RateLimit header fields
// for HTTP"); over the limit it is 429 with Retry-After.

export interface KeyAllowance {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;
/** A busy key's count is shared at least this often. */
const SYNC_EVERY_MS = 1000;
/** A key's requests since the last sync may reach this share of what it had left before they are shared. */
const BATCH_SHARE = 1 / 8;
const KEYS_KEPT = 10_000;

interface KeyWindow {
  /** When the shared window ends (ms since the epoch), as the database said at the last sync; null before one. */
  endsAt: number | null;
  /** The shared count at the last sync (every process's requests). */
  shared: number;
  /** This process's requests not yet added to the shared count. */
  unsynced: number;
  syncedAt: number;
}

export class ApiKeyRateLimiter {
  readonly #windows = new Map<string, KeyWindow>();

  constructor(
    private readonly db: Db,
    private readonly perMinute: number,
  ) {}

  /** Count one request of a key: its allowance after it, and whether it went over. */
  async take(keyId: string, now = Date.now()): Promise<KeyAllowance & { over: boolean }> {
    let window = this.#windows.get(keyId);
    if (!window || (window.endsAt !== null && window.endsAt <= now)) {
      if (this.#windows.size >= KEYS_KEPT) this.#windows.clear();
      window = { endsAt: null, shared: 0, unsynced: 0, syncedAt: 0 };
      this.#windows.set(keyId, window);
    }
    window.unsynced++;
    const batch = Math.max(1, Math.floor((this.perMinute - window.shared) * BATCH_SHARE));
    if (window.endsAt === null || window.unsynced >= batch || now - window.syncedAt >= SYNC_EVERY_MS) await this.#sync(keyId, window, now);
    const count = window.shared + window.unsynced;
    return {
      limit: this.perMinute,
      remaining: Math.max(0, this.perMinute - count),
      resetSeconds: Math.max(1, Math.ceil(((window.endsAt ?? now + WINDOW_MS) - now) / 1000)),
      over: count > this.perMinute,
    };
  }

  /** Add this process's requests to the shared count and learn everyone's, and the window's end. */
  async #sync(keyId: string, window: KeyWindow, now: number) {
    const hits = window.unsynced;
    window.unsynced = 0;
    window.syncedAt = now;
    try {
      const counter = await addHits(this.db, `api-key:${keyId}`, hits, new Date(now + WINDOW_MS), new Date(now));
      const endsAt = counter.resetAt.getTime();
      // Syncs of one process may answer out of order: within one window the count only grows.
      window.shared = endsAt === window.endsAt ? Math.max(window.shared, counter.count) : counter.count;
      window.endsAt = endsAt;
    } catch (err) {
      window.unsynced += hits;
      throw err;
    }
  }
}

/** The refusal of a key over its limit (429, Retry-After). */
export const keyRateLimited = (a: KeyAllowance) =>
  new AppError('RATE_LIMITED', `This API key made more than ${a.limit} requests a minute; try again in ${a.resetSeconds} s`, {
    retryAfterSeconds: a.resetSeconds,
  });

/** The same refusal for a graphql-ws subscribe message (a socket has no status line or headers). */
export function keyRateLimitedOnSocket(a: KeyAllowance): import('graphql').GraphQLError {
  const refusal = keyRateLimited(a);
  return new GraphQLError(refusal.message, { extensions: { code: refusal.code, retryAfterSeconds: a.resetSeconds } });
}

/** The RateLimit header fields of an allowance. */
export function rateLimitHeaders(a: KeyAllowance): Record<string, string> {
  return {
    'ratelimit-limit': String(a.limit),
    'ratelimit-remaining': String(a.remaining),
    'ratelimit-reset': String(a.resetSeconds),
    'ratelimit-policy': `${a.limit};w=${WINDOW_MS / 1000}`,
  };
}
