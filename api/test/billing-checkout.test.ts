import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// The local payment provider end to end over HTTP: checkout url → Spanner's checkout page → Pay → the same webhook
// handler → subscription and packs; cancel and resubscribe; refusals and bad input.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(name: string) {
  const org = await createOrg(t, name);
  const as = async (role: 'admin' | 'manager' | 'technician') => {
    const a = new Agent(t);
    await a.login(org[role].email, PASSWORD);
    return a;
  };
  return { org, admin: await as('admin'), manager: await as('manager'), technician: await as('technician') };
}

/** Open the local checkout page at `url` and press Pay as its script does: the url the browser goes to next. */
async function pay(a: Agent, url: string) {
  const page = await a.get(url);
  expect(page.status).toBe(200);
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.body).not.toMatch(/<script>|style=/);
  const session = new URL(url, 'http://x').searchParams.get('session') as string;
  expect(page.body).toContain(`data-session="${session}"`);
  const paid = await a.post('/billing/local-checkout/pay', { session });
  expect(paid.status).toBe(200);
  return paid.body.url as string;
}

describe('plans', () => {
  it('lists Solo, Pro and Enterprise with monthly prices in cents and features, Free hidden, for anyone', async () => {
    const res = await new Agent(t).get('/api/subscriptions/plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string; priceMonthly: number }) => [p.id, p.priceMonthly])).toEqual([
      ['solo', 2900],
      ['pro', 4900],
      ['enterprise', 9900],
    ]);
    expect(res.body[1]).toMatchObject({ name: 'Pro', users: 5, sms: 500, email: 500 });
    expect(res.body[1].features).toContain('Up to 5 users');
  });
});

