import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositAtAcceptanceMessages } from '../src/rules/quote-deposits.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from './fake-stripe.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, wsClient } from './live-clients.ts';
import { lastEmailTo } from './mailbox.ts';

// Deposits at acceptance, against the Stripe fake through the real SDK: the office asks a deposit on a quote (REST and
// GraphQL), the customer's page offers "Accept & pay deposit" only while the business takes payments online, paying
// makes the deposit invoice once and a Checkout Session on the connected account for it, and the payment's webhooks —
// duplicated, in either order — record one payment on the deposit invoice, accept the quote once (the office's notice
// and live change), and the full invoice deducts the deposit. A quote declined or accepted meanwhile: the payment is
// kept, flagged when the quote was declined.

const PUBLIC_URL = 'https://app.spanner.test';
const CONNECT_SECRET = 'whsec_connect_deposit_secret';
let t: TestApp;
let stripe: FakeStripe;
let url: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({
    ...fakeStripeEnv(stripe, { webhook: 'whsec_platform_deposit_secret', connect: CONNECT_SECRET }),
    PUBLIC_URL,
  });
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const CUSTOMER_EMAIL = 'mei@deposit.test';
const OFFICE_EMAIL = 'office@deposit.test';
const PUBLIC = `query($token: String!) { publicQuote(token: $token) { status canRespond depositCents canPayDeposit respondedByName } }`;
const PAY = `mutation($token: String!, $name: String!) { payQuoteDeposit(token: $token, name: $name) { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }`;
const SET = `mutation($id: ID!, $p: Float, $a: Int) { setQuoteDeposit(id: $id, depositPercent: $p, depositAmountCents: $a) { __typename ... on Quote { depositPercent depositAmountCents } ... on AppError { message code } } }`;
const enabled = {
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  requirements: { currently_due: [], past_due: [], disabled_reason: null },
};

const business = (name: string) => documentsBusiness(t, name, { org: { email: OFFICE_EMAIL }, customer: { email: CUSTOMER_EMAIL } });
type Business = Awaited<ReturnType<typeof business>>;

