// The home address stays the public site's once the app's service worker is installed: `/`, the blog and the
// privacy policy are the server's pages, never the app shell from the worker's cache. Also the shell's pages that
// sit beside the app: the trial-expired page's plans.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launch, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The landing page, as a visitor knows it: the pricing and the way to sign up, not the sign-in form. */
async function onLandingPage(page: Page) {
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { name: 'Simple pricing for the whole team' }).waitFor();
  await page.getByRole('link', { name: 'Start free trial' }).first().waitFor();
  expect(await page.getByText('Sign in to Spanner').count()).toBe(0);
}

describe('the home page with the app installed', { timeout: 180_000 }, () => {
  it('is the landing page after signing out, from the blog’s logo and from the privacy policy’s way back', async () => {
    const page = await openPage(browser, 1280, { serviceWorker: true });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('manager@coolair.com.au');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The app's worker is installed, with the app shell in its cache.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/');
    // The worker saw this load (it controls the page), and still the server's landing page is what shows.
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await onLandingPage(page);
    await screenshot(page, 'home-after-sign-out-desktop', { fullPage: false });

    await page.goto('/blog');
    await page.getByRole('banner').getByRole('link', { name: 'Spanner', exact: true }).click();
    await onLandingPage(page);

    await page.goto('/privacy');
    await page.getByRole('link', { name: '← Back to Spanner' }).first().click();
    await onLandingPage(page);
    await page.context().close();
  });
});
