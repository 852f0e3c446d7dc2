import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSubscriptionChange } from '../src/domain/billing/record-subscription-change.ts';
import { dayKeyOf, midnightOf, startOfMonth, startOfWeek } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { postWebhook, stripeEvent, WEBHOOK_SECRET } from './billing-fixtures.ts';
import { createOrg, createPlatformOwner, createStaff, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// The owner's figures against a scripted history, every figure computed by hand below, to the cent. The history is
// driven through the payment webhook (signed Stripe-format events whose `created` dates script the months of 2026):
// checkouts, upgrades, a downgrade, a discount, a planned cancellation, a deletion, a reactivation, failed payments
// and credit packs. Trials are written as registration writes them (the subscription, then its history row).
//
// List prices are GST inclusive; MRR excludes GST (rules/saas-metrics.ts withoutGst):
const SOLO = 2636; // 2900 / 1.1
const PRO = 4455; // 4900 / 1.1
const ENTERPRISE = 9000; // 9900 / 1.1
const PRO_20_OFF = 3564; // 4900 × 0.8 = 3920 / 1.1
//
// The organisations (2026, Melbourne):
//   Alpha   trial 20 Apr–4 May; buys Solo 2 May (converted); Pro 10 Jun (expansion); 20 % coupon 12 Aug (contraction);
//           payment fails 5 Oct (past due, still in MRR)
//   Bravo   trial 25 Apr–9 May, never pays (trial ended unconverted in May); still on trial
//   Charlie buys Enterprise 15 May (new); down to Solo 3 Jul (contraction); deleted 8 Sep (churn); buys Pro 20 Oct
//           (reactivation)
//   Delta   buys Pro 5 Jun (new); cancels 20 Aug at the period's end, 5 Sep (churn in September, not August)
//   Echo    on trial; packs: 500 SMS 10 Jun ($20), 1,000 emails 20 Jun ($12), 100 SMS 3 Aug ($5), 1,000 SMS now ($35);
//           an owner's grant (price 0) in June; has used its trial's SMS quota but holds pack credits (no alert)
//   Foxtrot buys Solo 1 Jul (new); payment fails 2 Sep, paid 9 Sep; fails again 28 Oct (past due)
//   Golf    signs up now, trial ending in 2 days (alert)
//   Hotel   trial 26 Jun–10 Jul; buys Solo 14 Jul, 4 days after (converted, within the 7-day grace); used its SMS
//           quota, no packs (alert)
//   India   trial 1–15 Jun, canceled 10 Jun (ended unconverted in June)
//   Spanner (the owner's own): Enterprise since May, a job, an SMS, sign-up in June — counted nowhere

let t: TestApp;
let owner: Agent;
const now = new Date();
const at = (day: string) => new Date(`${day}T02:00:00Z`); // midday in Melbourne, that day
const secs = (day: string) => Math.floor(at(day).getTime() / 1000);
const DAY = 86_400_000;
const orgs: Record<string, string> = {};

const subId = (orgId: string) => `sub_${orgId.slice(0, 12)}`;
let packs = 0;

async function post(type: string, object: object, day: string) {
  const res = await postWebhook(t, stripeEvent(type, object, secs(day)));
  expect(res.status).toBe(200);
}
const checkout = (orgId: string, planId: string, day: string) =>
  post(
    'checkout.session.completed',
    {
      id: `cs_${orgId}_${day}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      customer: `cus_${orgId.slice(0, 8)}`,
      subscription: subId(orgId),
      metadata: { orgId, kind: 'plan', planId },
    },
    day,
  );
const subscription = (
  orgId: string,
  day: string,
  o: { planId: string; status?: string; amount?: number; percentOff?: number; cancelAtPeriodEnd?: boolean; periodEnd?: string },
  type = 'customer.subscription.updated',
) =>
  post(
    type,
    {
      id: subId(orgId),
      object: 'subscription',
      status: o.status ?? 'active',
      customer: `cus_${orgId.slice(0, 8)}`,
      cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
      metadata: { orgId, planId: o.planId },
      items: {
        data: [
          {
            current_period_start: secs(day),
            current_period_end: o.periodEnd ? secs(o.periodEnd) : secs(day) + 30 * 86_400,
            quantity: 1,
            price: { id: `price_${o.planId}`, ...(o.amount ? { unit_amount: o.amount, recurring: { interval: 'month' } } : {}) },
          },
        ],
      },
      ...(o.percentOff ? { discount: { coupon: { percent_off: o.percentOff } } } : {}),
    },
    day,
  );
const invoice = (orgId: string, paid: boolean, day: string) =>
  post(paid ? 'invoice.paid' : 'invoice.payment_failed', { id: `in_${orgId}_${day}`, object: 'invoice', subscription: subId(orgId) }, day);
const pack = (orgId: string, productId: string, day: string) =>
  post(
    'checkout.session.completed',
    {
      id: `cs_pack_${orgId}_${++packs}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      metadata: { orgId, kind: 'pack', productId },
    },
    day,
  );

/** A trial as registration writes it: the subscription, then its history row. */
async function trial(orgId: string, start: Date, end: Date) {
  await t.database.db.subscription.update({ where: { orgId }, data: { status: 'trial', planId: 'pro', trialEnd: end } });
  await recordSubscriptionChange(t.database.db, orgId, start);
}

async function org(name: string, createdAt: Date) {
  const { org, admin } = await createOrg(t, name, ['admin']);
  await t.database.db.organization.update({ where: { id: org.id }, data: { createdAt } });
  orgs[name] = org.id;
  return { org, admin };
}

const message = (
  orgId: string,
  channel: 'sms' | 'email',
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'undelivered',
  createdAt: Date,
  accountMail = false,
) => ({
  orgId,
  channel,
  status,
  createdAt,
  accountMail,
  to: channel === 'sms' ? '+61400000000' : 'someone@example.com',
  body: 'Hello',
  provider: 'local',
});

beforeAll(async () => {
  // Figures are platform-wide: a database with no other file's organisations.
  t = await startTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, { ownDatabase: true });
  const spanner = await createPlatformOwner(t);
  owner = new Agent(t);
  await owner.login(spanner.owner.email, PASSWORD);
  const db = t.database.db;

  // Spanner's own organisation: paying, active, with activity in the months measured — excluded from every figure.
  await db.organization.update({ where: { id: spanner.org.id }, data: { createdAt: at('2026-06-15') } });
  await db.subscription.update({
    where: { orgId: spanner.org.id },
    data: { status: 'active', planId: 'enterprise', monthlyAmountCents: 9900 },
  });
  await recordSubscriptionChange(db, spanner.org.id, at('2026-05-01'));

  await org('Alpha', at('2026-04-20'));
  await trial(orgs.Alpha, at('2026-04-20'), at('2026-05-04'));
  await org('Bravo', at('2026-04-25'));
  await trial(orgs.Bravo, at('2026-04-25'), at('2026-05-09'));
  await org('Charlie', at('2026-05-15'));
  await org('Delta', at('2026-06-05'));
  await org('Echo', at('2026-06-01'));
  await org('Foxtrot', at('2026-07-01'));
  await org('Hotel', at('2026-06-26'));
  await trial(orgs.Hotel, at('2026-06-26'), at('2026-07-10'));
  await org('India', at('2026-06-01'));
  await trial(orgs.India, at('2026-06-01'), at('2026-06-15'));
  const golf = await org('Golf', now);
  await trial(golf.org.id, now, new Date(now.getTime() + 2 * DAY));

  // The payment events, in the order they happened.
  await checkout(orgs.Alpha, 'solo', '2026-05-02');
  await checkout(orgs.Charlie, 'enterprise', '2026-05-15');
  await checkout(orgs.Delta, 'pro', '2026-06-05');
  await subscription(orgs.Alpha, '2026-06-10', { planId: 'pro', amount: 4900 });
  await pack(orgs.Echo, 'sms_500', '2026-06-10');
  await db.subscription.update({ where: { orgId: orgs.India }, data: { status: 'canceled' } });
  await recordSubscriptionChange(db, orgs.India, at('2026-06-10'));
  await pack(orgs.Echo, 'email_1000', '2026-06-20');
  await checkout(orgs.Foxtrot, 'solo', '2026-07-01');
  await subscription(orgs.Charlie, '2026-07-03', { planId: 'solo', amount: 2900 });
  await checkout(orgs.Hotel, 'solo', '2026-07-14');
  await pack(orgs.Echo, 'sms_100', '2026-08-03');
  await subscription(orgs.Alpha, '2026-08-12', { planId: 'pro', amount: 4900, percentOff: 20 });
  await subscription(orgs.Delta, '2026-08-20', { planId: 'pro', cancelAtPeriodEnd: true, periodEnd: '2026-09-05' });
  await invoice(orgs.Foxtrot, false, '2026-09-02');
  await subscription(orgs.Charlie, '2026-09-08', { planId: 'solo', status: 'canceled' }, 'customer.subscription.deleted');
  await invoice(orgs.Foxtrot, true, '2026-09-09');
  await invoice(orgs.Alpha, false, '2026-10-05');
  await checkout(orgs.Charlie, 'pro', '2026-10-20');
  await invoice(orgs.Foxtrot, false, '2026-10-28');
  // This month's pack, and an event Spanner cannot apply (it names no organisation).
  const res = await postWebhook(
    t,
    stripeEvent('checkout.session.completed', {
      id: 'cs_orphan',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      metadata: {},
    }),
  );
  expect(res.status).toBe(200);
  await postWebhook(
    t,
    stripeEvent('checkout.session.completed', {
      id: 'cs_pack_now',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      metadata: { orgId: orgs.Echo, kind: 'pack', productId: 'sms_1000' },
    }),
  );
  // The owner's grant: no revenue.
  await db.creditPack.create({
    data: { orgId: orgs.Echo, type: 'sms', productId: 'grant', quantity: 50, remaining: 50, priceCents: 0, purchasedAt: at('2026-06-25') },
  });

  // Jobs: Alpha creates one on 3 June; Charlie two on 4 June, one of them updated on 7 August; Spanner one in June.
  await db.job.createMany({
    data: [
      { orgId: orgs.Alpha, title: 'Service', createdAt: at('2026-06-03'), updatedAt: at('2026-06-03') },
      { orgId: orgs.Charlie, title: 'Install', createdAt: at('2026-06-04'), updatedAt: at('2026-06-04') },
      { orgId: orgs.Charlie, title: 'Repair', createdAt: at('2026-06-04'), updatedAt: at('2026-08-07') },
      { orgId: spanner.org.id, title: 'Ours', createdAt: at('2026-06-04'), updatedAt: at('2026-06-04') },
    ],
  });
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db.outgoingMessage.createMany({
    data: [
      // June: Alpha's 2 SMS that went out (a third failed), 1 email (one queued, one about an account: not counted)
      message(orgs.Alpha, 'sms', 'delivered', at('2026-06-12')),
      message(orgs.Alpha, 'sms', 'sent', at('2026-06-12')),
      message(orgs.Alpha, 'sms', 'failed', at('2026-06-12')),
      message(orgs.Alpha, 'email', 'delivered', at('2026-06-12')),
      message(orgs.Alpha, 'email', 'queued', at('2026-06-12')),
      message(orgs.Alpha, 'email', 'delivered', at('2026-06-12'), true),
      // This month: Charlie's 2 SMS and 1 email out, 1 SMS failed a minute ago (alert); Spanner's own SMS
      message(orgs.Charlie, 'sms', 'delivered', minuteAgo),
      message(orgs.Charlie, 'sms', 'delivered', minuteAgo),
      message(orgs.Charlie, 'email', 'sent', minuteAgo),
      message(orgs.Charlie, 'sms', 'undelivered', minuteAgo),
      message(spanner.org.id, 'sms', 'delivered', minuteAgo),
    ],
  });
  // Quotas: Hotel used Solo's 100 SMS and holds no pack (alert); Echo used its trial's 500 but has pack credits.
  for (const [name, used] of [
    ['Hotel', 100],
    ['Echo', 500],
  ] as const) {
    const sub = await db.subscription.findUniqueOrThrow({ where: { orgId: orgs[name] } });
    await db.usageCounter.create({ data: { orgId: orgs[name], channel: 'sms', periodStart: sub.currentPeriodStart, used } });
  }
  // Tickets: Bravo's urgent one unanswered 2 days (critical); Charlie's customer wrote last, 30 h ago (warning);
  // Echo's was answered by support last; Foxtrot's customer wrote 2 h ago.
  const staff = await createStaff(t, 'figures-staff@spanner.test');
  const ticket = (orgId: string, title: string, priority: 'urgent' | 'high' | 'medium', createdAt: Date) =>
    db.ticket.create({ data: { orgId, title, description: title, priority, createdAt } });
  await ticket(orgs.Bravo, 'Cannot sign in', 'urgent', new Date(now.getTime() - 2 * DAY));
  const charlie = await ticket(orgs.Charlie, 'Invoice wrong', 'high', new Date(now.getTime() - 3 * DAY));
  const echo = await ticket(orgs.Echo, 'Question', 'medium', new Date(now.getTime() - 3 * DAY));
  const foxtrot = await ticket(orgs.Foxtrot, 'Help', 'medium', new Date(now.getTime() - 3 * DAY));
  await db.ticketMessage.createMany({
    data: [
      { ticketId: charlie.id, message: 'Any news?', createdAt: new Date(now.getTime() - 30 * 3_600_000) },
      { ticketId: echo.id, message: 'Hello', createdAt: new Date(now.getTime() - 3 * DAY) },
      { ticketId: echo.id, message: 'Answered', authorStaffId: staff.id, createdAt: new Date(now.getTime() - 2 * DAY) },
      { ticketId: echo.id, message: 'Internal', isInternal: true, createdAt: new Date(now.getTime() - 40 * 3_600_000) },
      { ticketId: foxtrot.id, message: 'Still stuck', createdAt: new Date(now.getTime() - 2 * 3_600_000) },
    ],
  });

  // Payments through Spanner: Echo's customers pay $300.00 online on 12 June and $45.50 a minute ago; a pending bank
  // payment, a failed one, a refund and cash recorded by hand count nothing, nor Spanner's own customers' payment.
  // Payout accounts: Alpha and Echo enabled, Bravo's details missing, Spanner's own enabled (not counted).
  const online = (
    orgId: string,
    amountCents: number,
    receivedOn: Date,
    o: Partial<{ status: 'pending' | 'succeeded' | 'failed'; kind: 'payment' | 'refund'; provider: string | null }> = {},
  ) => ({
    orgId,
    amountCents,
    receivedOn,
    kind: o.kind ?? 'payment',
    status: o.status ?? 'succeeded',
    method: o.provider === null ? 'cash' : 'online',
    provider: o.provider === null ? null : (o.provider ?? 'local'),
    providerPaymentId: o.provider === null ? null : `pi_${Math.random().toString(36).slice(2)}`,
  });
  await db.payment.createMany({
    data: [
      online(orgs.Echo, 30_000, at('2026-06-12')),
      online(orgs.Echo, 4_550, minuteAgo),
      online(orgs.Echo, 9_900, minuteAgo, { status: 'pending' }),
      online(orgs.Echo, 9_900, minuteAgo, { status: 'failed' }),
      online(orgs.Echo, -1_000, minuteAgo, { kind: 'refund' }),
      online(orgs.Alpha, 12_000, minuteAgo, { provider: null }),
      online(spanner.org.id, 50_000, minuteAgo),
    ],
  });
  await db.payoutAccount.createMany({
    data: [
      { orgId: orgs.Alpha, provider: 'local', accountId: 'acct_alpha', status: 'enabled' },
      { orgId: orgs.Echo, provider: 'local', accountId: 'acct_echo', status: 'enabled' },
      { orgId: orgs.Bravo, provider: 'local', accountId: 'acct_bravo', status: 'details_missing' },
      { orgId: spanner.org.id, provider: 'local', accountId: 'acct_spanner', status: 'enabled' },
    ],
  });
}, 120_000);
afterAll(() => t.close());

