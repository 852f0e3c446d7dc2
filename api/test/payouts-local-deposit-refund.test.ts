import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';

// Without Stripe keys the local provider takes a quote's deposit at acceptance and refunds an online payment by the
// same paths Stripe's take: the local pay page sends the events Stripe would through the Connect webhook handler (the
// deposit's payment accepts the quote), and a refund is answered at once and applied through the ledger's one entry.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({});
});
afterAll(() => t.close());

const CUSTOMER_EMAIL = 'mei@local-deposit.test';
const PAY = `mutation($token: String!, $name: String!) { payQuoteDeposit(token: $token, name: $name) { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }`;

describe('the local provider', () => {
  it('takes a deposit at acceptance on the local pay page, accepting the quote; the deposit is then refunded at once', async () => {
    const b = await documentsBusiness(t, 'Local Deposit Co', {
      org: { email: 'office@local-deposit.test' },
      customer: { email: CUSTOMER_EMAIL },
    });
    await b.admin.post('/api/payouts/account/connect');
    const { body: quote } = await b.admin.post('/api/quotes', {
      title: 'Hot water system',
      customerId: b.customer.id,
      lines: [{ description: 'Heat pump hot water', quantity: 1, unit_amount: 300_000, tax_rate: 10 }],
    });
    await b.admin.put(`/api/quotes/${quote.id}/deposit`, { deposit_percent: 20 });
    await b.admin.post(`/api/quotes/${quote.id}/email`, { email: CUSTOMER_EMAIL, subject: `Local quote ${b.org.id}` });
    const token = (await lastEmailTo(t, CUSTOMER_EMAIL, `Local quote ${b.org.id}`)).text.match(/\/q\/([\w-]+)/)?.[1] as string;

    const customer = new Agent(t);
    const pay = await customer.gql(PAY, { token, name: 'Mei Chen' });
    expect(pay.data.payQuoteDeposit.url).toBe(`/billing/local-pay?quote=${token}&name=Mei%20Chen`);
    const page = await customer.get(pay.data.payQuoteDeposit.url);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('$660.00');
    expect((await t.database.db.quote.findUniqueOrThrow({ where: { id: quote.id } })).status).toBe('sent');

    const paid = await customer.post('/billing/local-pay/deposit?name=Mei%20Chen', { session: token });
    expect(paid.body).toEqual({ url: `/q/${token}?paid=1` });
    expect(await t.database.db.quote.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({
      status: 'accepted',
      respondedByName: 'Mei Chen',
    });
    const deposit = await t.database.db.invoice.findFirstOrThrow({ where: { quoteId: quote.id, kind: 'deposit' } });
    expect(deposit).toMatchObject({ status: 'paid', totalCents: 66_000, paidCents: 66_000 });
    const again = await customer.post('/billing/local-pay/deposit?name=Mei%20Chen', { session: token });
    expect(again.status).toBe(409);

    // Refund the deposit in part, then the rest: answered at once, one row each, the invoice reopened.
    const [payment] = await t.database.db.payment.findMany({ where: { invoiceId: deposit.id } });
    expect(payment).toMatchObject({ provider: 'local', method: 'online', status: 'succeeded' });
    const part = await b.admin.post(`/api/invoices/${deposit.id}/payments/${payment.id}/refunds`, { amount: 16_000 });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      kind: 'refund',
      amount: -16_000,
      status: 'succeeded',
      provider: 'local',
      invoice: { balance_due: 16_000 },
    });
    expect(part.body.provider_refund_id).toMatch(/^re_local_/);
    const rest = await b.admin.gql(
      `mutation($id: ID!, $p: ID!) { refundPayment(invoiceId: $id, paymentId: $p) { __typename ... on Payment { amountCents invoice { balanceCents } } } }`,
      { id: deposit.id, p: payment.id },
    );
    expect(rest.data.refundPayment).toEqual({ __typename: 'Payment', amountCents: -50_000, invoice: { balanceCents: 66_000 } });
    expect(await t.database.db.payment.count({ where: { invoiceId: deposit.id, kind: 'refund' } })).toBe(2);
  });
});
