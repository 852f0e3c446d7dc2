import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../src/rules/payment-methods.ts';
import { addDays, dayKeyOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo, mailboxOf } from './mailbox.ts';
import { pdfText } from './pdf-text.ts';

// Without Stripe keys (the embedded default, outside production) the local provider takes the same path end to end:
// connecting makes a local account whose onboarding completes through the Connect webhook handler, and the local pay
// page's Pay button sends the events Stripe would, signed, to that handler — the same ledger row and paid invoice.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({});
});
afterAll(() => t.close());

const CUSTOMER_EMAIL = 'accounts@local-pay.test';
const PAY = `mutation($token: String!) { payInvoice(token: $token) { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }`;

describe('online payments with the local provider', () => {
  it('connect → enabled; the customer pays on the local pay page → one ledger row, invoice paid', async () => {
    const b = await documentsBusiness(t, 'Local Pay Co', { org: {}, customer: { email: CUSTOMER_EMAIL } });
    const connect = await b.admin.post('/api/payouts/account/connect');
    expect(connect.body).toEqual({ url: '/settings?tab=payments' });
    expect((await b.admin.get('/api/payouts/account')).body).toMatchObject({ provider: 'local', connected: true, status: 'enabled' });

    const today = dayKeyOf(new Date(), 'Australia/Melbourne');
    const { body: inv } = await b.admin.post('/api/invoices', {
      customerId: b.customer.id,
      issue_date: today,
      due_at: addDays(today, 14),
      lines: [{ description: 'Gas heater service', quantity: 1, unit_amount: 20_000, tax_rate: 10 }],
    });
    await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: CUSTOMER_EMAIL, subject: `Local ${inv.number} ${b.org.id}` });
    const token = (await lastEmailTo(t, CUSTOMER_EMAIL, `Local ${inv.number} ${b.org.id}`)).text.match(/\/i\/([\w-]{43})/)?.[1] as string;
    expect(token).toBeTruthy();

    const customer = new Agent(t);
    // The same invoice over REST: the balance, Pay now, no receipt yet.
    const shown = await customer.get(`/api/public/invoices/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      number: inv.number,
      total: 22_000,
      amount_paid: 0,
      balance_due: 22_000,
      can_pay: true,
      receipt_url: null,
    });
    const early = await customer.get(`/api/public/invoices/${token}/receipt`);
    expect([early.status, early.body.error]).toEqual([404, 'This invoice is not paid yet: its receipt is made once it is.']);
    expect((await customer.get('/api/public/invoices/not-a-token/receipt')).status).toBe(404);
    expect((await customer.post(`/api/public/invoices/${token}/pay`)).body).toEqual({ url: `/billing/local-pay?invoice=${token}` });
    const pay = await customer.gql(PAY, { token });
    expect(pay.data.payInvoice.url).toBe(`/billing/local-pay?invoice=${token}`);
    // The page shows the balance and pays nothing by being opened.
    const page = await customer.get(`/billing/local-pay?invoice=${token}`);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('$220.00');
    expect(await t.database.db.payment.count({ where: { invoiceId: inv.id } })).toBe(0);
    expect((await customer.get('/billing/local-pay?invoice=not-a-token')).status).toBe(404);

    const paid = await customer.post('/billing/local-pay/pay', { session: token });
    expect(paid.body).toEqual({ url: `/i/${token}?paid=1` });
    const rows = await t.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 22_000, status: 'succeeded', provider: 'local', method: 'online' });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', balance_due: 0 });
    // Paid online: an edit is refused with what to do (refund it: Mark as unpaid is not offered), as the editor says.
    expect((await b.admin.put(`/api/invoices/${inv.id}`, { title: 'Changed' })).body.error).toBe(paymentMessages.paidOnlineLocked);
    // One receipt for one payment (two events reported it), with the business's ABN, the amount and the balance left.
    const receipts = (await mailboxOf(t, CUSTOMER_EMAIL)).filter(
      (m) => m.subject === `Receipt for invoice ${inv.number} from Local Pay Co`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('Local Pay Co (ABN 51 824 753 556) received your payment for invoice');
    expect(receipts[0].text).toContain('Amount: $220.00');
    expect(receipts[0].text).toContain('Balance left: $0.00');
    expect(receipts[0].attachments).toEqual([expect.stringMatching(/^Receipt-INV-\d+\.pdf \(application\/pdf, \d+ bytes\)$/)]);
    // The paid invoice's page offers the receipt: the business, who paid, the amount, how, and nothing left to pay.
    const paidView = await customer.get(`/api/public/invoices/${token}`);
    expect(paidView.body).toMatchObject({
      status: 'paid',
      balance_due: 0,
      can_pay: false,
      receipt_url: `/api/public/invoices/${token}/receipt`,
    });
    const gqlView = await customer.gql('query($token: String!) { publicInvoice(token: $token) { receiptUrl } }', { token });
    expect(gqlView.data.publicInvoice.receiptUrl).toBe(paidView.body.receipt_url);
    const receiptPdf = await t.app.app.inject({ method: 'GET', url: paidView.body.receipt_url, remoteAddress: t.clientAddress });
    expect([receiptPdf.statusCode, receiptPdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const printed = pdfText(receiptPdf.rawPayload).join('\n');
    for (const text of [
      'Receipt',
      'Local Pay Co',
      'ABN 51 824 753 556',
      'RECEIVED FROM',
      `Payment for invoice ${inv.number}`,
      'Amount received',
      '$220.00',
      'Balance left',
      '$0.00',
    ])
      expect(printed).toContain(text);
    expect(printed).toMatch(/Paid online on \d{1,2} \w+ \d{4}\. Thank you\./);
    // Paying again: nothing is owed.
    const again = await customer.post('/billing/local-pay/pay', { session: token });
    expect([again.status, again.body.error]).toEqual([409, 'This invoice is paid: nothing is owed.']);
    expect(await t.database.db.payment.count({ where: { invoiceId: inv.id } })).toBe(1);
  });

  it('says what the operator must set when payments are off (production without keys), and connects nothing', async () => {
    const off = await startTestApp({ LOCAL_PAYMENTS: 'false' });
    try {
      const b = await documentsBusiness(off, 'Payments Off Co', { org: {}, customer: { email: CUSTOMER_EMAIL } });
      expect((await b.admin.get('/api/payouts/account')).body).toMatchObject({
        provider: null,
        connected: false,
        missing_settings: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'],
      });
      expect((await b.admin.post('/api/payouts/account/connect')).status).toBe(503);
      expect(await off.database.db.payoutAccount.count({ where: { orgId: b.org.id } })).toBe(0);
    } finally {
      await off.close();
    }
  });
});
