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

it('the quote and invoice screens pass (lists, editors, details, the email dialog), at 1280 and 390 px', { timeout: 180_000 }, async () => {
  const page = await openAxePage(browser);
  await login(page, 'admin@coolair.com.au', { to: null });
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
  // One page for both widths: narrowed to 390 px, it goes round again through the router (the layouts follow the
  // width in CSS).
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
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
    const dialog = page.getByRole('dialog', { name: 'Email Invoice' });
    expect(await dialogViolations(page, dialog), `${width} px`).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await page.context().close();
});
