import type { Config } from '../../config.ts';
import { PACK_EXPIRY_MONTHS } from '../../rules/packs.ts';

/**
 * Pack credits still usable now under the PACK_EXPIRY setting: every pack when credits never expire; under `6m`
 * those bought within the last six months. The one rule for counting, showing and spending credits.
 */
export function liveSince(config: Pick<Config, 'PACK_EXPIRY'>, now: Date = new Date()): Date | null {
  if (config.PACK_EXPIRY === 'never') return null;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - PACK_EXPIRY_MONTHS);
  return cutoff;
}

/** The Prisma filter of live packs with credits left. */
export const livePacks = (config: Pick<Config, 'PACK_EXPIRY'>, now?: Date) => {
  const since = liveSince(config, now);
  return { remaining: { gt: 0 }, ...(since ? { purchasedAt: { gt: since } } : {}) };
};

/** The start of the current usage period when the organisation has no subscription: the calendar month (UTC). */
export const monthStart = (now: Date = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