const ANALYTICS = `query ($from: String!, $to: String!) { ownerAnalytics(from: $from, to: $to) { from to bucket
  points { start signups activeOrganisations jobsCreated sms email packRevenueCents paymentVolumeCents }
  months { month openingMrrCents closingMrrCents newCents expansionCents contractionCents churnCents reactivationCents
    mrrByPlan { planId cents } payingAtStart newPaying churned subscriberChurnPercent grossMrrChurnPercent netMrrChurnPercent
    trialsEnded trialsConverted trialConversionPercent } } }`;

const month = (m: Partial<Record<string, unknown>>) => ({
  newCents: 0,
  expansionCents: 0,
  contractionCents: 0,
  churnCents: 0,
  reactivationCents: 0,
  trialsEnded: 0,
  trialsConverted: 0,
  trialConversionPercent: null,
  churned: 0,
  newPaying: 0,
  ...m,
});

describe('the MRR of each month, its movements and churn, from the webhook-driven history', () => {
  let months: Record<string, unknown>[];
  beforeAll(async () => {
    const r = await owner.gql(ANALYTICS, { from: '2026-05-01', to: '2026-10-31' });
    expect(r.errors).toBeUndefined();
    months = r.data.ownerAnalytics.months;
  });

  it('May: Alpha (Solo) and Charlie (Enterprise) are new; two trials ended, one converted', () => {
    expect(months[0]).toEqual(
      month({
        month: '2026-05',
        openingMrrCents: 0,
        closingMrrCents: SOLO + ENTERPRISE,
        newCents: SOLO + ENTERPRISE,
        mrrByPlan: [
          { planId: 'enterprise', cents: ENTERPRISE },
          { planId: 'solo', cents: SOLO },
        ],
        payingAtStart: 0,
        newPaying: 2,
        subscriberChurnPercent: 0,
        grossMrrChurnPercent: null,
        netMrrChurnPercent: null,
        trialsEnded: 2,
        trialsConverted: 1,
        trialConversionPercent: 50,
      }),
    );
  });

  it('June: Alpha expands to Pro, Delta is new; India’s trial ended unconverted', () => {
    expect(months[1]).toEqual(
      month({
        month: '2026-06',
        openingMrrCents: 11636,
        closingMrrCents: 11636 + (PRO - SOLO) + PRO, // 17910
        newCents: PRO,
        expansionCents: PRO - SOLO, // 1819
        mrrByPlan: [
          { planId: 'enterprise', cents: ENTERPRISE },
          { planId: 'pro', cents: 2 * PRO },
        ],
        payingAtStart: 2,
        newPaying: 1,
        subscriberChurnPercent: 0,
        grossMrrChurnPercent: 0,
        netMrrChurnPercent: -15.6, // −1819 / 11636
        trialsEnded: 1,
        trialsConverted: 0,
        trialConversionPercent: 0,
      }),
    );
  });

  it('July: Charlie contracts to Solo; Foxtrot and Hotel are new (Hotel converted 4 days after its trial)', () => {
    expect(months[2]).toEqual(
      month({
        month: '2026-07',
        openingMrrCents: 17910,
        closingMrrCents: 17910 - (ENTERPRISE - SOLO) + 2 * SOLO, // 16818
        newCents: 2 * SOLO,
        contractionCents: SOLO - ENTERPRISE, // −6364
        mrrByPlan: [
          { planId: 'pro', cents: 2 * PRO },
          { planId: 'solo', cents: 3 * SOLO },
        ],
        payingAtStart: 3,
        newPaying: 2,
        subscriberChurnPercent: 0,
        grossMrrChurnPercent: 35.5, // 6364 / 17910
        netMrrChurnPercent: 35.5,
        trialsEnded: 1,
        trialsConverted: 1,
        trialConversionPercent: 100,
      }),
    );
  });

  it('August: Alpha’s 20 % coupon is a contraction; Delta’s cancellation waits for its period’s end', () => {
    expect(months[3]).toEqual(
      month({
        month: '2026-08',
        openingMrrCents: 16818,
        closingMrrCents: 16818 - (PRO - PRO_20_OFF), // 15927
        contractionCents: PRO_20_OFF - PRO, // −891
        mrrByPlan: [
          { planId: 'pro', cents: PRO_20_OFF + PRO },
          { planId: 'solo', cents: 3 * SOLO },
        ],
        payingAtStart: 5,
        subscriberChurnPercent: 0,
        grossMrrChurnPercent: 5.3, // 891 / 16818
        netMrrChurnPercent: 5.3,
      }),
    );
  });

  it('September: Delta (period ended) and Charlie (deleted) churn; Foxtrot’s failed payment keeps its MRR', () => {
    expect(months[4]).toEqual(
      month({
        month: '2026-09',
        openingMrrCents: 15927,
        closingMrrCents: 15927 - PRO - SOLO, // 8836
        churnCents: -(PRO + SOLO), // −7091
        churned: 2,
        mrrByPlan: [
          { planId: 'solo', cents: 2 * SOLO },
          { planId: 'pro', cents: PRO_20_OFF },
        ],
        payingAtStart: 5,
        subscriberChurnPercent: 40, // 2 / (5 + 0)
        grossMrrChurnPercent: 44.5, // 7091 / 15927
        netMrrChurnPercent: 44.5,
      }),
    );
  });

  it('October: Charlie reactivates on Pro; past-due Alpha and Foxtrot still count', () => {
    expect(months[5]).toEqual(
      month({
        month: '2026-10',
        openingMrrCents: 8836,
        closingMrrCents: 8836 + PRO, // 13291
        reactivationCents: PRO,
        mrrByPlan: [
          { planId: 'pro', cents: PRO_20_OFF + PRO },
          { planId: 'solo', cents: 2 * SOLO },
        ],
        payingAtStart: 3,
        newPaying: 1,
        subscriberChurnPercent: 0, // 0 / (3 + 1)
        grossMrrChurnPercent: 0,
        netMrrChurnPercent: -50.4, // −4455 / 8836
      }),
    );
  });

  it('opening MRR plus the movements is the closing MRR, every month, and the next month opens there', () => {
    for (const [i, m] of months.entries()) {
      const sum = ['newCents', 'expansionCents', 'contractionCents', 'churnCents', 'reactivationCents'].reduce(
        (n, k) => n + (m[k] as number),
        m.openingMrrCents as number,
      );
      expect(sum).toBe(m.closingMrrCents);
      if (i > 0) expect(m.openingMrrCents).toBe(months[i - 1].closingMrrCents);
    }
  });
});

