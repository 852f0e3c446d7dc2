// The home address stays the public site's once the app's service worker is installed: `/`, the blog and the
// privacy policy are the server's pages, never the app shell from the worker's cache. Also the shell around it: the
// trial-expired page's plans (each Choose inside its card) and a technician's menu. Checked without a browser: the
// landing page's install steps (public/pages/page-events.test.tsx), a paid invoice's edit address
// (InvoiceEditorPage.test.tsx), a refused note's 'Failed to add note' (offline/outbox/ChangeRow.test.tsx, sync.test.ts)
// and the customer dialog's required name (CustomerForm.test.tsx).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launch, login, openPage, screenshot } from './browser';

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

describe('the app around the home page', { timeout: 120_000 }, () => {
  it('an ended trial’s Upgrade Now opens the plans, each Choose inside its card, at 1280 and 390 px', async () => {
    const page = await openPage(browser);
    await login(page, 'sam@baysideplumbing.com.au', { to: '/trial-expired' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
      await page.goto('/trial-expired');
      await page.getByRole('button', { name: 'Upgrade Now' }).click();
      const plans = page.getByRole('dialog', { name: 'Upgrade Your Plan' });
      await plans.getByRole('heading', { name: 'Pro' }).waitFor();
      expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
      // Each plan's Choose button sits inside its card (it hung below it, over the note under the plans).
      for (const card of await plans.locator('section').all()) {
        const [box, button] = await Promise.all([card.boundingBox(), card.getByRole('button').boundingBox()]);
        expect(button!.y + button!.height).toBeLessThanOrEqual(box!.y + box!.height);
      }
      await screenshot(page, `trial-expired-plans-${width}`, { fullPage: false });
    }
    await page.context().close();
  });

  it('a technician’s menu has the six entries, and Service due is on the Equipment page, at 1280 and 390 px', async () => {
    const page = await openPage(browser);
    await login(page, 'jake@coolair.com.au', { to: '/equipment' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
      await page.goto('/equipment');
      if (width < 500) await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link');
      await menu.first().waitFor();
      expect(await menu.allTextContents()).toEqual(['Dashboard', 'Jobs', 'Customers', 'Equipment', 'Schedule', 'Timesheet', 'Support']);
      if (width < 500) await page.keyboard.press('Escape');
      await screenshot(page, `equipment-technician-${width}`, { fullPage: false });
      await page.getByRole('link', { name: 'Service due' }).click();
      await page.waitForURL((url) => url.pathname === '/service');
      await page.getByRole('heading', { name: 'Service', level: 1 }).waitFor();
    }
    await page.context().close();
  });
});
