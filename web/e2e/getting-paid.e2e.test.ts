import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe';
import { capturing, emailedInvoiceLink, emailedQuoteLink, gql, launch, login, mailboxOf, openPage, screenshot } from './browser';

// Getting paid, as the office and the customer walk it: the admin connects the payout account (the local provider:
// this server has no Stripe key) → the office emails an invoice → takes part of it in cash → the customer opens the
// emailed link on a phone and pays the rest by card on the pay page → the receipt reaches the customer's mailbox →
// the office's invoice list shows Paid without a reload → a refund of the cash reopens the balance. Then a deposit
// paid as the customer accepts a quote, deducted on its final invoice; and a payment reminder for an overdue invoice,
// none for one paid before the reminders' pass. One office page (1280 px) and one customer page (390 px) for all.

let browser: Browser;
let office: Page;
let customer: Page;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await customer?.context().close();
  await office?.context().close();
  await browser?.close();
});

const stamp = () => Date.now().toString(36).slice(-5);
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first().waitFor();

describe('getting paid', { timeout: 240_000 }, () => {
  it('invoice emailed → part paid in cash → the customer pays the rest online → receipt → Paid live in the list → a refund reopens it', async () => {
    // The admin switches online payments on (Settings → Payments).
    office = await openPage(browser, 1280, { bypassCSP: true });
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
    customer = await openPage(browser, 390, { bypassCSP: true });
    await customer.goto(await emailedInvoiceLink(email, number));
    await customer.getByRole('heading', { name: `Tax invoice ${number} · ${title}` }).waitFor();
    await customer.getByText('$230.00').first().waitFor();
    await screenshot(customer, 'pay-invoice-phone');
    expect(await violations(customer)).toEqual([]);
    await customer.getByRole('button', { name: 'Pay $230.00 now' }).click();
    // The pay page (the local provider's stand-in for Stripe Checkout on the business's account).
    await customer.getByRole('heading', { name: 'Pay Coolair Services' }).waitFor();
    await bothWidths(customer, 'pay-page');
    await customer.getByRole('button', { name: 'Pay $230.00' }).click();
    await customer.getByText(/^This invoice was paid on .+\. Thank you\./).waitFor();
    // The paid page with its receipt, at both widths.
    await bothWidths(customer, 'paid-invoice-receipt');
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
    await payments.getByRole('button', { name: 'Refund' }).first().click();
    const refund = office.getByRole('dialog', { name: 'Refund payment' });
    await refund.getByRole('button', { name: 'Record refund' }).click();
    await refund.waitFor({ state: 'hidden' });
    await payments.getByText('Refund $100.00').waitFor();
    await office.getByRole('button', { name: 'Record payment' }).waitFor();
    await bothWidths(office, 'invoice-ledger');
    await office.setViewportSize({ width: 390, height: 844 });
    expect(await violations(office)).toEqual([]);
    await office.setViewportSize({ width: 1280, height: 900 });

    // The customer's page asks for the $100.00 again.
    await customer.reload();
    await customer.getByRole('button', { name: 'Pay $100.00 now' }).waitFor();
  });

  it('a deposit paid as the customer accepts the quote → the quote accepted → its final invoice deducts the deposit', async () => {
    const id = stamp();
    const email = `deposit-${id}@example.test`;
    const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
      office,
      'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
      { i: { name: `Bayview Bakery ${id}`, email } },
    );
    const title = `Cool room install ${id}`;
    const { createQuote } = await gql<{ createQuote: { id: string; number: string } }>(
      office,
      'mutation($i: QuoteInput!) { createQuote(input: $i) { ... on Quote { id number } } }',
      { i: { customerId: createCustomer.id, title, lines: [{ itemName: 'Cool room', quantity: 1, unitPriceCents: 100000, taxRate: 10 }] } },
    );
    // The office asks 30% at acceptance and emails the quote ($1,100.00: a deposit of $330.00).
    await gql(office, 'mutation($id: ID!) { setQuoteDeposit(id: $id, depositPercent: 30) { __typename } }', { id: createQuote.id });
    await gql(office, 'mutation($id: ID!, $e: String!) { sendQuoteEmail(id: $id, email: $e) { __typename } }', {
      id: createQuote.id,
      e: email,
    });

    // The customer opens the quote on the phone, accepts it and pays the deposit on the pay page.
    await customer.goto(new URL(await emailedQuoteLink(office, createQuote.id)).pathname);
    await customer.getByText('This quote asks a deposit of $330.00 (GST included) when you accept it.', { exact: false }).waitFor();
    await customer.getByRole('textbox', { name: 'Your name' }).fill('Robin Baker');
    await customer.getByRole('button', { name: 'Accept & pay deposit' }).click();
    await customer.getByRole('heading', { name: 'Pay Coolair Services' }).waitFor();
    await customer.getByRole('button', { name: 'Pay $330.00' }).click();
    await customer.getByText('Thank you: your deposit is paid and the quote is accepted.').waitFor();
    await screenshot(customer, 'deposit-paid-phone');
    expect(await violations(customer)).toEqual([]);

    // The office converts the accepted quote: the final invoice deducts the deposit ($1,100.00 − $330.00).
    await office.goto(`/quotes/${createQuote.id}`);
    await office.getByRole('button', { name: 'Convert to Invoice' }).click();
    await office.waitForURL(/\/invoices\/[\w-]+$/);
    await office
      .getByText(/^Less deposit invoiced \(INV-/)
      .first()
      .waitFor();
    await office.getByText('$770.00').first().waitFor();
    await screenshot(office, 'final-invoice-less-deposit-desktop');
  });

  it('a reminder goes out for an overdue invoice, and none for one paid before the reminders ran', async () => {
    // Reminders go out from 9 am to 5 pm in the business's zone. Whenever the suite runs, the business keeps for this
    // walk the time of a zone where it is about noon (any IANA zone may be chosen in Settings), and its own after.
    const east = 12 - new Date().getUTCHours(); // hours east of UTC: -11 to 12
    const zone = east === 0 ? 'Etc/UTC' : `Etc/GMT${east > 0 ? '-' : '+'}${Math.abs(east)}`;
    const setZone = async (timeZone: string) => {
      const { updateOrganization } = await gql<{ updateOrganization: { __typename: string } }>(
        office,
        'mutation($i: UpdateOrganizationInput!) { updateOrganization(input: $i) { __typename } }',
        { i: { timeZone } },
      );
      expect(updateOrganization.__typename).toBe('Organization');
    };
    await setZone(zone);
    try {
      await remindedWalk(zone);
    } finally {
      await setZone('Australia/Melbourne');
    }
  });
});

