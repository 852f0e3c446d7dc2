import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, midnightOf, toLocalInput } from '../../api/src/rules/zoned-time';
import { dialogViolations, openAxePage } from './axe';
import { gql, launch, login, openPage, screenshot } from './browser';

// The service board as the office uses it: the admin opens /service, filters to this month, books five
// units across two technicians with an SMS to confirm; a manager watching the schedule sees the visits arrive live;
// one customer confirms through the link in the SMS (read from Settings → Messages, the local outbox) and the board
// shows it. The units are the test's own: an equipment type no other file uses, due today (serviced a year ago).

let browser: Browser;
let admin: Page;
const stamp = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const equipmentType = `Board test ${stamp}`;
const zone = 'Australia/Melbourne';
const phoneOf = (i: number) => `04${String(Date.now() % 1_000_000).padStart(6, '0')}${i}${i}`.slice(0, 10);

interface Unit {
  id: string;
  name: string;
}

async function createCustomer(page: Page, name: string, phone: string): Promise<string> {
  const data = await gql<{ createCustomer: { id?: string; message?: string } }>(
    page,
    'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { ... on Customer { id } ... on AppError { message } } }',
    { input: { name, contactName: 'Alex Reid', phone, street: '3 Bay St', suburb: 'Brighton', state: 'VIC', postcode: '3186' } },
  );
  if (!data.createCustomer.id) throw new Error(`createCustomer: ${data.createCustomer.message}`);
  return data.createCustomer.id;
}

async function createUnit(page: Page, name: string, customerId: string): Promise<Unit> {
  // Serviced exactly a year ago today: due today, so in this week's and this month's sections.
  const lastServiceEnteredAt = midnightOf(addMonths(toLocalInput(new Date(), zone).date, -12), zone).toISOString();
  const data = await gql<{ createEquipment: { id?: string; message?: string } }>(
    page,
    'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { ... on Equipment { id } ... on AppError { message } } }',
    { input: { name, customerId, equipmentType, serviceIntervalMonths: 12, lastServiceEnteredAt } },
  );
  if (!data.createEquipment.id) throw new Error(`createEquipment: ${data.createEquipment.message}`);
  return { id: data.createEquipment.id, name };
}

let units: Unit[] = [];
let confirmingPhone = '';

beforeAll(async () => {
  browser = await launch();
  // Able to run axe (its script injected past the CSP): the Book dialog is checked where it opens.
  admin = await openAxePage(browser, 1280);
  await login(admin, 'admin@coolair.com.au', { to: null });
  confirmingPhone = phoneOf(1);
  const cafe = await createCustomer(admin, `Seacliff Cafe ${stamp}`, confirmingPhone);
  const gym = await createCustomer(admin, `Seacliff Gym ${stamp}`, phoneOf(2));
  units = [
    await createUnit(admin, `Cafe split ${stamp}`, cafe),
    await createUnit(admin, `Cafe cool room ${stamp}`, cafe),
    await createUnit(admin, `Gym ducted ${stamp}`, gym),
    await createUnit(admin, `Gym office split ${stamp}`, gym),
    await createUnit(admin, `Gym foyer cassette ${stamp}`, gym),
  ];
});
afterAll(() => browser?.close());

