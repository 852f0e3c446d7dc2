import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCheckoutEvent, postWebhook, stripeEvent, subscriptionObject, WEBHOOK_SECRET } from './billing-fixtures.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// POST /api/webhooks/stripe with events signed by the real stripe SDK (no account, no network).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => t.close());

const subscriptionOf = (orgId: string) => t.database.db.subscription.findUniqueOrThrow({ where: { orgId } });

async function paidOrg(name: string) {
  const { org } = await createOrg(t, name, ['admin']);
  const subId = `sub_${org.id.slice(0, 12)}`;
  expect((await postWebhook(t, planCheckoutEvent(org.id, 'solo'))).status).toBe(200);
  return { org, subId };
}

describe('the Stripe webhook', () => {
  it('moves a trial to active on a completed checkout, with the plan bought', async () => {
    const { org } = await paidOrg('Webhook Active');
    expect(await subscriptionOf(org.id)).toMatchObject({ status: 'active', planId: 'solo', cancelAtPeriodEnd: false });
  });

  it('refuses a tampered body and a stale signature with 400, and changes nothing', async () => {
    const { org } = await createOrg(t, 'Webhook Tamper', ['admin']);
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(org.id, 'sub_tamper', 'active', { planId: 'enterprise' }),
    );
    const tampered = await postWebhook(t, event, { tamper: (s) => s.replace('enterprise', 'solo') });
    expect(tampered).toEqual({ status: 400, body: { error: 'Invalid webhook signature' } });
    const stale = await postWebhook(t, event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    const wrongSecret = await postWebhook(t, event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    const unsigned = await t.app.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscriptionOf(org.id)).toMatchObject({ status: 'trial', planId: 'pro' });
    expect(await t.database.db.processedWebhookEvent.findUnique({ where: { id: event.id } })).toBeNull();
  });

  it('applies a replayed event once', async () => {
    const { org } = await createOrg(t, 'Webhook Replay', ['admin']);
    const event = stripeEvent('checkout.session.completed', {
      id: `cs_pack_${org.id}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      metadata: { orgId: org.id, kind: 'pack', productId: 'sms_500' },
    });
    const answers = await Promise.all([postWebhook(t, event), postWebhook(t, event), postWebhook(t, event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate)).toHaveLength(2);
    const packs = await t.database.db.creditPack.findMany({ where: { orgId: org.id } });
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({ type: 'sms', quantity: 500, remaining: 500, priceCents: 2000, expiresAt: null });
  });

  it('goes past_due when a payment fails and back to active when it is paid', async () => {
    const { org, subId } = await paidOrg('Webhook Recovery');
    expect((await postWebhook(t, stripeEvent('invoice.payment_failed', { object: 'invoice', subscription: subId }))).status).toBe(200);
    expect((await subscriptionOf(org.id)).status).toBe('past_due');
    const paid = stripeEvent('invoice.paid', { object: 'invoice', parent: { subscription_details: { subscription: subId } } });
    expect((await postWebhook(t, paid)).status).toBe(200);
    expect((await subscriptionOf(org.id)).status).toBe('active');
  });

  it('cancels at the period end: canceled with access until then, then ended by the deletion', async () => {
    const { org, subId } = await paidOrg('Webhook Cancel');
    const end = Math.floor(Date.now() / 1000) + 20 * 86_400;
    const update = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(org.id, subId, 'active', { cancel_at_period_end: true, end, planId: 'solo' }),
    );
    await postWebhook(t, update);
    const canceled = await subscriptionOf(org.id);
    expect(canceled).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(canceled.currentPeriodEnd?.getTime()).toBe(end * 1000);
    await postWebhook(t, stripeEvent('customer.subscription.deleted', { ...subscriptionObject(org.id, subId, 'canceled'), ended_at: end }));
    expect(await subscriptionOf(org.id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
  });

  it('tolerates events out of order: an older event arriving late changes nothing', async () => {
    const { org, subId } = await paidOrg('Webhook Order');
    const now = Math.floor(Date.now() / 1000);
    const newer = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(org.id, subId, 'past_due', { planId: 'enterprise' }),
      now + 60,
    );
    const older = stripeEvent('customer.subscription.updated', subscriptionObject(org.id, subId, 'active', { planId: 'pro' }), now + 30);
    await postWebhook(t, newer);
    await postWebhook(t, older);
    expect(await subscriptionOf(org.id)).toMatchObject({ status: 'past_due', planId: 'enterprise' });
  });

  it('changes the plan at once when the subscription changes price (pro-rated by Stripe)', async () => {
    const { org, subId } = await paidOrg('Webhook Plan');
    await postWebhook(
      t,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(org.id, subId, 'active', { planId: 'enterprise' }),
        Math.floor(Date.now() / 1000) + 5,
      ),
    );
    expect(await subscriptionOf(org.id)).toMatchObject({ status: 'active', planId: 'enterprise' });
  });

  it('records unknown event types without effect, and refuses a body that is not an event', async () => {
    expect((await postWebhook(t, stripeEvent('customer.created', { id: 'cus_x' }))).status).toBe(200);
    expect((await postWebhook(t, { hello: 'world' })).status).toBe(400);
  });

  it('refuses a signature dated in the future beyond the tolerance with 400, like a stale one', async () => {
    const { org } = await createOrg(t, 'Webhook Future', ['admin']);
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(org.id, 'sub_future', 'active', { planId: 'enterprise' }),
    );
    const future = await postWebhook(t, event, { timestamp: Math.floor(Date.now() / 1000) + 3600 });
    expect(future).toEqual({ status: 400, body: { error: 'Invalid webhook signature' } });
    expect(await subscriptionOf(org.id)).toMatchObject({ status: 'trial', planId: 'pro' });
    expect(await t.database.db.processedWebhookEvent.findUnique({ where: { id: event.id } })).toBeNull();
  });

  describe('a signed event that cannot be applied is answered 200 and kept for the owner', () => {
    const unapplied = (eventId: string) => t.database.db.unappliedPaymentEvent.findUnique({ where: { eventId } });

    it('a subscription nobody has', async () => {
      const event = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject('00000000-0000-4000-8000-000000000000', 'sub_nobody', 'active'),
      );
      const answer = await postWebhook(t, event);
      expect(answer).toEqual({ status: 200, body: { received: true, unapplied: true } });
      expect(await unapplied(event.id)).toMatchObject({
        type: 'customer.subscription.updated',
        provider: 'stripe',
        namedOrgId: '00000000-0000-4000-8000-000000000000',
        resolvedAt: null,
        reason: expect.stringContaining('sub_nobody'),
        payload: expect.objectContaining({ id: event.id }),
      });
      // Stripe's retry of the same event is a duplicate, not a second entry.
      expect((await postWebhook(t, event)).body).toEqual({ received: true, duplicate: true });
      expect(await t.database.db.unappliedPaymentEvent.count({ where: { eventId: event.id } })).toBe(1);
    });

    it('an invoice of an unknown subscription, and a checkout for an organisation that does not exist', async () => {
      const invoice = stripeEvent('invoice.payment_failed', { object: 'invoice', subscription: 'sub_unknown_invoice' });
      expect(await postWebhook(t, invoice)).toEqual({ status: 200, body: { received: true, unapplied: true } });
      expect((await unapplied(invoice.id))?.reason).toContain('sub_unknown_invoice');
      const checkout = stripeEvent('checkout.session.completed', {
        id: 'cs_ghost',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        metadata: { orgId: '11111111-1111-4111-8111-111111111111', kind: 'pack', productId: 'sms_100' },
      });
      expect(await postWebhook(t, checkout)).toEqual({ status: 200, body: { received: true, unapplied: true } });
      expect(await unapplied(checkout.id)).toMatchObject({ namedOrgId: '11111111-1111-4111-8111-111111111111' });
    });

    it('a malformed object', async () => {
      const event = stripeEvent('customer.subscription.updated', 'not an object' as unknown as object);
      expect(await postWebhook(t, event)).toEqual({ status: 200, body: { received: true, unapplied: true } });
      expect((await unapplied(event.id))?.reason).toBe('The event carries no object');
    });

    it('an error while applying it: nothing of it is applied, 200 instead of a 500 Stripe would retry for days', async () => {
      const { org, subId } = await paidOrg('Webhook Apply Error');
      const before = await subscriptionOf(org.id);
      const broken = subscriptionObject(org.id, subId, 'past_due', { planId: 'enterprise' });
      (broken.items.data[0] as { current_period_end: unknown }).current_period_end = 'next month';
      const event = stripeEvent('customer.subscription.updated', broken, Math.floor(Date.now() / 1000) + 10);
      expect(await postWebhook(t, event)).toEqual({ status: 200, body: { received: true, unapplied: true } });
      expect(await unapplied(event.id)).toMatchObject({ namedOrgId: org.id, reason: expect.stringMatching(/^Applying it failed/) });
      expect(await subscriptionOf(org.id)).toMatchObject({ status: before.status, planId: before.planId });
      expect(await t.database.db.processedWebhookEvent.findUnique({ where: { id: event.id } })).not.toBeNull();
    });
  });
});
