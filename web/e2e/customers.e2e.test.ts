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

// A customer's whole life in the browser. Checked without one: the list, its search and what a technician is offered
// (features/customers/*.test.tsx), the search by suburb and a technician adding customers (api/test/customers.test.ts),
// every customer screen fitting 390 px (screens-phone.e2e.test.ts).

describe('customers', () => {
  it('creates a customer through the form, then opens, edits it, starts a quote for it, and deletes it', async () => {
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

    // Its quotes and invoices (none yet); New quote opens the editor with the customer chosen.
    const quotes = page.getByRole('region', { name: 'Quotes' });
    await quotes.getByText(/^\d+ quotes?$/).waitFor();
    await page
      .getByRole('region', { name: 'Invoices' })
      .getByText(/^\d+ invoices?$/)
      .waitFor();
    await quotes.getByRole('link', { name: 'New quote' }).click();
    await page.waitForURL((url) => url.pathname === '/quotes/new');
    await page.getByRole('heading', { name: 'New Quote' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe('Preston Bakery & Co');
    await page.goBack();
    await page.getByRole('heading', { name: 'Preston Bakery & Co', level: 1 }).waitFor();

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
});
