import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// After the trial (or a canceled subscription's period) premium actions answer 402 with the spec's payload over
// REST and extensions.code over GraphQL; reading, settings, billing and support stay open.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function lapsed(name: string, subscription: { status: 'trial' | 'canceled'; trialEnd?: Date; currentPeriodEnd?: Date }) {
  const org = await createOrg(t, name, ['admin', 'technician']);
  const customer = await t.database.db.customer.create({ data: { orgId: org.org.id, name: 'Old Customer' } });
  await t.database.db.job.create({ data: { orgId: org.org.id, title: 'Old job', customerId: customer.id } });
  await t.database.db.subscription.update({ where: { orgId: org.org.id }, data: subscription });
  const admin = new Agent(t);
  await admin.login(org.admin.email, PASSWORD);
  return { org, admin, customer };
}

describe('an expired trial', () => {
  it('answers 402 TRIAL_EXPIRED with the upgrade action on premium REST actions, and creates nothing', async () => {
    const { org, admin, customer } = await lapsed('Gate Trial', { status: 'trial', trialEnd: new Date(Date.now() - DAY) });
    const refusals = [
      await admin.post('/api/jobs', { title: 'New job' }),
      await admin.post('/api/customers', { name: 'New customer' }),
      await admin.post('/api/equipment', { name: 'New unit' }),
      await admin.put(`/api/customers/${customer.id}`, { name: 'Renamed' }),
      await admin.post('/api/members', {
        name: 'Nina',
        email: `nina-${Date.now()}@gate.test`,
        role: 'technician',
        password: 'long-enough-pw',
      }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(402);
      expect(res.body).toEqual({
        error: 'Your 14-day trial has expired. Upgrade now to continue!',
        code: 'TRIAL_EXPIRED',
        message: 'Your 14-day trial has expired. Upgrade now to continue!',
        action: { label: 'Upgrade Now', url: '/subscription' },
      });
    }
    expect(await t.database.db.job.count({ where: { orgId: org.org.id } })).toBe(1);
    expect(await t.database.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({ name: 'Old Customer' });
  });

  it('keeps reading, settings, billing and the upgrade open', async () => {
    const { admin } = await lapsed('Gate Open', { status: 'trial', trialEnd: new Date(Date.now() - DAY) });
    const jobs = await admin.get('/api/jobs?view=all');
    expect(jobs.status).toBe(200);
    expect(JSON.stringify(jobs.body)).toContain('Old job');
    expect((await admin.get('/api/customers')).status).toBe(200);
    expect((await admin.put('/api/me/org', { phone: '0390000000' })).status).toBe(200);
    expect((await admin.get('/api/subscriptions/status')).body.subscription.status).toBe('trial');
    expect((await admin.get('/api/usage')).status).toBe(200);
    expect((await admin.post('/api/subscriptions/create-checkout', { planId: 'solo' })).status).toBe(200);
  });

  it('GraphQL answers the same code in extensions, with the action', async () => {
    const { admin } = await lapsed('Gate GraphQL', { status: 'trial', trialEnd: new Date(Date.now() - DAY) });
    const res = await admin.gql('mutation { createCustomer(input: { name: "New" }) { ... on Customer { id } ... on AppError { code } } }');
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'TRIAL_EXPIRED', action: { label: 'Upgrade Now', url: '/subscription' } });
    const read = await admin.gql('{ customers(first: 5) { edges { node { name } } } }');
    expect(read.errors).toBeUndefined();
  });
});

describe('a canceled subscription', () => {
  it('stays open until its period ends, then answers SUBSCRIPTION_REQUIRED', async () => {
    const open = await lapsed('Gate Canceled Open', { status: 'canceled', currentPeriodEnd: new Date(Date.now() + DAY) });
    expect((await open.admin.post('/api/customers', { name: 'Fine' })).status).toBe(201);
    const ended = await lapsed('Gate Canceled Ended', { status: 'canceled', currentPeriodEnd: new Date(Date.now() - DAY) });
    const res = await ended.admin.post('/api/customers', { name: 'Too late' });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'This feature requires an active subscription.',
      action: { label: 'Resubscribe' },
    });
  });
});
