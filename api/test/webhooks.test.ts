import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { tenantDb } from '../src/db/scoped.ts';
import { deliverWebhook } from '../src/domain/webhooks/deliver-webhook.ts';
import { queueWebhookEvents } from '../src/domain/webhooks/queue-webhook-events.ts';
import { postWebhook } from '../src/integrations/webhooks/post-webhook.ts';
import { WEBHOOK_ENDPOINTS_PER_ORGANISATION } from '../src/rules/webhook-events.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';
import { openTicket, supportDesk } from './tickets-fixtures.ts';
import { startReceiver } from './webhook-receiver.ts';
import { attemptsDueNow, deliveryJobsOf, signedIn, WAIT, withWorkers } from './webhooks-queue.ts';

// Outbound webhooks over REST, against local receivers: WEBHOOKS_ALLOW_PRIVATE lets them listen on 127.0.0.1. Each
// delivery's attempts are jobs on the one queue (`webhook.deliver`); a test runs the app's workers while it waits for
// the receiver (a bounded poll), and moves the queue's clock past a back-off rather than waiting it out.

const LOCAL = { WEBHOOKS_ALLOW_PRIVATE: 'true' };
let t: TestApp;
beforeAll(async () => {
  // The workers take every organisation's due deliveries: other files' leftovers in a shared database would be theirs too.
  t = await startTestApp(LOCAL, { ownDatabase: true });
});
afterAll(() => t.close());

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const deliveriesOf = async (a: Agent, endpointId: string) => (await a.get(`/api/integrations/webhooks/${endpointId}/deliveries`)).body;