function deliver(type: string, object: object, account: string) {
  const { payload, signature } = stripe.event(type, object, { account, secret: CONNECT_SECRET });
  return new Agent(t).request('POST', '/api/webhooks/stripe/connect', {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function payouts(b: Business) {
  await b.admin.post('/api/payouts/account/connect');
  const { accountId } = await t.database.db.payoutAccount.findUniqueOrThrow({ where: { orgId: b.org.id } });
  await deliver('account.updated', { id: accountId, object: 'account', ...enabled }, accountId);
  return accountId;
}

/** A sent quote of $2,200.00 (GST included) asking a 30% deposit, and its link's token. */
async function emailedQuote(b: Business, deposit: object = { deposit_percent: 30 }) {
  const { body: quote } = await b.admin.post('/api/quotes', {
    title: 'Ducted heating',
    customerId: b.customer.id,
    lines: [{ description: 'Ducted gas heater', quantity: 1, unit_amount: 200_000, tax_rate: 10 }],
  });
  const set = await b.admin.put(`/api/quotes/${quote.id}/deposit`, deposit);
  expect(set.status).toBe(200);
  await b.admin.post(`/api/quotes/${quote.id}/email`, { email: CUSTOMER_EMAIL, subject: `Quote ${quote.number} ${b.org.id}` });
  const mail = await lastEmailTo(t, CUSTOMER_EMAIL, `Quote ${quote.number} ${b.org.id}`);
  return {
    id: quote.id as string,
    number: quote.number as string,
    token: mail.text.match(/\/q\/([\w-]+)/)?.[1] as string,
    text: mail.text,
  };
}

/** The checkout the customer's Accept & pay deposit made, and the events Stripe sends when it is paid. */
function paidCheckout(quoteId: string) {
  const session = [...stripe.sessions.values()].find((s) => s.metadata.quoteId === quoteId);
  if (!session) throw new Error('no deposit checkout');
  return {
    session,
    completed: { ...session, payment_status: 'paid' },
    intent: {
      id: session.payment_intent,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      metadata: session.payment_intent_data?.metadata ?? {},
    },
  };
}

const quoteRow = (id: string) => t.database.db.quote.findUniqueOrThrow({ where: { id } });
const depositInvoices = (quoteId: string) => t.database.db.invoice.findMany({ where: { quoteId, kind: 'deposit' } });

describe('the office asks a deposit on a quote', () => {
  it('as a percentage or an amount, over REST and GraphQL; refused when wrong, answered or already invoiced', async () => {
    const b = await business('Deposit Ask Co');
    const { body: quote } = await b.admin.post('/api/quotes', {
      customerId: b.customer.id,
      lines: [{ description: 'Split system', quantity: 1, unit_amount: 100_000, tax_rate: 10 }],
    });
    const rest = await b.manager.put(`/api/quotes/${quote.id}/deposit`, { deposit_amount_cents: 55_000 });
    expect(rest.body).toMatchObject({ deposit_percent: null, deposit_amount_cents: 55_000 });
    const gql = await b.admin.gql(SET, { id: quote.id, p: 25 });
    expect(gql.data.setQuoteDeposit).toEqual({ __typename: 'Quote', depositPercent: 25, depositAmountCents: null });
    const tooMuch = await b.admin.put(`/api/quotes/${quote.id}/deposit`, { deposit_percent: 100 });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([400, 'A deposit percentage must be more than 0 and less than 100']);
    const both = await b.admin.gql(SET, { id: quote.id, p: 10, a: 1_000 });
    expect(both.data.setQuoteDeposit.code).toBe('VALIDATION');
    expect((await b.technician.put(`/api/quotes/${quote.id}/deposit`, { deposit_percent: 10 })).status).toBe(403);
    expect((await b.technician.gql(SET, { id: quote.id, p: 10 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // None: both left out.
    expect((await b.admin.put(`/api/quotes/${quote.id}/deposit`, {})).body).toMatchObject({
      deposit_percent: null,
      deposit_amount_cents: null,
    });
    await t.database.db.quote.update({ where: { id: quote.id }, data: { status: 'accepted' } });
    const answered = await b.admin.put(`/api/quotes/${quote.id}/deposit`, { deposit_percent: 10 });
    expect([answered.status, answered.body.error]).toEqual([409, depositAtAcceptanceMessages.changeOnlyOpen]);
  });
});

describe('Accept & pay deposit on the customer’s quote page', () => {
  it('shows only with a payout account enabled; pays through Stripe; the webhooks accept the quote once', async () => {
    const b = await business('Deposit Pay Co');
    const q = await emailedQuote(b);
    expect(q.text).toContain('This quote asks a deposit of $660.00 (GST included) when you accept it.');
    const customer = new Agent(t);
    // No payout account: only the plain Accept (never a button that cannot pay), and paying is refused.
    expect((await customer.gql(PUBLIC, { token: q.token })).data.publicQuote).toMatchObject({
      canRespond: true,
      depositCents: 66_000,
      canPayDeposit: false,
    });
    stripe.requests.length = 0;
    expect((await customer.gql(PAY, { token: q.token, name: 'Mei Chen' })).data.payQuoteDeposit).toEqual({
      __typename: 'AppError',
      code: 'CONFLICT',
      message: depositAtAcceptanceMessages.notTaken,
    });
    expect(stripe.requests).toHaveLength(0);
    expect(await depositInvoices(q.id)).toHaveLength(0);

    const accountId = await payouts(b);
    expect((await customer.get(`/api/public/quotes/${q.token}`)).body).toMatchObject({ deposit: 66_000, can_pay_deposit: true });

    const managerLogin = await new Agent(t).post(
      '/api/auth/login',
      { email: (await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'manager' } })).email, password: PASSWORD },
      { 'auth-mode': 'token' },
    );
    const live = wsClient(url, managerLogin.body.accessToken, 'subscription { quoteChanged { id status acceptedOnlineBy } }');
    await listening(t, managerLogin.body.user.id, 1);

    // A double click (REST and GraphQL alike): one deposit invoice, one checkout.
    const [first, second] = await Promise.all([
      customer.gql(PAY, { token: q.token, name: 'Mei Chen' }),
      customer.post(`/api/public/quotes/${q.token}/pay-deposit`, { name: 'Mei Chen' }),
    ]);
    expect(first.data.payQuoteDeposit.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(second.body.url).toBe(first.data.payQuoteDeposit.url);
    const invoices = await depositInvoices(q.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'draft', totalCents: 66_000, paidCents: 0 });
    const made = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(made[0].headers['stripe-account']).toBe(accountId);
    expect(made[0].body).toMatchObject({
      metadata: { orgId: b.org.id, invoiceId: invoices[0].id, quoteId: q.id, acceptedBy: 'Mei Chen' },
      payment_intent_data: { metadata: { quoteId: q.id, acceptedBy: 'Mei Chen' } },
      line_items: [{ price_data: { unit_amount: '66000' } }],
      success_url: `${PUBLIC_URL}/q/${q.token}?paid=1`,
    });
    // Nothing is accepted until the money arrives.
    expect((await quoteRow(q.id)).status).toBe('sent');

    const { completed, intent } = paidCheckout(q.id);
    await deliver('payment_intent.succeeded', intent, accountId);
    await deliver('checkout.session.completed', completed, accountId);
    await deliver('payment_intent.succeeded', intent, accountId);
    expect(await live.next()).toEqual({ quoteChanged: { id: q.id, status: 'accepted', acceptedOnlineBy: 'Mei Chen' } });
    await live.dispose();

    const rows = await t.database.db.payment.findMany({ where: { invoiceId: invoices[0].id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 66_000, status: 'succeeded', method: 'online', attention: null });
    expect(await quoteRow(q.id)).toMatchObject({ status: 'accepted', respondedByName: 'Mei Chen', respondedVia: 'link' });
    expect((await b.admin.get(`/api/invoices/${invoices[0].id}`)).body).toMatchObject({ status: 'paid', balance_due: 0 });
    const notices = await t.database.db.outgoingMessage.findMany({ where: { orgId: b.org.id, to: OFFICE_EMAIL, quoteId: q.id } });
    expect(notices.map((n) => n.subject)).toEqual([`Quote ${q.number} accepted by Mei Chen`]);
    expect((await customer.gql(PUBLIC, { token: q.token })).data.publicQuote).toMatchObject({
      status: 'accepted',
      canRespond: false,
      canPayDeposit: false,
    });
    expect((await customer.gql(PAY, { token: q.token, name: 'Mei Chen' })).data.payQuoteDeposit.code).toBe('CONFLICT');

    // The full invoice deducts the deposit, as it does for Invoice Deposit.
    const full = await b.admin.post(`/api/quotes/${q.id}/convert-to-invoice`, {});
    expect(full.status).toBe(201);
    expect((await b.admin.get(`/api/invoices/${full.body.invoice_id}`)).body).toMatchObject({ total_amount: 220_000 - 66_000 });
  });

  it('a bank debit pending at completion accepts the quote only when it succeeds', async () => {
    const b = await business('Deposit Bank Co');
    const q = await emailedQuote(b, { deposit_amount_cents: 55_000 });
    const accountId = await payouts(b);
    await new Agent(t).gql(PAY, { token: q.token, name: 'Sam Ng' });
    const { completed, session } = paidCheckout(q.id);
    await deliver('checkout.session.completed', { ...completed, payment_status: 'unpaid' }, accountId);
    expect((await quoteRow(q.id)).status).toBe('sent');
    await deliver('checkout.session.async_payment_succeeded', { ...completed, payment_status: 'paid' }, accountId);
    await deliver('checkout.session.completed', { ...completed, payment_status: 'unpaid' }, accountId);
    expect(await quoteRow(q.id)).toMatchObject({ status: 'accepted', respondedByName: 'Sam Ng' });
    const [invoice] = await depositInvoices(q.id);
    expect(invoice.totalCents).toBe(55_000);
    expect(await t.database.db.payment.findMany({ where: { invoiceId: invoice.id }, select: { status: true } })).toEqual([
      { status: 'succeeded' },
    ]);
    expect(session.amount_total).toBe(55_000);
  });

  it('declined or expired meanwhile: the payment is kept and flagged; accepted by the office meanwhile: kept, nothing flagged', async () => {
    const b = await business('Deposit Meanwhile Co');
    const accountId = await payouts(b);
    const customer = new Agent(t);

    const declined = await emailedQuote(b);
    expect(declined.text).toContain(
      'This quote asks a deposit of $660.00 (GST included) when you accept it: you can pay it online as you accept.',
    );
    await customer.gql(PAY, { token: declined.token, name: 'Mei Chen' });
    expect((await customer.post(`/api/public/quotes/${declined.token}/decline`, { name: 'Mei Chen' })).status).toBe(200);
    const late = paidCheckout(declined.id);
    await deliver('checkout.session.completed', late.completed, accountId);
    expect((await quoteRow(declined.id)).status).toBe('rejected');
    const [flagged] = await t.database.db.payment.findMany({ where: { invoice: { quoteId: declined.id } } });
    expect(flagged).toMatchObject({
      amountCents: 66_000,
      status: 'succeeded',
      attention: depositAtAcceptanceMessages.paidAfterAnswer(declined.number, 'declined'),
    });
    const attention = await b.admin.get('/api/payments/attention');
    expect(JSON.stringify(attention.body)).toContain(`Paid as the deposit of quote ${declined.number} after it was declined`);

    const office = await emailedQuote(b);
    await customer.gql(PAY, { token: office.token, name: 'Mei Chen' });
    expect((await b.admin.post(`/api/quotes/${office.id}/accept`)).status).toBe(200);
    const paid = paidCheckout(office.id);
    await deliver('checkout.session.completed', paid.completed, accountId);
    expect(await quoteRow(office.id)).toMatchObject({ status: 'accepted', respondedVia: 'app' });
    const [kept] = await t.database.db.payment.findMany({ where: { invoice: { quoteId: office.id } } });
    expect(kept).toMatchObject({ amountCents: 66_000, status: 'succeeded', attention: null });

    // Paid after the quote's last day: kept and flagged, the quote not accepted.
    const expired = await emailedQuote(b);
    await customer.gql(PAY, { token: expired.token, name: 'Mei Chen' });
    await t.database.db.quote.update({ where: { id: expired.id }, data: { publicTokenExpiresAt: new Date(Date.now() - 60_000) } });
    await deliver('checkout.session.completed', paidCheckout(expired.id).completed, accountId);
    expect((await quoteRow(expired.id)).status).toBe('sent');
    const [late2] = await t.database.db.payment.findMany({ where: { invoice: { quoteId: expired.id } } });
    expect(late2.attention).toBe(depositAtAcceptanceMessages.paidAfterAnswer(expired.number, 'expired'));
  });

  it('a quote that asks no deposit offers none', async () => {
    const b = await business('Deposit None Co');
    const q = await emailedQuote(b, {});
    await payouts(b);
    const customer = new Agent(t);
    expect((await customer.gql(PUBLIC, { token: q.token })).data.publicQuote).toMatchObject({ depositCents: null, canPayDeposit: false });
    const refused = await customer.post(`/api/public/quotes/${q.token}/pay-deposit`, { name: 'Mei Chen' });
    expect([refused.status, refused.body.error]).toEqual([409, depositAtAcceptanceMessages.noDeposit]);
    expect((await customer.post(`/api/public/quotes/${q.token}/pay-deposit`, { name: ' ' })).status).toBe(400);
  });
});
