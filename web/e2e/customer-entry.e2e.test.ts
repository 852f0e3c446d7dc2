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

describe('entering a customer', () => {
  it('checks Australian phone, state and postcode on their fields, and warns before a second customer of the same name', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: null });
    const create = async (name: string) => {
      await page.goto('/customers/new');
      await page.getByLabel('Company name').fill(name);
    };

    await create('Ringwood Refrigeration Co');
    await page.getByLabel('Phone').fill('9870 1234');
    await page.getByLabel('State').fill('Victoria Park');
    await page.getByLabel('Postcode').fill('31340');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678').waitFor();
    await page.getByText('State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT').waitFor();
    await page.getByText('Postcode must be 4 digits').waitFor();
    await screenshot(page, 'customer-new-au-checks-desktop');
    await page.getByLabel('Phone').fill('03 9870 1234');
    await page.getByLabel('State').fill('victoria');
    await page.getByLabel('Postcode').fill('3134');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');

    // The same name again, in another case: held back with a warning until 'Create anyway'.
    await create('ringwood  refrigeration CO');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByText('A customer named "Ringwood Refrigeration Co" already exists').waitFor();
    await screenshot(page, 'customer-new-duplicate-desktop');
    expect(new URL(page.url()).pathname).toBe('/customers/new');
    await page.getByRole('button', { name: 'Create anyway' }).click();
    await page.waitForURL((url) => url.pathname === '/customers');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('ringwood refrigeration');
    await page.getByText('2 customers', { exact: true }).waitFor();
    await page.getByText('VIC 3134').first().waitFor();
    await page.context().close();
  });
});
