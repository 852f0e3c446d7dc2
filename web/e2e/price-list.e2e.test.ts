import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, gql, launch, login, openPage, screenshot } from './browser';

// The price list and the job diary in Chromium: the price list screen, parts priced from it (unpriced ones
// marked and warned about before completion), diary entries edited and deleted, and the completed job's GST,
// total and follow-up.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);

/** A Service job for a new customer with one unit on a 12-month interval, assigned to Jake. */
async function serviceJob(page: Page, id: string) {
  const { members } = await gql<{ members: { id: string; name: string }[] }>(page, '{ members { id name } }');
  const jake = members.find((m) => m.name === 'Jake Wilson')!;
  const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
    page,
    'mutation($n: String!) { createCustomer(input: { name: $n }) { ... on Customer { id } } }',
    { n: `Fitzroy Bakery ${id}` },
  );
  const { createEquipment } = await gql<{ createEquipment: { id: string } }>(
    page,
    'mutation($n: String!, $c: ID!) { createEquipment(input: { name: $n, customerId: $c, serviceIntervalMonths: 12 }) { ... on Equipment { id } } }',
    { n: `Bakery split ${id}`, c: createCustomer.id },
  );
  const { createJob } = await gql<{ createJob: { id: string } }>(
    page,
    'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
    {
      input: {
        title: `Bakery service ${id}`,
        jobType: 'service',
        customerId: createCustomer.id,
        scheduledAt: '2026-12-01T22:30:00.000Z',
        equipmentIds: [createEquipment.id],
        assignedTechIds: [jake.id],
      },
    },
  );
  return createJob.id;
}

describe('the price list and priced parts', () => {
  it('manages the price list, prices parts from it, warns about unpriced parts before completing, and shows GST after', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au');
    const id = stamp();
    const item = `Drain pump ${id}`;

    // The price list: add, search, edit price and tax.
    await page.getByRole('link', { name: 'Price List' }).first().click();
    await page.getByRole('heading', { name: 'Price List' }).waitFor();
    await page.getByRole('button', { name: 'Add Item' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Item' });
    await add.getByRole('button', { name: 'Add Item' }).click();
    await add.getByText('Name is required').waitFor();
    await add.getByRole('textbox', { name: 'Name' }).fill(item);
    await add.getByRole('textbox', { name: 'Unit price' }).fill('85.50');
    await add.getByRole('button', { name: 'Add Item' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search the price list' }).fill(`pump ${id}`);
    const row = page.getByRole('list', { name: 'Price list' }).getByRole('listitem').filter({ hasText: item });
    await row.getByText('$85.50 · GST 10 %').waitFor();
    await row.getByRole('button', { name: `Edit ${item}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Item' });
    await edit.getByRole('textbox', { name: 'Unit price' }).fill('90');
    await edit.getByRole('button', { name: /Tax/ }).click();
    await page.getByRole('option', { name: 'Tax Exempt' }).click();
    // The code of the matching item in the books, which invoice lines made from it carry there.
    await edit.getByRole('textbox', { name: 'Item code (optional)' }).fill(`PUMP-${id}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await row.getByText(`PUMP-${id} · $90.00 · Tax Exempt`).waitFor();
    await screenshot(page, 'price-list-desktop');

    // Parts on a job: one from the price list (searched as you type), one typed that is not on it.
    const jobId = await serviceJob(page, id);
    await page.goto(`/jobs/${jobId}/notes`);
    await page.getByRole('heading', { name: 'Notes & Charges' }).waitFor();
    const part = page.getByRole('combobox', { name: 'Part' });
    await part.fill(`pump ${id}`);
    await chooseOption(part, page.getByRole('option', { name: new RegExp(item) }));
    await page.getByText('On the price list: $90.00 · Tax Exempt').waitFor();
    // Leave the field: on a busy machine the options can open again after a choice (known, not yet understood), and
    // while they are open the rest of the page is hidden from assistive technology.
    await part.press('Tab');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Part' }).click();
    const parts = page.getByRole('list', { name: 'Parts' });
    await parts.getByText('1 × $90.00 = $90.00').waitFor();
    await part.fill(`Mystery clip ${id}`);
    await page.getByText('Not on the price list: charged $0').waitFor();
    await page.keyboard.press('Tab'); // the typed name stays, the list closes
    await page.getByRole('button', { name: 'Add Part' }).click();
    await parts
      .getByRole('listitem')
      .filter({ hasText: `Mystery clip ${id}` })
      .getByText('Unpriced ($0)')
      .waitFor();
    await page.getByRole('region', { name: 'Running total' }).getByText(`Mystery clip ${id}: charged $0`).waitFor();
    await screenshot(page, 'job-parts-priced-desktop');

    // The job page's diary: edit a part's quantity; Complete names the unpriced part and lets the user go back.
    await page.goto(`/jobs/${jobId}`);
    const diary = page.getByRole('region', { name: 'Job diary' });
    await diary.getByRole('button', { name: `Edit part ${item}` }).click();
    const editPart = page.getByRole('dialog', { name: 'Edit part' });
    await editPart.getByRole('button', { name: /Quantity/ }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await editPart.getByRole('button', { name: 'Save' }).click();
    await diary.getByText('2 × $90.00 = $180.00').waitFor();

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const warn = page.getByRole('alertdialog', { name: 'Some parts are not on the price list' });
    await warn.getByRole('list', { name: 'Unpriced parts' }).getByText(`Mystery clip ${id} × 1`).waitFor();
    await screenshot(page, 'job-complete-unpriced-desktop');
    await warn.getByRole('button', { name: 'Go back' }).click();
    await warn.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Complete', exact: true }).count()).toBe(1);

    // Remove the unpriced part; completing no longer warns.
    await diary.getByRole('button', { name: `Delete part Mystery clip ${id}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this part?' }).getByRole('button', { name: 'Delete' }).click();
    await diary.getByText(`Mystery clip ${id}`, { exact: true }).waitFor({ state: 'detached' });
    expect(await diary.getByText('Parts not on the price list').count()).toBe(0);
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Complete this job?' }).getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');

    // The completed job: subtotal, GST (the exempt part adds none), total incl. GST, and the follow-up for Jake.
    const { job } = await gql<{ job: { completion: { id: string } } }>(page, 'query($id: ID!) { job(id: $id) { completion { id } } }', {
      id: jobId,
    });
    await page.goto(`/completed-jobs/${job.completion.id}`);
    const charges = page.getByRole('region', { name: 'Charges' });
    await charges.getByText('$180.00').first().waitFor();
    await charges.getByText('Total incl. GST').waitFor();
    expect(await charges.getByText('$0.00').count()).toBeGreaterThan(0); // no GST on a tax-exempt part
    const followUp = page.getByRole('link', { name: `Service: Bakery split ${id}` });
    await followUp.waitFor();
    await page.getByText(/Jake Wilson/).waitFor();
    await screenshot(page, 'completed-job-gst-desktop');

    // Diary entries of a completed job can no longer be edited.
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('region', { name: 'Job diary' }).getByText(item).waitFor();
    expect(await page.getByRole('button', { name: /^Edit part/ }).count()).toBe(0);

    // Delete from the price list asks first.
    await page.goto('/price-list');
    await page.getByRole('searchbox', { name: 'Search the price list' }).fill(`pump ${id}`);
    await page.getByRole('button', { name: `Delete ${item}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this item?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No items match your search').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('searchbox', { name: 'Search the price list' }).fill('');
    await page.getByRole('list', { name: 'Price list' }).waitFor();
    await screenshot(page, 'price-list-mobile');
    await page.context().close();
  }, 180_000); // one user's whole flow across five screens
});
