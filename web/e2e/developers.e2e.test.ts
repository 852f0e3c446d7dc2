// The developer documentation as an integrator meets it: /developers server-rendered (readable without JavaScript),
// accessible, light to load; the REST reference rendered by Scalar under its CSP, loaded on its own page only.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAxePage, violations } from './axe';
import { baseUrl, launch, login, openPage, screenshot } from './browser';
import { firstLoad, kb } from './first-load';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`);
  return { status: res.status, text: await res.text() };
};

describe('the HTML the server sends (no browser)', () => {
  it('/developers: every section, examples with this server, the downloads', async () => {
    const { status, text } = await html('/developers');
    expect(status).toBe(200);
    expect(text).toContain('<title>Developers: API and webhooks | Spanner</title>');
    expect(text).toContain(`<link rel="canonical" href="${baseUrl()}/developers">`);
    for (const id of ['authentication', 'rate-limits', 'errors', 'pagination', 'webhooks', 'examples', 'reference'])
      expect(text).toContain(`id="${id}"`);
    expect(text).toContain('Authorization: Bearer spk_');
    expect(text).toContain('webhook-signature');
    expect(text).toContain(`curl ${baseUrl()}/api/jobs`);
    for (const href of ['/developers/rest', '/api/openapi.json', '/developers/schema.graphql', '/llms.txt'])
      expect(text).toContain(`href="${href}"`);
  });

  it('/developers/rest links the OpenAPI document, and the sitemap lists both pages', async () => {
    const { status, text } = await html('/developers/rest');
    expect(status).toBe(200);
    expect(text).toContain('href="/api/openapi.json"');
    const sitemap = await html('/sitemap.xml');
    expect(sitemap.text).toContain(`<loc>${baseUrl()}/developers</loc>`);
    expect(sitemap.text).toContain(`<loc>${baseUrl()}/developers/rest</loc>`);
  });
});

describe('in the browser', () => {
  it('/developers has no axe violations and loads under 100 KB of JavaScript (gzipped), none of the reference', async () => {
    const page = await openAxePage(browser, 1280);
    await page.goto('/developers');
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await screenshot(page, 'developers-1280');
    await page.context().close();
    const light = await openPage(browser, 390);
    const load = await firstLoad(light, () => light.goto('/developers'));
    await light.context().close();
    console.log(`first-load JS /developers: ${kb(load.gzip)} gzip (${kb(load.raw)} raw, ${load.scripts.length} files)`);
    expect(load.gzip).toBeLessThan(100 * 1024);
  });

  it('/developers/rest renders the operations from the OpenAPI document with no CSP violation, and fits 1280 and 390 px screens', async () => {
    const wider: string[] = [];
    const blocked: string[] = [];
    for (const width of [1280, 390]) {
      const page = await openPage(browser, width);
      page.on('console', (m) => {
        if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
      });
      await page.goto('/developers/rest');
      // The document's title and description, as Scalar renders them once it has read /api/openapi.json.
      await page.getByText('Spanner REST API').first().waitFor();
      await page.getByText('generated from the contracts the server serves').first().waitFor();
      await page.locator('.operation-path').first().waitFor();
      // None of Scalar's hosted services is offered: they would send the document to a third party.
      expect(await page.getByText(/Ask AI|Generate MCP/).count()).toBe(0);
      // Down to the last operation too: Scalar draws what comes into view.
      await page.keyboard.press('End');
      await page.locator('.operation-title').last().scrollIntoViewIfNeeded();
      const { scrollWidth, past } = await page.evaluate((w) => {
        // What scrolls or is clipped inside its own box (Scalar's code samples) does not widen the page.
        const inOwnBox = (e: Element) => {
          for (let a = e.parentElement; a && a !== document.body; a = a.parentElement)
            if (getComputedStyle(a).overflowX !== 'visible') return true;
          return false;
        };
        const out = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > w + 0.5 && !inOwnBox(e));
        // The outermost elements past the edge (their parent fits) name what to fix.
        const leaves = out.filter((e) => !e.parentElement || e.parentElement.getBoundingClientRect().right <= w + 0.5);
        return {
          scrollWidth: document.documentElement.scrollWidth,
          past: leaves
            .slice(0, 5)
            .map(
              (e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} to ${Math.round(e.getBoundingClientRect().right)} px`,
            ),
        };
      }, width);
      await screenshot(page, `developers-rest-${width}`);
      await page.context().close();
      if (scrollWidth > width) wider.push(`${width} px: ${scrollWidth} px wide (${past.join(', ')})`);
    }
    expect(wider).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('GraphiQL runs from our own origin for a signed-in member: no other host, no CSP violation', async () => {
    const page = await openPage(browser, 1280);
    const blocked: string[] = [];
    const elsewhere: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) elsewhere.push(r.url());
    });
    await login(page, 'admin@coolair.com.au', { to: null });
    const schemaRead = page.waitForResponse((r) => r.url() === `${baseUrl()}/graphql` && r.request().method() === 'POST');
    await page.goto('/graphql');
    // The editor is up, with Monaco's editors (their workers from /graphiql/workers/), once it has read the schema.
    await page.locator('.graphiql-container').first().waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    expect((await schemaRead).status()).toBe(200);
    await screenshot(page, 'graphiql-1280');
    await page.context().close();
    expect(elsewhere).toEqual([]);
    expect(blocked).toEqual([]);
  });
});
