import { cancelSubscription } from '../../domain/billing/cancel-subscription.ts';
import { listPacks, listPlans, type PlanOnSale } from '../../domain/billing/catalogue.ts';
import { getSubscription } from '../../domain/billing/get-subscription.ts';
import { getUsage, type OwnedPack, type Usage, type UserMeter } from '../../domain/billing/get-usage.ts';
import { resubscribe } from '../../domain/billing/resubscribe.ts';
import { startPackCheckout } from '../../domain/billing/start-pack-checkout.ts';
import { startPlanCheckout } from '../../domain/billing/start-plan-checkout.ts';
import { updatePayment } from '../../domain/billing/update-payment.ts';
import type { Pack } from '../../rules/packs.ts';
import type { MessageMeter } from '../../rules/usage.ts';
import { builder } from '../builder.ts';
import { selection } from '../query.ts';
import { PlanIdEnum } from './accounts.ts';
import { appErrors } from './errors.ts';

// Subscriptions, usage and credit packs: the same domain operations and rules as the REST routes.

const Plan = builder.objectRef<PlanOnSale>('Plan').implement({
  description: 'A plan on sale: monthly price in AUD cents (GST inclusive), features and limits',
  fields: (t) => ({
    id: t.field({ type: PlanIdEnum, resolve: (p) => p.id }),
    name: t.exposeString('name'),
    priceMonthly: t.exposeInt('priceMonthly', { description: 'AUD cents a month' }),
    features: t.exposeStringList('features'),
    users: t.exposeInt('users'),
    sms: t.exposeInt('sms', { description: 'SMS a month' }),
    email: t.exposeInt('email', { description: 'Emails a month' }),
  }),
});

const PackProduct = builder.objectRef<Pack>('PackProduct').implement({
  description: 'An SMS or email credit pack on sale',
  fields: (t) => ({
    productId: t.exposeString('productId'),
    type: t.exposeString('type', { description: 'sms or email' }),
    quantity: t.exposeInt('quantity'),
    priceAud: t.exposeInt('priceAud', { description: 'AUD cents, GST inclusive' }),
    displayPrice: t.exposeString('displayPrice'),
    description: t.exposeString('description'),
  }),
});

const UserMeterRef = builder.objectRef<UserMeter>('UserMeter').implement({
  fields: (t) => ({ used: t.exposeInt('used'), quota: t.exposeInt('quota'), percent: t.exposeFloat('percent') }),
});

export const MessageMeterRef = builder.objectRef<MessageMeter>('MessageMeter').implement({
  description: "A channel's credits this period: the plan's quota first, then the organisation's pack credits",
  fields: (t) => ({
    used: t.exposeInt('used'),
    quota: t.exposeInt('quota'),
    percent: t.exposeFloat('percent'),
    remaining: t.exposeInt('remaining'),
    packCredits: t.exposeInt('packCredits'),
    totalAvailable: t.exposeInt('totalAvailable'),
    quotaExceeded: t.exposeBoolean('quotaExceeded'),
    allExhausted: t.exposeBoolean('allExhausted'),
  }),
});

const OwnedPackRef = builder.objectRef<OwnedPack>('OwnedCreditPack').implement({
  description: 'A bought pack still holding credits (spent oldest first)',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    quantity: t.exposeInt('quantity'),
    remaining: t.exposeInt('remaining'),
    purchasedAt: t.exposeString('purchasedAt'),
    expiresAt: t.exposeString('expiresAt', { nullable: true }),
  }),
});

const UsageRef = builder.objectRef<Usage>('Usage').implement({
  description: 'Users, SMS and email against the plan this period (GET /api/usage)',
  fields: (t) => ({
    users: t.field({ type: UserMeterRef, resolve: (u) => u.users }),
    sms: t.field({ type: MessageMeterRef, resolve: (u) => u.sms }),
    email: t.field({ type: MessageMeterRef, resolve: (u) => u.email }),
    periodEnd: t.exposeString('periodEnd'),
    planId: t.exposeString('planId'),
    subscriptionStatus: t.exposeString('subscriptionStatus'),
    packs: t.field({ type: [OwnedPackRef], resolve: (u) => u.packs }),
    packExpiry: t.exposeString('packExpiry', { description: "PACK_EXPIRY: 'never' or '6m'" }),
  }),
});

export const CheckoutPayload = builder.objectRef<{ url: string }>('CheckoutPayload').implement({
  description: 'Where to send the browser: a checkout page, the billing portal, or back to the billing tab',
  fields: (t) => ({ url: t.exposeString('url') }),
});

builder.queryFields((t) => ({
  plans: t.field({
    type: [Plan],
    description: 'The plans on sale, cheapest first (Free is never offered)',
    resolve: () => listPlans(),
  }),
  subscriptionStatus: t.prismaField({
    type: 'Subscription',
    authScopes: { can: 'manageBilling' },
    description: "The organisation's subscription",
    resolve: (query, _root, _args, ctx) => getSubscription(ctx, selection(query)),
  }),
  usage: t.field({
    type: UsageRef,
    authScopes: { can: 'seeUsage' },
    description: 'Users, SMS and email against the plan this period, with pack credits',
    resolve: (_root, _args, ctx) => getUsage(ctx),
  }),
  packsAvailable: t.field({
    type: [PackProduct],
    authScopes: { can: 'manageBilling' },
    description: 'The SMS and email credit packs on sale',
    resolve: (_root, _args, ctx) => listPacks(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createCheckout: t.field({
    type: CheckoutPayload,
    errors: appErrors,
    authScopes: { can: 'manageBilling' },
    description: 'Start paying for a plan: the checkout url (a paying business changes plan at once, pro-rated)',
    args: { planId: t.arg({ type: PlanIdEnum, required: true }) },
    resolve: (_root, { planId }, ctx) => startPlanCheckout(ctx, { planId }),
  }),
  cancelSubscription: t.prismaField({
    type: 'Subscription',
    errors: appErrors,
    authScopes: { can: 'manageBilling' },
    description: 'Cancel: no further charge, access until the end of the paid period (or the trial)',
    resolve: (query, _root, _args, ctx) => cancelSubscription(ctx, selection(query)),
  }),
  resubscribe: t.field({
    type: CheckoutPayload,
    errors: appErrors,
    authScopes: { can: 'manageBilling' },
    description: 'Undo a cancel within the paid period, or a checkout for the same plan after it',
    resolve: (_root, _args, ctx) => resubscribe(ctx),
  }),
  updatePaymentMethod: t.field({
    type: CheckoutPayload,
    errors: appErrors,
    authScopes: { can: 'manageBilling' },
    description: "Where to update the card: Stripe's billing portal, or a checkout of the current plan",
    resolve: (_root, _args, ctx) => updatePayment(ctx),
  }),
  createPackCheckout: t.field({
    type: CheckoutPayload,
    errors: appErrors,
    authScopes: { can: 'manageBilling' },
    description: 'Buy an SMS or email credit pack: the checkout url',
    args: { productId: t.arg.string({ required: true }) },
    resolve: (_root, { productId }, ctx) => startPackCheckout(ctx, { productId }),
  }),
}));