/** A technician for a unit in the Book dialog, from the row's Technician list. */
async function chooseTechnician(page: Page, unit: string, technician: string) {
  await page.getByRole('button', { name: new RegExp(`Technician for ${unit}`) }).click();
  await page.getByRole('option', { name: technician, exact: true }).click();
  // The list fades out: the next row's list is opened only once this one has gone.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('the service board', { timeout: 120_000 }, () => {
  it('books five due units across two technicians, live on the schedule; a customer confirms by SMS and the board shows it', async () => {
    // The day the dialog books by default: the first weekday from tomorrow. The visits go around the technicians'
    // jobs already on the schedule; with twelve visits a day (8 am to 8 pm), three units each still fit on that day.
    // The manager watches Jake's week (a day shows eight pills before '+N more', and the demo's day is full).
    let day = addDays(toLocalInput(new Date(), zone).date, 1);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
    const watcher = await openPage(browser);
    await login(watcher, 'manager@coolair.com.au', { to: null });
    const { members } = await gql<{ members: { id: string; name: string }[] }>(watcher, '{ members { id name } }');
    const jake = members.find((m) => m.name === 'Jake Wilson')?.id;
    await watcher.goto(`/schedule?view=week&date=${day}&tech=${jake}`);
    await watcher.locator('[data-view="week"]:not([aria-busy])').waitFor();

    await admin.goto('/service');
    await admin.getByRole('tab', { name: /^Due this month/ }).click();
    await admin.getByRole('textbox', { name: 'Equipment type' }).fill(equipmentType);
    await admin.waitForURL((url) => url.searchParams.get('window') === 'month' && url.searchParams.get('type') === equipmentType);
    await admin.getByRole('tab', { name: 'Due this month 5' }).waitFor();
    // React Aria keeps the input under its drawn box: ticked from the keyboard, as a click on the box would.
    for (const unit of units) await admin.getByRole('checkbox', { name: `Select ${unit.name}` }).press('Space');
    await admin.getByText('5 selected').waitFor();
    await screenshot(admin, 'service-board-selected-desktop');
    await admin.getByRole('button', { name: 'Book', exact: true }).click();

    const dialog = admin.getByRole('dialog', { name: 'Book 5 services' });
    await dialog.waitFor();
    for (const [i, unit] of units.entries()) await chooseTechnician(admin, unit.name, i < 3 ? 'Jake Wilson' : 'Priya Sharma');
    const visitsADay = dialog.getByRole('textbox', { name: 'Visits a day' });
    await visitsADay.fill('12');
    await visitsADay.press('Tab');
    await dialog.getByRole('checkbox', { name: 'Send SMS to confirm' }).press('Space');
    await screenshot(admin, 'service-book-dialog-desktop');
    expect(await dialogViolations(admin, dialog)).toEqual([]);
    // A double click books once: the dialog sends one client key, and waits while the first press is answered.
    await dialog.getByRole('button', { name: 'Book', exact: true }).dblclick();
    // The cafe's two units are one visit of Jake's, the gym's two one of Priya's: three Service jobs.
    await dialog.getByText('5 services booked in 3 visits').waitFor();
    const booked = dialog.getByRole('list', { name: 'Booked jobs' }).getByRole('link');
    const jobIds = (await booked.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map((h) => h.split('/').pop()!);
    expect(jobIds).toHaveLength(3);

    const { jobs } = await gql<{ jobs: { edges: { node: { id: string; technicians: { id: string; name: string }[] } }[] } }>(
      admin,
      'query($search: String) { jobs(view: all, search: $search, first: 20) { edges { node { id technicians { id name } } } } }',
      { search: stamp },
    );
    expect(new Set(jobs.edges.map((e) => e.node.id))).toEqual(new Set(jobIds));
    expect(new Set(jobs.edges.flatMap((e) => e.node.technicians.map((t) => t.name)))).toEqual(new Set(['Jake Wilson', 'Priya Sharma']));
    // The manager's schedule, open since before the booking, shows Jake's visits live.
    const jakes = jobs.edges.filter((e) => e.node.technicians.some((t) => t.id === jake)).map((e) => e.node.id);
    expect(jakes.length).toBeGreaterThan(0);
    for (const id of jakes) await watcher.locator(`[data-view="week"] a[data-job-id="${id}"]`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The cafe's SMS, as the local outbox keeps it in Settings → Messages, holds the confirm link. The texts are sent by
    // a background job after the booking, and the Messages tab reads its list once: it is opened once the server holds
    // the text (on a busy machine the job can run after the tab has loaded, which then never shows it).
    const to = `+61${confirmingPhone.slice(1)}`;
    const texted = async () => {
      const { messages } = await gql<{ messages: { edges: { node: { to: string } }[] } }>(
        admin,
        'query { messages(first: 50, channel: sms) { edges { node { to } } } }',
      );
      return messages.edges.some((e) => e.node.to === to);
    };
    await expect.poll(texted, { timeout: 30_000 }).toBe(true);
    await admin.goto('/settings?tab=messages');
    const sms = admin.getByRole('listitem', { name: `SMS to ${to}` }).first();
    await sms.waitFor();
    const text = (await sms.getByText(/\/c\/[\w-]+/).textContent()) ?? '';
    const link = new URL(text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const customer = await openPage(browser, 390);
    await customer.goto(link.pathname);
    await customer.getByRole('button', { name: 'Confirm' }).click();
    await customer.getByText('Thank you: your booking is confirmed.').waitFor();
    await customer.context().close();

    // Back on the board: the cafe's units show the customer's answer, the gym's are still waiting for one.
    await admin.goto(`/service?window=month&type=${encodeURIComponent(equipmentType)}`);
    const row = (name: string) => admin.getByRole('region', { name, exact: true });
    await row(units[0].name).getByText('Confirmed', { exact: true }).waitFor();
    await row(units[2].name).getByText('Not answered', { exact: true }).waitFor();
    await screenshot(admin, 'service-board-confirmed-desktop');
    await watcher.context().close();
  });
});
