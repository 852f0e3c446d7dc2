import { AppError } from '../errors.ts';

// Each API key may make so many requests a minute (API_KEY_REQUESTS_PER_MINUTE), counted in a fixed window in this
// process's memory so a request costs no statement; with several API processes behind a balancer a key gets that
// many per process. Every answer to a key carries its standing (RateLimit-Limit, -Remaining, -Reset and
// RateLimit-Policy, per the IETF draft "RateLimit header fields for HTTP"); over the limit it is 429 with Retry-After.

export interface KeyAllowance {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;
const KEYS_KEPT = 10_000;

export class ApiKeyRateLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly perMinute: number) {}

  /** Count one request of a key: its allowance after it, and whether it went over. */
  take(keyId: string, now = Date.now()): KeyAllowance & { over: boolean } {
    let window = this.#windows.get(keyId);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size >= KEYS_KEPT) this.#windows.clear();
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.#windows.set(keyId, window);
    }
    window.count++;
    return {
      limit: this.perMinute,
      remaining: Math.max(0, this.perMinute - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      over: window.count > this.perMinute,
    };
  }
}

/** The refusal of a key over its limit (429, Retry-After). */
export const keyRateLimited = (a: KeyAllowance) =>
  new AppError('RATE_LIMITED', `This API key made more than ${a.limit} requests a minute; try again in ${a.resetSeconds} s`, {
    retryAfterSeconds: a.resetSeconds,
  });

/** The RateLimit header fields of an allowance. */
export function rateLimitHeaders(a: KeyAllowance): Record<string, string> {
  return {
    'ratelimit-limit': String(a.limit),
    'ratelimit-remaining': String(a.remaining),
    'ratelimit-reset': String(a.resetSeconds),
    'ratelimit-policy': `${a.limit};w=${WINDOW_MS / 1000}`,
  };
}