describe('the local checkout', () => {
  it('upgrades a trial to an active plan through the same webhook handler, and the banner has nothing to say', async () => {
    const { org, admin } = await signedIn('Checkout Upgrade');
    const start = await admin.post('/api/subscriptions/create-checkout', { planId: 'enterprise' });
    expect(start.status).toBe(200);
    expect(start.body.url).toMatch(/^\/billing\/local-checkout\?session=chk_/);
    expect(await pay(admin, start.body.url)).toBe('/settings?tab=billing&checkout=success');
    const status = await admin.get('/api/subscriptions/status');
    expect(status.body.subscription).toMatchObject({ status: 'active', planId: 'enterprise', cancelAtPeriodEnd: false });
    expect(await t.database.db.processedWebhookEvent.count({ where: { id: { startsWith: 'evt_local_' } } })).toBeGreaterThanOrEqual(2);
    const usage = await admin.get('/api/usage');
    expect(usage.body).toMatchObject({ planId: 'enterprise', subscriptionStatus: 'active', users: { quota: 12 }, sms: { quota: 2000 } });
    // Paying twice is refused, and the page says it was paid.
    const again = await admin.post('/billing/local-checkout/pay', {
      session: new URL(start.body.url, 'http://x').searchParams.get('session'),
    });
    expect(again.status).toBe(409);
    expect((await admin.get(start.body.url)).body).toContain('This checkout has been paid');
    expect(org.org.id).toBeTruthy();
  });

  it('buys an SMS pack: the credits show in usage, shared by the organisation', async () => {
    const { manager, admin } = await signedIn('Checkout Pack');
    const packs = await manager.get('/api/usage/packs/available');
    expect(packs.status).toBe(200);
    expect(packs.headers['cache-control']).toBe('private, max-age=300');
    expect(packs.body.data.map((p: { productId: string; priceAud: number }) => [p.productId, p.priceAud])).toEqual([
      ['sms_100', 500],
      ['sms_500', 2000],
      ['sms_1000', 3500],
      ['email_200', 300],
      ['email_500', 700],
      ['email_1000', 1200],
    ]);
    expect(packs.body.data[0]).toEqual({
      productId: 'sms_100',
      type: 'sms',
      quantity: 100,
      priceAud: 500,
      displayPrice: '$5.00',
      description: '100 SMS credits',
    });
    const start = await manager.post('/api/usage/packs/checkout', { productId: 'sms_100' });
    expect(await pay(manager, start.body.url)).toBe('/settings?tab=usage&purchase=success');
    const usage = await admin.get('/api/usage');
    expect(usage.body.sms).toEqual({
      used: 0,
      quota: 500,
      percent: 0,
      remaining: 500,
      packCredits: 100,
      totalAvailable: 600,
      quotaExceeded: false,
      allExhausted: false,
    });
    // The usage tab lists the pack with its credits left and, under the default setting, no expiry.
    expect(usage.body.packExpiry).toBe('never');
    expect(usage.body.packs).toEqual([expect.objectContaining({ type: 'sms', quantity: 100, remaining: 100, expiresAt: null })]);
  });

  it('cancels with access to the period end, and resubscribes', async () => {
    const { admin } = await signedIn('Checkout Cancel');
    const start = await admin.post('/api/subscriptions/create-checkout', { planId: 'solo' });
    await pay(admin, start.body.url);
    const cancel = await admin.post('/api/subscriptions/cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, planId: 'solo' });
    expect(new Date(cancel.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    expect((await admin.post('/api/subscriptions/cancel')).status).toBe(409);
    // Still open until the period ends: a premium action works.
    expect((await admin.post('/api/customers', { name: 'Still working' })).status).toBe(201);
    const back = await admin.post('/api/subscriptions/resubscribe');
    expect(back.body.url).toBe('/settings?tab=billing&checkout=success');
    expect((await admin.get('/api/subscriptions/status')).body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('a paying business changes plan at once and keeps its period, pro-rated like Stripe (no new checkout)', async () => {
    const { org, admin } = await signedIn('Checkout Change Plan');
    await pay(admin, (await admin.post('/api/subscriptions/create-checkout', { planId: 'pro' })).body.url);
    const before = (await admin.get('/api/subscriptions/status')).body.subscription;
    expect(before).toMatchObject({ status: 'active', planId: 'pro' });
    expect(before.currentPeriodStart).toBeTruthy();
    const change = await admin.post('/api/subscriptions/create-checkout', { planId: 'enterprise' });
    expect(change.status).toBe(200);
    expect(change.body.url).toBe('/settings?tab=billing&checkout=success');
    const after = (await admin.get('/api/subscriptions/status')).body.subscription;
    expect(after).toMatchObject({ status: 'active', planId: 'enterprise', currentPeriodEnd: before.currentPeriodEnd });
    expect(after.currentPeriodStart).toBe(before.currentPeriodStart);
    expect(await t.database.db.checkoutSession.count({ where: { orgId: org.org.id } })).toBe(1);
    expect((await admin.get('/api/usage')).body).toMatchObject({ planId: 'enterprise', users: { quota: 12 } });
    // Paying again for the plan it has (Update Payment) is still a checkout.
    expect((await admin.post('/api/subscriptions/update-payment')).body.url).toMatch(/^\/billing\/local-checkout\?session=/);
  });

  it('update payment on the local provider is a checkout of the current plan', async () => {
    const { admin } = await signedIn('Checkout Payment');
    const res = await admin.post('/api/subscriptions/update-payment');
    expect(res.body.url).toMatch(/^\/billing\/local-checkout\?session=/);
    await pay(admin, res.body.url);
    expect((await admin.get('/api/subscriptions/status')).body.subscription).toMatchObject({ status: 'active', planId: 'pro' });
  });
});

describe('refusals and bad input', () => {
  it('refuses anonymous (401), technicians (403) and another organisation (not found)', async () => {
    const { admin } = await signedIn('Refusal Target');
    const start = await admin.post('/api/subscriptions/create-checkout', { planId: 'pro' });
    const { admin: other, technician } = await signedIn('Refusal Other');
    const anonymous = new Agent(t);
    for (const [method, url, body] of [
      ['GET', '/api/usage/packs/available'],
      ['POST', '/api/subscriptions/create-checkout', { planId: 'pro' }],
      ['POST', '/api/subscriptions/cancel'],
      ['POST', '/api/usage/packs/checkout', { productId: 'sms_100' }],
    ] as const) {
      expect((await anonymous.request(method, url, { body: body ?? {} })).status, url).toBe(401);
      expect((await technician.request(method, url, { body: body ?? {} })).status, url).toBe(403);
    }
    expect((await anonymous.get('/api/usage')).status).toBe(401);
    const session = new URL(start.body.url, 'http://x').searchParams.get('session');
    expect((await other.get(start.body.url)).status).toBe(404);
    expect((await other.post('/billing/local-checkout/pay', { session })).status).toBe(404);
    expect((await anonymous.get(start.body.url)).body).toContain('Sign in to pay');
    expect((await technician.post('/billing/local-checkout/pay', { session })).status).toBe(403);
    // A form post from another site cannot pay (no JSON, no CSRF header).
    const forged = await t.app.app.inject({
      method: 'POST',
      url: '/billing/local-checkout/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      payload: `session=${session}`,
    });
    expect(forged.statusCode).toBe(403);
    expect((await admin.get('/api/subscriptions/status')).body.subscription.status).toBe('trial');
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const { admin } = await signedIn('Bad Input');
    for (const body of [{}, { planId: 'free' }, { planId: 'gold' }, { planId: 7 }]) {
      const res = await admin.post('/api/subscriptions/create-checkout', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/planId/);
    }
    for (const body of [{}, { productId: 'sms_99' }]) {
      const res = await admin.post('/api/usage/packs/checkout', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/productId/);
    }
    expect((await admin.post('/billing/local-checkout/pay', {})).status).toBe(400);
    expect((await admin.post('/billing/local-checkout/pay', { session: 'chk_nope' })).status).toBe(404);
    expect((await admin.post('/api/subscriptions/resubscribe')).status).toBe(409);
    expect(await t.database.db.checkoutSession.count({ where: { org: { name: 'Bad Input' }, completedAt: { not: null } } })).toBe(0);
  });

  it('GraphQL gives the same answers: checkout url for an admin, FORBIDDEN for a technician, VALIDATION for free', async () => {
    const { admin, technician } = await signedIn('GraphQL Billing');
    const q = 'mutation($p: PlanId!) { createCheckout(planId: $p) { ... on CheckoutPayload { url } ... on AppError { code message } } }';
    expect((await admin.gql(q, { p: 'solo' })).data.createCheckout.url).toMatch(/^\/billing\/local-checkout/);
    expect((await admin.gql(q, { p: 'free' })).data.createCheckout.code).toBe('VALIDATION');
    const refused = await technician.gql(q, { p: 'solo' });
    expect(refused.errors?.[0].extensions?.code ?? refused.data?.createCheckout?.code).toBe('FORBIDDEN');
    const usage = await admin.gql('{ usage { planId subscriptionStatus sms { quota packCredits } users { used quota } } }');
    expect(usage.data.usage).toEqual({
      planId: 'pro',
      subscriptionStatus: 'trial',
      sms: { quota: 500, packCredits: 0 },
      users: { used: 3, quota: 5 },
    });
  });
});
