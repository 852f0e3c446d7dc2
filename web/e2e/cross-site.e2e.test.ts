// Cross-site attacks from a real browser (findings 3 and 4): a page served from another port of the same
// host — the same site, so SameSite=Lax cookies do not help — tries login CSRF, logout CSRF, a mutation and a
// WebSocket subscription against the app. All are refused. The app's own pages also run under its CSP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, launch, login, openPage } from './browser';

let browser: Browser;
let attacker: http.Server;
let attackerUrl: string;
/** The attack pages, by path: each is the whole HTML of a page on the attacker's origin. */
const pages = new Map<string, string>();

beforeAll(async () => {
  browser = await launch();
  attacker = http.createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' }).end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker.close(resolve));
});

/** A page on the attacker's origin that posts a form to the app as soon as it loads (a top-level navigation). */
function formPage(path: string, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input name="${k}" value="${v}">`)
    .join('');
  pages.set(path, `<form method="post" action="${baseUrl()}${action}">${inputs}</form><script>document.forms[0].submit()</script>`);
  return `${attackerUrl}${path}`;
}

async function appStatus(page: Page, path: string) {
  return page.evaluate(async (p) => (await fetch(p, { credentials: 'include' })).status, path);
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies(baseUrl())).find((c) => c.name === 'spanner_session');

describe('another origin on the same host', () => {
  it('login CSRF: a form on the attacker page cannot sign the victim into the attacker’s account', async () => {
    const page = await openPage(browser);
    await page.goto(formPage('/login', '/api/auth/login', { email: 'jake@coolair.com.au', password: DEMO_PASSWORD }));
    await page.waitForURL((url) => url.href.startsWith(baseUrl()));
    // Refused for its Origin (a browser names the attacker's page); without one it would fail for being a form post.
    expect(await page.textContent('body')).toContain('Requests from other sites are not accepted');
    expect(await sessionCookie(page.context())).toBeUndefined();
    await page.goto('/jobs');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.context().close();
  });

  it('logout CSRF: neither a form nor a no-cors fetch signs the victim out', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au');
    pages.set(
      '/logout-fetch',
      `<script>fetch('${baseUrl()}/api/auth/logout', { method: 'POST', mode: 'no-cors', credentials: 'include' }).finally(() => { document.title = 'sent'; });</script>`,
    );
    const attack = await page.context().newPage();
    await attack.goto(`${attackerUrl}/logout-fetch`);
    await attack.waitForFunction(() => document.title === 'sent');
    await attack.goto(formPage('/logout-form', '/api/auth/logout', {}));
    await attack.waitForURL((url) => url.href.startsWith(baseUrl()));
    expect(await appStatus(page, '/api/auth/me')).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.context().close();
  });

  it('a mutation: no-cors text/plain, a credentialed JSON fetch and a multipart upload are all refused', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au');
    const orgName = () =>
      page.evaluate(async () => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ me { org { name } } }' }),
        });
        return (await res.json()).data.me.org.name as string;
      });
    const before = await orgName();
    const mutation = JSON.stringify({ query: 'mutation { updateOrganization(input: { name: "Pwned Pty Ltd" }) { __typename } }' });
    pages.set(
      '/mutation',
      `<script>
        const target = '${baseUrl()}/graphql';
        const results = {};
        const body = ${JSON.stringify(mutation)};
        const form = new FormData();
        form.append('operations', body);
        form.append('map', '{}');
        Promise.all([
          fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body })
            .then(() => { results.noCors = 'sent'; }, () => { results.noCors = 'blocked'; }),
          fetch(target, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body })
            .then((r) => r.text().then((t) => { results.cors = 'read: ' + t; }), () => { results.cors = 'blocked'; }),
          fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', body: form })
            .then(() => { results.multipart = 'sent'; }, () => { results.multipart = 'blocked'; }),
        ]).then(() => { document.title = JSON.stringify(results); });
      </script>`,
    );
    const attack = await page.context().newPage();
    await attack.goto(`${attackerUrl}/mutation`);
    await attack.waitForFunction(() => document.title.startsWith('{'));
    const results = JSON.parse(await attack.title());
    // The preflighted JSON request never reaches the app: the browser refuses it for want of CORS approval.
    expect(results.cors).toBe('blocked');
    expect(await orgName()).toBe(before);
    await page.context().close();
  });

  it('a WebSocket subscription from the attacker page is refused; the app’s own page subscribes', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au');
    const wsUrl = `${baseUrl().replace('http', 'ws')}/graphql`;
    const subscribeScript = `
      new Promise((resolve) => {
        const ws = new WebSocket('${wsUrl}', 'graphql-transport-ws');
        ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === 'connection_ack') {
            ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { scheduleChanged { kind } }' } }));
            resolve('acknowledged');
          }
        };
        ws.onerror = () => resolve('refused');
        ws.onclose = () => resolve('refused');
      })`;
    pages.set('/ws', `<script>${subscribeScript}.then((r) => { document.title = r; });</script>`);
    const attack = await page.context().newPage();
    await attack.goto(`${attackerUrl}/ws`);
    await attack.waitForFunction(() => document.title !== '');
    expect(await attack.title()).toBe('refused');

    expect(await page.evaluate(subscribeScript)).toBe('acknowledged');
    await page.context().close();
  });
});

describe('content security policy', () => {
  it('the built app runs under its CSP without a single violation', async () => {
    const page = await openPage(browser);
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto('/auth/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await login(page, 'admin@coolair.com.au');
    for (const path of ['/jobs', '/customers', '/equipment', '/schedule', '/members']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
    }
    expect(violations).toEqual([]);
    // And the app cannot be framed by another site.
    pages.set('/frame', `<iframe src="${baseUrl()}/auth/login"></iframe>`);
    const framer = await page.context().newPage();
    const refused = new Promise<boolean>((resolve) => framer.on('console', (m) => /frame-ancestors/.test(m.text()) && resolve(true)));
    await framer.goto(`${attackerUrl}/frame`);
    expect(await refused).toBe(true);
    await page.context().close();
  });
});
