import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT, newsletterTexts } from '../src/rules/newsletter.ts';
import { Agent } from './agent.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo, mailboxOf } from './mailbox.ts';
import { startFakeSmtp } from './messaging-fakes.ts';
import { messagingSettled } from './messaging-queue.ts';

// The public newsletter, double opt-in: subscribe (the spec's texts, one row per address, rate limited), confirm
// through the emailed link (a page with a button; the POST gives consent), and unsubscribe at once through the
// one-click link every newsletter email carries (RFC 8058 headers and a visible link).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://spanner.test' });
});
afterAll(() => t.close());

const SUBJECT = 'Confirm your subscription to the Spanner newsletter';
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.test`;
const visitor = (ip = `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`) => new Agent(t, { ip });
const subscriberOf = (email: string) => t.database.db.newsletterSubscriber.findUnique({ where: { email } });

/** The confirm and unsubscribe paths of the newest confirmation email to the address. */
async function linksIn(email: string) {
  const mail = await lastEmailTo(t, email, SUBJECT);
  const confirm = mail.text.match(/https:\/\/spanner\.test(\/api\/public\/newsletter\/confirm\/[\w.-]+)/)?.[1];
  const unsubscribe = mail.text.match(/Unsubscribe at once: https:\/\/spanner\.test(\/api\/public\/newsletter\/unsubscribe\/[\w.-]+)/)?.[1];
  if (!confirm || !unsubscribe) throw new Error(`No links in ${mail.text}`);
  return { mail, confirm, unsubscribe };
}

/** A mail program's one-click unsubscribe: a plain form post with no cookie, no CSRF header, no Origin. */
const oneClick = (path: string) =>
  t.app.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const asBrowser = { accept: 'text/html,application/xhtml+xml' };

describe('subscribing', () => {
  it('refuses bad input with the spec’s texts or a clear 4xx, never a 500', async () => {
    const v = visitor();
    const cases: [unknown, number, string][] = [
      [{}, 400, newsletterTexts.emailRequired],
      [{ email: '' }, 400, newsletterTexts.emailRequired],
      [{ email: '   ' }, 400, newsletterTexts.emailRequired],
      [{ email: null }, 400, newsletterTexts.emailRequired],
      [{ email: 42 }, 400, newsletterTexts.emailInvalid],
      [{ email: 'not-an-email' }, 400, newsletterTexts.emailInvalid],
      [{ email: `${'a'.repeat(250)}@example.test` }, 400, newsletterTexts.emailInvalid],
      [{ email: unique('src'), source: 'Blog <script>' }, 400, 'source must be the name of the form (letters, digits and dashes)'],
      [{ email: unique('src'), source: ['blog'] }, 400, 'source must be the name of the form (letters, digits and dashes)'],
      [[1, 2], 400, 'Invalid input: expected object, received array'],
    ];
    for (const [body, status, error] of cases) {
      const res = await v.post('/api/public/newsletter/subscribe', body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([status, error]);
    }
    const broken = await v.request('POST', '/api/public/newsletter/subscribe', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const huge = await v.post('/api/public/newsletter/subscribe', { email: unique('huge'), source: 'blog', padding: 'x'.repeat(5000) });
    expect(huge.status).toBe(413);
  });

  it('records the request and its consent, emails a confirm link, and counts the address only once it is confirmed', async () => {
    const email = unique('mia');
    const res = await visitor().post('/api/public/newsletter/subscribe', { email: email.toUpperCase(), source: 'blog-post' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: newsletterTexts.checkInbox });
    const row = await subscriberOf(email);
    expect(row).toMatchObject({ source: 'blog-post', consentWording: NEWSLETTER_CONSENT, confirmedAt: null, unsubscribedAt: null });
    expect(row?.requestedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const { mail, confirm } = await linksIn(email);
    expect(mail.text).toContain(NEWSLETTER_CONSENT);
    // The outbox keeps the message without its private links; the links' secrets are stored only as hashes.
    const record = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { to: email, subject: SUBJECT } });
    expect(record).toMatchObject({ orgId: null, accountMail: true, credits: 0, withheldText: null, withheldHeaders: null });
    expect(record.body).not.toContain('/api/public/newsletter/');
    const [id, secret] = confirm.split('/').at(-1)?.split('.') ?? [];
    const token = await t.database.db.newsletterToken.findUniqueOrThrow({ where: { id } });
    expect(token.purpose).toBe('confirm');
    expect(token.secretHash).not.toContain(secret);
    expect(token.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes the form posted by a page without JavaScript, and answers with a page', async () => {
    const email = unique('nojs');
    const post = (payload: string) =>
      t.app.app.inject({
        method: 'POST',
        url: '/api/public/newsletter/subscribe',
        remoteAddress: '10.76.0.1',
        headers: { ...asBrowser, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://spanner.test' },
        payload,
      });
    const done = await post(new URLSearchParams({ email, source: 'landing' }).toString());
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.body).toContain(`<h1>${newsletterTexts.subscribed}</h1><p>${newsletterTexts.checkInbox}</p>`);
    expect((await subscriberOf(email))?.source).toBe('landing');
    await linksIn(email);
    const blank = await post('email=&source=landing');
    expect([blank.statusCode, blank.body.includes(`<h1>${newsletterTexts.failed}</h1><p>${newsletterTexts.emailRequired}</p>`)]).toEqual([
      400,
      true,
    ]);
  });

  it('subscribing twice is no error and keeps one row; the first confirm link still works, and so does the second', async () => {
    const email = unique('twice');
    const v = visitor();
    expect((await v.post('/api/public/newsletter/subscribe', { email, source: 'landing' })).status).toBe(200);
    const first = await linksIn(email);
    const again = await v.post('/api/public/newsletter/subscribe', { email, source: 'blog' });
    expect([again.status, again.body.message]).toEqual([200, newsletterTexts.checkInbox]);
    expect(await t.database.db.newsletterSubscriber.count({ where: { email } })).toBe(1);
    expect((await subscriberOf(email))?.source).toBe('blog');
    const second = await linksIn(email);
    expect(second.confirm).not.toBe(first.confirm);
    // The visitor opens the first email they find: its link confirms, and the newer one then answers the same.
    expect((await v.post(first.confirm)).body).toEqual({ success: true, message: newsletterTexts.confirmed });
    expect((await subscriberOf(email))?.confirmedAt).not.toBeNull();
    expect((await v.post(second.confirm)).body).toEqual({ success: true, message: newsletterTexts.confirmed });

    // Subscribed already: the same answer, nothing changes and nothing is sent.
    const before = (await mailboxOf(t, email)).length;
    const third = await v.post('/api/public/newsletter/subscribe', { email, source: 'landing' });
    expect([third.status, third.body.message]).toEqual([200, newsletterTexts.checkInbox]);
    expect(await mailboxOf(t, email)).toHaveLength(before);
    expect(await subscriberOf(email)).toMatchObject({ source: 'blog', unsubscribedAt: null });
  });
});

describe('confirming (double opt-in)', () => {
  it('opening the link changes nothing; its button confirms once, records the lead, and a second press answers the same', async () => {
    const email = unique('confirm');
    const v = visitor();
    await v.post('/api/public/newsletter/subscribe', { email, source: 'blog' });
    const { confirm } = await linksIn(email);

    const page = await v.get(confirm, asBrowser);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Confirm your subscription</h1>');
    expect(page.body).toContain(`<form method="post" action="${confirm}">`);
    expect(page.body).not.toContain('<script');
    expect((await v.get(confirm)).body).toEqual({ success: true, message: 'This confirm link works.' });
    expect((await subscriberOf(email))?.confirmedAt).toBeNull();

    // The page's button: a plain form post, no CSRF header.
    const pressed = await t.app.app.inject({
      method: 'POST',
      url: confirm,
      headers: { ...asBrowser, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://spanner.test' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain(newsletterTexts.confirmed);
    const row = await subscriberOf(email);
    expect(row?.confirmedAt).not.toBeNull();
    expect(row?.consentWording).toBe(NEWSLETTER_CONSENT);
    const leads = await t.database.db.trackingEvent.findMany({
      where: { eventType: 'Lead', origin: 'server', createdAt: { gte: row?.requestedAt } },
    });
    expect(leads.some((e) => (e.contentData as { contentCategory?: string }).contentCategory === 'blog')).toBe(true);
    const leadCount = leads.length;

    expect((await v.post(confirm)).body).toEqual({ success: true, message: newsletterTexts.confirmed });
    expect((await subscriberOf(email))?.confirmedAt).toEqual(row?.confirmedAt);
    expect(
      await t.database.db.trackingEvent.count({ where: { eventType: 'Lead', origin: 'server', createdAt: { gte: row?.requestedAt } } }),
    ).toBe(leadCount);
    expect((await v.get(confirm, asBrowser)).body).toContain('<h1>Subscribed</h1>');
  });

  it('answers 404 for unknown, forged, malformed and expired links, as JSON or as a page', async () => {
    const email = unique('forged');
    const v = visitor();
    await v.post('/api/public/newsletter/subscribe', { email });
    const { confirm } = await linksIn(email);
    const [id] = confirm.split('/').at(-1)?.split('.') ?? [];
    const forged = `/api/public/newsletter/confirm/${id}.${'A'.repeat(43)}`;
    for (const path of [forged, '/api/public/newsletter/confirm/nonsense', `/api/public/newsletter/confirm/${'x'.repeat(90)}`]) {
      const res = await v.post(path);
      expect([res.status, res.body.error], path).toEqual([404, newsletterTexts.linkInvalid]);
    }
    expect((await v.get(`/api/public/newsletter/confirm/${'x'.repeat(500)}`)).status).toBe(414);
    const page = await v.get(forged, asBrowser);
    expect([page.status, page.body.includes(newsletterTexts.linkInvalid)]).toEqual([404, true]);
    // An unsubscribe link does not confirm, nor a confirm link unsubscribe.
    const { unsubscribe } = await linksIn(email);
    expect((await v.post(unsubscribe.replace('/unsubscribe/', '/confirm/'))).status).toBe(404);
    expect((await v.post(confirm.replace('/confirm/', '/unsubscribe/'))).status).toBe(404);

    await t.database.db.newsletterToken.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await v.post(confirm)).status).toBe(404);
    expect((await subscriberOf(email))?.confirmedAt).toBeNull();
  });
});

describe('unsubscribing', () => {
  it('every newsletter email carries one-click unsubscribe headers and a visible link; the one-click POST works at once', async () => {
    const email = unique('leave');
    const v = visitor();
    await v.post('/api/public/newsletter/subscribe', { email, source: 'blog' });
    const { mail, confirm, unsubscribe } = await linksIn(email);
    expect(mail.headers['List-Unsubscribe']).toBe(`<https://spanner.test${unsubscribe}>`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await v.post(confirm);

    const page = await v.get(unsubscribe, asBrowser);
    expect(page.body).toContain(`<form method="post" action="${unsubscribe}">`);
    expect((await subscriberOf(email))?.unsubscribedAt).toBeNull();

    const res = await oneClick(unsubscribe);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: newsletterTexts.unsubscribed }]);
    const row = await subscriberOf(email);
    expect(row?.unsubscribedAt).not.toBeNull();
    expect((await oneClick(unsubscribe)).statusCode).toBe(200);
    expect((await subscriberOf(email))?.unsubscribedAt).toEqual(row?.unsubscribedAt);
    expect((await v.get(unsubscribe, asBrowser)).body).toContain('<h1>Unsubscribed</h1>');

    // Subscribing again needs a new confirmation; the old confirm link does not bring the address back.
    expect((await v.post(confirm)).status).toBe(404);
    await v.post('/api/public/newsletter/subscribe', { email, source: 'landing' });
    const again = await linksIn(email);
    expect(again.confirm).not.toBe(confirm);
    expect((await subscriberOf(email))?.unsubscribedAt).not.toBeNull();
    await v.post(again.confirm);
    expect(await subscriberOf(email)).toMatchObject({ unsubscribedAt: null, source: 'landing' });
  });

  it('an unsubscribe link keeps working before the address is confirmed, and pending confirm links die with it', async () => {
    const email = unique('never');
    const v = visitor();
    await v.post('/api/public/newsletter/subscribe', { email });
    const { confirm, unsubscribe } = await linksIn(email);
    expect((await oneClick(unsubscribe)).statusCode).toBe(200);
    expect((await v.post(confirm)).status).toBe(404);
    expect((await subscriberOf(email))?.confirmedAt).toBeNull();
  });

  it('sends the one-click headers over SMTP too', async () => {
    const smtp = await startFakeSmtp();
    // A database of its own: the other apps' workers here would send its confirm email through their own mailbox.
    const viaSmtp = await startTestApp({ PUBLIC_URL: 'https://spanner.test', SMTP_URL: smtp.url }, { ownDatabase: true });
    try {
      const email = unique('smtp');
      const res = await new Agent(viaSmtp, { ip: '10.78.0.1' }).post('/api/public/newsletter/subscribe', { email });
      expect(res.status).toBe(200);
      await messagingSettled(viaSmtp);
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0].raw.replace(/\r\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/spanner\.test\/api\/public\/newsletter\/unsubscribe\/[\w.-]+>$/m);
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ NEWSLETTER_MAX_PER_EMAIL: '2', NEWSLETTER_MAX_PER_ADDRESS: '3', NEWSLETTER_MAX_LINKS_PER_ADDRESS: '2' });
  });
  afterAll(() => limited.close());

  it('limits subscribe requests per email address, whichever client sends them', async () => {
    const email = unique('often');
    const answers = [];
    for (const ip of ['10.79.0.1', '10.79.0.2', '10.79.0.3'])
      answers.push(await new Agent(limited, { ip }).post('/api/public/newsletter/subscribe', { email }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2].body.error).toBe(newsletterTexts.tooMany);
    expect(answers[2].headers['retry-after']).toBeDefined();
  });

  it('limits subscribe requests per client address, whichever emails they name', async () => {
    const v = new Agent(limited, { ip: '10.79.1.1' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await v.post('/api/public/newsletter/subscribe', { email: unique(`many${i}`) })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits wrong links per client address; links that work are given back', async () => {
    const v = new Agent(limited, { ip: '10.79.2.1' });
    await new Agent(limited, { ip: '10.79.2.9' }).post('/api/public/newsletter/subscribe', { email: unique('links') });
    const wrong = `/api/public/newsletter/unsubscribe/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'A'.repeat(43)}`;
    expect((await v.post(wrong)).status).toBe(404);
    expect((await v.post(wrong)).status).toBe(404);
    const third = await v.post(wrong);
    expect([third.status, third.body.error]).toEqual([429, newsletterTexts.tooManyLinks]);
    expect((await v.get(wrong, asBrowser)).status).toBe(429);
  });
});
