import type { Context } from '../../context.ts';
import { tenantRows } from '../../db/scoped.ts';
import { monthStart } from '../billing/credits.ts';
import { organisationTimeZone } from '../organisation-time-zone.ts';
import { requireAbility } from '../policy.ts';

interface Row {
  day: string;
  channel: 'sms' | 'email';
  packId: string | null;
  credits: number;
}

/**
 * The usage tab's history of the period (/settings?tab=usage): what was counted since the billing period began, by
 * day (the organisation's zone) and channel, and where it came from — the plan allowance or which pack. Read from
 * the outbox (each message keeps where its credits came from; given-back credits are left out) in a constant number
 * of statements whatever the traffic.
 */
export async function getUsageHistory(ctx: Context) {
  requireAbility(ctx, 'manageBilling');
  const [subscription, timeZone] = await Promise.all([
    ctx.db.subscription.findFirst({ select: { currentPeriodStart: true } }),
    organisationTimeZone(ctx),
  ]);
  const periodStart = subscription?.currentPeriodStart ?? monthStart();
  const rows = await tenantRows<Row>(
    ctx.db,
    `SELECT to_char((m."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE $2, 'YYYY-MM-DD') AS day, m.channel::text AS channel,
            c->>'packId' AS "packId", count(*)::int AS credits
       FROM "OutgoingMessage" m CROSS JOIN LATERAL jsonb_array_elements(COALESCE(m.charges, '[]'::jsonb)) c
      WHERE m."orgId" = $1 AND m."refundedAt" IS NULL AND m."createdAt" >= $3
      GROUP BY 1, 2, 3 ORDER BY 1 DESC, 2, 3 NULLS FIRST`,
    timeZone,
    periodStart,
  );
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
