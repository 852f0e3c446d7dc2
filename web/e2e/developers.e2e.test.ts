// The developer documentation as an integrator meets it: /developers server-rendered (readable without JavaScript),
// accessible, light to load; the REST reference rendered by Scalar under its CSP, loaded on its own page only.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAxePage, violations } from './axe';
import { baseUrl, launch, openPage, screenshot } from './browser';
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

  it('/developers/rest renders the operations from the OpenAPI document, with no CSP violation', async () => {
    const page = await openPage(browser, 1280);
    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
    });
    await page.goto('/developers/rest');
    // The document's title and description, as Scalar renders them once it has read /api/openapi.json.
    await page.getByText('Spanner REST API').first().waitFor();
    await page.getByText('generated from the contracts the server serves').first().waitFor();
    // None of Scalar's hosted services is offered: they would send the document to a third party.
    expect(await page.getByText(/Ask AI|Generate MCP/).count()).toBe(0);
    await screenshot(page, 'developers-rest-1280');
    await page.context().close();
    expect(blocked).toEqual([]);
  });
});
