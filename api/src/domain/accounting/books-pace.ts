import type { Db } from '../../db/client.ts';
import type { CallsLeft } from '../../integrations/accounting/books.ts';

// Slowing down before the books say no (docs/accounting.md, "Limits"): Xero tells with every answer how many calls
// the connection has left in its minute (60) and its day (5,000). When few are left, the organisation's sync pauses —
// its pushes and pulls, in every process — until that window has passed, rather than spending calls on 429s. The pause
// is a row of the shared limiter table (RateLimitBucket), keyed by the organisation (one live connection each).

/** At or below this many calls left in the minute, the sync waits the minute out. */
export const MINUTE_FLOOR = 5;
/** At or below this many calls left in the day, the sync waits an hour, and again while Xero still says so. */
export const DAY_FLOOR = 50;

const keyOf = (orgId: string) => `books-pause:${orgId}`;

/** Seconds the organisation's sync still waits (0: it may call now). */
export async function pausedSeconds(db: Db, orgId: string, now = new Date()): Promise<number> {
  const pause = await db.rateLimitBucket.findUnique({ where: { key: keyOf(orgId) }, select: { resetAt: true } });
  return pause && pause.resetAt > now ? Math.ceil((pause.resetAt.getTime() - now.getTime()) / 1000) : 0;
}

/** After a job's calls: pause the organisation's sync when the books said few calls are left. */
export async function paceAfter(db: Db, orgId: string, left: CallsLeft, now = new Date()): Promise<void> {
  const seconds = left.day !== null && left.day <= DAY_FLOOR ? 3600 : left.minute !== null && left.minute <= MINUTE_FLOOR ? 60 : 0;
  if (!seconds) return;
  const resetAt = new Date(now.getTime() + seconds * 1000);
  await db.rateLimitBucket.upsert({ where: { key: keyOf(orgId) }, create: { key: keyOf(orgId), count: 0, resetAt }, update: { resetAt } });
}
