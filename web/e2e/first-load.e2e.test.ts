import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Gzipped bytes of every script the page loads while `load` runs (measured from the bodies, whatever the wire encoding). */
async function scriptBytes(page: Page, load: () => Promise<void>) {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.status() === 200) bodies.push(r.body());
  });
  await load();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  return {
    files: all.length,
    raw: all.reduce((n, b) => n + b.length, 0),
    gzip: all.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

describe('first-load JavaScript', () => {
  it('stays within budget for the login page and the app shell', async () => {
    const loginPage = await openPage(browser);
    const signIn = await scriptBytes(loginPage, async () => {
      await loginPage.goto('/auth/login');
    });
    await loginPage.context().close();

    const appPage = await openPage(browser);
    await appPage.goto('/auth/login');
    await appPage.evaluate(() => performance.clearResourceTimings());
    const shell = await scriptBytes(appPage, () => login(appPage, 'admin@coolair.com.au'));
    await appPage.context().close();

    console.log(
      `first-load JS — login page: ${kb(signIn.gzip)} gzip (${kb(signIn.raw)} raw, ${signIn.files} files); app shell after sign-in adds ${kb(shell.gzip)} gzip (${shell.files} files)`,
    );
    // Budgets (sizes, not timings): a sign-in page under 220 kB gzipped, the shell's extra chunks under 60 kB.
    expect(signIn.gzip).toBeLessThan(220 * 1024);
    expect(shell.gzip).toBeLessThan(60 * 1024);
  });

  it('serves the app compressed', async () => {
    const res = await fetch(`${(await import('./browser')).baseUrl()}/auth/login`, { headers: { 'accept-encoding': 'gzip, br' } });
    const html = await res.text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    const asset = await fetch(`${(await import('./browser')).baseUrl()}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(asset.headers.get('content-encoding'));
  });
});
