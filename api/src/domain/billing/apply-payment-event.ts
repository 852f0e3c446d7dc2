import type { Config } from '../../config.ts';
import type { Prisma } from '../../db/generated/client.ts';
import type { SubscriptionStatus } from '../../db/generated/enums.ts';
import { planOfPrice } from '../../integrations/payments/stripe.ts';
import { findPack, packExpiresAt } from '../../rules/packs.ts';
import { isPaidPlan, type PaidPlanId } from '../../rules/plans.ts';
import { monthlyAmountOf } from '../../rules/saas-metrics.ts';
import { recordSubscriptionChange } from './record-subscription-change.ts';

// What each payment event changes. Only the fields read here are typed: Stripe sends more, the local checkout
// sends exactly these. Unknown event types are recorded and otherwise ignored. An event of a handled type that
// names nothing we know (no such organisation or subscription) or carries no usable object is not applied: the
// reason is returned, and the webhook keeps it for the platform owner (handle-webhook.ts).

type Metadata = Record<string, string | undefined> | null | undefined;
type Id = string | { id: string } | null | undefined;

interface CheckoutSessionObject {
  id: string;
  mode: 'subscription' | 'payment' | 'setup';
  payment_status?: string;
  customer?: Id;
  subscription?: Id;
  metadata?: Metadata;
}

interface SubscriptionObject {
  id: string;
  status: string;
  customer?: Id;
  cancel_at_period_end?: boolean;
  ended_at?: number | null;
  current_period_start?: number;
  current_period_end?: number;
  metadata?: Metadata;
  items?: {
    data: {
      current_period_start?: number;
      current_period_end?: number;
      quantity?: number;
      price?: { id: string; unit_amount?: number | null; recurring?: { interval?: Interval; interval_count?: number } | null };
    }[];
  };
  /** The coupon applied (Stripe's `discount`, or the first of `discounts` when expanded) */
  discount?: Discount | null;
  discounts?: (string | Discount)[];
}

type Interval = 'day' | 'week' | 'month' | 'year';
type Discount = { coupon?: { percent_off?: number | null; amount_off?: number | null } | null };

interface InvoiceObject {
  subscription?: Id;
  parent?: { subscription_details?: { subscription?: Id } | null } | null;
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, when the provider created the event */
  created: number;
  data: { object: unknown };
}

type Tx = Prisma.TransactionClient;

/** Why an event could not be applied, in words for the owner; null when it was applied (or needed nothing). */
export type Unapplied = { reason: string; orgId?: string | null } | null;

const idOf = (v: Id) => (typeof v === 'string' ? v : (v?.id ?? null));
const at = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const monthAfter = (d: Date) => {
  const end = new Date(d);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};

/** Stripe's subscription status in ours; null when it says nothing about access (incomplete, paused). */
function statusOf(sub: SubscriptionObject, deleted: boolean): SubscriptionStatus | null {
  if (deleted) return 'canceled';
  switch (sub.status) {
    case 'trialing':
      return 'trial';
    case 'active':
      return sub.cancel_at_period_end ? 'canceled' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null;
  }
}

/** The organisation's subscription an event is about: by the provider's subscription id, else the orgId it carries. */
async function findSubscription(tx: Tx, stripeSubscriptionId: string | null, orgId: string | undefined) {
  if (stripeSubscriptionId) {
    const found = await tx.subscription.findUnique({ where: { stripeSubscriptionId } });
    if (found) return found;
  }
  return orgId ? tx.subscription.findUnique({ where: { orgId } }) : null;
}

/** What the subscription bills a month, GST in, discounts deducted; null when the event carries no price. */
function monthlyAmountOfSubscription(sub: SubscriptionObject): number | null {
  const item = sub.items?.data[0];
  const discount = sub.discount ?? sub.discounts?.find((d): d is Discount => typeof d === 'object');
  return monthlyAmountOf({
    unitAmount: item?.price?.unit_amount,
    quantity: item?.quantity,
    interval: item?.price?.recurring?.interval,
    intervalCount: item?.price?.recurring?.interval_count,
    percentOff: discount?.coupon?.percent_off,
    amountOff: discount?.coupon?.amount_off,
  });
}

/** An event older than the last one applied to a subscription changes nothing (they may arrive out of order). */
const isStale = (sub: { lastEventAt: Date | null }, eventAt: Date) => !!sub.lastEventAt && eventAt < sub.lastEventAt;

