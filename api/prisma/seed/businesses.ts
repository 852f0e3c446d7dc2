// The other businesses on the demo platform, so the owner's dashboard and analytics look real on `npm start`:
// 25 trade businesses signed up over the last 12 months, each with its subscription history as the payment events
// would have written it (SubscriptionChange: a trial, then for most a plan bought; upgrades, a downgrade, a coupon,
// cancellations, a return, one past due now, one trial ending in two days), credit packs, a few jobs and messages.
// Deterministic arithmetic over the index (no random draws, so the rest of the demo is unchanged); fresh ids.
import { randomUUID } from 'node:crypto';
import type { Prisma } from '../../src/db/generated/client.ts';
import type { PlanId } from '../../src/rules/plans.ts';
import { mrrCentsOf, type SubscriptionStatusName } from '../../src/rules/saas-metrics.ts';
import { DAY_MS } from './time.ts';

const NAMES = [
  'Northside Electrical',
  'Harbour Plumbing',
  'Ridgeline Roofing',
  'Coastal Carpentry',
  'Summit Solar',
  'Ironbark Fencing',
  'Bluegum Landscaping',
  'Metro Locksmiths',
  'Kestrel Painting',
  'Riverbend Pest Control',
  'Granite Tiling',
  'Wattle Heating',
  'Lakeside Glass',
  'Southern Cross Drainage',
  'Peak Gutter Guard',
  'Banksia Building',
  'Redgum Joinery',
  'Bayview Electrical',
  'Outback Air',
  'Eastside Plastering',
  'Silverline Security',
  'Hilltop Handyman',
  'Greenleaf Gardens',
  'Anchor Waterproofing',
  'Twin Rivers Refrigeration',
];

const PLANS: PlanId[] = ['solo', 'pro', 'enterprise'];
const LIST_PRICE = { solo: 2900, pro: 4900, enterprise: 9900, free: 0 } as const;

interface Change {
  at: Date;
  status: SubscriptionStatusName;
  planId: PlanId;
  amount?: number;
}

export async function seedBusinesses(tx: Prisma.TransactionClient, now: Date): Promise<void> {
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS);
  const orgs: Prisma.OrganizationCreateManyInput[] = [];
  const subs: Prisma.SubscriptionCreateManyInput[] = [];
  const history: Prisma.SubscriptionChangeCreateManyInput[] = [];
  const packs: Prisma.CreditPackCreateManyInput[] = [];
  const jobs: Prisma.JobCreateManyInput[] = [];
  const messages: Prisma.OutgoingMessageCreateManyInput[] = [];
  NAMES.forEach((name, i) => {
    const id = randomUUID();
    // Signed up over the last year, oldest first; the last three this month; #21 twelve days ago (trial ends in 2).
    const age = i < 21 ? 360 - i * 16 : i === 21 ? 12 : 3 + (i - 22) * 4;
    const created = daysAgo(age);
    const trialEnd = new Date(created.getTime() + 14 * DAY_MS);
    const changes: Change[] = [{ at: created, status: 'trial', planId: 'pro' }];
    const plan = PLANS[i % 3];
    const paid = new Date(trialEnd.getTime() - (i % 4) * DAY_MS);
    // One in six lets the trial run out unpaid; the newest are still on trial.
    if (i < 21 && i % 6 !== 5) {
      changes.push({ at: paid, status: 'active', planId: plan, amount: i % 8 === 2 ? Math.round(LIST_PRICE[plan] * 0.8) : undefined });
      const later = (days: number) => new Date(paid.getTime() + days * DAY_MS);
      if (i % 4 === 1 && plan !== 'enterprise') changes.push({ at: later(95), status: 'active', planId: PLANS[(i % 3) + 1] });
      if (i % 7 === 3 && plan !== 'solo') changes.push({ at: later(120), status: 'active', planId: 'solo' });
      if (i % 5 === 4) {
        changes.push({ at: later(150), status: 'canceled', planId: plan });
        if (i % 2 === 0) changes.push({ at: later(215), status: 'active', planId: plan });
      }
      if (i === 7) changes.push({ at: daysAgo(6), status: 'past_due', planId: changes[changes.length - 1].planId });
    }
    const shown = changes.filter((c) => c.at <= now);
    let last: Change = shown[0];
    for (const c of shown) {
      last = c;
      history.push({
        id: randomUUID(),
        orgId: id,
        at: c.at,
        status: c.status,
        planId: c.planId,
        mrrCents: mrrCentsOf({ status: c.status, planId: c.planId, monthlyAmountCents: c.amount ?? null }),
        trialEnd,
        createdAt: c.at,
      });
    }
    orgs.push({ id, name, createdAt: created, updatedAt: created });
    subs.push({
      id: randomUUID(),
      orgId: id,
      status: last.status,
      planId: last.planId,
      trialEnd,
      monthlyAmountCents: last.amount ?? null,
      currentPeriodStart: last.status === 'trial' ? created : daysAgo(age % 30),
      currentPeriodEnd: last.status === 'trial' ? trialEnd : new Date(daysAgo(age % 30).getTime() + 30 * DAY_MS),
      createdAt: created,
      updatedAt: last.at,
    });
    // Packs: every fourth business buys 500 SMS ($20) each quarter; one bought 1,000 emails this month.
    if (i % 4 === 0)
      for (let d = age - 20; d > 0; d -= 90)
        packs.push({
          id: randomUUID(),
          orgId: id,
          type: 'sms',
          productId: 'sms_500',
          quantity: 500,
          remaining: 120,
          priceCents: 2000,
          purchasedAt: daysAgo(d),
        });
    if (i === 9)
      packs.push({
        id: randomUUID(),
        orgId: id,
        type: 'email',
        productId: 'email_1000',
        quantity: 1000,
        remaining: 1000,
        priceCents: 1200,
        purchasedAt: daysAgo(2),
      });
    // A few jobs a month while paying or on trial, and this month's messages.
    for (let d = Math.min(age, 360); d > 0; d -= 9 + (i % 5)) {
      const at = daysAgo(d);
      const state = [...shown].reverse().find((c) => c.at <= at);
      if (state && state.status !== 'canceled')
        jobs.push({ id: randomUUID(), orgId: id, title: `Service call ${d}`, createdAt: at, updatedAt: at });
    }
    for (let k = 0; k < (i % 5) + 1; k++) {
      const at = new Date(now.getTime() - (k + 1) * 3_600_000);
      messages.push({
        id: randomUUID(),
        orgId: id,
        channel: k % 2 ? 'email' : 'sms',
        to: k % 2 ? 'customer@example.com' : '+61400000000',
        body: 'Your technician is on the way.',
        status: 'delivered',
        provider: 'local',
        createdAt: at,
        sentAt: at,
      });
    }
  });
  await tx.organization.createMany({ data: orgs });
  await tx.subscription.createMany({ data: subs });
  await tx.subscriptionChange.createMany({ data: history });
  await tx.creditPack.createMany({ data: packs });
  await tx.job.createMany({ data: jobs });
  await tx.outgoingMessage.createMany({ data: messages });
}
