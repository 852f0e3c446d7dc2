import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, gql, launch, login, openPage, screenshot } from './browser';

// The jobs screens in Chromium against the real API and the demo business (Coolair Services).

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);

/** A real PNG: a 48×48 gradient in one colour family (hue 0–2), so the photos are told apart in screenshots. */
function png(hue: number): Buffer {
  const size = 48;
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.concat([
      Buffer.from([0]),
      ...Array.from({ length: size }, (_, x) =>
        Buffer.from([hue === 0 ? 200 : 40 + x * 3, hue === 1 ? 180 : 60 + y * 3, hue === 2 ? 220 : 90]),
      ),
    ]),
  );
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function noHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

describe('jobs list', () => {
  it('filters by status and searches', async () => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: '/jobs' });
    await page.getByRole('heading', { name: 'Jobs', exact: true }).waitFor();
    await page.getByRole('link').filter({ hasText: /./ }).nth(12).waitFor();
    await screenshot(page, 'jobs-list-desktop');

    await page.getByRole('tab', { name: /^All \d+$/ }).click(); // cancelled work is in All, not in Today & upcoming
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await page.waitForFunction(() => {
      const badges = [...document.querySelectorAll('main section [data-tone]')];
      return badges.length > 0 && badges.every((b) => b.textContent === 'Cancelled');
    });
    const badges = await page.locator('main section [data-tone]').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['Cancelled']));

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('zz-no-such-job');
    await page.getByText('No jobs match your search or filter').waitFor();
    await page.context().close();
    // The list on a technician's phone, fitting 390 px: screens-phone.e2e.test.ts.
  });
});

