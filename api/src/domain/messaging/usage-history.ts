import { sql } from 'kysely';
import type { Context } from '../../context.ts';
import type { MessageChannel } from '../../db/generated/kysely.ts';
import { tenantSql } from '../../db/sql.ts';
import { monthStart } from '../billing/credits.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';

/** The credits one channel counted on one day (the organisation's zone, YYYY-MM-DD) from one source. */
export interface UsageDay {
  day: string;
  channel: MessageChannel;
  credits: number;
  source: 'allowance' | 'pack';
  /** The pack they came from; null for the allowance (or a pack since deleted). */
  pack: UsageHistoryPack | null;
}

export interface UsageHistoryPack {
  id: string;
  quantity: number;
  purchasedAt: string;
}

/** What was counted this billing period (since `periodStart`, ISO), newest day first. */
export interface UsageHistory {
  periodStart: string;
  days: UsageDay[];
}

/**
 * The usage tab's history of the period (/settings?tab=usage): what was counted since the billing period began, by
 * day (the organisation's zone) and channel, and where it came from — the plan allowance or which pack. Read from
 * the outbox (each message keeps where its credits came from; given-back credits are left out) in a constant number
 * of statements whatever the traffic.
 */
export async function getUsageHistory(ctx: Context): Promise<UsageHistory> {
  requireAbility(ctx, 'manageBilling');
  const [subscription, timeZone] = await Promise.all([
    ctx.db.subscription.findFirst({ select: { currentPeriodStart: true } }),
    organisationTimeZone(ctx),
  ]);
  const periodStart = subscription?.currentPeriodStart ?? monthStart();
  const { sql: db, orgId } = tenantSql(ctx.db);
  const rows = await db
    .selectFrom('OutgoingMessage as m')
    .crossJoinLateral(sql<{ value: unknown }>`jsonb_array_elements(COALESCE(m.charges, '[]'::jsonb))`.as('c'))
    .select([
      sql<string>`to_char((m."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      sql<MessageChannel>`m.channel::text`.as('channel'),
      sql<string | null>`c->>'packId'`.as('packId'),
      sql<number>`count(*)::int`.as('credits'),
    ])
    .where('m.orgId', '=', orgId)
    .where('m.refundedAt', 'is', null)
    .where('m.createdAt', '>=', periodStart)
    .groupBy([sql`1`, sql`2`, sql`3`])
    .orderBy(sql`1 DESC, 2, 3 NULLS FIRST`)
    .execute();
  const packIds = [...new Set(rows.flatMap((r) => (r.packId ? [r.packId] : [])))];
  const packs = packIds.length
    ? await ctx.db.creditPack.findMany({
        where: { id: { in: packIds } },
        select: { id: true, quantity: true, type: true, purchasedAt: true },
      })
    : [];
  return {
    periodStart: periodStart.toISOString(),
    days: rows.map((r) => {
      const pack = packs.find((p) => p.id === r.packId);
      return {
        day: r.day,
        channel: r.channel,
        credits: r.credits,
        source: r.packId ? ('pack' as const) : ('allowance' as const),
        pack: pack ? { id: pack.id, quantity: pack.quantity, purchasedAt: pack.purchasedAt.toISOString() } : null,
      };
    }),
  };
}
