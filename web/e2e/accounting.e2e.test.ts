import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violations } from './axe';
import { baseUrl, gql, launch, login, openPage, screenshot } from './browser';

// The books journey against the Xero fake (docs/accounting.md): the admin connects Xero from Settings → Accounting
// (Xero's consent page, PKCE, back to Spanner), an invoice emailed to its customer reaches Xero by itself and its page
// says "Sent to Xero · view", the business records the customer's payment in Xero, Xero's signed webhook brings it
// back and the invoice shows Paid in Spanner; the activity page lists what went each way; another invoice changed in
// Xero and again in Spanner stops as a conflict, resolved on the activity page. Disconnected at the end, so
// this worker's other files email invoices without a connection.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const xero = (path: string, init?: RequestInit) => fetch(`${inject('fakeXeroUrl')}${path}`, init).then((r) => r.json());
const stamp = () => Date.now().toString(36).slice(-5);

describe('books that reconcile themselves', { timeout: 240_000 }, () => {
  it('connect Xero → an emailed invoice goes to Xero → paid in Xero → Paid in Spanner; the activity says so; a conflict resolved', async () => {
    const office = await openPage(browser, 1280, { bypassCSP: true });
    await login(office, 'admin@coolair.com.au', { to: '/settings?tab=accounting' });
    try {
      await office.getByRole('button', { name: 'Connect Xero' }).click();
      await office.getByText('Xero is connected.').waitFor();
      await office.getByText('Demo Company (AU)').first().waitFor();
      // Who owns customers' details, said as it is: Spanner by default, its edits sent to Xero.
      await office.getByText("A customer's name, email, ABN, phone and street address changed in Spanner are sent to Xero").waitFor();
      // The demo file has tracking categories, so invoice lines can carry the job's type or technician.
      await office.getByRole('button', { name: /Track invoice lines by/ }).waitFor();
      await screenshot(office, 'accounting-settings-desktop');
      expect(await violations(office)).toEqual([]);
      await office.setViewportSize({ width: 390, height: 844 });
      await screenshot(office, 'accounting-settings-phone');
      expect(await violations(office)).toEqual([]);
      await office.setViewportSize({ width: 1280, height: 860 });

      const id = stamp();
      const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
        office,
        'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
        { i: { name: `Harbour Dental ${id}`, email: `books-${id}@example.test` } },
      );
      const { createInvoice } = await gql<{ createInvoice: { id: string; number: string } }>(
        office,
        'mutation($i: InvoiceInput!) { createInvoice(input: $i) { ... on Invoice { id number } } }',
        {
          i: {
            customerId: createCustomer.id,
            title: `Split system service ${id}`,
            lines: [{ itemName: 'Service', quantity: 1, unitPriceCents: 30000, taxRate: 10 }],
          },
        },
      );
      const { number } = createInvoice;
      await office.goto(`/invoices/${createInvoice.id}`);
      await office.getByRole('button', { name: 'Send to Xero (goes when sent)' }).waitFor();
      await office.getByRole('button', { name: 'Email', exact: true }).click();
      await office.getByRole('dialog', { name: 'Email Invoice' }).getByRole('button', { name: 'Send' }).click();
      await office.getByText('Invoice sent', { exact: true }).first().waitFor();

      // The push runs in the background; the button follows it to Xero's page of the invoice.
      const inXero = office.getByRole('link', { name: 'Sent to Xero · view' });
      await inXero.waitFor({ timeout: 60_000 });
      expect(await inXero.getAttribute('href')).toMatch(/^https:\/\/go\.xero\.com\/AccountsReceivable\/View\.aspx\?InvoiceID=/);
      const held = (await xero('/_test/invoices')) as { number: string; status: string; total: number }[];
      expect(held.filter((i) => i.number === number)).toEqual([{ number, status: 'AUTHORISED', total: 330, amountPaid: 0 }]);

      // The customer paid by bank transfer; the business records it in Xero, which tells Spanner.
      const paid = await xero('/_test/pay', {
        method: 'POST',
        body: JSON.stringify({ number, amount: 330, notify: `${baseUrl()}/api/webhooks/xero` }),
      });
      expect(paid).toEqual({ webhookStatus: 200 });
      // The invoice page follows the payment live: the paid banner.
      await office.getByText(/^Paid on \d/).waitFor({ timeout: 60_000 });
      await screenshot(office, 'invoice-in-xero-desktop');
      await office.setViewportSize({ width: 390, height: 844 });
      await screenshot(office, 'invoice-in-xero-phone');
      await office.setViewportSize({ width: 1280, height: 860 });

      await office.goto('/settings/accounting/activity');
      await office.getByRole('heading', { name: 'Accounting activity' }).waitFor();
      await office
        .getByRole('row', { name: new RegExp(`Invoice · ${number}`) })
        .getByText('sent')
        .waitFor();
      await office
        .getByRole('row', { name: new RegExp(`Contact · Harbour Dental ${id}`) })
        .getByText('sent')
        .waitFor();
      await office.getByRole('row', { name: /Payment · \$330\.00 .*\(from Xero\)/ }).waitFor();
      await screenshot(office, 'accounting-activity-desktop');
      expect(await violations(office)).toEqual([]);
      await office.setViewportSize({ width: 390, height: 844 });
      await screenshot(office, 'accounting-activity-phone');
      expect(await violations(office)).toEqual([]);
      await office.setViewportSize({ width: 1280, height: 860 });

      // Another invoice, changed in Xero after it went there and changed again in Spanner: a conflict to resolve.
      const second = await gql<{ createInvoice: { id: string; number: string } }>(
        office,
        'mutation($i: InvoiceInput!) { createInvoice(input: $i) { ... on Invoice { id number } } }',
        { i: { customerId: createCustomer.id, lines: [{ itemName: 'Gas top-up', quantity: 1, unitPriceCents: 10000, taxRate: 10 }] } },
      );
      const other = second.createInvoice;
      const emailFromPage = async () => {
        await office.getByRole('button', { name: 'Email', exact: true }).click();
        await office.getByRole('dialog', { name: 'Email Invoice' }).getByRole('button', { name: 'Send' }).click();
        await office.getByText('Invoice sent', { exact: true }).first().waitFor();
      };
      await office.goto(`/invoices/${other.id}`);
      await emailFromPage();
      await office.getByRole('link', { name: 'Sent to Xero · view' }).waitFor({ timeout: 60_000 });
      expect(await xero('/_test/edit', { method: 'POST', body: JSON.stringify({ number: other.number, quantity: 2 }) })).toEqual({
        total: 220,
      });
      await gql(office, 'mutation($id: ID!, $i: InvoiceInput!) { updateInvoice(id: $id, input: $i) { __typename } }', {
        id: other.id,
        i: { lines: [{ itemName: 'Gas top-up', quantity: 1, unitPriceCents: 12000, taxRate: 10 }] },
      });
      await office.reload();
      await emailFromPage();
      await office.getByRole('link', { name: 'Changed in Xero too · resolve' }).click({ timeout: 60_000 });
      const conflict = office.getByRole('heading', { name: `Changed on both sides · ${other.number} · Harbour Dental ${id}` });
      await conflict.waitFor();
      await office.getByRole('row', { name: /Line 1 quantity/ }).waitFor();
      await screenshot(office, 'accounting-conflict-desktop');
      expect(await violations(office)).toEqual([]);
      await office.setViewportSize({ width: 390, height: 844 });
      await screenshot(office, 'accounting-conflict-phone');
      expect(await violations(office)).toEqual([]);
      await office.getByRole('button', { name: "Keep Spanner's" }).click();
      await office.getByText("Spanner's invoice goes to Xero").first().waitFor();
      await conflict.waitFor({ state: 'detached' });
      // The push job sends Spanner's over Xero's edit.
      await expect
        .poll(
          async () =>
            ((await xero('/_test/invoices')) as { number: string; total: number }[]).find((i) => i.number === other.number)?.total,
          {
            timeout: 60_000,
          },
        )
        .toBe(132);
    } finally {
      await gql(office, 'mutation { disconnectAccounting { __typename } }').catch(() => {});
      await office.context().close();
    }
  });
});