describe('creating a job', () => {
  it('creates a customer and equipment inline while creating a job, in Melbourne time', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: null });
    const id = stamp();
    await page.goto('/jobs/new');
    await page.getByRole('heading', { name: 'New Job' }).waitFor();

    // Title is required.
    await page.getByRole('button', { name: 'Create Job' }).click();
    await page.getByText('Title is required').waitFor();

    await page.getByRole('textbox', { name: 'Title' }).fill(`Install ${id}`);
    await page.getByRole('button', { name: /Job type/ }).click();
    await page.getByRole('option', { name: 'Installation' }).click();
    await page.getByText("based on the equipment's service interval").waitFor();

    // Equipment waits for a customer.
    expect(await page.getByRole('combobox', { name: 'Add equipment' }).isDisabled()).toBe(true);
    await page.getByText('Please select a customer first').first().waitFor();

    const customer = page.getByRole('combobox', { name: 'Customer' });
    await customer.fill(`Bayside Bakery ${id}`);
    await chooseOption(customer, page.getByRole('option', { name: `Create new customer "Bayside Bakery ${id}"` }));
    await page.getByText('Customer created').waitFor();

    const equipment = page.getByRole('combobox', { name: 'Add equipment' });
    await expect.poll(() => equipment.isDisabled()).toBe(false);
    await equipment.fill(`Oven hood fan ${id}`);
    await chooseOption(equipment, page.getByRole('option', { name: `Create "Oven hood fan ${id}"` }));
    await page.getByText('Equipment created').waitFor();
    await page.keyboard.press('Escape'); // close the list (while open, the rest of the page is hidden from assistive technology)
    await page.getByRole('list', { name: 'Chosen equipment' }).getByText(`Oven hood fan ${id}`).waitFor();

    const date = page.getByRole('group', { name: 'Scheduled date' });
    await date.getByRole('spinbutton').first().click();
    await page.keyboard.type('15062027');
    const time = page.getByRole('group', { name: 'Time' });
    await time.getByRole('spinbutton').first().click();
    await page.keyboard.type('0930');
    await page.keyboard.type('a');

    await page.getByText('Jake Wilson').click();
    expect(await page.getByRole('checkbox', { name: /^Jake/ }).isChecked()).toBe(true);
    await screenshot(page, 'job-new-desktop');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await page.waitForURL((url) => /^\/jobs\/[\w-]+$/.test(url.pathname));
    await page.getByRole('heading', { name: `Install ${id}` }).waitFor();
    await page.getByText(`Bayside Bakery ${id}`).first().waitFor();
    await page.getByText(`Oven hood fan ${id}`).waitFor();
    await page.getByText(/Tue,? 15 June? 2027, 9:30\sam/).waitFor();
    await page.getByRole('button', { name: 'Confirm Job' }).waitFor();
    await screenshot(page, 'job-detail-desktop');

    await page.getByRole('button', { name: 'Confirm Job' }).click();
    await page.getByText('Job confirmed successfully ✔').waitFor();
    await page.getByRole('button', { name: 'Confirm Job' }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('pre-selects the customer from ?customerId= and fits a phone', async () => {
    const page = await openPage(browser, 390);
    await login(page, 'manager@coolair.com.au', { to: null });
    const data = await gql<{ customers: { edges: { node: { id: string; name: string } }[] } }>(
      page,
      '{ customers(first: 1) { edges { node { id name } } } }',
      {},
    );
    const customer = data.customers.edges[0].node;
    await page.goto(`/jobs/new?customerId=${customer.id}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Customer' }).inputValue()).toBe(customer.name);
    expect(await page.getByRole('combobox', { name: 'Add equipment' }).isDisabled()).toBe(false);
    await screenshot(page, 'job-new-mobile');
    await noHorizontalScroll(page);
    await page.context().close();
  });
});

describe('completing a Service job', () => {
  it('moves it to Completed Jobs and the follow-up job appears in the list', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: null });
    const id = stamp();
    const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
      page,
      'mutation($n: String!) { createCustomer(input: { name: $n }) { ... on Customer { id } } }',
      {
        n: `Northcote Clinic ${id}`,
      },
    );
    const { createEquipment } = await gql<{ createEquipment: { id: string } }>(
      page,
      'mutation($n: String!, $c: ID!) { createEquipment(input: { name: $n, customerId: $c, serviceIntervalMonths: 12 }) { ... on Equipment { id } } }',
      { n: `Clinic ducted ${id}`, c: createCustomer.id },
    );
    const { createJob } = await gql<{ createJob: { id: string } }>(
      page,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
      {
        input: {
          title: `Annual service ${id}`,
          jobType: 'service',
          customerId: createCustomer.id,
          scheduledAt: '2026-12-01T22:30:00.000Z',
          equipmentIds: [createEquipment.id],
        },
      },
    );

    await page.goto(`/jobs/${createJob.id}`);
    await page.getByRole('button', { name: 'Complete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Complete this job?' });
    await dialog.getByText('A follow-up service is booked').waitFor();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');

    await page.getByRole('searchbox', { name: 'Search jobs' }).fill(`Clinic ducted ${id}`);
    await page.getByRole('link', { name: `Service: Clinic ducted ${id}` }).waitFor();
    await page.getByText(/Thu,? 2 Dec 2027, 9:30\sam/).waitFor();
    await screenshot(page, 'jobs-follow-up-desktop');

    await page.getByRole('button', { name: 'Completed Jobs' }).click();
    // The jobs list links the completed job too (as Done): click its card only once on the Completed Jobs page.
    await page.waitForURL((url) => url.pathname === '/completed-jobs');
    await page.getByRole('heading', { level: 1, name: 'Completed Jobs' }).waitFor();
    await page.getByRole('link', { name: `Annual service ${id}` }).click();
    // The list's card has the same title as a level-2 heading: the page's own is level 1.
    await page.waitForURL((url) => url.pathname.startsWith('/completed-jobs/'));
    await page.getByRole('heading', { level: 1, name: `Annual service ${id}` }).waitFor();
    await page.getByText('Completed', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Convert to Invoice' }).waitFor(); // invoice the completed job
    await screenshot(page, 'completed-job-desktop');
    await page.context().close();
  });
});

describe('Notes & Charges', () => {
  it('adds a note, hours, a part and photos, and shows them in the viewer', async () => {
    const page = await openPage(browser);
    await login(page, 'jake@coolair.com.au', { to: null });
    const id = stamp();
    const { createJob } = await gql<{ createJob: { id: string } }>(
      page,
      'mutation($input: CreateJobInput!) { createJob(input: $input) { ... on Job { id } } }',
      {
        input: { title: `Leak check ${id}` },
      },
    );
    await page.goto(`/jobs/${createJob.id}/notes`);
    await page.getByRole('heading', { name: 'Notes & Charges' }).waitFor();

    await page.getByRole('textbox', { name: 'Add a note' }).fill('Condensate line blocked; cleared and flushed.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByRole('list', { name: 'Notes' }).getByText('Condensate line blocked; cleared and flushed.').waitFor();

    await page
      .getByRole('button', { name: /^0\.5 hours\s+Hours/ })
      .click()
      .catch(() => page.getByRole('button', { name: /Hours/ }).first().click());
    await page.getByRole('option', { name: '1.5 hours' }).click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Diagnosis and repair');
    await page.getByRole('button', { name: 'Add Hours' }).click();
    await page.getByRole('list', { name: 'Hours' }).getByText('1.5 hours – Diagnosis and repair').waitFor();

    await page.getByRole('combobox', { name: 'Part' }).fill('Drain pan tablets');
    await page.getByRole('combobox', { name: 'Part' }).press('Tab');
    await page.getByRole('button', { name: /Quantity/ }).click();
    await page.getByRole('option', { name: '4', exact: true }).click();
    await page.getByRole('button', { name: 'Add Part' }).click();
    await page.getByRole('list', { name: 'Parts' }).getByText('Drain pan tablets').waitFor();

    await page.locator('input[type=file]').setInputFiles([
      { name: 'before.png', mimeType: 'image/png', buffer: png(0) },
      { name: 'after.png', mimeType: 'image/png', buffer: png(2) },
    ]);
    await page.getByRole('button', { name: 'Open photo 2 of 2' }).waitFor();
    await page.getByRole('heading', { name: 'Photos (2)' }).waitFor();
    await screenshot(page, 'job-notes-desktop');

    await page.getByRole('button', { name: 'Open photo 1 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 2' });
    await viewer.getByRole('img').waitFor();
    await viewer.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Photo 2 of 2' }).waitFor();
    await screenshot(page, 'job-photo-viewer-desktop');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByRole('heading', { name: 'Photos (1)' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'job-notes-mobile');
    await noHorizontalScroll(page);

    await page.goto(`/jobs/${createJob.id}`);
    await page.getByRole('heading', { name: `Leak check ${id}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0); // technicians do not delete jobs
    expect(await page.getByRole('button', { name: 'Send SMS' }).count()).toBe(1); // technicians send the confirmation of jobs they see
    await screenshot(page, 'job-detail-mobile');
    await noHorizontalScroll(page);

    await page.goto(`/jobs/${createJob.id}/edit`);
    await page.getByRole('button', { name: 'Open photo 1 of 1' }).waitFor();
    await page.waitForLoadState('networkidle'); // the form's data has settled before it is edited
    await page.getByRole('textbox', { name: 'Title' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(`Leak check ${id} (done)`);
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${createJob.id}`);
    await page.getByRole('heading', { name: `Leak check ${id} (done)` }).waitFor();
    await page.context().close();
  });
});