/** An overdue invoice reminded by the next minute's pass, and none for one paid before it (the business in `zone`). */
async function remindedWalk(zone: string) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: zone });
  const id = stamp();
  const email = `remind-${id}@example.test`;
  const { createCustomer } = await gql<{ createCustomer: { id: string } }>(
    office,
    'mutation($i: CreateCustomerInput!) { createCustomer(input: $i) { ... on Customer { id } } }',
    { i: { name: `Seaview Grocer ${id}`, email } },
  );
  // Two invoices due a week ago, emailed: the customer pays one of them at once.
  const invoice = async (title: string) => {
    const { createInvoice } = await gql<{ createInvoice: { id: string; number: string } }>(
      office,
      'mutation($i: InvoiceInput!) { createInvoice(input: $i) { ... on Invoice { id number } } }',
      {
        i: {
          customerId: createCustomer.id,
          title: `${title} ${id}`,
          issueDate: day(-21),
          dueDate: day(-7),
          lines: [{ itemName: 'Service', quantity: 1, unitPriceCents: 20000, taxRate: 10 }],
        },
      },
    );
    await gql(office, 'mutation($id: ID!, $e: [String!]!) { sendInvoiceEmail(id: $id, emails: $e) { __typename } }', {
      id: createInvoice.id,
      e: [email],
    });
    return createInvoice;
  };
  const owed = await invoice('Fridge seals');
  const paid = await invoice('Freezer check');
  await customer.goto(await emailedInvoiceLink(email, paid.number));
  await customer.getByRole('button', { name: 'Pay $220.00 now' }).click();
  await customer.getByRole('button', { name: 'Pay $220.00' }).click();
  await customer.getByText(/^This invoice was paid on .+\. Thank you\./).waitFor();

  // The admin switches reminders on, 7 days overdue by email: the next minute's pass reminds the unpaid one.
  await gql(office, 'mutation($i: PaymentReminderSettingsInput!) { updatePaymentReminderSettings(input: $i) { __typename } }', {
    i: { enabled: true, email: true, sms: false, steps: [7] },
  });
  try {
    const overdue = (number: string) => mailboxOf(email).filter((m) => m.subject.startsWith('Overdue') && m.subject.includes(number));
    // Waited for as the mailbox fills (the minute schedule, then the organisation's job, then the invoice's).
    await expect.poll(() => overdue(owed.number).length, { timeout: 150_000 }).toBe(1);
    expect(overdue(owed.number)[0].text).toMatch(/\/i\/[\w-]{43}/);
    // The same pass looked at the paid invoice: no balance, no reminder.
    expect(overdue(paid.number)).toEqual([]);
    await office.goto(`/invoices/${owed.id}`);
    await office.getByText(/^Sent 7 days overdue on .+ by email$/).waitFor();
    await office.goto(`/invoices/${paid.id}`);
    await office.getByText('Paid', { exact: true }).first().waitFor();
    expect(await office.getByText(/^Sent 7 days overdue/).count()).toBe(0);
  } finally {
    await gql(office, 'mutation($i: PaymentReminderSettingsInput!) { updatePaymentReminderSettings(input: $i) { __typename } }', {
      i: { enabled: false, email: true, sms: false, steps: [7] },
    });
  }
}

/** The page at 390 and 1280 px, captured each time (E2E_SCREENSHOTS=1); back at the width it had. */
async function bothWidths(page: Page, name: string) {
  if (!capturing) return;
  const width = page.viewportSize()?.width ?? 1280;
  for (const [w, suffix] of [
    [390, 'phone'],
    [1280, 'desktop'],
  ] as const) {
    await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
    await screenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
}
