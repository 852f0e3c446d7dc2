import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogViolations, firstId, navigate, openAxePage } from './axe';
import { launch, login } from './browser';

// axe (WCAG 2 A and AA, colour contrast included) over the main app's dialogs, in Chromium with the real styles:
// Storybook's stories alone missed a global reset that turned button text dark on blue. Every screen of the main app
// is swept by screens-desktop and screens-phone, the quote and invoice screens by accessibility-documents, the public
// and support portals by accessibility-support.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('accessibility of the main app’s dialogs for an admin, at 1280 px (axe, contrast included)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openAxePage(browser, 1280);
    await login(page, 'admin@coolair.com.au', { to: null });
  });
  afterAll(() => page?.context().close());

  it('the Send SMS dialog passes', async () => {
    // A scheduled booking: its customer can still confirm it, so the dialog offers the confirmation text.
    const job = await firstId(page, '{ jobs(first: 1, view: all, status: scheduled) { edges { node { id } } } }');
    await navigate(page, `/jobs/${job}`);
    await page.getByRole('button', { name: 'Send SMS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send SMS' });
    await dialog.getByLabel('Message').waitFor();
    expect(await dialogViolations(page, dialog)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('dialogs pass: Add Member, New Equipment, the delete confirmation, the import errors', async () => {
    const problems: string[] = [];
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').first();
    const check = async (name: string) => {
      for (const line of await dialogViolations(page, dialog)) problems.push(`${name}: ${line}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    await navigate(page, '/members');
    await page.getByRole('button', { name: 'Add Member' }).click();
    await check('Add Member');
    await navigate(page, '/equipment');
    await page.getByRole('button', { name: 'New Equipment' }).first().click();
    await check('New Equipment');
    const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
    await navigate(page, `/customers/${customer}`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await check('Delete customer');
    // The CSV import's error panel (a file whose one row is refused: nothing is imported).
    await navigate(page, '/customers');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('Company Name,Email,Postcode\n,bad,30\n') });
    await page.getByRole('dialog', { name: 'Rows not imported' }).waitFor();
    await page.getByRole('dialog', { name: 'Importing CSV' }).waitFor({ state: 'detached' });
    await check('Import errors');
    expect(problems).toEqual([]);
  });
});
