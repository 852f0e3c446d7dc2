import type { Db } from '../db/client.ts';
import { Prisma } from '../db/generated/client.ts';
import { AppError } from '../errors.ts';

// Fixed-window counters in the database, shared by every API process. One limiter for everything that needs one
// (sign-in, support sign-in, password change, registration, password reset), keyed by what it limits.

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Count one attempt against each limit and refuse with 429 when any is over. The counting is one atomic statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so of N parallel attempts against a limit of 5 at most 5 go on to be
 * evaluated. An attempt that turns out fine is given back with `refund` (or the counter cleared with `clearHits`).
 */
export async function takeAttempt(db: Db, limits: Limit[], message: string): Promise<void> {
  if (!limits.length) return;
  const now = new Date();
  const rows = Prisma.join(limits.map((l) => Prisma.sql`(${l.key}, 1, ${new Date(now.getTime() + l.windowMs)})`));
  const counted = await db.$queryRaw<{ key: string; count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES ${rows}
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "key", "count", "resetAt"`;
  const over = counted.filter((c) => c.count > (limits.find((l) => l.key === c.key)?.max ?? Number.POSITIVE_INFINITY));
  if (over.length) {
    const resetAt = Math.max(...over.map((c) => new Date(c.resetAt).getTime()));
    throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) });
  }
}

/**
 * Add `hits` to one counter, starting a window that ends at `resetAt` when it has none or its last one has ended;
 * answers the counter's total in its window (everyone's hits) and when that window ends. One statement.
 */
export async function addHits(
  db: Db,
  key: string,
  hits: number,
  resetAt: Date,
  now = new Date(),
): Promise<{ count: number; resetAt: Date }> {
  const [row] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (${key}, ${hits}, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN EXCLUDED."count" ELSE "RateLimitBucket"."count" + EXCLUDED."count" END,
      "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${now} THEN EXCLUDED."resetAt" ELSE "RateLimitBucket"."resetAt" END
    RETURNING "count", "resetAt"`;
  return { count: Number(row.count), resetAt: new Date(row.resetAt) };
}

/** Give back an attempt that succeeded, so only failures use up the limit. */
export async function refund(db: Db, keys: string[]): Promise<void> {
  await db.rateLimitBucket.updateMany({ where: { key: { in: keys }, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

export async function clearHits(db: Db, keys: string[]): Promise<void> {
  await db.rateLimitBucket.deleteMany({ where: { key: { in: keys } } });
}
