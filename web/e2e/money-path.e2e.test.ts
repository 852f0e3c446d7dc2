import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKeyOf, formatLongDay } from '../../api/src/rules/zoned-time';
import { pdfText } from '../../api/test/pdf-text';
import { capturing, emailedQuoteLink, gql, launch, login, openPage, screenshot, screenshotsDir } from './browser';

// The money path in Chromium: a quote with three lines (1.5 hours, a discounted unit, a GST-free permit) → emailed →
// accepted by the customer on its private link → Convert to Job (the job shows the quoted items) → Complete →
// Convert to Invoice: the same three lines, the same total and a due date from the terms → once the due date has
// passed the invoice is under Overdue. The invoice and its PDF are kept at 1280 and 390 px to be looked at.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();
const ZONE = 'Australia/Melbourne';

const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The invoice's PDF read back; with E2E_SCREENSHOTS=1 page 1 kept as a PNG (or the PDF where pdftoppm is missing). */
async function invoicePdf(page: Page, invoiceId: string, name: string): Promise<string> {
  const res = await page.request.get(`/api/invoices/${invoiceId}/pdf`);
  expect(res.status()).toBe(200);
  const bytes = await res.body();
  if (capturing) {
    fs.mkdirSync(screenshotsDir, { recursive: true });
    const file = path.join(screenshotsDir, `${name}.pdf`);
    fs.writeFileSync(file, bytes);
    if (hasPdftoppm) {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(screenshotsDir, name)]);
      fs.rmSync(file);
    }
  }
  return pdfText(bytes).join('\n');
}

