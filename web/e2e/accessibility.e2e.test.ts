import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, gql, launch, login, openPage } from './browser';

// axe (WCAG 2 A and AA, colour contrast included) over every built route and the main dialogs, in Chromium with
// the real styles: Storybook's stories alone missed a global reset that turned button text dark on blue.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe is injected as a script, which the app's Content-Security-Policy (rightly) refuses. */
const AXE = { bypassCSP: true };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The page settled (no skeleton or busy region left), then axe's violations, one line per element. */
async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]')).catch(() => {});
  await page.waitForTimeout(350); // entry animations finish: axe reads the final colours
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return result.violations as Violation[];
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}) at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

async function firstId(page: Page, query: string): Promise<string> {
  const data = await gql<Record<string, { edges: { node: { id: string } }[] }>>(page, query);
  return Object.values(data)[0].edges[0].node.id;
}

async function expectRoutesClean(page: Page, routes: string[]) {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    for (const line of await violations(page)) problems.push(`${route}: ${line}`);
  }
  expect(problems).toEqual([]);
}

// Each test sweeps many routes in one signed-in page; a busy machine stretches a sweep past the default minute.
describe('accessibility (axe, contrast included)', { timeout: 240_000 }, () => {
  it('the public pages pass', async () => {
    const page = await openPage(browser, 1280, AXE);
    await expectRoutesClean(page, [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/reset-password/x',
      '/support-admin/login',
    ]);
    await page.context().close();
  });

  it('every screen of the main app passes for an admin, at 1280 px', async () => {
    const page = await openPage(browser, 1280, AXE);
    await login(page, 'admin@coolair.com.au');
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
      '/subscription',
      '/no-such-page',
    ]);
    await page.context().close();
  });

  it('the messaging screens pass: Settings → Messages and the Send SMS dialog', async () => {
    const page = await openPage(browser, 1280, AXE);
    await login(page, 'admin@coolair.com.au');
    await expectRoutesClean(page, ['/settings?tab=messages']);
    const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
    await page.goto(`/jobs/${job}`);
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await page.getByRole('dialog', { name: 'Send SMS' }).getByLabel('Message').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('dialogs pass: Add Member, New Equipment, the delete confirmation, the import errors', async () => {
    const page = await openPage(browser, 1280, AXE);
    await login(page, 'admin@coolair.com.au');
    const problems: string[] = [];
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').first();
    const check = async (name: string) => {
      await dialog.waitFor();
      for (const line of await violations(page)) problems.push(`${name}: ${line}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    };
    await page.goto('/members');
    await page.getByRole('button', { name: 'Add Member' }).click();
    await check('Add Member');
    await page.goto('/equipment');
    await page.getByRole('button', { name: 'New Equipment' }).first().click();
    await check('New Equipment');
    const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
    await page.goto(`/customers/${customer}`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await check('Delete customer');
    // The CSV import's error panel (a file whose one row is refused: nothing is imported).
    await page.goto('/customers');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('Company Name,Email,Postcode\n,bad,30\n') });
    await page.getByRole('dialog', { name: 'Rows not imported' }).waitFor();
    await page.getByRole('dialog', { name: 'Importing CSV' }).waitFor({ state: 'detached' });
    await check('Import errors');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([1280, 390])(
    'the quote and invoice screens pass (lists, editors, details, the email dialog), at %i px',
    { timeout: 240_000 },
    async (width) => {
      const page = await openPage(browser, width, AXE);
      await login(page, 'admin@coolair.com.au');
      const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
      const lines = [{ itemName: 'Service', quantity: 1, unitPriceCents: 15000 }];
      const { createQuote } = await gql<{ createQuote: { id: string } }>(
        page,
        'mutation($i: QuoteInput!) { createQuote(input: $i) { ... on Quote { id } } }',
        {
          i: { customerId: customer, title: 'Axe quote', lines },
        },
      );
      const { createInvoice } = await gql<{ createInvoice: { id: string } }>(
        page,
        'mutation($i: InvoiceInput!) { createInvoice(input: $i) { ... on Invoice { id } } }',
        { i: { customerId: customer, title: 'Axe invoice', lines } },
      );
      await expectRoutesClean(page, [
        '/quotes',
        '/quotes/new',
        `/quotes/${createQuote.id}`,
        `/quotes/${createQuote.id}/edit`,
        '/invoices',
        '/invoices?tab=overdue',
        '/invoices/new',
        `/invoices/${createInvoice.id}`,
      ]);
      await page.getByRole('button', { name: 'Email', exact: true }).click();
      await page.getByRole('dialog', { name: 'Email Invoice' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    },
  );

  it('a technician’s screens pass on a phone, at 390 px', async () => {
    const page = await openPage(browser, 390, AXE);
    await login(page, 'jake@coolair.com.au');
    const job = await firstId(page, '{ jobs(first: 1, view: all) { edges { node { id } } } }');
    await expectRoutesClean(page, ['/', '/jobs', `/jobs/${job}`, `/jobs/${job}/notes`, '/schedule', '/customers', '/equipment']);
    await page.context().close();
  });

  it('the support Admin Console passes, at 1280 and 390 px, and the invite dialog and a dead join link', async () => {
    for (const width of [1280, 390]) {
      const page = await openPage(browser, width, AXE);
      await page.goto('/support-admin/login');
      await page.getByLabel('Email').fill('support@spanner.com.au');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/support-admin');
      await expectRoutesClean(page, [
        '/support-admin/admin',
        '/support-admin/admin/invites',
        '/support-admin/admin/audit',
        '/support-admin/join/not-a-link',
      ]);
      await page.goto('/support-admin/admin/invites');
      await page.getByRole('button', { name: 'Invite staff' }).click();
      await page.getByRole('dialog', { name: 'Invite staff' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('the support ticket screens pass: the main app’s at 1280 px, the staff portal’s at 1280 and 390 px', async () => {
    const member = await openPage(browser, 1280, AXE);
    await login(member, 'admin@coolair.com.au');
    const { supportTickets } = await gql<{ supportTickets: { tickets: { id: string }[] } }>(
      member,
      '{ supportTickets(limit: 1) { tickets { id } } }',
    );
    const ticket = supportTickets.tickets[0]?.id as string;
    await expectRoutesClean(member, ['/support', '/support/new', '/support/tickets', `/support/ticket/${ticket}`]);
    await member.context().close();
    for (const width of [1280, 390]) {
      const page = await openPage(browser, width, AXE);
      await page.goto('/support-admin/login');
      await page.getByLabel('Email').fill('help@spanner.com.au');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/support-admin');
      await expectRoutesClean(page, [
        '/support-admin',
        '/support-admin/tickets',
        `/support-admin/tickets/${ticket}`,
        '/support-admin/my-tickets',
      ]);
      await page.context().close();
    }
  });
});
