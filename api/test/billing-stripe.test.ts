import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { postWebhook, stripeEvent, subscriptionObject, WEBHOOK_SECRET } from './billing-fixtures.ts';
import { type FakeStripe, fakeStripeEnv, type StripeRequest, startFakeStripe } from './fake-stripe.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// The configured Stripe provider (integrations/payments/stripe.ts) with the real `stripe` SDK pointed at a local
// fake of Stripe's API (fake-stripe.ts): what Spanner asks Stripe for on each billing action, then the outcome
// coming back through the webhook handler with signatures from the SDK's test helper. No network, no account.

const PUBLIC_URL = 'https://app.spanner.test';
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({
    ...fakeStripeEnv(stripe, { webhook: WEBHOOK_SECRET }),
    // Pro and Enterprise have Stripe prices; Solo is sold with an inline price (price_data).
    STRIPE_PRICE_PRO: 'price_pro_test',
    STRIPE_PRICE_ENTERPRISE: 'price_enterprise_test',
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

async function signedIn(name: string) {
  const org = await createOrg(t, name);
  const admin = new Agent(t);
  await admin.login(org.admin.email, PASSWORD);
  return { org, admin };
}

const subscriptionOf = (orgId: string) => t.database.db.subscription.findUniqueOrThrow({ where: { orgId } });
const only = () => {
  expect(stripe.requests).toHaveLength(1);
  return stripe.requests[0];
};
const now = () => Math.floor(Date.now() / 1000);
/** The subscription as Stripe sends it for the customer the checkout created. */
const lifeSubscription = (orgId: string, status: string, extra: Parameters<typeof subscriptionObject>[3] = {}) => ({
  ...subscriptionObject(orgId, 'sub_life', status, extra),
  customer: 'cus_life',
});

/** Stripe's checkout.session.completed for a session the fake created, carrying the metadata Spanner sent. */
function checkoutCompleted(request: StripeRequest, ids: { customer: string; subscription?: string }) {
  return stripeEvent('checkout.session.completed', {
    id: `cs_test_${Math.random().toString(36).slice(2)}`,
    object: 'checkout.session',
    mode: request.body.mode,
    payment_status: 'paid',
    customer: ids.customer,
    ...(ids.subscription ? { subscription: ids.subscription } : {}),
    metadata: request.body.metadata,
  });
}

describe('plan checkout with Stripe', () => {
  it('creates a Checkout Session in subscription mode, AUD, GST inclusive, with the organisation in its metadata', async () => {
    const { org, admin } = await signedIn('Stripe Solo');
    const res = await admin.post('/api/subscriptions/create-checkout', { planId: 'solo' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = only();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_fake_spanner');
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      customer_email: org.admin.email,
      client_reference_id: org.org.id,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'aud',
            unit_amount: '2900',
            tax_behavior: 'inclusive',
            recurring: { interval: 'month' },
            product_data: { name: 'Spanner Solo' },
          },
        },
      ],
      metadata: { orgId: org.org.id, kind: 'plan', planId: 'solo', checkoutId: expect.stringMatching(/^chk_/) },
      subscription_data: { metadata: { orgId: org.org.id, planId: 'solo' } },
      success_url: `${PUBLIC_URL}/settings?tab=billing&checkout=success`,
      cancel_url: `${PUBLIC_URL}/settings?tab=billing&checkout=canceled`,
    });
    // Nothing is paid yet: still on the trial.
    expect((await subscriptionOf(org.org.id)).status).toBe('trial');
  });

  it('uses the configured Stripe price for a plan that has one', async () => {
    const { admin } = await signedIn('Stripe Pro Price');
    await admin.post('/api/subscriptions/create-checkout', { planId: 'pro' });
    expect(only().body.line_items).toEqual([{ price: 'price_pro_test', quantity: '1' }]);
  });

  it('answers Stripe refusing the session with the spec’s message and a 503, never a 500, and saves no subscription change', async () => {
    const { org, admin } = await signedIn('Stripe Refuses');
    stripe.failNext(400, 'Invalid currency');
    const res = await admin.post('/api/subscriptions/create-checkout', { planId: 'pro' });
    expect(res.status).toBe(503);
    expect(res.body.message ?? res.body.error).toBe('Failed to create checkout session');
    expect((await subscriptionOf(org.org.id)).status).toBe('trial');
  });
});

describe('pack checkout with Stripe', () => {
  it('creates a one-off payment session for the pack, and its webhook adds the credits', async () => {
    const { org, admin } = await signedIn('Stripe Pack');
    const res = await admin.post('/api/usage/packs/checkout', { productId: 'sms_500' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = only();
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      client_reference_id: org.org.id,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'aud',
            unit_amount: '2000',
            tax_behavior: 'inclusive',
            product_data: { name: 'Spanner 500 SMS credits' },
          },
        },
      ],
      metadata: { orgId: org.org.id, kind: 'pack', productId: 'sms_500' },
      success_url: `${PUBLIC_URL}/settings?tab=usage&purchase=success`,
    });
    expect(sent.body.line_items[0].price_data.recurring).toBeUndefined();
    expect(sent.body.subscription_data).toBeUndefined();

    const paid = checkoutCompleted(sent, { customer: 'cus_pack' });
    expect((await postWebhook(t, paid)).status).toBe(200);
    expect((await postWebhook(t, paid)).body).toEqual({ received: true, duplicate: true });
    expect((await admin.get('/api/usage')).body.sms).toMatchObject({ packCredits: 500 });
  });
});