describe('the money path', () => {
  it('quote → accepted online → job with the quoted items → completed → invoice with the same lines, total and due date → overdue', async (ctx) => {
    const page = await openPage(browser);
    await login(page, 'manager@coolair.com.au', { to: null });
    const { __type } = await gql<{ __type: { fields: { name: string }[] } }>(page, '{ __type(name: "Query") { fields { name } } }');
    // The quote's link is read from the organisation's sent messages (the `messages` query).
    if (!__type.fields.some((f) => f.name === 'messages')) return ctx.skip();
    const id = stamp();
    const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
      page,
      'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
      { i: { name: `Bayside Dental ${id}`, email: `dental-${id}@example.test` } },
    );
    const { createQuote } = await gql<{ createQuote: { id: string; totalCents: number } }>(
      page,
      'mutation($i: QuoteInput!) { createQuote(input: $i) { ... on Quote { id totalCents } } }',
      {
        i: {
          customerId: createCustomer.id,
          title: `Surgery split system ${id}`,
          lines: [
            { itemName: 'Labour', description: 'Installation labour', quantity: 1.5, unitPriceCents: 9550, taxRate: 10 },
            { description: 'Split system 7 kW', quantity: 1, unitPriceCents: 199_900, discountPercent: 10, taxRate: 10 },
            { description: 'Council permit', quantity: 1, unitPriceCents: 12_500, taxRate: 0 },
          ],
        },
      },
    );
    const quoteId = createQuote.id;
    // $143.25 + $14.33 GST; $1,799.10 + $179.91 GST; $125.00 GST-free.
    expect(createQuote.totalCents).toBe(226_159);
    const total = '$2,261.59';

    // Sent by email; the customer accepts on the private link from a phone.
    await page.goto(`/quotes/${quoteId}`);
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByRole('dialog', { name: 'Email Quote' }).getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Quote sent');
    const link = await emailedQuoteLink(page, quoteId);
    const customer = await openPage(browser, 390);
    await customer.goto(new URL(link as string).pathname);
    await customer.getByText(total).first().waitFor();
    await customer.getByRole('button', { name: 'Accept quote' }).click();
    await customer.getByRole('textbox', { name: 'Your name' }).fill('Dr Mei Chen');
    await customer.getByRole('button', { name: 'Accept quote' }).click();
    await customer.getByText(/the quote is accepted/).waitFor();
    await customer.context().close();
    await page.getByText(/Accepted by Dr Mei Chen \(online\)/).waitFor();

    // Convert to Job: the job shows the quote's lines as its quoted items, and the quote's total.
    await page.getByRole('button', { name: 'Convert to Job' }).click();
    await page.waitForURL(/\/jobs\/[^/]+$/);
    const quotedItems = page.getByRole('list', { name: 'Quoted items' });
    await quotedItems.getByText('Labour: Installation labour').waitFor();
    await quotedItems.getByText('Quoted · 1.5 × $95.50').waitFor();
    await quotedItems.getByText('Quoted · 1 × $1,999.00 less 10%').waitFor();
    await quotedItems.getByText('Council permit').waitFor();
    await page.getByLabel('Running total').getByText(total).waitFor();
    await screenshot(page, 'money-path-job-desktop');

    // Complete, then Convert to Invoice from the completed job.
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('alertdialog', { name: 'Complete this job?' }).getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await page.getByRole('button', { name: 'Completed Jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/completed-jobs');
    await page.getByRole('heading', { level: 1, name: 'Completed Jobs' }).waitFor();
    await page.getByRole('link', { name: `Surgery split system ${id}` }).click();
    await page.getByRole('heading', { name: `Surgery split system ${id}` }).waitFor();
    await page.getByLabel('Charges').getByText(total).first().waitFor();
    await page.getByRole('button', { name: 'Convert to Invoice' }).click();
    await page.waitForURL(/\/invoices\/[^/]+$/);
    const invoiceId = new URL(page.url()).pathname.split('/')[2];

    // The invoice: the same three lines and total, due 14 days after today (the demo business's terms).
    const lines = page.getByRole('list', { name: 'Line items' });
    await lines.getByText('Installation labour').first().waitFor();
    await lines.getByText('Split system 7 kW').first().waitFor();
    await lines.getByText('Council permit').first().waitFor();
    expect(await lines.getByRole('listitem').count()).toBe(3);
    expect(await page.getByLabel('Totals').innerText()).toContain(total);
    const dueDay = addDays(dayKeyOf(new Date(), ZONE), 14);
    await page.getByText(formatLongDay(dueDay)).first().waitFor();
    await screenshot(page, 'money-path-invoice-desktop');
    const pdf = await invoicePdf(page, invoiceId, 'money-path-invoice-pdf');
    expect(pdf).toContain('Due by');
    expect(pdf).toContain(formatLongDay(dueDay));
    expect(pdf).toContain(total);
    expect(pdf).toContain('1.5');

    // Sent, then its due date moved to yesterday: the invoice is under Overdue, and the tab counts it.
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByRole('dialog', { name: 'Email Invoice' }).getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Invoice sent');
    const today = dayKeyOf(new Date(), ZONE);
    await gql(page, 'mutation($id: ID!, $i: InvoiceInput!) { updateInvoice(id: $id, input: $i) { __typename } }', {
      id: invoiceId,
      i: { issueDate: addDays(today, -20), dueDate: addDays(today, -1) },
    });
    await page.goto('/invoices?tab=overdue');
    await page.getByRole('tab', { name: /^Overdue [1-9]\d*$/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(`Surgery split system ${id}`);
    await page.getByRole('link', { name: new RegExp(`Surgery split system ${id}`) }).waitFor();
    await screenshot(page, 'money-path-overdue-desktop');

    // The invoice and its PDF at phone width.
    const phone = await openPage(browser, 390);
    await login(phone, 'manager@coolair.com.au', { to: `/invoices/${invoiceId}` });
    await phone.getByRole('list', { name: 'Line items' }).getByText('Council permit').first().waitFor();
    await screenshot(phone, 'money-path-invoice-phone');
    await phone.context().close();
    await page.context().close();
  });

  it('an accepted quote invoiced by deposit, then in full less the deposit', async () => {
    const page = await openPage(browser);
    await login(page, 'admin@coolair.com.au', { to: null });
    const id = stamp();
    const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
      page,
      'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
      { i: { name: `Harbour Cafe ${id}`, email: `cafe-${id}@example.test` } },
    );
    const { createQuote } = await gql<{ createQuote: { id: string } }>(
      page,
      'mutation($i: QuoteInput!) { createQuote(input: $i) { ... on Quote { id } } }',
      {
        i: {
          customerId: createCustomer.id,
          title: `Cafe ducted system ${id}`,
          lines: [{ description: 'Ducted system', quantity: 1, unitPriceCents: 1_000_000, taxRate: 10 }],
        },
      },
    );
    const quoteId = createQuote.id;
    await gql(page, 'mutation($id: ID!) { sendQuoteEmail(id: $id, email: "cafe@example.test") { __typename } }', { id: quoteId });
    await gql(page, 'mutation($id: ID!) { acceptQuote(id: $id) { __typename } }', { id: quoteId });

    // $10,000.00 + GST = $11,000.00; a 30 % deposit is $3,300.00.
    await page.goto(`/quotes/${quoteId}`);
    await page.getByRole('button', { name: 'Invoice Deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoice deposit' });
    await dialog.getByRole('textbox', { name: 'Deposit (%)' }).fill('30');
    await screenshot(page, 'money-path-deposit-dialog-desktop');
    await dialog.getByRole('button', { name: 'Create Deposit Invoice' }).click();
    await page.waitForURL(/\/invoices\/[^/]+$/);
    await page.getByText(`Deposit 30% of quote`).first().waitFor();
    expect(await page.getByLabel('Totals').innerText()).toContain('$3,300.00');

    // The quote now offers the full invoice (the deposit is taken); the full invoice deducts the deposit.
    await page.goto(`/quotes/${quoteId}`);
    await page.getByRole('button', { name: /^Open Deposit Invoice INV-/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Invoice Deposit' }).count()).toBe(0);
    await screenshot(page, 'money-path-quote-desktop');
    await page.getByRole('button', { name: 'Convert to Invoice' }).click();
    await page.waitForURL(/\/invoices\/[^/]+$/);
    await page
      .getByText(/Less deposit invoiced \(INV-/)
      .first()
      .waitFor();
    expect(await page.getByLabel('Totals').innerText()).toContain('$7,700.00');
    await page.goto(`/quotes/${quoteId}`);
    await page.getByRole('button', { name: /^Open Invoice INV-/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Convert to Invoice' }).count()).toBe(0);
    await page.context().close();

    const phone = await openPage(browser, 390);
    await login(phone, 'admin@coolair.com.au', { to: `/quotes/${quoteId}` });
    await phone.getByRole('button', { name: /^Open Invoice INV-/ }).waitFor();
    await screenshot(phone, 'money-path-quote-phone');
    await phone.context().close();
  });
});
