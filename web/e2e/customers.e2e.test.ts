import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What the screen shows (toasts where they sit), rather than the whole long list. */

describe('customers', () => {
  it('lists the demo customers and finds one by suburb (1280 and 390)', async () => {
    for (const width of [1280, 390]) {
      const page = await openPage(browser, width);
      await login(page, 'manager@coolair.com.au', { to: '/customers' });
      await page.getByRole('link', { name: 'Brew & Bloom Café' }).waitFor();
      await page.getByText(/^\d+ customers$/).waitFor();
      await screenshot(page, `customers-list-${width === 390 ? 'mobile' : 'desktop'}`, { fullPage: false });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('searchbox', { name: 'Search customers' }).fill('fitzroy');
      await page
        .getByText('1 customer', { exact: true })
        .or(page.getByText(/^\d customers$/))
        .waitFor();
      await page.getByRole('link', { name: 'Brew & Bloom Café' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search customers' }).fill('no such customer anywhere');
      await page.getByText('No customers match your search').waitFor();
      await page.context().close();
    }
  });

  it('creates a customer through the form, then opens, edits and deletes it', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: '/customers' });
    await page.getByRole('button', { name: 'New Customer' }).click();
    await page.waitForURL((url) => url.pathname === '/customers/new');
    const create = page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Company name').fill('Preston Bakery & Co');
    await page.getByLabel('Contact name').fill('Penny Baker');
    await page.getByRole('main').getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Street').fill('400 High Street');
    await page.getByLabel('Suburb').fill('Preston');
    await page.getByLabel('State').fill('VIC');
    await page.getByLabel('Postcode').fill('3072');
    await create.click();
    await page.getByText('Enter a valid email').waitFor();
    await screenshot(page, 'customer-new-error-desktop');
    await page.getByRole('main').getByLabel('Email').fill('penny@prestonbakery.com.au');
    await create.click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await page.getByText('Customer created').waitFor();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('penny');
    // The list answers the search a moment after typing stops: clicked once it has, not while it changes.
    await page.getByText('1 customer', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Preston Bakery & Co' }).click();
    await page.waitForURL((url) => /^\/customers\/[\w-]+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Preston Bakery & Co', level: 1 }).waitFor();
    await page.getByText('400 High Street, Preston VIC 3072').waitFor();
    await screenshot(page, 'customer-profile-desktop');

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
    await dialog.getByLabel('Phone').fill('03 9478 0000');
    await screenshot(page, 'customer-edit-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '03 9478 0000' }).waitFor();

    // No internet here: answer the map search locally and check where Navigate went.
    await page.context().route('https://www.google.com/maps/**', (route) => route.fulfill({ contentType: 'text/html', body: 'map' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Navigate' }).click();
    const maps = await popup;
    expect(maps.url()).toContain('query=400%20High%20Street%2C%20Preston%20VIC%203072');
    await maps.close();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Customer' });
    await confirm.getByText('Are you sure you want to delete Preston Bakery & Co?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await page.getByText('Customer deleted').waitFor();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('penny');
    await page.getByText('No customers match your search').waitFor();
    await page.context().close();
  });

  it('shows the profile on a phone, with Create Job pre-selecting the customer', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'jake@coolair.com.au', { to: '/customers' });
    await page.getByRole('link', { name: 'Brew & Bloom Café' }).click();
    await page.getByRole('heading', { name: 'Brew & Bloom Café', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Equipment' }).waitFor();
    await screenshot(page, 'customer-profile-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A technician may not delete.
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const id = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('button', { name: 'Create Job' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs/new' && url.searchParams.get('customerId') === id);
    await page.context().close();
  });

  it("lists the customer's quotes and invoices; New quote opens the editor with the customer chosen", async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: '/customers' });
    await page.getByRole('link', { name: 'Brew & Bloom Café' }).click();
    const quotes = page.getByRole('region', { name: 'Quotes' });
    await quotes.getByText(/^\d+ quotes?$/).waitFor();
    await page
      .getByRole('region', { name: 'Invoices' })
      .getByText(/^\d+ invoices?$/)
      .waitFor();
    await quotes.getByRole('link', { name: 'New quote' }).click();
    await page.waitForURL((url) => url.pathname === '/quotes/new');
    await page.getByRole('heading', { name: 'New Quote' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe('Brew & Bloom Café');
    await page.context().close();
  });
});

describe('CSV import (more in imports.e2e.test.ts)', () => {
  it('a technician has no Import CSV button but adds a customer on a phone', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'priya@coolair.com.au', { to: '/customers' });
    await page.getByRole('button', { name: 'New Customer' }).waitFor();
    expect(await page.getByRole('button', { name: 'Import CSV' }).count()).toBe(0);
    // Technicians add customers on site.
    await page.getByRole('button', { name: 'New Customer' }).click();
    await page.getByLabel('Company name').fill('Site Visit Pty Ltd');
    await screenshot(page, 'customer-new-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await page.getByText('Customer created').waitFor();
    await page.context().close();
  });
});