describe('a Stripe subscription through its life', () => {
  it('pays, changes plan at once with proration, updates the card in the portal, cancels at period end and resubscribes', async () => {
    const { org, admin } = await signedIn('Stripe Life');
    const orgId = org.org.id;

    // 1. Checkout, then Stripe's events: the session completed and the subscription with its period.
    await admin.post('/api/subscriptions/create-checkout', { planId: 'pro' });
    const checkout = only();
    const start = now();
    const end = start + 30 * 86_400;
    expect((await postWebhook(t, checkoutCompleted(checkout, { customer: 'cus_life', subscription: 'sub_life' }))).status).toBe(200);
    await postWebhook(t, stripeEvent('customer.subscription.updated', lifeSubscription(orgId, 'active', { start, end })));
    expect(await subscriptionOf(orgId)).toMatchObject({
      status: 'active',
      planId: 'pro',
      stripeCustomerId: 'cus_life',
      stripeSubscriptionId: 'sub_life',
      currentPeriodEnd: new Date(end * 1000),
    });
    stripe.subscriptions.set('sub_life', { id: 'sub_life', itemId: 'si_life', priceId: 'price_pro_test', customer: 'cus_life' });

    // 2. Upgrade to Enterprise: no new checkout, the subscription's item gets the new price, pro-rated and invoiced now.
    stripe.requests.length = 0;
    const change = await admin.post('/api/subscriptions/create-checkout', { planId: 'enterprise' });
    expect(change.body.url).toBe('/settings?tab=billing&checkout=success');
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_life',
      'POST /v1/subscriptions/sub_life',
    ]);
    expect(stripe.requests[1].body).toEqual({
      items: [{ id: 'si_life', price: 'price_enterprise_test' }],
      proration_behavior: 'always_invoice',
      cancel_at_period_end: 'false',
      metadata: { planId: 'enterprise' },
    });
    expect(await subscriptionOf(orgId)).toMatchObject({ planId: 'enterprise', status: 'active', currentPeriodEnd: new Date(end * 1000) });
    // Stripe confirms with the new price; the plan follows the price id.
    const upgraded = {
      ...lifeSubscription(orgId, 'active', { start, end }),
      metadata: { orgId },
      items: { data: [{ current_period_start: start, current_period_end: end, price: { id: 'price_enterprise_test' } }] },
    };
    await postWebhook(t, stripeEvent('customer.subscription.updated', upgraded, start + 10));
    expect((await admin.get('/api/usage')).body).toMatchObject({ planId: 'enterprise', users: { quota: 12 } });

    // A plan without a configured Stripe price cannot be switched to through Stripe: a clear 503, nothing changed.
    stripe.requests.length = 0;
    const solo = await admin.post('/api/subscriptions/create-checkout', { planId: 'solo' });
    expect(solo.status).toBe(503);
    expect(solo.body.message ?? solo.body.error).toContain('STRIPE_PRICE_SOLO');
    expect(stripe.requests).toHaveLength(0);
    expect((await subscriptionOf(orgId)).planId).toBe('enterprise');

    // 3. A failed renewal, then Update Payment: Stripe's billing portal for the customer, and the recovery.
    await postWebhook(t, stripeEvent('invoice.payment_failed', { object: 'invoice', subscription: 'sub_life' }, start + 20));
    expect((await subscriptionOf(orgId)).status).toBe('past_due');
    const portal = await admin.post('/api/subscriptions/update-payment');
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(only()).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      body: { customer: 'cus_life', return_url: `${PUBLIC_URL}/settings?tab=billing` },
    });
    await postWebhook(t, stripeEvent('invoice.paid', { object: 'invoice', subscription: 'sub_life' }, start + 30));
    expect((await subscriptionOf(orgId)).status).toBe('active');

    // 4. Cancel: Stripe stops renewing at the period end; access stays until then.
    stripe.requests.length = 0;
    const cancel = await admin.post('/api/subscriptions/cancel');
    expect(cancel.status).toBe(200);
    expect(only()).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_life', body: { cancel_at_period_end: 'true' } });
    const canceling = lifeSubscription(orgId, 'active', { start, end, cancel_at_period_end: true, planId: 'enterprise' });
    await postWebhook(t, stripeEvent('customer.subscription.updated', canceling, start + 40));
    expect(await subscriptionOf(orgId)).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(end * 1000),
    });
    expect((await admin.post('/api/customers', { name: 'Still open until the period ends' })).status).toBe(201);

    // 5. Resubscribe within the period: Stripe renews again, no new payment.
    stripe.requests.length = 0;
    const back = await admin.post('/api/subscriptions/resubscribe');
    expect(back.body.url).toBe('/settings?tab=billing&checkout=success');
    expect(only()).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_life', body: { cancel_at_period_end: 'false' } });
    expect(await subscriptionOf(orgId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    // 6. A stale signature from the same flow is refused and changes nothing.
    const stale = await postWebhook(t, stripeEvent('customer.subscription.deleted', lifeSubscription(orgId, 'canceled'), start + 50), {
      timestamp: now() - 3600,
    });
    expect(stale.status).toBe(400);
    expect((await subscriptionOf(orgId)).status).toBe('active');
  });
});
