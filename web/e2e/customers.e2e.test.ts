import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, screenshot, screenshotsDir } from './browser';

let browser: Browser;
let tmp: string;
beforeAll(async () => {
  browser = await launch();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-customers-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A file on disk for the file input. */
function file(name: string, text: string) {
  const p = path.join(tmp, name);
  fs.writeFileSync(p, text);
  return p;
}

/** What the screen shows (toasts where they sit), rather than the whole long list. */
const viewport = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });

const fileInput = (page: Page) => page.locator('input[type="file"]');

describe('customers', () => {
  it('lists the demo customers and finds one by suburb (1280 and 390)', async () => {
    for (const width of [1280, 390]) {
      const page = await openPage(browser, width);
      await login(page, 'manager@coolair.com.au');
      await page.goto('/customers');
      await page.getByRole('link', { name: 'Brew & Bloom Café' }).waitFor();
      await page.getByText(/^\d+ customers$/).waitFor();
      await viewport(page, `customers-list-${width === 390 ? 'mobile' : 'desktop'}`);
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
    await login(page, 'admin@coolair.com.au');
    await page.goto('/customers');
    await page.getByRole('button', { name: 'New Customer' }).click();
    await page.waitForURL((url) => url.pathname === '/customers/new');
    const create = page.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Company name').fill('Preston Bakery & Co');
    await page.getByLabel('Contact name').fill('Penny Baker');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Street').fill('400 High Street');
    await page.getByLabel('Suburb').fill('Preston');
    await page.getByLabel('State').fill('VIC');
    await page.getByLabel('Postcode').fill('3072');
    await create.click();
    await page.getByText('Enter a valid email').waitFor();
    await screenshot(page, 'customer-new-error-desktop');
    await page.getByLabel('Email').fill('penny@prestonbakery.com.au');
    await create.click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await page.getByText('Customer created').waitFor();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('penny');
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
    await login(page, 'jake@coolair.com.au');
    await page.goto('/customers');
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

  it("says 'Customer not found' for an unknown id", async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au');
    await page.goto('/customers/00000000-0000-0000-0000-000000000000');
    await page.getByText('Customer not found').waitFor();
    await page.getByRole('button', { name: 'Back to Customers' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await page.context().close();
  });
});

describe('CSV import', () => {
  it('imports customers from a CSV file, reports the rows with errors, and refuses other file types', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au');
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Import CSV' }).waitFor();

    await fileInput(page).setInputFiles(file('customers.txt', 'Company Name\nAcme\n'));
    await page.getByText('Invalid file type').waitFor();
    await page.getByText('Please select a CSV file').waitFor();

    const csv = [
      'Company Name,Contact,Email,Phone,Street,Suburb,State,Postcode,Notes',
      '"Northside Physio, Thornbury",Tara Nguyen,tara@northsidephysio.com.au,03 9480 1111,1 Station St,Thornbury,VIC,3071,"Ducted system; ask for ""Tara"""',
      'Reservoir Auto Care,Rob Diaz,rob@reservoirauto.com.au,03 9460 2222,22 Edwardes St,Reservoir,VIC,3073,',
      'Broken Email Pty Ltd,,broken-email,,,,,,',
      'Brew & Bloom Café,,,,,,,,',
    ].join('\r\n');
    // Hold the upload back a moment to see the progress indicator.
    await page.route('**/api/customers/import-csv', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await fileInput(page).setInputFiles(file('new-customers.csv', csv));
    await page.getByRole('progressbar', { name: 'Importing new-customers.csv' }).waitFor();
    await viewport(page, 'customers-import-progress-desktop');
    await page.getByText('CSV Import Successful').waitFor();
    await page.getByText('Imported 2 of 4 customers. 2 rows had errors (row 4: Enter a valid email).').waitFor();
    await page.getByRole('dialog', { name: 'Importing CSV' }).waitFor({ state: 'detached' });
    await viewport(page, 'customers-import-desktop');

    await page.getByRole('searchbox', { name: 'Search customers' }).fill('thornbury');
    await page.getByRole('link', { name: 'Northside Physio, Thornbury' }).click();
    await page.getByText('Ducted system; ask for "Tara"').waitFor();
    await page.context().close();
  });

  it('a technician has no Import CSV button but adds a customer on a phone', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'priya@coolair.com.au');
    await page.goto('/customers');
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