async function checkoutCompleted(
  tx: Tx,
  config: Config,
  session: CheckoutSessionObject,
  eventAt: Date,
  eventId: string,
): Promise<Unapplied> {
  const meta = session.metadata ?? {};
  const orgId = meta.orgId;
  if (!orgId) return { reason: 'The checkout session names no organisation (metadata.orgId)' };
  if (!(await tx.organization.findUnique({ where: { id: orgId }, select: { id: true } }))) {
    return { reason: `No organisation ${orgId}`, orgId };
  }
  if (meta.checkoutId)
    await tx.checkoutSession.updateMany({ where: { id: meta.checkoutId, orgId, completedAt: null }, data: { completedAt: eventAt } });
  if (session.mode === 'payment') {
    const pack = meta.productId ? findPack(meta.productId) : undefined;
    if (!pack) return { reason: `The checkout session names no known pack (metadata.productId: ${meta.productId ?? 'none'})`, orgId };
    if (session.payment_status !== 'paid') return null;
    await tx.creditPack.createMany({
      data: [
        {
          orgId,
          type: pack.type,
          productId: pack.productId,
          quantity: pack.quantity,
          remaining: pack.quantity,
          priceCents: pack.priceAud,
          checkoutSessionId: session.id,
          purchasedAt: eventAt,
          expiresAt: packExpiresAt(eventAt, config.PACK_EXPIRY),
        },
      ],
      skipDuplicates: true,
    });
    return null;
  }
  if (session.mode !== 'subscription') return null;
  const current = await findSubscription(tx, idOf(session.subscription), orgId);
  const ids = { stripeCustomerId: idOf(session.customer), stripeSubscriptionId: idOf(session.subscription) };
  const planId = meta.planId && isPaidPlan(meta.planId) ? meta.planId : undefined;
  if (!current) {
    await tx.subscription.create({
      data: {
        orgId,
        status: 'active',
        planId: planId ?? 'pro',
        ...ids,
        currentPeriodStart: eventAt,
        currentPeriodEnd: monthAfter(eventAt),
        lastEventAt: eventAt,
      },
    });
    await recordSubscriptionChange(tx, orgId, eventAt, eventId);
    return null;
  }
  if (isStale(current, eventAt)) {
    await tx.subscription.update({ where: { id: current.id }, data: ids });
    return null;
  }
  // Paid now: the period starts (the provider's subscription event brings its exact dates, before or after this).
  const newPeriod =
    current.status === 'trial' || current.status === 'canceled' || !current.currentPeriodEnd || current.currentPeriodEnd < eventAt;
  await tx.subscription.update({
    where: { id: current.id },
    data: {
      ...ids,
      status: 'active',
      cancelAtPeriodEnd: false,
      ...(planId ? { planId, ...(planId !== current.planId ? { monthlyAmountCents: null } : {}) } : {}),
      ...(newPeriod
        ? {
            currentPeriodStart: eventAt,
            currentPeriodEnd: monthAfter(eventAt),
            trialEnd: current.status === 'trial' ? eventAt : current.trialEnd,
          }
        : {}),
      lastEventAt: eventAt,
    },
  });
  await recordSubscriptionChange(tx, orgId, eventAt, eventId);
  return null;
}

async function subscriptionChanged(
  tx: Tx,
  config: Config,
  sub: SubscriptionObject,
  deleted: boolean,
  eventAt: Date,
  eventId: string,
): Promise<Unapplied> {
  if (typeof sub.id !== 'string') return { reason: 'The subscription has no id' };
  const orgId = sub.metadata?.orgId ?? null;
  const current = await findSubscription(tx, sub.id, orgId ?? undefined);
  if (!current) return { reason: `No subscription ${sub.id}${orgId ? ` and none for organisation ${orgId}` : ''}`, orgId };
  if (isStale(current, eventAt)) return null;
  const status = statusOf(sub, deleted);
  const item = sub.items?.data[0];
  const metaPlan = sub.metadata?.planId;
  const planId: PaidPlanId | undefined = metaPlan && isPaidPlan(metaPlan) ? metaPlan : planOfPrice(config, item?.price?.id);
  const periodStart = at(item?.current_period_start ?? sub.current_period_start);
  const periodEnd = deleted ? (at(sub.ended_at) ?? eventAt) : at(item?.current_period_end ?? sub.current_period_end);
  const monthlyAmountCents = monthlyAmountOfSubscription(sub);
  await tx.subscription.update({
    where: { id: current.id },
    data: {
      ...(status ? { status } : {}),
      ...(planId ? { planId } : {}),
      ...(periodStart ? { currentPeriodStart: periodStart } : {}),
      ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
      cancelAtPeriodEnd: !deleted && !!sub.cancel_at_period_end,
      stripeSubscriptionId: sub.id,
      ...(idOf(sub.customer) ? { stripeCustomerId: idOf(sub.customer) } : {}),
      ...(monthlyAmountCents !== null ? { monthlyAmountCents } : {}),
      lastEventAt: eventAt,
    },
  });
  await recordSubscriptionChange(tx, current.orgId, eventAt, eventId);
  return null;
}

async function invoiceSettled(tx: Tx, invoice: InvoiceObject, paid: boolean, eventAt: Date, eventId: string): Promise<Unapplied> {
  const subscriptionId = idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
  // An invoice of no subscription (a one-off payment) says nothing about access.
  if (!subscriptionId) return null;
  const current = await tx.subscription.findUnique({ where: { stripeSubscriptionId: subscriptionId } });
  if (!current) return { reason: `No subscription ${subscriptionId}` };
  if (isStale(current, eventAt) || current.status === 'canceled') return null;
  const status: SubscriptionStatus = paid ? 'active' : 'past_due';
  await tx.subscription.update({ where: { id: current.id }, data: { status, lastEventAt: eventAt } });
  await recordSubscriptionChange(tx, current.orgId, eventAt, eventId);
  return null;
}

const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

/** Apply one verified event inside the transaction that records it; what could not be applied says why. */
export async function applyPaymentEvent(tx: Tx, config: Config, event: PaymentEvent): Promise<Unapplied> {
  if (!HANDLED.has(event.type)) return null;
  if (typeof event.created !== 'number' || !Number.isFinite(event.created)) return { reason: 'The event has no creation time' };
  const eventAt = new Date(event.created * 1000);
  const object = event.data?.object;
  if (!object || typeof object !== 'object' || Array.isArray(object)) return { reason: 'The event carries no object' };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(tx, config, object as CheckoutSessionObject, eventAt, event.id);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(
        tx,
        config,
        object as SubscriptionObject,
        event.type === 'customer.subscription.deleted',
        eventAt,
        event.id,
      );
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return invoiceSettled(tx, object as InvoiceObject, true, eventAt, event.id);
    case 'invoice.payment_failed':
      return invoiceSettled(tx, object as InvoiceObject, false, eventAt, event.id);
  }
  return null;
}
