import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dialogViolations, expectRoutesClean, firstId, openAxePage } from './axe';
import { gql, launch, login } from './browser';

// axe (WCAG 2 A and AA, colour contrast included) over the quote and invoice screens, at desktop and phone widths;
// the rest of the main app is in accessibility-main.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it.each([1280, 390])(
  'the quote and invoice screens pass (lists, editors, details, the email dialog), at %i px',
  { timeout: 180_000 },
  async (width) => {
    const page = await openAxePage(browser, width);
    await login(page, 'admin@coolair.com.au');
    const customer = await firstId(page, '{ customers(first: 1) { edges { node { id } } } }');
    const lines = [{ itemName: 'Service', quantity: 1, unitPriceCents: 15000 }];
    const { createQuote } = await gql<{ createQuote: { id: string } }>(
      page,
      'mutation($i: QuoteInput!) { createQuote(input: $i) { ... on Quote { id } } }',
      { i: { customerId: customer, title: 'Axe quote', lines } },
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
    expect(await dialogViolations(page, page.getByRole('dialog', { name: 'Email Invoice' }))).toEqual([]);
    await page.context().close();
  },
);