describe('the activity series', () => {
  it('by month over six months: sign-ups, active organisations, jobs, messages and pack revenue without GST', async () => {
    const r = await owner.gql(ANALYTICS, { from: '2026-05-01', to: '2026-10-31' });
    const a = r.data.ownerAnalytics;
    expect({ from: a.from, to: a.to, bucket: a.bucket }).toEqual({ from: '2026-05-01', to: '2026-10-31', bucket: 'MONTH' });
    const zero = { signups: 0, activeOrganisations: 0, jobsCreated: 0, sms: 0, email: 0, packRevenueCents: 0, paymentVolumeCents: 0 };
    expect(a.points).toEqual([
      { ...zero, start: '2026-05-01', signups: 1 },
      // Echo, India, Delta, Hotel (Spanner's own sign-up, job and SMS not counted); packs $20 + $12 = $32 → 2909 ex GST
      // Echo's customers' $300.00 paid online (the pending, failed, refunded, cash and Spanner's own not counted)
      {
        start: '2026-06-01',
        signups: 4,
        activeOrganisations: 2,
        jobsCreated: 3,
        sms: 2,
        email: 1,
        packRevenueCents: 2909,
        paymentVolumeCents: 30_000,
      },
      { ...zero, start: '2026-07-01', signups: 1 },
      // Charlie's job updated in August; the $5 pack → 455
      { ...zero, start: '2026-08-01', activeOrganisations: 1, packRevenueCents: 455 },
      { ...zero, start: '2026-09-01' },
      { ...zero, start: '2026-10-01' },
    ]);
  });

  it('by month with the first month cut by the range: its jobs counted from its first day only', async () => {
    const r = await owner.gql(ANALYTICS, { from: '2026-06-04', to: '2026-09-30' });
    const a = r.data.ownerAnalytics;
    expect(a.bucket).toBe('MONTH');
    const activity = a.points.map((p: Record<string, unknown>) => [p.start, p.activeOrganisations, p.jobsCreated]);
    // June from the 4th: Charlie's two jobs, not Alpha's of the 3rd; August: Charlie's job updated.
    expect(activity).toEqual([
      ['2026-06-01', 1, 2],
      ['2026-07-01', 0, 0],
      ['2026-08-01', 1, 0],
      ['2026-09-01', 0, 0],
    ]);
  });

  it('by day up to 92 days', async () => {
    const r = await owner.gql(ANALYTICS, { from: '2026-06-01', to: '2026-06-30' });
    const a = r.data.ownerAnalytics;
    expect(a.bucket).toBe('DAY');
    expect(a.points).toHaveLength(30);
    const busy = a.points.filter(
      (p: Record<string, number>) =>
        p.signups || p.activeOrganisations || p.jobsCreated || p.sms || p.email || p.packRevenueCents || p.paymentVolumeCents,
    );
    expect(busy).toEqual([
      {
        start: '2026-06-01',
        signups: 2,
        activeOrganisations: 0,
        jobsCreated: 0,
        sms: 0,
        email: 0,
        packRevenueCents: 0,
        paymentVolumeCents: 0,
      },
      {
        start: '2026-06-03',
        signups: 0,
        activeOrganisations: 1,
        jobsCreated: 1,
        sms: 0,
        email: 0,
        packRevenueCents: 0,
        paymentVolumeCents: 0,
      },
      {
        start: '2026-06-04',
        signups: 0,
        activeOrganisations: 1,
        jobsCreated: 2,
        sms: 0,
        email: 0,
        packRevenueCents: 0,
        paymentVolumeCents: 0,
      },
      {
        start: '2026-06-05',
        signups: 1,
        activeOrganisations: 0,
        jobsCreated: 0,
        sms: 0,
        email: 0,
        packRevenueCents: 0,
        paymentVolumeCents: 0,
      },
      {
        start: '2026-06-10',
        signups: 0,
        activeOrganisations: 0,
        jobsCreated: 0,
        sms: 0,
        email: 0,
        packRevenueCents: 1818,
        paymentVolumeCents: 0,
      },
      {
        start: '2026-06-12',
        signups: 0,
        activeOrganisations: 0,
        jobsCreated: 0,
        sms: 2,
        email: 1,
        packRevenueCents: 0,
        paymentVolumeCents: 30_000,
      },
      {
        start: '2026-06-20',
        signups: 0,
        activeOrganisations: 0,
        jobsCreated: 0,
        sms: 0,
        email: 0,
        packRevenueCents: 1091,
        paymentVolumeCents: 0,
      },
      {
        start: '2026-06-26',
        signups: 1,
        activeOrganisations: 0,
        jobsCreated: 0,
        sms: 0,
        email: 0,
        packRevenueCents: 0,
        paymentVolumeCents: 0,
      },
    ]);
    // The months overlapping the range: June alone.
    expect(a.months.map((m: { month: string }) => m.month)).toEqual(['2026-06']);
  });

  it('answers the same over REST, in snake_case', async () => {
    const r = await owner.get('/api/admin/analytics?from=2026-09-01&to=2026-10-31');
    expect(r.status).toBe(200);
    expect(r.body.bucket).toBe('day');
    expect(r.body.months[0]).toMatchObject({
      month: '2026-09',
      opening_mrr_cents: 15927,
      churn_cents: -7091,
      churned: 2,
      subscriber_churn_percent: 40,
    });
    expect(r.body.months[1]).toMatchObject({ month: '2026-10', reactivation_cents: PRO, closing_mrr_cents: 13291 });
  });
});

