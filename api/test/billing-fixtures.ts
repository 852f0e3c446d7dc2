import Stripe from 'stripe';
import type { TestApp } from './harness.ts';

// Stripe-format events signed with the real SDK's test helper, posted to the webhook as Stripe would post them.

export const WEBHOOK_SECRET = 'whsec_billing_test_secret';
let n = 0;

export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  return { id: `evt_test_${Date.now().toString(36)}_${++n}`, object: 'event', type, created, data: { object } };
}

/** Stripe's checkout.session.completed for a plan bought by the organisation (a new subscription, paid). */
export function planCheckoutEvent(orgId: string, planId = 'solo') {
  return stripeEvent('checkout.session.completed', {
    id: `cs_${orgId}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    customer: `cus_${orgId.slice(0, 8)}`,
    subscription: `sub_${orgId.slice(0, 12)}`,
    metadata: { orgId, kind: 'plan', planId },
  });
}

export async function postWebhook(
  t: TestApp,
  event: object,
  opts: { secret?: string; timestamp?: number; tamper?: (s: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  const res = await t.app.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: opts.tamper ? opts.tamper(payload) : payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A subscription event as Stripe sends it (API 2025+: the period on the item). */
export function subscriptionObject(
  orgId: string,
  id: string,
  status: string,
  extra: { planId?: string; cancel_at_period_end?: boolean; start?: number; end?: number } = {},
) {
  const start = extra.start ?? Math.floor(Date.now() / 1000);
  const end = extra.end ?? start + 30 * 86_400;
  return {
    id,
    object: 'subscription',
    status,
    customer: `cus_${orgId.slice(0, 8)}`,
    cancel_at_period_end: extra.cancel_at_period_end ?? false,
    metadata: { orgId, planId: extra.planId ?? 'pro' },
    items: { data: [{ current_period_start: start, current_period_end: end, price: { id: 'price_test' } }] },
  };
}
