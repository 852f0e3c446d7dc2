import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { emailedInvoiceLink, gql, launch, login, openPage, screenshot } from './browser';

// A bank payment, as the admin, the customer and the office see it (the local provider: no Stripe key): the admin
// allows BECS Direct Debit on Settings → Payments → the customer's pay page offers it beside the card → paying by
// it leaves the invoice pending, said so on the customer's page (never Paid) → the office's ledger row shows
// Pending → the bank settles it and the invoice is paid. The demo business's switch is put back off at the end, so
// the card journeys of this worker's other files see the pay page as they expect.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const stamp = () => Date.now().toString(36).slice(-5);
const SET = `mutation($becs: Boolean!) { updatePaymentMethodSettings(input: { becsDebit: $becs, payTo: false }) { __typename } }`;

describe('paying an invoice by bank', { timeout: 240_000 }, () => {
  it('allowed in Settings → offered on the pay page → pending for the customer and the office → settled, paid', async () => {
    const office = await openPage(browser, 1280, { bypassCSP: true });
    let customer: Page | null = null;
    await login(office, 'admin@coolair.com.au');
    try {
      await gql(office, 'mutation { connectPayoutAccount { __typename } }');
      await office.goto('/settings?tab=payments');
      const becs = office.getByRole('switch', { name: 'Bank account (BECS Direct Debit)' });
      await becs.waitFor();
      if (!(await becs.isChecked())) await becs.click({ force: true });
      await expect.poll(() => becs.isChecked()).toBe(true);
      await office.getByText('Not allowed: the Reserve Bank ended surcharges on Visa cards from 1 October 2026.').waitFor();
      await screenshot(office, 'payment-methods-settings-desktop');
      expect(await violations(office)).toEqual([]);

      const id = stamp();
      const email = `bank-${id}@example.test`;
      const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
        office,
        'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
        { i: { name: `Seaview Bakery ${id}`, email } },
      );
      const { createInvoice } = await gql<{ createInvoice: { id: string; number: string } }>(
        office,
        'mutation($i: InvoiceInput!) { createInvoice(input: $i) { ... on Invoice { id number } } }',
        {
          i: {
            customerId: createCustomer.id,
            title: `Oven repair ${id}`,
            lines: [{ itemName: 'Repair', quantity: 1, unitPriceCents: 40000, taxRate: 10 }],
          },
        },
      );
      const { number } = createInvoice;
      await office.goto(`/invoices/${createInvoice.id}`);
      await office.getByRole('button', { name: 'Email', exact: true }).click();
      await office.getByRole('dialog', { name: 'Email Invoice' }).getByRole('button', { name: 'Send' }).click();
      await office.getByText('Invoice sent', { exact: true }).first().waitFor();

      customer = await openPage(browser, 390, { bypassCSP: true });
      await customer.goto(await emailedInvoiceLink(email, number));
      await customer.getByText(/from your bank: Bank account \(BECS Direct Debit\)/).waitFor();
      await customer.getByRole('button', { name: 'Pay $440.00 now' }).click();
      await customer.getByRole('heading', { name: 'Pay Coolair Services' }).waitFor();
      const debit = customer.getByRole('button', { name: 'Debit $440.00 from my bank account (BECS Direct Debit)' });
      await debit.waitFor();
      await screenshot(customer, 'pay-page-methods-phone');
      await customer.setViewportSize({ width: 1280, height: 900 });
      await screenshot(customer, 'pay-page-methods-desktop');
      await customer.setViewportSize({ width: 390, height: 844 });
      await debit.click();

      // Back on the invoice: pending, with its amount and the days it takes; not Paid, no second Pay now.
      await customer.getByText('Bank payment pending').waitFor();
      await customer
        .getByText(
          'Your bank payment of $440.00 is on its way. Bank payments take a few business days to clear: this invoice shows as paid once it does.',
        )
        .waitFor();
      expect(await customer.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
      expect(await customer.getByText(/was paid on/).count()).toBe(0);
      await screenshot(customer, 'invoice-bank-pending-phone');
      expect(await violations(customer)).toEqual([]);
      await customer.setViewportSize({ width: 1280, height: 900 });
      await screenshot(customer, 'invoice-bank-pending-desktop');

      // The office's ledger: the row is Pending, the balance still owed.
      await office.reload();
      const payments = office.locator('section').filter({ has: office.getByRole('heading', { name: 'Payments', exact: true }) });
      await payments.getByText('Pending', { exact: true }).first().waitFor();
      await screenshot(office, 'invoice-ledger-bank-pending-desktop');

      // The bank settles it (the local page answers for the bank): paid.
      await customer.goto(`/billing/local-pay?invoice=${(await emailedInvoiceLink(email, number)).split('/').at(-1)}`);
      await customer.getByRole('button', { name: 'Settle $440.00' }).click();
      await customer.getByText(/^This invoice was paid on .+\. Thank you\./).waitFor();
    } finally {
      await gql(office, SET, { becs: false });
      await customer?.context().close();
      await office.context().close();
    }
  });
});
