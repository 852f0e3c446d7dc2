import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_ENDPOINTS_PER_ORGANISATION,
  WEBHOOK_IN_FLIGHT_PER_ENDPOINT,
  WEBHOOK_IN_FLIGHT_PER_ORGANISATION,
} from '../src/rules/webhook-events.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { startReceiver } from './webhook-receiver.ts';
import { signedIn, WAIT, withWorkers } from './webhooks-queue.ts';

// One organisation's backlog to a slow receiver must not hold up another's deliveries. The workers take every
// organisation's due deliveries, so this file has a database of its own (as webhooks.test.ts does). The receivers'
// time limit is long (40 s) so that the slow receiver, which answers only when the test lets it, holds its requests.

const LOCAL = { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '40000' };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(LOCAL, { ownDatabase: true });
});
afterAll(() => t.close());

/**
 * An organisation at the endpoint cap, every endpoint on `receiverUrl` listening for new customers, and `customers`
 * new customers: a backlog of customers × 10 deliveries, queued while no worker runs.
 */
async function attackerWithBacklog(app: TestApp, name: string, receiverUrl: string, customers: number) {
  const a = await signedIn(app, (await createOrg(app, name, ['admin'])).admin);
  for (let n = 0; n < WEBHOOK_ENDPOINTS_PER_ORGANISATION; n++)
    expect((await a.post('/api/integrations/webhooks', { url: `${receiverUrl}/${n}`, events: ['customer.created'] })).status).toBe(201);
  for (let n = 0; n < customers; n++) await a.post('/api/customers', { name: `Backlog ${n}` });
  return customers * WEBHOOK_ENDPOINTS_PER_ORGANISATION;
}

/** An organisation with one endpoint on `receiverUrl` and one new customer: one delivery, queued after the backlog. */
async function victimWithOneDelivery(app: TestApp, name: string, receiverUrl: string) {
  const a = await signedIn(app, (await createOrg(app, name, ['admin'])).admin);
  await a.post('/api/integrations/webhooks', { url: receiverUrl, events: ['customer.created'] });
  await a.post('/api/customers', { name: 'Victim customer' });
}

describe('fairness between organisations', () => {
  it("a slow receiver's backlog holds at most 10 deliveries at once, and another organisation's delivery overtakes it", async () => {
    // The slow receiver answers nothing until the test lets it, so "meanwhile" needs no clock.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const attacker = await startReceiver(async () => {
      await answered;
      return { status: 200 };
    });
    const victim = await startReceiver();
    const order: string[] = [];
    try {
      const backlog = await attackerWithBacklog(t, 'Backlog Live Co', attacker.url, 12);
      expect(backlog).toBe(120);
      await withWorkers(t, async () => {
        await expect.poll(() => attacker.received.length, WAIT).toBe(WEBHOOK_IN_FLIGHT_PER_ORGANISATION);
        // Queued behind 110 waiting deliveries of the busy organisation, and sent while all of them still wait.
        await victimWithOneDelivery(t, 'Quiet Live Co', victim.url);
        await expect.poll(() => victim.received.length, WAIT).toBe(1);
        order.push(`victim after ${attacker.received.length} of the backlog`);
        // Meanwhile not one of the slow receiver's deliveries was answered, and no more of them were sent.
        expect(attacker.received).toHaveLength(WEBHOOK_IN_FLIGHT_PER_ORGANISATION);
        answer();
        await expect.poll(() => attacker.received.length, { ...WAIT, timeout: 120_000 }).toBe(backlog);
      });
      expect(order).toEqual([`victim after ${WEBHOOK_IN_FLIGHT_PER_ORGANISATION} of the backlog`]);
      // Every one of the backlog went once.
      expect(new Set(attacker.received.map((r) => `${r.path} ${r.headers['webhook-id']}`)).size).toBe(backlog);
    } finally {
      answer();
      await Promise.all([attacker.close(), victim.close()]);
    }
  }, 180_000);

  it("one endpoint's backlog to a slow receiver holds at most 4 deliveries at once; the organisation's other endpoint still gets its own", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const slow = await startReceiver(async () => {
      await answered;
      return { status: 200 };
    });
    const quick = await startReceiver();
    try {
      const a = await signedIn(t, (await createOrg(t, 'Two Receivers Co', ['admin'])).admin);
      await a.post('/api/integrations/webhooks', { url: slow.url, events: ['customer.created'] });
      await a.post('/api/integrations/webhooks', { url: quick.url, events: ['job.created'] });
      for (let n = 0; n < 12; n++) await a.post('/api/customers', { name: `Slow backlog ${n}` });
      await withWorkers(t, async () => {
        await expect.poll(() => slow.received.length, WAIT).toBe(WEBHOOK_IN_FLIGHT_PER_ENDPOINT);
        // Queued behind 8 waiting deliveries of its own organisation, and sent while they all still wait.
        expect((await a.post('/api/jobs', { title: 'Quick receiver job' })).status).toBe(201);
        await expect.poll(() => quick.received.length, WAIT).toBe(1);
        expect(slow.received).toHaveLength(WEBHOOK_IN_FLIGHT_PER_ENDPOINT);
        answer();
        await expect.poll(() => slow.received.length, { ...WAIT, timeout: 120_000 }).toBe(12);
      });
    } finally {
      answer();
      await Promise.all([slow.close(), quick.close()]);
    }
  }, 180_000);

  it("another organisation's first delivery is taken ahead of a backlog queued before it", async () => {
    // Both queued while no worker runs; then one worker slot at a time would take the quiet organisation's first
    // (ranked ahead of the busy one's second and later). Here the busy receiver answers at once: the victim's delivery
    // still arrives among the first WEBHOOK_IN_FLIGHT_PER_ORGANISATION + 1 requests of all, not after the backlog.
    // Each receiver notes its requests as they arrive, in one list: the order they reached the receivers.
    const arrivals: string[] = [];
    const attacker = await startReceiver(() => {
      arrivals.push('backlog');
      return { status: 200 };
    });
    const victim = await startReceiver(() => {
      arrivals.push('victim');
      return { status: 200 };
    });
    const backlog = await attackerWithBacklog(t, 'Backlog Rank Co', attacker.url, 10);
    await victimWithOneDelivery(t, 'Quiet Rank Co', victim.url);
    await withWorkers(t, () => expect.poll(() => arrivals.length, { ...WAIT, timeout: 120_000 }).toBe(backlog + 1));
    expect(arrivals.indexOf('victim')).toBeLessThanOrEqual(WEBHOOK_IN_FLIGHT_PER_ORGANISATION);
    await Promise.all([attacker.close(), victim.close()]);
  }, 180_000);
});
