import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MessageChannel } from '../../db/generated/enums.ts';
import { AppError } from '../../errors.ts';
import { effectivePlan } from '../../rules/plans.ts';
import { liveSince, monthStart } from './credits.ts';

const NO_CREDITS: Record<MessageChannel, string> = {
  sms: 'No SMS credits left this period. Buy an SMS pack or upgrade your plan to send more.',
  email: 'No email credits left this period. Buy an email pack or upgrade your plan to send more.',
};

/** One credit spent: from the plan's quota of the period starting `periodStart`, or from pack `packId`. */
export interface UsageCharge {
  source: 'quota' | 'pack';
  packId: string | null;
  periodStart: Date;
}

/**
 * Spend one SMS or email credit of an organisation (the messaging code calls this before it sends): from the
 * plan's quota for the period while it lasts, then from the pack that expires first (the oldest). Each step is one
 * atomic statement, so parallel sends never spend a credit twice or go past the quota. With nothing left: 402
 * QUOTA_EXCEEDED. `db` is the organisation's tenant client.
 */
export async function recordUsage(
  db: Db,
  config: Pick<Config, 'PACK_EXPIRY'>,
  orgId: string,
  channel: MessageChannel,
): Promise<UsageCharge> {
  const subscription = await db.subscription.findFirst({
    select: { status: true, planId: true, currentPeriodEnd: true, currentPeriodStart: true },
  });
  const quota = effectivePlan(subscription)[channel];
  const periodStart = subscription?.currentPeriodStart ?? monthStart();
  if (quota > 0) {
    const spent = await db.$queryRaw<{ used: number }[]>`
      INSERT INTO "UsageCounter" (id, "orgId", channel, "periodStart", used)
      VALUES (gen_random_uuid()::text, ${orgId}, ${channel}::"MessageChannel", ${periodStart}, 1)
      ON CONFLICT ("orgId", channel, "periodStart") DO UPDATE SET used = "UsageCounter".used + 1 WHERE "UsageCounter".used < ${quota}
      RETURNING used`;
    if (spent.length) return { source: 'quota', packId: null, periodStart };
  }
  const since = liveSince(config);
  // A pack emptied by a parallel send between the pick and the update is skipped, and the next one tried.
  for (let attempt = 0; attempt < 20; attempt++) {
    const taken = await db.$queryRaw<{ id: string }[]>`
      UPDATE "CreditPack" SET remaining = remaining - 1
      WHERE remaining > 0 AND "orgId" = ${orgId} AND id = (
        SELECT id FROM "CreditPack"
        WHERE "orgId" = ${orgId} AND type = ${channel}::"MessageChannel" AND remaining > 0
          AND (${since}::timestamp IS NULL OR "purchasedAt" > ${since}::timestamp)
        ORDER BY "purchasedAt", id LIMIT 1 FOR UPDATE)
      RETURNING id`;
    if (taken.length) return { source: 'pack', packId: taken[0].id, periodStart };
    const left = await db.creditPack.count({
      where: { type: channel, remaining: { gt: 0 }, ...(since ? { purchasedAt: { gt: since } } : {}) },
    });
    if (!left) break;
  }
  throw new AppError('QUOTA_EXCEEDED', NO_CREDITS[channel], { action: { label: 'Buy Credits', url: '/settings?tab=usage' } });
}

/**
 * Give back credits spent by recordUsage (a send that failed consumes nothing): each to where it came from — the
 * period's quota counter, or its pack, of organisation `orgId`.
 */
export async function refundUsage(
  db: Db,
  orgId: string,
  channel: MessageChannel,
  charges: Pick<UsageCharge, 'packId' | 'periodStart'>[],
): Promise<void> {
  for (const charge of charges) {
    if (charge.packId) await db.creditPack.updateMany({ where: { id: charge.packId, orgId }, data: { remaining: { increment: 1 } } });
    else
      await db.usageCounter.updateMany({
        where: { orgId, channel, periodStart: charge.periodStart, used: { gt: 0 } },
        data: { used: { decrement: 1 } },
      });
  }
}
