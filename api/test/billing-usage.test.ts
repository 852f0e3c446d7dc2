import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { recordUsage } from '../src/domain/billing/record-usage.ts';
import { isValidUsage } from '../src/rules/usage.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// GET /api/usage in the shape of spec part 1 §3, and recordUsage: the plan's quota first, then the pack that
// expires first, atomically.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MONTH = 30 * 86_400_000;

async function soloOrg(name: string) {
  const org = await createOrg(t, name, ['admin']);
  const periodStart = new Date(Date.now() - 86_400_000);
  await t.database.db.subscription.update({
    where: { orgId: org.org.id },
    data: { status: 'active', planId: 'solo', currentPeriodStart: periodStart, currentPeriodEnd: new Date(periodStart.getTime() + MONTH) },
  });
  return { ...org, periodStart, db: tenantDb(t.database.db, org.org.id) };
}

describe('recordUsage', () => {
  it('spends 50 parallel SMS exactly: the rest of the quota, then the packs oldest first, then refuses', async () => {
    const { org, periodStart, db } = await soloOrg('Usage Parallel');
    await t.database.db.usageCounter.create({ data: { orgId: org.id, channel: 'sms', periodStart, used: 80 } });
    const old = await t.database.db.creditPack.create({
      data: {
        orgId: org.id,
        type: 'sms',
        productId: 'sms_100',
        quantity: 100,
        remaining: 12,
        priceCents: 500,
        purchasedAt: new Date(Date.now() - 2 * MONTH),
      },
    });
    const newer = await t.database.db.creditPack.create({
      data: { orgId: org.id, type: 'sms', productId: 'sms_100', quantity: 100, remaining: 8, priceCents: 500 },
    });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => recordUsage(db, t.config, org.id, 'sms')));
    const spent = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ source: string; packId: string | null }>).value);
    expect(spent.filter((s) => s.source === 'quota')).toHaveLength(20);
    expect(spent.filter((s) => s.packId === old.id)).toHaveLength(12);
    expect(spent.filter((s) => s.packId === newer.id)).toHaveLength(8);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(10);
    expect(refused[0].reason).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect((await t.database.db.usageCounter.findFirstOrThrow({ where: { orgId: org.id, channel: 'sms' } })).used).toBe(100);
    expect((await t.database.db.creditPack.findMany({ where: { orgId: org.id } })).map((p) => p.remaining)).toEqual([0, 0]);
  });

  it('never spends another organisation’s packs', async () => {
    const { org: mine, db } = await soloOrg('Usage Mine');
    await t.database.db.subscription.update({
      where: { orgId: mine.id },
      data: { planId: 'free', status: 'canceled', currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    const { org: theirs } = await soloOrg('Usage Theirs');
    await t.database.db.creditPack.create({
      data: { orgId: theirs.id, type: 'email', productId: 'email_200', quantity: 200, remaining: 200, priceCents: 300 },
    });
    await expect(recordUsage(db, t.config, mine.id, 'email')).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect((await t.database.db.creditPack.findFirstOrThrow({ where: { orgId: theirs.id } })).remaining).toBe(200);
  });

  it('with PACK_EXPIRY=6m, packs older than six months are neither counted nor spent', async () => {
    const { org, db } = await soloOrg('Usage Expiry');
    await t.database.db.subscription.update({
      where: { orgId: org.id },
      data: { planId: 'free', status: 'canceled', currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    await t.database.db.creditPack.create({
      data: {
        orgId: org.id,
        type: 'sms',
        productId: 'sms_100',
        quantity: 100,
        remaining: 100,
        priceCents: 500,
        purchasedAt: new Date(Date.now() - 7 * MONTH),
      },
    });
    await expect(recordUsage(db, { PACK_EXPIRY: '6m' }, org.id, 'sms')).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect((await recordUsage(db, { PACK_EXPIRY: 'never' }, org.id, 'sms')).source).toBe('pack');
  });
});

describe('GET /api/usage', () => {
  it('answers the spec shape: users, sms and email meters, period end, plan and status', async () => {
    const { org, admin, periodStart } = await soloOrg('Usage Shape');
    await t.database.db.usageCounter.create({ data: { orgId: org.id, channel: 'email', periodStart, used: 100 } });
    await t.database.db.creditPack.create({
      data: { orgId: org.id, type: 'email', productId: 'email_200', quantity: 200, remaining: 15, priceCents: 300 },
    });
    const a = new Agent(t);
    await a.login(admin.email, PASSWORD);
    const res = await a.get('/api/usage');
    expect(res.status).toBe(200);
    expect(isValidUsage(res.body)).toBe(true);
    expect(res.body).toEqual({
      users: { used: 1, quota: 1, percent: 100 },
      sms: {
        used: 0,
        quota: 100,
        percent: 0,
        remaining: 100,
        packCredits: 0,
        totalAvailable: 100,
        quotaExceeded: false,
        allExhausted: false,
      },
      email: {
        used: 100,
        quota: 100,
        percent: 100,
        remaining: 0,
        packCredits: 15,
        totalAvailable: 15,
        quotaExceeded: true,
        allExhausted: false,
      },
      periodEnd: new Date(periodStart.getTime() + MONTH).toISOString(),
      planId: 'solo',
      subscriptionStatus: 'active',
      packs: [expect.objectContaining({ type: 'email', quantity: 200, remaining: 15, expiresAt: null })],
      packExpiry: 'never',
    });
  });

  it('answers every role: a technician reads the same usage over REST and GraphQL (the sidebar widget)', async () => {
    const { admin, technician } = await createOrg(t, 'Usage Crew', ['admin', 'technician']);
    const [office, tech] = [new Agent(t), new Agent(t)];
    await office.login(admin.email, PASSWORD);
    await tech.login(technician.email, PASSWORD);
    const rest = await tech.get('/api/usage');
    expect(rest.status).toBe(200);
    expect(isValidUsage(rest.body)).toBe(true);
    expect(rest.body).toEqual((await office.get('/api/usage')).body);
    expect(rest.body.users).toMatchObject({ used: 2 });
    const gql = await tech.gql(
      '{ usage { planId users { used quota } sms { quota totalAvailable } } viewerCan { seeUsage manageBilling } }',
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.usage).toMatchObject({ planId: rest.body.planId, users: { used: 2, quota: rest.body.users.quota } });
    expect(gql.data.viewerCan).toEqual({ seeUsage: true, manageBilling: false });
    // Buying and the plan stay with the office.
    expect((await tech.gql('{ packsAvailable { productId } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
