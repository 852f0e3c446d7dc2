import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWebhookSweep, startWebhookSweep, WEBHOOK_IN_FLIGHT_PER_ORGANISATION } from '../src/domain/webhooks/run-webhook-sweep.ts';
import { WEBHOOK_ENDPOINTS_PER_ORGANISATION } from '../src/rules/webhook-events.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { startReceiver } from './webhook-receiver.ts';

// One organisation's backlog to a slow receiver must not hold up another's deliveries. The sweep takes every
// organisation's due deliveries, so this file has a database of its own (as webhooks.test.ts does).

const LOCAL = { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_SWEEP_MS: '0' };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(LOCAL, { ownDatabase: true });
});
afterAll(() => t.close());

async function signedIn(app: TestApp, who: { email: string }) {
  const a = new Agent(app);
  await a.login(who.email, PASSWORD);
  return a;
}

/**
 * An organisation at the endpoint cap, every endpoint on `receiverUrl` listening for new customers, and `customers`
 * new customers: a backlog of customers × 10 deliveries.
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
  it("one sweep pass takes the other organisation's delivery ahead of hundreds queued earlier by one organisation", async () => {
    const attacker = await startReceiver();
    const victim = await startReceiver();
    const backlog = await attackerWithBacklog(t, 'Backlog Pass Co', attacker.url, 20);
    expect(backlog).toBe(200);
    await victimWithOneDelivery(t, 'Quiet Pass Co', victim.url);

    const first = await runWebhookSweep(t.database, t.config);
    expect(victim.received).toHaveLength(1);
    expect(attacker.received).toHaveLength(WEBHOOK_IN_FLIGHT_PER_ORGANISATION);
    expect(first).toMatchObject({ claimed: WEBHOOK_IN_FLIGHT_PER_ORGANISATION + 1, delivered: WEBHOOK_IN_FLIGHT_PER_ORGANISATION + 1 });
    // The backlog still drains, a share a pass: 19 more passes.
    let passes = 1;
    while ((await runWebhookSweep(t.database, t.config)).claimed) passes++;
    expect(passes).toBe(backlog / WEBHOOK_IN_FLIGHT_PER_ORGANISATION);
    expect(attacker.received).toHaveLength(backlog);
    await Promise.all([attacker.close(), victim.close()]);
  });

  it("a slow receiver's backlog holds at most 10 deliveries at once: the running sweep sends another organisation's meanwhile", async () => {
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
    // A process sweeping as production does: woken by every commit, and every 100 ms.
    const config = { ...t.config, WEBHOOK_SWEEP_MS: 100, WEBHOOK_TIMEOUT_MS: 120_000 };
    const failures: unknown[] = [];
    const stop = startWebhookSweep(t.database, config, t.app.services.events, (err) => failures.push(err));
    try {
      const backlog = await attackerWithBacklog(t, 'Backlog Live Co', attacker.url, 20);
      await expect.poll(() => attacker.received.length).toBe(WEBHOOK_IN_FLIGHT_PER_ORGANISATION);
      await victimWithOneDelivery(t, 'Quiet Live Co', victim.url);
      await expect.poll(() => victim.received.length).toBe(1);
      // Meanwhile not one of the slow receiver's deliveries was answered, and no more of them were sent.
      expect(attacker.received).toHaveLength(WEBHOOK_IN_FLIGHT_PER_ORGANISATION);
      answer();
      await expect.poll(() => attacker.received.length, { timeout: 60_000 }).toBe(backlog);
      expect(failures).toEqual([]);
    } finally {
      answer();
      await stop();
      await Promise.all([attacker.close(), victim.close()]);
    }
  });
});
