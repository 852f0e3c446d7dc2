import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerNext, chooseOption, launch, login, openPage, screenshot } from './browser';

// Equipment (spec part 1 §2 "Equipment list", "Equipment detail", "Equipment dialog"; part 2 §2) on the demo business.
// The list and the detail fitting 390 px, for an admin and a technician, is screens-phone.e2e.test.ts's.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const CONFIRM = 'Are you sure you want to delete this equipment? This cannot be undone.';

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search equipment' }).fill(text);
}

describe('equipment', () => {
  it('creates through the dialog, opens the detail, edits, unassigns, and deletes with the confirm text', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: '/equipment' });
    await page.getByRole('heading', { name: 'Equipment', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();
    await screenshot(page, 'equipment-list-desktop');

    // New Equipment: every field, the customer chosen by typing, its address shown read-only.
    const serial = `E2E-${Date.now()}`;
    await page.getByRole('button', { name: 'New Equipment' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Equipment' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Server Room Split');
    await dialog.getByLabel('Make').fill('Daikin');
    await dialog.getByLabel('Model').fill('FTXM50W');
    await dialog.getByLabel('Serial').fill(serial);
    const customer = dialog.getByRole('combobox', { name: 'Customer' });
    await customer.fill('northcote smiles');
    // The customer, never 'Create new customer "…"', which the picker offers until the search has answered.
    await chooseOption(customer, page.getByRole('option', { name: /^Northcote Smiles Dental/ }));
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await expect.poll(() => address.inputValue()).toMatch(/Northcote VIC 3070/);
    expect(await address.getAttribute('readonly')).not.toBeNull();
    await dialog.getByRole('button', { name: /Service interval/ }).click();
    await page.getByRole('option', { name: '12 months' }).click();
    await dialog.getByLabel('Notes').fill('Runs 24/7 – check the condensate pump.');
    await screenshot(page, 'equipment-dialog-desktop');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Equipment created').waitFor();

    // Search by serial; the card opens the detail.
    await search(page, serial.toLowerCase());
    const card = page.getByRole('link', { name: 'Server Room Split', exact: true });
    await card.waitFor();
    await expect.poll(() => page.getByRole('link', { name: /Split/ }).count()).toBe(1);
    await card.click();
    await page.waitForURL(/\/equipment\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/')[2];
    await page.getByRole('heading', { name: 'Server Room Split', level: 1 }).waitFor();
    for (const text of [
      'Daikin',
      'FTXM50W',
      serial,
      'Every 12 months',
      'Runs 24/7 – check the condensate pump.',
      'Northcote Smiles Dental',
    ])
      await page.getByText(text, { exact: true }).first().waitFor();
    const viewCustomer = page.getByRole('link', { name: 'View Customer' });
    expect(await viewCustomer.getAttribute('href')).toMatch(/^\/customers\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Recent Activity' }).waitFor();
    // Melbourne time, en-AU: '24 Nov 2026, 9:30 am'.
    await page
      .getByText(/^\d{1,2} \w{3,4} \d{4}, \d{1,2}:\d{2}\s?[ap]m$/)
      .first()
      .waitFor();
    await screenshot(page, 'equipment-detail-desktop');

    // Edit opens the dialog at /equipment/{id}/edit; the save shows at once.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`**/equipment/${id}/edit`);
    const edit = page.getByRole('dialog', { name: 'Edit Equipment' });
    expect(await edit.getByLabel('Name').inputValue()).toBe('Server Room Split');
    expect(await edit.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe('Northcote Smiles Dental');
    await edit.getByLabel('Name').fill('Server Room Split (upstairs)');
    await edit.getByLabel('Model').fill('FTXM71W');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.waitForURL(`**/equipment/${id}`);
    await page.getByRole('heading', { name: 'Server Room Split (upstairs)', level: 1 }).waitFor();
    await page.getByText('FTXM71W', { exact: true }).waitFor();

    // Unassigned: the customer card offers Assign Customer, which opens the edit dialog.
    await page.getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('combobox', { name: 'Customer' }).fill('');
    await edit.getByLabel('Notes').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Assign Customer' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Notes' }).count()).toBe(0);
    await screenshot(page, 'equipment-detail-unassigned-desktop');
    await page.getByRole('button', { name: 'Assign Customer' }).click();
    await page.waitForURL(`**/equipment/${id}/edit`);
    await edit.waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/equipment/${id}`);

    // Delete from the list's actions menu, with the spec's confirm text.
    await page.goto('/equipment');
    await search(page, serial);
    await page.getByRole('link', { name: 'Server Room Split (upstairs)', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Actions for Server Room Split (upstairs)' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Equipment' });
    await confirm.getByText(CONFIRM, { exact: true }).waitFor();
    await screenshot(page, 'equipment-delete-confirm-desktop');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Equipment deleted').waitFor();
    await page.getByText('No equipment matches your search').waitFor();
    await page.goto(`/equipment/${id}`);
    await page.getByText('Equipment not found').waitFor();
    await page.context().close();
  });

  it('a load failure says so and Try again loads; edits from the list menu; a failed delete keeps the dialog open; no match says so', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: null });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('EquipmentList')) return route.fulfill({ status: 500, body: 'boom' });
      return route.fallback();
    });
    await page.goto('/equipment');
    await page.getByText('Failed to load equipment').waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    const firstMenu = page.getByRole('button', { name: /^Actions for / }).first();
    await firstMenu.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Equipment' });
    await edit.waitFor();
    expect(await edit.getByLabel('Name').inputValue()).not.toBe('');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    await firstMenu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Equipment' });
    await answerNext(page, 'DeleteEquipment', { status: 500, contentType: 'application/json', body: '{"error":"Server down"}' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Failed to delete').waitFor();
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    await search(page, 'zzz-no-such-equipment');
    await page.getByText('No equipment matches your search').waitFor();
    await page.context().close();
  });

  it('a technician may add and edit but is not offered Delete', async () => {
    const page = await openPage(browser);
    await login(page, 'jake@coolair.com.au', { to: '/equipment' });
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'New Equipment' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('keeps the assistant’s button out of a dialog’s way at 1280 and 390 px: hidden while it is open', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: '/equipment' });
    const launcher = page.locator('button[aria-haspopup="dialog"]', { hasText: 'AI Assistant' });
    // One page at both widths: the launcher's place and size follow the width in CSS.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
      await launcher.waitFor();
      await page.getByRole('button', { name: 'New Equipment' }).first().click();
      await page.getByRole('dialog', { name: 'New Equipment' }).waitFor();
      await screenshot(page, `equipment-dialog-${width}`, { fullPage: false });
      await expect.poll(() => launcher.isVisible(), { message: `${width} px` }).toBe(false);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog', { name: 'New Equipment' }).waitFor({ state: 'detached' });
      await expect.poll(() => launcher.isVisible(), { message: `${width} px` }).toBe(true);
    }
    await page.context().close();
  });
});
