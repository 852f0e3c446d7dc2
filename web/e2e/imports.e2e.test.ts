import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, openPage, screenshot } from './browser';

let browser: Browser;
let tmp: string;
beforeAll(async () => {
  browser = await launch();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-imports-e2e-'));
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

/** What the screen shows (toasts and dialogs where they sit), rather than the whole long list. */

const fileInput = (page: Page) => page.locator('input[type="file"]');

describe('CSV import', () => {
  it('imports the good rows, lists every bad row in a panel that stays, and downloads them to fix and import again', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: '/customers' });
    await page.getByRole('button', { name: 'Import CSV' }).waitFor();

    await fileInput(page).setInputFiles(file('customers.txt', 'Company Name\nAcme\n'));
    await page.getByText('Invalid file type').waitFor();
    await page.getByText('Please select a CSV file').waitFor();

    const header = 'Company Name,Contact,Email,Phone,Street,Suburb,State,Postcode,Notes';
    const csv = [
      header,
      '"Northside Physio, Thornbury",Tara Nguyen,tara@northsidephysio.com.au,03 9480 1111,1 Station St,Thornbury,VIC,3071,"Ducted system; ask for ""Tara"""',
      'Reservoir Auto Care,Rob Diaz,rob@reservoirauto.com.au,03 9460 2222,22 Edwardes St,Reservoir,VIC,3073,',
      'Broken Email Pty Ltd,,broken-email,,,,,,',
      'Brew & Bloom Café,,,,,,,,',
      ',Nameless,also-broken,,,,,,"Row 6, no name"',
    ].join('\r\n');
    // The upload is held until the progress indicator has shown, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/customers/import-csv', async (route) => {
      await released;
      await route.continue();
    });
    await fileInput(page).setInputFiles(file('new-customers.csv', csv));
    await page.getByRole('progressbar', { name: 'Importing new-customers.csv' }).waitFor();
    await screenshot(page, 'customers-import-progress-desktop', { fullPage: false });
    release();
    await page.getByText('CSV Import Successful').waitFor();

    // Every problem, each with its row as the file numbers it, its column and the reason.
    const panel = page.getByRole('dialog', { name: 'Rows not imported' });
    await panel.waitFor();
    await panel.getByText('Imported 2 of 5 customers. 3 rows had errors. Fix these rows and import them again.').waitFor();
    const rows = await panel.getByRole('row').allInnerTexts();
    expect(rows.map((r) => r.split(/\s*\t\s*|\n+/).join(' | '))).toEqual([
      'ROW | COLUMN | PROBLEM', // the header as shown (capitals by style)
      '4 | Email | Enter a valid email',
      '5 | Company Name | A customer named "Brew & Bloom Café" already exists',
      '6 | Company Name | Company name is required',
      '6 | Email | Enter a valid email',
    ]);
    await screenshot(page, 'customers-import-errors-desktop', { fullPage: false });

    // It stays: the toast goes, the panel does not (only Done, × or Escape close it).
    await page.getByText('CSV Import Successful').waitFor({ state: 'detached' });
    await panel.waitFor();

    // The failed rows: the file's header plus Error, each refused row as it was, with its reasons.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download failed rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('new-customers-failed-rows.csv');
    const saved = fs.readFileSync(await download.path());
    expect([...saved.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(saved.subarray(3).toString('utf8').split('\r\n')).toEqual([
      `${header},Error`,
      'Broken Email Pty Ltd,,broken-email,,,,,,,Email: Enter a valid email',
      'Brew & Bloom Café,,,,,,,,,"Company Name: A customer named ""Brew & Bloom Café"" already exists"',
      ',Nameless,also-broken,,,,,,"Row 6, no name",Company Name: Company name is required; Email: Enter a valid email',
    ]);

    await panel.getByRole('button', { name: 'Done' }).click();
    await panel.waitFor({ state: 'detached' });

    // The downloaded file, fixed in the spreadsheet, imports (its Error column is ignored).
    await page.unrouteAll();
    const fixed = saved
      .toString('utf8')
      .replace('broken-email', 'accounts@brokenemail.com.au')
      .replace(/\r\nBrew & Bloom Café.*/, '')
      .replace(',Nameless,also-broken', 'Nameless Co,Nameless,nameless@example.com.au');
    await fileInput(page).setInputFiles(file('new-customers-fixed.csv', fixed));
    await page.getByText('Imported 2 of 2 customers.').waitFor();
    expect(await panel.count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search customers' }).fill('thornbury');
    await page.getByRole('link', { name: 'Northside Physio, Thornbury' }).click();
    await page.getByText('Ducted system; ask for "Tara"').waitFor();
    await page.context().close();
  });
});
