import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogViolations, expectRoutesClean, firstId, navigate, openAxePage } from './axe';
import { launch, login } from './browser';

// axe (WCAG 2 A and AA, colour contrast included) over every screen of the main app and its main dialogs, in
// Chromium with the real styles: Storybook's stories alone missed a global reset that turned button text dark on blue.
// The quote and invoice screens are in accessibility-documents, the public and support portals in
// accessibility-support, so the three run side by side.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// A sweep visits many routes in one signed-in page; a busy machine stretches it past the default minute.
describe('accessibility of the main app for an admin, at 1280 px (axe, contrast included)', { timeout: 180_000 }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await openAxePage(browser, 1280);
    await login(page, 'admin@coolair.com.au');
  });
  afterAll(() => page?.context().close());

  it('every screen passes', async () => {
    const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
    const completed = await firstId(page, '{ completedJobs(first: 1) { edges { node { id } } } }');
    const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
    const equipment = await firstId(page, '{ equipmentList(first: 1) { edges { node { id } } } }');
    await expectRoutesClean(page, [
      '/',
      '/jobs',
      '/jobs/new',
      `/jobs/${job}`,
      `/jobs/${job}/edit`,
      `/jobs/${job}/notes`,
      '/completed-jobs',
      `/completed-jobs/${completed}`,
      '/customers',
      '/customers/new',
      `/customers/${customer}`,
      '/equipment',
      `/equipment/${equipment}`,
      '/members',
      '/price-list',
      '/schedule',
      '/schedule?view=week',
      '/settings',
      '/settings?tab=billing',
      '/settings?tab=usage',
      '/settings?tab=integrations',
      '/subscription',
      '/no-such-page',
    ]);
  });

  it('the messaging screens pass: Settings → Messages and the Send SMS dialog', async () => {
    await expectRoutesClean(page, ['/settings?tab=messages']);
    const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
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

it('a technician’s screens pass on a phone, at 390 px', { timeout: 180_000 }, async () => {
  const page = await openAxePage(browser, 390);
  await login(page, 'jake@coolair.com.au');
  const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
  await expectRoutesClean(page, ['/', '/jobs', `/jobs/${job}`, `/jobs/${job}/notes`, '/schedule', '/customers', '/equipment']);
  await page.context().close();
});