describe('webhook endpoints', () => {
  it('admins subscribe a URL and see its secret once; other roles and organisations are refused', async () => {
    const { admin, manager } = await createOrg(t, 'Hook Co');
    const other = await createOrg(t, 'Other Hook Co', ['admin']);
    const a = await signedIn(t, admin);
    const created = await a.post('/api/integrations/webhooks', { url: 'https://example.com/hooks', events: ['job.created'] });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await a.get('/api/integrations/webhooks');
    expect(list.body).toEqual([
      expect.objectContaining({ id: created.body.id, url: 'https://example.com/hooks', events: ['job.created'] }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    expect((await (await signedIn(t, manager)).get('/api/integrations/webhooks')).status).toBe(403);
    const stranger = await signedIn(t, other.admin);
    expect((await stranger.get('/api/integrations/webhooks')).body).toEqual([]);
    expect((await stranger.get(`/api/integrations/webhooks/${created.body.id}/deliveries`)).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/integrations/webhooks/${created.body.id}`)).status).toBe(404);

    const bad = await a.post('/api/integrations/webhooks', { url: 'https://example.com/x', events: ['job.exploded'] });
    expect(bad.status).toBe(400);
    expect((await a.post('/api/integrations/webhooks', { url: 'not a url', events: ['job.created'] })).status).toBe(400);
    expect((await a.request('DELETE', `/api/integrations/webhooks/${created.body.id}`)).status).toBe(200);
    expect((await a.get('/api/integrations/webhooks')).body).toEqual([]);
  });

  it('an organisation has at most 10 endpoints: the 11th is refused over REST and GraphQL until one is deleted', async () => {
    const { admin } = await createOrg(t, 'Many Hooks Co', ['admin']);
    const other = await signedIn(t, (await createOrg(t, 'Few Hooks Co', ['admin'])).admin);
    const a = await signedIn(t, admin);
    const subscribe = (n: number) =>
      a.post('/api/integrations/webhooks', { url: `https://example.com/hooks/${n}`, events: ['job.created'] });
    // Side by side, as a script would: the cap holds however the requests interleave.
    const made = await Promise.all(Array.from({ length: 12 }, (_, n) => subscribe(n)));
    expect(made.filter((r) => r.status === 201)).toHaveLength(WEBHOOK_ENDPOINTS_PER_ORGANISATION);
    const message = 'An organisation can have at most 10 webhook endpoints: delete one it no longer uses to add another';
    for (const refused of made.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 409, body: { error: message } });
    expect((await a.get('/api/integrations/webhooks')).body).toHaveLength(10);

    const viaGraphQL = await a.gql(
      'mutation { createWebhookEndpoint(input: { url: "https://example.com/hooks/gql", events: ["job.created"] }) { __typename ... on AppError { code message } } }',
    );
    expect(viaGraphQL.data.createWebhookEndpoint).toEqual({ __typename: 'AppError', code: 'CONFLICT', message });
    // Another organisation's endpoints are its own.
    expect((await other.post('/api/integrations/webhooks', { url: 'https://example.com/other', events: ['job.created'] })).status).toBe(
      201,
    );

    const first = made.find((r) => r.status === 201);
    await a.request('DELETE', `/api/integrations/webhooks/${first?.body.id}`);
    expect((await subscribe(99)).status).toBe(201);
    expect((await subscribe(100)).status).toBe(409);
  });
});

describe('deliveries', () => {
  it('a new job reaches the receiver signed per Standard Webhooks, with the job as the API answers it and no token', async () => {
    const receiver = await startReceiver();
    const { admin } = await createOrg(t, 'Signed Co');
    const a = await signedIn(t, admin);
    const { body: endpoint } = await a.post('/api/integrations/webhooks', {
      url: `${receiver.url}/in`,
      events: ['job.created', 'customer.created'],
    });
    const customer = await a.post('/api/customers', { name: 'Ms Payload' });
    const job = await a.post('/api/jobs', { title: 'Fix the split system', customerId: customer.body.customer.id });
    expect(job.status).toBe(201);
    // Recorded with the change: both deliveries wait in the outbox while no worker runs.
    const log = await deliveriesOf(a, endpoint.id);
    expect(log.map((d: { event: string; status: string }) => [d.event, d.status])).toEqual([
      ['job.created', 'pending'],
      ['customer.created', 'pending'],
    ]);
    await withWorkers(t, () => expect.poll(() => receiver.received.length, WAIT).toBe(2));
    const jobDelivery = receiver.received.find((r) => JSON.parse(r.body).type === 'job.created');
    if (!jobDelivery) throw new Error('no job.created delivery');
    const verified = new Webhook(endpoint.secret).verify(jobDelivery.body, jobDelivery.headers as Record<string, string>) as {
      data: Record<string, unknown>;
    };
    expect(verified.data).toMatchObject({ id: job.body.id, title: 'Fix the split system', customer_name: 'Ms Payload' });
    expect(verified.data).not.toHaveProperty('confirmationToken');
    expect(jobDelivery.body).not.toContain(job.body.confirmationToken);
    const after = await deliveriesOf(a, endpoint.id);
    expect(after[0]).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200, response_excerpt: 'ok' });
    await receiver.close();
  });

  it('retries a flaky receiver with back-off, logs each answer, and resends by hand with the same webhook-id', async () => {
    const receiver = await startReceiver((_r, n) => (n <= 2 ? { status: 503, body: 'x'.repeat(5000) } : { status: 204 }));
    const { admin } = await createOrg(t, 'Flaky Co');
    const a = await signedIn(t, admin);
    const { body: endpoint } = await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['customer.updated'] });
    const customer = await a.post('/api/customers', { name: 'Flaky customer' });
    await a.put(`/api/customers/${customer.body.customer.id}`, { phone: '0400 000 000' });
    await withWorkers(t, async () => {
      await expect.poll(async () => (await deliveriesOf(a, endpoint.id))[0]?.attempts, WAIT).toBe(1);
      let [delivery] = await deliveriesOf(a, endpoint.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: 503 });
      expect(delivery.response_excerpt).toHaveLength(1024);
      // The next attempt waits 5 s (then 5 min): it is a job of its own, due then.
      const wait = Date.parse(delivery.next_attempt_at) - Date.parse(delivery.last_attempt_at);
      expect(wait).toBe(5_000);
      await attemptsDueNow(t);
      await expect.poll(async () => (await deliveriesOf(a, endpoint.id))[0]?.attempts, WAIT).toBe(2);
      [delivery] = await deliveriesOf(a, endpoint.id);
      expect(Date.parse(delivery.next_attempt_at) - Date.parse(delivery.last_attempt_at)).toBe(300_000);
      await attemptsDueNow(t);
      await expect.poll(async () => (await deliveriesOf(a, endpoint.id))[0]?.status, WAIT).toBe('delivered');
      [delivery] = await deliveriesOf(a, endpoint.id);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, response_status: 204 });
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

      const resent = await a.post(`/api/integrations/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`);
      expect(resent.body.status).toBe('pending');
      await expect.poll(() => receiver.received.length, WAIT).toBe(4);
      expect(receiver.received[3].headers['webhook-id']).toBe(delivery.message_id);
      await expect.poll(async () => (await deliveriesOf(a, endpoint.id))[0], WAIT).toMatchObject({ status: 'delivered', attempts: 4 });
    });
    await receiver.close();
  });

  it('gives up after more than 72 hours of attempts, and disables an endpoint failing for five days and emails its admins', async () => {
    const receiver = await startReceiver(() => ({ status: 500 }));
    const { admin, org } = await createOrg(t, 'Broken Co');
    const a = await signedIn(t, admin);
    const { body: endpoint } = await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['customer.created'] });
    await a.post('/api/customers', { name: 'Never delivered' });
    // Each attempt made as its job would make it, on a clock that jumps to when the attempt falls due.
    const services = { db: t.database.db, config: t.config, jobs: t.app.services.jobs };
    const attempt = async (at: Date) => {
      const [d] = await deliveriesOf(a, endpoint.id);
      return deliverWebhook(
        services,
        { orgId: org.id, deliveryId: d.id, endpointId: endpoint.id, attempt: d.attempts + 1 },
        { now: () => at },
      );
    };
    let at = Date.now();
    for (let n = 0; n < 20; n++) {
      await attempt(new Date(at));
      const [d] = await deliveriesOf(a, endpoint.id);
      if (d.status !== 'pending') break;
      at = Date.parse(d.next_attempt_at);
    }
    const [delivery] = await deliveriesOf(a, endpoint.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toBe(13);
    expect(receiver.received).toHaveLength(13);
    expect(at - Date.parse(delivery.created_at)).toBeGreaterThan(72 * 3600 * 1000);
    // Given up after 77.6 hours, the endpoint is still on; the next failure five days after the first disables it.
    expect((await a.get('/api/integrations/webhooks')).body[0].disabled_at).toBeNull();
    await a.post('/api/customers', { name: 'Five days on' });
    await attempt(later(5 * 24 * 3600 + 60));
    const [listed] = (await a.get('/api/integrations/webhooks')).body;
    expect(listed.disabled_at).not.toBeNull();
    const mail = await t.database.db.outgoingMessage.findMany({ where: { orgId: org.id, channel: 'email' } });
    expect(mail.map((m) => [m.to, m.subject])).toEqual([[admin.email, 'A webhook endpoint was disabled']]);
    // Disabled: a new event queues nothing for it, and its deliveries cannot be resent.
    await a.post('/api/customers', { name: 'After disabling' });
    expect(await deliveriesOf(a, endpoint.id)).toHaveLength(2);
    expect((await a.post(`/api/integrations/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`)).status).toBe(409);
    await receiver.close();
  });

  it('an admin enables a disabled endpoint again, over REST and GraphQL: its failures start over and events flow again', async () => {
    let failing = true;
    const receiver = await startReceiver(() => ({ status: failing ? 500 : 204 }));
    const { admin, manager } = await createOrg(t, 'Revived Co');
    const stranger = await signedIn(t, (await createOrg(t, 'Not Revived Co', ['admin'])).admin);
    const a = await signedIn(t, admin);
    const { body: endpoint } = await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['customer.created'] });
    // Disabled after six days of failures (how it gets there is the test above).
    const disable = () =>
      t.database.db.webhookEndpoint.update({
        where: { id: endpoint.id },
        data: { disabledAt: new Date(), failingSince: new Date(Date.now() - 6 * 24 * 3600 * 1000) },
      });
    await disable();
    const enable = `/api/integrations/webhooks/${endpoint.id}/enable`;
    expect((await (await signedIn(t, manager)).post(enable)).status).toBe(403);
    expect((await stranger.post(enable)).status).toBe(404);
    const enabled = await a.post(enable);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ id: endpoint.id, disabled_at: null, failing_since: null });
    await withWorkers(t, async () => {
      // Its failures start over: one more failure now does not disable it again, five days of them would.
      await a.post('/api/customers', { name: 'Still failing' });
      await expect.poll(async () => (await deliveriesOf(a, endpoint.id))[0]?.attempts, WAIT).toBe(1);
      let [listed] = (await a.get('/api/integrations/webhooks')).body;
      expect(listed.disabled_at).toBeNull();
      expect(Date.now() - Date.parse(listed.failing_since)).toBeLessThan(3600 * 1000);
      // The receiver fixed, events reach it again, and the failed one's next attempt gets through.
      failing = false;
      await a.post('/api/customers', { name: 'Delivered again' });
      await attemptsDueNow(t);
      await expect
        .poll(async () => (await deliveriesOf(a, endpoint.id)).map((d: { status: string }) => d.status), WAIT)
        .toEqual(['delivered', 'delivered']);
      [listed] = (await a.get('/api/integrations/webhooks')).body;
      expect(listed.failing_since).toBeNull();
    });

    await disable();
    const viaGraphQL = await a.gql(
      `mutation { enableWebhookEndpoint(id: "${endpoint.id}") { ... on WebhookEndpoint { disabledAt failingSince } } }`,
    );
    expect(viaGraphQL.data.enableWebhookEndpoint).toEqual({ disabledAt: null, failingSince: null });
    const refused = await stranger.gql(`mutation { enableWebhookEndpoint(id: "${endpoint.id}") { __typename ... on AppError { code } } }`);
    expect(refused.data.enableWebhookEndpoint).toEqual({ __typename: 'AppError', code: 'NOT_FOUND' });
    await receiver.close();
  });

  it('signs with the old and the new secret for 24 hours after a rotation', async () => {
    const receiver = await startReceiver();
    const { admin } = await createOrg(t, 'Rotate Co');
    const a = await signedIn(t, admin);
    const { body: endpoint } = await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['customer.created'] });
    const rotated = await a.post(`/api/integrations/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await withWorkers(t, async () => {
      await a.post('/api/customers', { name: 'Rotated' });
      await expect.poll(() => receiver.received.length, WAIT).toBe(1);
      const [r] = receiver.received;
      for (const secret of [endpoint.secret, rotated.body.secret])
        expect(() => new Webhook(secret).verify(r.body, r.headers as Record<string, string>)).not.toThrow();
      expect(String(r.headers['webhook-signature']).split(' ')).toHaveLength(2);
      // A day and more later the old secret no longer signs.
      await t.database.db.webhookEndpoint.update({
        where: { id: endpoint.id },
        data: { previousSecretUntil: new Date(Date.now() - 1000) },
      });
      await a.post('/api/customers', { name: 'A day later' });
      await expect.poll(() => receiver.received.length, WAIT).toBe(2);
      const last = receiver.received[1];
      expect(String(last.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(() => new Webhook(rotated.body.secret).verify(last.body, last.headers as Record<string, string>)).not.toThrow();
    });
    await receiver.close();
  });
});

describe('events of quotes, invoices and support replies', () => {
  it('sends quote.sent, quote.accepted, invoice.sent, invoice.paid and ticket.replied with their objects, never an internal note', async () => {
    const receiver = await startReceiver();
    const b = await documentsBusiness(t, 'Events Co', { org: {}, customer: { email: 'accounts@events.test' } });
    const events = ['quote.sent', 'quote.accepted', 'invoice.sent', 'invoice.paid', 'ticket.replied'];
    expect((await b.admin.post('/api/integrations/webhooks', { url: receiver.url, events })).status).toBe(201);
    const lines = [{ description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 }];
    const { body: quote } = await b.admin.post('/api/quotes', { title: 'Install', customerId: b.customer.id, lines });
    await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'accounts@events.test' });
    await b.admin.post(`/api/quotes/${quote.id}/accept`);
    const { body: invoice } = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines });
    await b.admin.post(`/api/invoices/${invoice.id}/email`, { emails: 'accounts@events.test' });
    await b.admin.post(`/api/invoices/${invoice.id}/mark-paid`, { method: 'cash' });
    const desk = await supportDesk(t);
    const ticket = await openTicket(b.admin);
    await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Internal: check the logs', is_internal: true });
    await desk.as.staff.post(`/api/support-tickets/${ticket.id}/messages`, { message: 'Fixed on our side' });
    await withWorkers(t, () => expect.poll(() => receiver.received.length, WAIT).toBe(events.length));
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((p) => p.type).sort()).toEqual([...events].sort());
    const of = (type: string) => bodies.find((p) => p.type === type)?.data;
    expect(of('quote.sent')).toMatchObject({ id: quote.id, status: 'sent' });
    expect(of('quote.accepted')).toMatchObject({ id: quote.id, status: 'accepted' });
    expect(of('invoice.sent')).toMatchObject({ id: invoice.id, status: 'sent' });
    expect(of('invoice.paid')).toMatchObject({ id: invoice.id, status: 'paid' });
    expect(of('ticket.replied')).toMatchObject({ ticket: { id: ticket.id }, message: { message: 'Fixed on our side' } });
    expect(JSON.stringify(bodies)).not.toContain('check the logs');
    await receiver.close();
  });
});

describe("events from a customer's link", () => {
  it("the customer's confirmation link queues job.updated with the confirmed job", async () => {
    const receiver = await startReceiver();
    const { admin } = await createOrg(t, 'Link Co');
    const a = await signedIn(t, admin);
    await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['job.updated'] });
    const job = await a.post('/api/jobs', { title: 'Gas heater service' });
    const customer = new Agent(t);
    expect((await customer.post(`/api/public/bookings/${job.body.confirmationToken}/confirm`)).status).toBe(200);
    expect((await customer.post(`/api/public/bookings/${job.body.confirmationToken}/confirm`)).status).toBe(409);
    await withWorkers(t, () => expect.poll(() => receiver.received.length, WAIT).toBe(1));
    expect(receiver.received.map((r) => JSON.parse(r.body))).toEqual([
      expect.objectContaining({ type: 'job.updated', data: expect.objectContaining({ id: job.body.id, status: 'confirmed' }) }),
    ]);
    await receiver.close();
  });
});

describe('the queue', () => {
  it('a delivery recorded in a transaction that rolls back is never sent, and leaves no job', async () => {
    const receiver = await startReceiver();
    const { admin, org } = await createOrg(t, 'Rolled Back Co');
    const a = await signedIn(t, admin);
    await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['customer.created'] });
    const db = tenantDb(t.database.db, org.id);
    const refused = new Error('the write failed after its events were queued');
    await expect(
      db.$transaction(async (tx) => {
        const customer = await tx.customer.create({ data: { orgId: org.id, name: 'Never Was' } });
        expect(await queueWebhookEvents(t.app.services.jobs, tx as Db, org.id, [{ type: 'customer.created', id: customer.id }])).toBe(1);
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await deliveryJobsOf(t, org.id)).toBe(0);
    // A change that commits afterwards is delivered; the rolled-back one never is.
    await a.post('/api/customers', { name: 'Committed' });
    expect(await deliveryJobsOf(t, org.id)).toBe(1);
    await withWorkers(t, () => expect.poll(() => receiver.received.length, WAIT).toBe(1));
    expect(receiver.received.map((r) => JSON.parse(r.body).data.name)).toEqual(['Committed']);
    await receiver.close();
  });

  it('survives a restart: deliveries queued before the app stops are sent by the next one', async () => {
    const receiver = await startReceiver();
    const first = await startTestApp(LOCAL, { database: t.database });
    const { admin } = await createOrg(first, 'Restart Co');
    const a = await signedIn(first, admin);
    await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['customer.created'] });
    for (const name of ['One', 'Two', 'Three']) await a.post('/api/customers', { name });
    await first.close();
    expect(receiver.received).toHaveLength(0);
    const second = await startTestApp(LOCAL, { database: t.database });
    await withWorkers(second, () => expect.poll(() => receiver.received.length, WAIT).toBe(3));
    expect(receiver.received.map((r) => JSON.parse(r.body).data.name).sort()).toEqual(['One', 'Three', 'Two']);
    await second.close();
    await receiver.close();
  });

  it('two app instances working one queue at once send every event once', async () => {
    const receiver = await startReceiver();
    const other = await startTestApp(LOCAL, { database: t.database });
    const { admin } = await createOrg(t, 'Shared Queue Co');
    const a = await signedIn(t, admin);
    await a.post('/api/integrations/webhooks', { url: receiver.url, events: ['customer.created'] });
    await a.post('/api/integrations/webhooks', { url: `${receiver.url}/second`, events: ['customer.created'] });
    for (let i = 0; i < 15; i++) await a.post('/api/customers', { name: `Customer ${i}` });
    await withWorkers(other, () => withWorkers(t, () => expect.poll(() => receiver.received.length, WAIT).toBe(30)));
    const keys = receiver.received.map((r) => `${r.path} ${r.headers['webhook-id']}`);
    expect(new Set(keys).size).toBe(30);
    expect(keys).toHaveLength(30);
    await other.close();
    await receiver.close();
  });
});

describe('server-side request forgery', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({}, { database: t.database });
  });
  afterAll(() => strict.close());

  it('refuses loopback, link-local, private and plain-http targets, also behind a DNS name', async () => {
    const { admin } = await createOrg(strict, 'Strict Co', ['admin']);
    const a = await signedIn(strict, admin);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'http://example.com/hook',
    ]) {
      const res = await a.post('/api/integrations/webhooks', { url, events: ['job.created'] });
      expect(res.status, url).toBe(400);
    }
  });

  it('refuses every IPv6 form of a private or loopback IPv4 address, and lets the same forms of a public one through', async () => {
    const { admin } = await createOrg(strict, 'Strict Six Co', ['admin']);
    const a = await signedIn(strict, admin);
    const subscribe = (host: string) => a.post('/api/integrations/webhooks', { url: `https://[${host}]/hook`, events: ['job.created'] });
    const refused = {
      'IPv4-compatible (::/96), loopback': '::127.0.0.1',
      'IPv4-compatible, private': '::10.0.0.1',
      'IPv4-compatible, written in hex': '::7f00:1',
      'IPv4-compatible, public (deprecated, never a real receiver)': '::8.8.8.8',
      'IPv4-mapped (::ffff:0:0/96), loopback in hex': '::ffff:7f00:1',
      'IPv4-mapped, cloud metadata': '::ffff:169.254.169.254',
      'IPv4-translated (::ffff:0:0:0/96), private': '::ffff:0:192.168.1.1',
      'NAT64 (64:ff9b::/96), loopback': '64:ff9b::127.0.0.1',
      'NAT64, private in hex': '64:ff9b::a00:1',
      'NAT64, cloud metadata': '64:ff9b::169.254.169.254',
      'local-use NAT64 (64:ff9b:1::/48)': '64:ff9b:1::8.8.8.8',
      '6to4 (2002::/16), loopback': '2002:7f00:1::1',
      '6to4, private': '2002:c0a8:101::1',
      '6to4, cloud metadata': '2002:a9fe:a9fe::',
      'Teredo (2001::/32)': '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      unspecified: '::',
      loopback: '::1',
      'unique local': 'fd00::1',
      'link-local': 'fe80::1',
    };
    for (const [form, host] of Object.entries(refused)) {
      const res = await subscribe(host);
      expect(res.status, form).toBe(400);
      expect(res.body.error, form).toMatch(/public internet address/);
    }
    for (const [form, host] of Object.entries({
      'IPv4-mapped, public': '::ffff:8.8.8.8',
      'NAT64, public (what DNS64 answers on an IPv6-only network)': '64:ff9b::8.8.8.8',
      '6to4, public': '2002:808:808::1',
      'global unicast': '2606:4700:4700::1111',
    }))
      expect((await subscribe(host)).status, form).toBe(201);
    // Every attempt checks again before it connects, whatever the endpoint's URL was when subscribed.
    const sent = await postWebhook({
      url: 'https://[::127.0.0.1]:9/hook',
      headers: {},
      body: '{}',
      timeoutMs: 2000,
      maxResponseBytes: 65536,
      excerptBytes: 1024,
      allowPrivate: false,
    });
    expect(sent.error).toMatch(/public internet address/);
  });

  it('checks the address the socket connects to, and never follows a redirect', async () => {
    const post = (url: string, allowPrivate = false) =>
      postWebhook({ url, headers: {}, body: '{}', timeoutMs: 2000, maxResponseBytes: 65536, excerptBytes: 1024, allowPrivate });
    // A DNS name that resolves to loopback is refused at connection time, whatever it was when subscribed.
    expect((await post('https://localhost:9/hook')).error).toMatch(/public internet address/);
    expect((await post('https://169.254.169.254/latest')).error).toMatch(/public internet address/);
    const metadata = await startReceiver();
    const redirecting = await startReceiver(() => ({ status: 302, headers: { location: `${metadata.url}/latest/meta-data` } }));
    const answer = await post(redirecting.url, true);
    expect(answer).toMatchObject({ ok: false, status: 302, error: expect.stringMatching(/Redirects are not followed/) });
    expect(metadata.received).toHaveLength(0);
    await Promise.all([metadata.close(), redirecting.close()]);
  });
});
