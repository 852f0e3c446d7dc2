// The home address stays the public site's once the app's service worker is installed: `/`, the blog and the
// privacy policy are the server's pages, never the app shell from the worker's cache. Also the shell around it: the
// landing page's install steps, the trial-expired page's plans, a technician's menu, a paid invoice's edit address
// and the customer dialog's required name.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, gql, launch, login, openPage, screenshot } from './browser';

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

describe('the landing page', () => {
  it.each([1280, 390])('tells how to install Spanner from the browser, with no app-store buttons (%i px)', async (width) => {
    const page = await openPage(browser, width);
    await page.goto('/');
    const install = page.getByRole('region', { name: 'Install Spanner from your browser' });
    await install.getByText(/Install app/).waitFor();
    await install.getByText(/Add to Home Screen/).waitFor();
    expect(await page.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]').count()).toBe(0);
    await install.scrollIntoViewIfNeeded();
    await screenshot(page, `landing-install-${width}`, { fullPage: false });
    await page.context().close();
  });
});

describe('the app around the home page', { timeout: 120_000 }, () => {
  it.each([1280, 390])('an ended trial’s Upgrade Now opens the plans (%i px)', async (width) => {
    const page = await openPage(browser, width);
    await login(page, 'sam@baysideplumbing.com.au', { to: '/trial-expired' });
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
    await page.context().close();
  });

  it.each([1280, 390])('a technician’s menu has the six entries, and Service due is on the Equipment page (%i px)', async (width) => {
    const page = await openPage(browser, width);
    await login(page, 'jake@coolair.com.au', { to: '/equipment' });
    if (width < 500) await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link');
    await menu.first().waitFor();
    expect(await menu.allTextContents()).toEqual(['Dashboard', 'Jobs', 'Customers', 'Equipment', 'Schedule', 'Support']);
    if (width < 500) await page.keyboard.press('Escape');
    await screenshot(page, `equipment-technician-${width}`, { fullPage: false });
    await page.getByRole('link', { name: 'Service due' }).click();
    await page.waitForURL((url) => url.pathname === '/service');
    await page.getByRole('heading', { name: 'Service', level: 1 }).waitFor();
    await page.context().close();
  });

  it.each([1280, 390])('a paid invoice’s edit address says why it cannot be edited, with no editor (%i px)', async (width) => {
    const page = await openPage(browser, width);
    await login(page, 'admin@coolair.com.au', { to: '/invoices' });
    const { invoices } = await gql<{ invoices: { edges: { node: { id: string; number: string } }[] } }>(
      page,
      '{ invoices(first: 1, tab: paid) { edges { node { id number } } } }',
    );
    const [{ node: invoice }] = invoices.edges;
    await page.goto(`/invoices/${invoice.id}/edit`);
    await page.getByText('A paid invoice cannot be edited. Mark it unpaid first to change it.').waitFor();
    await page.getByRole('link', { name: `Back to Invoice ${invoice.number}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Save & close' }).count()).toBe(0);
    await screenshot(page, `invoice-paid-edit-${width}`, { fullPage: false });
    await page.context().close();
  });

  it.each([1280, 390])('Notes & Charges says Failed to add note when the server refuses it online (%i px)', async (width) => {
    const page = await openPage(browser, width);
    await login(page, 'jake@coolair.com.au');
    const { dashboard } = await gql<{ dashboard: { todaysJobs: { id: string }[] } }>(page, '{ dashboard { todaysJobs { id } } }');
    const [job] = dashboard.todaysJobs;
    // The server turns this note down (as it would a note too long): the outbox's sync route answers it with a 400.
    await page.route('**/api/sync', (route) => {
      const { changes } = route.request().postDataJSON() as { changes: { key: string }[] };
      const outcomes = changes.map(({ key }) => ({ key, status: 400, body: { error: 'Note is too long' } }));
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ outcomes }) });
    });
    await page.goto(`/jobs/${job.id}/notes`);
    await page.getByLabel('Add a note').fill('Replaced the capacitor');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to add note: Note is too long' }).waitFor();
    await screenshot(page, `notes-failed-to-add-${width}`, { fullPage: false });
    await page.context().close();
  });

  it.each([1280, 390])('the Edit Customer dialog says Company name is required (%i px)', async (width) => {
    const page = await openPage(browser, width);
    await login(page, 'manager@coolair.com.au', { to: '/customers' });
    await page.locator('a[href^="/customers/"]:not([href="/customers/new"])').first().click();
    await page.waitForURL((url) => /^\/customers\/[\w-]+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
    await dialog.getByLabel('Company name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Company name is required').waitFor();
    await screenshot(page, `customer-dialog-name-required-${width}`, { fullPage: false });
    await page.context().close();
  });
});
