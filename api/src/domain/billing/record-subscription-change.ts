import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { mrrCentsOf } from '../../rules/saas-metrics.ts';

type Writer = Prisma.TransactionClient | Db;

const STATE = {
  status: true,
  planId: true,
  monthlyAmountCents: true,
  trialEnd: true,
  cancelAtPeriodEnd: true,
  currentPeriodEnd: true,
} as const satisfies Prisma.SubscriptionSelect;
export type SubscriptionState = Prisma.SubscriptionGetPayload<{ select: typeof STATE }>;

/**
 * Append to the subscription history (SubscriptionChange) what an organisation's subscription is now, after a write
 * to it: called by every path that changes a subscription, in the write's transaction where it has one. A row is
 * added only when the status, plan, MRR or trial end differ from the history at `at`; rows dated after `at` (a
 * cancellation's planned end) are replaced by what the subscription now says. A subscription canceled at its
 * period's end still pays until then: its end is a second row, dated at the period's end.
 */
export async function recordSubscriptionChange(
  db: Writer,
  orgId: string,
  at: Date,
  eventId: string | null = null,
  /** The subscription as it is (or is about to be) written, when the caller knows it: not read again. */
  known?: SubscriptionState,
): Promise<void> {
  const sub = known ?? (await db.subscription.findUnique({ where: { orgId }, select: STATE }));
  if (!sub) return;
  await db.subscriptionChange.deleteMany({ where: { orgId, at: { gt: at } } });
  const endsLater = sub.status === 'canceled' && sub.cancelAtPeriodEnd && !!sub.currentPeriodEnd && sub.currentPeriodEnd > at;
  // Until a planned end, the subscription pays as it did: the last paying row's amount carries on.
  const last = await db.subscriptionChange.findFirst({
    where: { orgId, at: { lte: at } },
    orderBy: [{ at: 'desc' }, { createdAt: 'desc' }],
    select: { status: true, planId: true, mrrCents: true, trialEnd: true },
  });
  const now = endsLater
    ? { status: sub.status, planId: sub.planId, mrrCents: last?.mrrCents ?? 0, trialEnd: sub.trialEnd }
    : { status: sub.status, planId: sub.planId, mrrCents: mrrCentsOf(sub), trialEnd: sub.trialEnd };
  const same =
    !!last &&
    last.status === now.status &&
    last.planId === now.planId &&
    last.mrrCents === now.mrrCents &&
    (last.trialEnd?.getTime() ?? null) === (now.trialEnd?.getTime() ?? null);
  const rows: Prisma.SubscriptionChangeCreateManyInput[] = [];
  if (!same) rows.push({ orgId, at, eventId, ...now });
  if (endsLater && sub.currentPeriodEnd && now.mrrCents > 0) {
    rows.push({ orgId, at: sub.currentPeriodEnd, eventId, status: 'canceled', planId: sub.planId, mrrCents: 0, trialEnd: sub.trialEnd });
  }
  if (rows.length) await db.subscriptionChange.createMany({ data: rows });
}