describe('the dashboard', () => {
  it('counts organisations by status, MRR now, sign-ups, trials ending, messages and pack revenue this month', async () => {
    const today = dayKeyOf(now);
    const weekStart = midnightOf(startOfWeek(today));
    const r = await owner.gql(`{ ownerDashboard { organisationsByStatus { trial active pastDue canceled } mrrCents signupsThisWeek
      signupsThisMonth trialsEndingSoon smsThisMonth emailThisMonth packRevenueThisMonthCents paymentVolumeThisMonthCents payoutsEnabled } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.ownerDashboard).toEqual({
      // trial: Bravo, Echo, Golf; active: Charlie, Hotel; past due: Alpha, Foxtrot; canceled: Delta, India
      organisationsByStatus: { trial: 3, active: 2, pastDue: 2, canceled: 2 },
      mrrCents: 13291, // Alpha 3564 + Charlie 4455 + Foxtrot 2636 + Hotel 2636
      signupsThisWeek: now >= weekStart ? 1 : 0, // Golf
      signupsThisMonth: 1,
      trialsEndingSoon: 1, // Golf (Echo's ends in 14 days, Bravo's ended)
      smsThisMonth: 2,
      emailThisMonth: 1,
      packRevenueThisMonthCents: 3182, // $35 / 1.1
      paymentVolumeThisMonthCents: 4_550, // Echo's customer's $45.50 online (pending, failed, refund, cash, Spanner's own: no)
      payoutsEnabled: 2, // Alpha, Echo
    });
    expect(midnightOf(startOfMonth(today)) <= now).toBe(true);
    const rest = await owner.get('/api/admin/dashboard');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      organisations_by_status: { trial: 3, active: 2, past_due: 2, canceled: 2 },
      mrr_cents: 13291,
      payment_volume_this_month_cents: 4_550,
      payouts_enabled: 2,
    });
  });
});

describe('the business alerts', () => {
  it('lists what needs the owner, critical first, each linking to its organisation or ticket', async () => {
    const r = await owner.get('/api/admin/alerts');
    expect(r.status).toBe(200);
    const tickets = await t.database.db.ticket.findMany({ select: { id: true, title: true } });
    const ticketId = (title: string) => tickets.find((x) => x.title === title)?.id;
    expect({ critical: r.body.critical_count, total: r.body.total_alerts }).toEqual({ critical: 4, total: 8 });
    expect(r.body.alerts.map((a: { kind: string; severity: string; href: string }) => [a.kind, a.severity, a.href])).toEqual([
      ['payment_failed', 'critical', `/admin/organizations/${orgs.Alpha}`],
      ['payment_failed', 'critical', `/admin/organizations/${orgs.Foxtrot}`],
      ['unapplied_payment', 'critical', '/admin/organizations'],
      ['ticket_waiting', 'critical', `/support-admin/tickets/${ticketId('Cannot sign in')}`],
      ['trial_ending', 'warning', `/admin/organizations/${orgs.Golf}`],
      ['quota_reached', 'warning', `/admin/organizations/${orgs.Hotel}`],
      ['delivery_failed', 'warning', `/admin/organizations/${orgs.Charlie}`],
      ['ticket_waiting', 'warning', `/support-admin/tickets/${ticketId('Invoice wrong')}`],
    ]);
    const titles = r.body.alerts.map((a: { title: string }) => a.title);
    expect(titles).toContain('Payment failed: Alpha');
    expect(titles).toContain('At the SMS quota: Hotel');
    const g = await owner.gql('{ ownerAlerts { criticalCount totalAlerts alerts { kind severity title detail href } } }');
    expect(g.data.ownerAlerts.criticalCount).toBe(4);
    expect(g.data.ownerAlerts.alerts).toEqual(r.body.alerts);
  });
});

describe('who may read the figures', () => {
  it('nobody but the owner: an admin, support staff and an anonymous caller get 404 over REST and GraphQL', async () => {
    const { admin } = await createOrg(t, 'Nosy', ['admin']);
    const member = new Agent(t);
    await member.login(admin.email, PASSWORD);
    await createStaff(t, 'figures-nosy@spanner.test');
    const staff = new Agent(t);
    expect((await staff.post('/support/api/auth/login', { email: 'figures-nosy@spanner.test', password: PASSWORD })).status).toBe(200);
    for (const caller of [member, staff, new Agent(t)]) {
      for (const url of [
        '/api/admin/dashboard',
        '/api/admin/alerts',
        '/api/admin/analytics?from=2026-01-01&to=2026-01-31',
        '/api/admin/analytics?from=x',
      ])
        expect((await caller.get(url)).status, url).toBe(404);
      const g = await caller.gql('{ ownerDashboard { mrrCents } }');
      expect(g.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await caller.gql('{ ownerAlerts { totalAlerts } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await caller.gql(ANALYTICS, { from: '2026-01-01', to: '2026-01-31' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a bad range with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-01&to=2026-02-01', 'From must be on or before To'],
      ['from=2024-01-01&to=2026-01-01', 'A range can be at most two years'],
      ['from=2026-02-30&to=2026-03-01', 'From must be a date (YYYY-MM-DD)'],
      ['from=2026-01-01', 'Choose the last day of the range'],
    ];
    for (const [query, message] of cases) {
      const r = await owner.get(`/api/admin/analytics?${query}`);
      expect({ status: r.status, error: r.body.error }).toEqual({ status: 400, error: message });
    }
    // Exactly 24 months is accepted.
    expect((await owner.get('/api/admin/analytics?from=2024-01-01&to=2025-12-31')).status).toBe(200);
    const g = await owner.gql(ANALYTICS, { from: '2026-03-01', to: '2026-02-01' });
    expect(g.errors?.[0]).toMatchObject({
      message: 'From must be on or before To',
      extensions: { code: 'VALIDATION' },
    });
  });

  it('costs a constant number of statements, whatever the number of organisations', async () => {
    const dashboard = await t.countQueries(() => owner.get('/api/admin/dashboard'));
    const analytics = await t.countQueries(() => owner.get('/api/admin/analytics?from=2025-12-01&to=2026-11-30'));
    for (let i = 0; i < 3; i++) await createOrg(t, `More ${i}`, ['admin']);
    expect(await t.countQueries(() => owner.get('/api/admin/dashboard'))).toBe(dashboard);
    expect(await t.countQueries(() => owner.get('/api/admin/analytics?from=2025-12-01&to=2026-11-30'))).toBe(analytics);
  });
});
