import type { Config } from '../../config.ts';
import type { Context } from '../../context.ts';
import type { MessageChannel, PlanId, SubscriptionStatus } from '../../db/generated/enums.ts';
import { packExpiresAt } from '../../rules/packs.ts';
import { effectivePlan } from '../../rules/plans.ts';
import { type MessageMeter, messageMeter, usagePercent } from '../../rules/usage.ts';
import { requireAbility } from '../policy.ts';
import { livePacks, monthStart } from './credits.ts';

/** Members against the plan's user quota. */
export interface UserMeter {
  used: number;
  quota: number;
  percent: number;
}

/** A bought pack still holding credits, its times as ISO strings. */
export interface OwnedPack {
  id: string;
  type: MessageChannel;
  quantity: number;
  remaining: number;
  purchasedAt: string;
  /** null when packs never expire. */
  expiresAt: string | null;
}

/** The organisation's usage this period (GET /api/usage, GraphQL's Usage). */
export interface Usage {
  users: UserMeter;
  sms: MessageMeter;
  email: MessageMeter;
  periodEnd: string;
  planId: PlanId;
  subscriptionStatus: SubscriptionStatus;
  /** Beyond the spec's shape: the packs still holding credits, oldest (spent first) first, and the expiry setting. */
  packs: OwnedPack[];
  packExpiry: Config['PACK_EXPIRY'];
}

/**
 * GET /api/usage (spec part 1 §3): users against the plan's user quota; SMS and email used from the plan's quota
 * this period, with the pack credits shared across the organisation; the period end, plan and status. Every role
 * reads it (the spec sets no role limit; technicians see the sidebar's usage widget too).
 */
export async function getUsage(ctx: Context): Promise<Usage> {
  requireAbility(ctx, 'seeUsage');
  const subscription = await ctx.db.subscription.findFirst();
  const plan = effectivePlan(subscription);
  const periodStart = subscription?.currentPeriodStart ?? monthStart();
  const [users, counters, packs] = await Promise.all([
    ctx.db.user.count(),
    ctx.db.usageCounter.findMany({ where: { periodStart }, select: { channel: true, used: true } }),
    ctx.db.creditPack.findMany({
      where: livePacks(ctx.config),
      orderBy: [{ purchasedAt: 'asc' }, { id: 'asc' }],
      select: { id: true, type: true, quantity: true, remaining: true, purchasedAt: true, expiresAt: true },
    }),
  ]);
  const used = (channel: 'sms' | 'email') => counters.find((c) => c.channel === channel)?.used ?? 0;
  const credits = (channel: 'sms' | 'email') => packs.filter((p) => p.type === channel).reduce((sum, p) => sum + p.remaining, 0);
  const periodEnd =
    (subscription?.status === 'trial' ? subscription.trialEnd : subscription?.currentPeriodEnd) ??
    new Date(Date.UTC(periodStart.getUTCFullYear(), periodStart.getUTCMonth() + 1, 1));
  return {
    users: { used: users, quota: plan.users, percent: Math.round(usagePercent(users, plan.users)) },
    sms: messageMeter(used('sms'), plan.sms, credits('sms')),
    email: messageMeter(used('email'), plan.email, credits('email')),
    periodEnd: periodEnd.toISOString(),
    planId: subscription?.planId ?? 'free',
    subscriptionStatus: subscription?.status ?? 'canceled',
    packs: packs.map((p) => ({
      id: p.id,
      type: p.type,
      quantity: p.quantity,
      remaining: p.remaining,
      purchasedAt: p.purchasedAt.toISOString(),
      expiresAt: (p.expiresAt ?? packExpiresAt(p.purchasedAt, ctx.config.PACK_EXPIRY))?.toISOString() ?? null,
    })),
    packExpiry: ctx.config.PACK_EXPIRY,
  };
}
