import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { recordTrackingEvent } from '../src/domain/tracking/record-tracking-event.ts';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { Agent } from './agent.ts';
import { planCheckoutEvent, postWebhook, WEBHOOK_SECRET } from './billing-fixtures.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

// Advertising events: the page's POST /api/tiktok/track (validated, size-limited, rate-limited, answered cleanly),
// and the events Spanner records itself once an operation committed, in AUD.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(() => t.close());

let n = 0;
const visitor = () => new Agent(t, { ip: `10.88.${++n}.1`, headers: { 'user-agent': 'TrackingTest/1.0' } });
const eventsOf = (orgId: string) => t.database.db.trackingEvent.findMany({ where: { orgId }, orderBy: { createdAt: 'asc' } });

describe('POST /api/tiktok/track', () => {
  it('stores a page event with its content, page, referrer and client, in AUD unless told otherwise', async () => {
    const v = visitor();
    const res = await v.post('/api/tiktok/track', {
      eventType: 'ViewContent',
      contentData: { contentId: 'pro', contentType: 'plan', contentName: 'Pro', contentCategory: 'pricing', value: 49 },
      pageUrl: 'https://spanner.test/#pricing',
      referrer: 'https://www.google.com/',
    });
    expect([res.status, res.body]).toEqual([200, { success: true }]);
    const stored = await t.database.db.trackingEvent.findFirstOrThrow({
      where: { pageUrl: 'https://spanner.test/#pricing' },
      orderBy: { createdAt: 'desc' },
    });
    expect(stored).toMatchObject({
      eventType: 'ViewContent',
      origin: 'page',
      orgId: null,
      userId: null,
      referrer: 'https://www.google.com/',
      userAgent: 'TrackingTest/1.0',
      contentData: { contentId: 'pro', contentType: 'plan', contentName: 'Pro', contentCategory: 'pricing', value: 49, currency: 'AUD' },
    });
    expect(stored.ip).toMatch(/^10\.88\./);

    const click = await v.post('/api/tiktok/track', {
      eventType: 'ClickButton',
      contentData: { contentName: 'Start trial', currency: 'USD' },
      referrer: '',
    });
    expect(click.status).toBe(200);
  });

  it('refuses bad input with a clear 4xx, never a 500, and stores nothing', async () => {
    const v = visitor();
    const before = await t.database.db.trackingEvent.count();
    const cases: [unknown, string][] = [
      [{}, 'eventType must be ViewContent or ClickButton'],
      [{ eventType: 'Purchase' }, 'eventType must be ViewContent or ClickButton'],
      [{ eventType: 'ViewContent', contentData: 'pro' }, 'contentData must be an object'],
      [{ eventType: 'ViewContent', contentData: { value: '49' } }, 'value must be a number'],
      [{ eventType: 'ViewContent', contentData: { value: -1 } }, 'value must not be negative'],
      [{ eventType: 'ViewContent', contentData: { currency: 'dollars' } }, 'currency must be a three-letter code'],
      [{ eventType: 'ViewContent', contentData: { contentName: 'x'.repeat(201) } }, 'contentName must be at most 200 characters'],
      [{ eventType: 'ViewContent', contentData: { contentId: { nested: true } } }, 'contentId must be text'],
      [{ eventType: 'ViewContent', pageUrl: 'javascript:alert(1)' }, 'pageUrl must be an http(s) address'],
      [{ eventType: 'ViewContent', referrer: `https://x.test/${'a'.repeat(2100)}` }, 'referrer must be at most 2048 characters'],
      [[{ eventType: 'ViewContent' }], 'Invalid input: expected object, received array'],
    ];
    for (const [body, error] of cases) {
      const res = await v.post('/api/tiktok/track', body);
      expect([res.status, res.body.error], JSON.stringify(body).slice(0, 80)).toEqual([400, error]);
    }
    const broken = await v.request('POST', '/api/tiktok/track', {
      payload: '{"eventType":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const text = await v.request('POST', '/api/tiktok/track', { payload: 'ViewContent', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(400);
    const huge = await v.post('/api/tiktok/track', {
      eventType: 'ViewContent',
      contentData: { contentName: 'x' },
      padding: 'x'.repeat(5000),
    });
    expect(huge.status).toBe(413);
    expect(await t.database.db.trackingEvent.count()).toBe(before);
  });

  it('keeps the signed-in member with the event', async () => {
    const { org, admin } = await createOrg(t, 'Tracked Signed In', ['admin']);
    const member = visitor();
    await member.login(admin.email, PASSWORD);
    expect((await member.post('/api/tiktok/track', { eventType: 'ClickButton' })).status).toBe(200);
    expect(await eventsOf(org.id)).toMatchObject([{ eventType: 'ClickButton', origin: 'page', userId: admin.id }]);
  });

  it('limits events per client address (429), others unaffected', async () => {
    const limited = await startTestApp({ TRACKING_MAX_PER_MINUTE: '2' });
    try {
      const a = new Agent(limited, { ip: '10.89.0.1' });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await a.post('/api/tiktok/track', { eventType: 'ViewContent' })).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await new Agent(limited, { ip: '10.89.0.2' }).post('/api/tiktok/track', { eventType: 'ViewContent' })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('events Spanner records itself', () => {
  it('after a registration, a job, a quote and an invoice, in AUD', async () => {
    const email = uniqueEmail('tracked@register.test');
    const owner = visitor();
    const registered = await owner.post('/api/auth/register', {
      orgName: 'Tracked Plumbing',
      name: 'Tia',
      email,
      password: 'a-long-enough-password-1',
    });
    expect(registered.status).toBe(201);
    const user = await t.database.db.user.findUniqueOrThrow({ where: { email } });

    const lines = [{ description: 'Service call', quantity: 1, unit_amount: 10_000, tax_rate: 10 }];
    const job = await owner.post('/api/jobs', { title: 'Hot water service' });
    const quote = await owner.post('/api/quotes', { title: 'New hot water unit', lines });
    const invoice = await owner.post('/api/invoices', { title: 'Callout', lines });
    expect([job.status, quote.status, invoice.status]).toEqual([201, 201, 201]);

    const events = await eventsOf(user.orgId);
    expect(events.map((e) => [e.eventType, e.origin, e.userId])).toEqual([
      ['CompleteRegistration', 'server', user.id],
      ['JobCreated', 'server', user.id],
      ['QuoteCreated', 'server', user.id],
      ['InvoiceGenerated', 'server', user.id],
    ]);
    expect(events.map((e) => e.contentData)).toEqual([
      { contentType: 'account', contentName: 'Registration', currency: 'AUD' },
      { contentId: job.body.id, contentType: 'job', currency: 'AUD' },
      { contentId: quote.body.id, contentType: 'quote', value: 110, currency: 'AUD' },
      { contentId: invoice.body.id, contentType: 'invoice', value: 110, currency: 'AUD' },
    ]);
  });

  it('after a plan checkout completes (once, however often the provider delivers it)', async () => {
    const { org } = await createOrg(t, 'Tracked Checkout', ['admin']);
    const checkout = planCheckoutEvent(org.id, 'solo');
    expect((await postWebhook(t, checkout)).status).toBe(200);
    expect((await postWebhook(t, checkout)).body).toMatchObject({ duplicate: true });
    expect((await eventsOf(org.id)).map((e) => [e.eventType, e.contentData])).toEqual([
      ['Subscribe', { contentType: 'plan', contentId: 'solo', contentName: 'Solo', value: 29, currency: 'AUD' }],
    ]);
  });

  it('a tracking failure never breaks the operation that reports it', async () => {
    const broken = {
      trackingEvent: {
        create: () => {
          throw new Error('database gone');
        },
      },
      $extends: () => broken,
    } as unknown as Db;
    const quiet = console.error;
    console.error = () => {};
    try {
      await expect(recordTrackingEvent({ rootDb: broken }, { eventType: 'Lead', orgId: null })).resolves.toBeUndefined();
    } finally {
      console.error = quiet;
    }
  });
});

describe('GET /api/public/site-settings', () => {
  it('answers the pixel id, null until one is configured', async () => {
    expect((await visitor().get('/api/public/site-settings')).body).toEqual({ tiktokPixelId: null });
    const withPixel = await startTestApp({ TIKTOK_PIXEL_ID: 'C4ABCDEF1234567890' });
    try {
      const res = await new Agent(withPixel).get('/api/public/site-settings');
      expect(res.body).toEqual({ tiktokPixelId: 'C4ABCDEF1234567890' });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await withPixel.close();
    }
  });
});

describe('the Content-Security-Policy', () => {
  it("allows TikTok's pixel hosts only while a pixel id is configured", async () => {
    const without = (await visitor().get('/api/public/site-settings')).headers['content-security-policy'];
    expect(without).toBe(CONTENT_SECURITY_POLICY);
    const withPixel = await startTestApp({ TIKTOK_PIXEL_ID: 'C4ABCDEF1234567890' });
    try {
      const csp = String((await new Agent(withPixel).get('/api/public/site-settings')).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://analytics.tiktok.com");
      expect(csp).toContain("connect-src 'self' https://analytics.tiktok.com");
      expect(csp).not.toContain('unsafe-inline');
    } finally {
      await withPixel.close();
    }
  });
});
