import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { gql, launch, login, mailboxOf, openPage, screenshot } from './browser';

// Getting paid, as the office and the customer walk it: the admin connects the payout account (the local provider:
// this server has no Stripe key) → the office emails an invoice → takes part of it in cash → the customer opens the
// emailed link on a phone and pays the rest by card on the pay page → the receipt reaches the customer's mailbox →
// the office's invoice list shows Paid without a reload → a refund of the cash reopens the balance.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

/** The private invoice link the customer's latest email for this invoice holds. */
async function emailedInvoiceLink(address: string, number: string): Promise<string> {
  const link = () =>
    mailboxOf(address)
      .filter((m) => m.subject.includes(number))
      .at(-1)
      ?.text.match(/https?:\/\/\S+\/i\/[\w-]+/)?.[0];
  await expect.poll(link).toBeTruthy();
  return new URL(link() as string).pathname;
}

describe('getting paid', { timeout: 240_000 }, () => {
  it('invoice emailed → part paid in cash → the customer pays the rest online → receipt → Paid live in the list → a refund reopens it', async () => {
    // The admin switches online payments on (Settings → Payments).
    const office = await openPage(browser, 1280, { bypassCSP: true });
    await login(office, 'admin@coolair.com.au');
    await office.goto('/settings?tab=payments');
    const connect = office.getByRole('button', { name: 'Connect Stripe' });
    const enabled = office.getByText('Your customers see Pay now on every invoice with a balance due.');
    await connect.or(enabled).waitFor();
    await screenshot(office, 'payments-settings-desktop');
    expect(await violations(office)).toEqual([]);
    // Another browser file of this worker may have connected it already.
    if (await connect.isVisible()) await connect.click();
    await enabled.waitFor();
    await office.getByText('Enabled', { exact: true }).waitFor();

    // An invoice of $330.00 for a new customer, emailed from the invoice page.
    const id = stamp();
    const email = `pay-${id}@example.test`;
    const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
      office,
      'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
      { i: { name: `Harbour Deli ${id}`, email } },
    );
    const title = `Cool room service ${id}`;
    const { createInvoice } = await gql<{ createInvoice: { id: string; number: string } }>(
      office,
      'mutation($i: InvoiceInput!) { createInvoice(input: $i) { ... on Invoice { id number } } }',
      { i: { customerId: createCustomer.id, title, lines: [{ itemName: 'Service', quantity: 1, unitPriceCents: 30000, taxRate: 10 }] } },
    );
    const { number } = createInvoice;
    await office.goto(`/invoices/${createInvoice.id}`);
    await office.getByRole('button', { name: 'Email', exact: true }).click();
    await office.getByRole('dialog', { name: 'Email Invoice' }).getByRole('button', { name: 'Send' }).click();
    await toast(office, 'Invoice sent');

    // The customer pays $100.00 in cash on site: the office records it.
    await office.getByRole('button', { name: 'Record payment' }).click();
    const payment = office.getByRole('dialog', { name: `Record a payment for ${number}` });
    await payment.getByRole('textbox', { name: 'Amount' }).fill('100');
    await payment.getByRole('button', { name: /Payment method/ }).click();
    await office.getByRole('option', { name: 'Cash' }).click();
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await payment.waitFor({ state: 'hidden' });
    const payments = office.locator('section').filter({ has: office.getByRole('heading', { name: 'Payments', exact: true }) });
    await payments.getByText('$230.00').first().waitFor();

    // The office watches the invoice list while the customer pays.
    await office.goto('/invoices');
    // The invoice's card: the nearest box around its link that names the customer.
    const row = office
      .getByRole('link', { name: `${number} · ${title}` })
      .locator(`xpath=ancestor::*[contains(., "Harbour Deli ${id}")][1]`);
    await row.getByText('$230.00 due of $330.00').waitFor();

    // The customer opens the emailed link on a phone: the balance, and Pay now.
    const customer = await openPage(browser, 390, { bypassCSP: true });
    await customer.goto(await emailedInvoiceLink(email, number));
    await customer.getByRole('heading', { name: `Tax invoice ${number} · ${title}` }).waitFor();
    await customer.getByText('$230.00').first().waitFor();
    await screenshot(customer, 'pay-invoice-phone');
    expect(await violations(customer)).toEqual([]);
    await customer.getByRole('button', { name: 'Pay $230.00 now' }).click();
    // The pay page (the local provider's stand-in for Stripe Checkout on the business's account).
    await customer.getByRole('heading', { name: 'Pay Coolair Services' }).waitFor();
    await screenshot(customer, 'pay-page-phone');
    await customer.getByRole('button', { name: 'Pay $230.00' }).click();
    await customer.getByText(/^This invoice was paid on .+\. Thank you\./).waitFor();
    await screenshot(customer, 'paid-invoice-phone');
    // The paid page offers the receipt as a PDF.
    const receiptLink = await customer.getByRole('link', { name: 'Download the receipt (PDF)' }).getAttribute('href');
    const receiptPdf = await customer.request.get(receiptLink as string);
    expect([receiptPdf.status(), receiptPdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

    // The receipt is in the customer's mailbox: the amount, the invoice and nothing left to pay.
    const receipt = () => mailboxOf(email).find((m) => m.subject === `Receipt for invoice ${number} from Coolair Services Pty Ltd`);
    // Sent by a background job after the payment's commit: waited for as the mailbox fills, as a person would.
    await expect
      .poll(receipt, { timeout: 30_000, message: `receipt in ${JSON.stringify(mailboxOf(email).map((m) => m.subject))}` })
      .toBeTruthy();
    expect(receipt()?.text).toContain('$230.00');
    expect(receipt()?.text).toMatch(/\$0\.00/);

    // The office's list shows Paid without a reload.
    await row.getByText('Paid', { exact: true }).waitFor();
    expect(await row.getByText('$230.00 due of $330.00').count()).toBe(0);
    await screenshot(office, 'invoices-paid-live-desktop');

    // The ledger: the cash and the online payment; refunding the cash reopens the balance.
    await office.getByRole('link', { name: `${number} · ${title}` }).click();
    await payments.getByRole('list', { name: `Payments of ${number}` }).waitFor();
    await screenshot(office, 'invoice-ledger-desktop');
    await payments.getByRole('button', { name: 'Refund' }).first().click();
    const refund = office.getByRole('dialog', { name: 'Refund payment' });
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await refund.waitFor({ state: 'hidden' });
    await payments.getByText('Refund $100.00').waitFor();
    await office.getByRole('button', { name: 'Record payment' }).waitFor();
    await office.setViewportSize({ width: 390, height: 844 });
    await screenshot(office, 'invoice-ledger-phone');
    expect(await violations(office)).toEqual([]);

    // The customer's page asks for the $100.00 again.
    await customer.reload();
    await customer.getByRole('button', { name: 'Pay $100.00 now' }).waitFor();
    await customer.context().close();
    await office.context().close();
  });
});
