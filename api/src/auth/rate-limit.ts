import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';

// Fixed-window counters in the database, so every API process shares them.

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** Refuse with 429 when any of the limits has already been reached in its window. */
export async function assertUnderLimits(db: Db, limits: Limit[], message: string): Promise<void> {
  const now = new Date();
  const buckets = await db.rateLimitBucket.findMany({ where: { key: { in: limits.map((l) => l.key) }, resetAt: { gt: now } } });
  for (const bucket of buckets) {
    const limit = limits.find((l) => l.key === bucket.key);
    if (limit && bucket.count >= limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((bucket.resetAt.getTime() - now.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', message, { retryAfterSeconds });
    }
  }
}

/** Count one more event against each limit (atomic upsert; an expired window starts again at 1). */
export async function recordHits(db: Db, limits: Limit[]): Promise<void> {
  const now = new Date();
  for (const l of limits) {
    const resetAt = new Date(now.getTime() + l.windowMs);
    await db.$executeRaw`
      INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (${l.key}, 1, ${resetAt})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
        "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN ${resetAt} ELSE "RateLimitBucket"."resetAt" END`;
  }
}

export async function clearHits(db: Db, keys: string[]): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: { in: keys } } });
}
