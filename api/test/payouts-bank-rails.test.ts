import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { documentsBusiness, emailedInvoice } from './documents-fixtures.ts';
import { type FakeStripe, fakeStripeEnv, type SessionStep, startFakeStripe } from './fake-stripe.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { mailboxOf } from './mailbox.ts';

// The Australian bank rails on invoice payments (docs/getting-paid.md → Bank payments): an admin allows BECS Direct
// Debit and PayTo on Settings → Payments (both transports, admins only, bad input refused); Pay now's Checkout
// Session on the connected account lists them; a bank payment completes unpaid and is pending — the customer's page
// says so, nothing is counted as paid and Pay now is not offered twice — until its bank settles it (paid, one
// receipt) or fails it (the balance owed again, the office told once), whatever the order and repeats of Stripe's
// events. Without Stripe keys the local pay page offers the same choice and answers for the bank.

const PUBLIC_URL = 'https://app.spanner.test';
const CONNECT_SECRET = 'whsec_connect_bank_rails';
let stripeApp: TestApp;
let localApp: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  stripeApp = await startTestApp({
    ...fakeStripeEnv(stripe, { webhook: 'whsec_platform_bank_rails', connect: CONNECT_SECRET }),
    PUBLIC_URL,
  });
  localApp = await startTestApp({});
});
afterAll(async () => {
  await stripeApp?.close();
  await localApp?.close();
  await stripe?.close();
});

const METHODS = '{ paymentMethodSettings { card becsDebit payTo methods } }';
const SET_METHODS = `mutation($becs: Boolean!, $payTo: Boolean!) { updatePaymentMethodSettings(input: { becsDebit: $becs, payTo: $payTo }) {
  __typename ... on PaymentMethodSettings { card becsDebit payTo methods } ... on AppError { code message } } }`;
const PUBLIC = `query($token: String!) { publicInvoice(token: $token) { status paidCents balanceCents pendingCents canPay payMethods } }`;
const PAY = `mutation($token: String!) { payInvoice(token: $token) { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }`;

let n = 0;

async function business(t: TestApp, name: string) {
  n += 1;
  const office = `office-${n}-${Date.now()}@bank-rails.test`;
  const b = await documentsBusiness(t, name, { org: { email: office }, customer: { email: `accounts-${n}@bank-rails.test` } });
  const connect = await b.admin.post('/api/payouts/account/connect');
  expect(connect.status).toBe(200);
  return { ...b, office, customerEmail: `accounts-${n}@bank-rails.test` };
}
type Business = Awaited<ReturnType<typeof business>>;

/** A sent invoice of $110.00 emailed to the customer; the token of its link. */
async function emailedInvoiceOf(t: TestApp, b: Business) {
  const { inv, token } = await emailedInvoice(t, b, b.customerEmail);
  return { id: inv.id as string, number: inv.number as string, token };
}

describe('Settings → Payments: the bank rails a business allows', () => {
  it('card always; BECS and PayTo off until an admin switches them on, alike over REST and GraphQL', async () => {
    const b = await business(localApp, 'Rails Settings Co');
    expect((await b.admin.get('/api/payouts/methods')).body).toEqual({ card: true, becs_debit: false, payto: false, methods: ['card'] });
    expect((await b.admin.gql(METHODS)).data.paymentMethodSettings).toEqual({
      card: true,
      becsDebit: false,
      payTo: false,
      methods: ['card'],
    });

    const put = await b.admin.put('/api/payouts/methods', { becs_debit: true, payto: false });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ card: true, becs_debit: true, payto: false, methods: ['card', 'au_becs_debit'] });
    expect((await b.admin.gql(METHODS)).data.paymentMethodSettings.methods).toEqual(['card', 'au_becs_debit']);

    const set = await b.admin.gql(SET_METHODS, { becs: true, payTo: true });
    expect(set.data.updatePaymentMethodSettings).toEqual({
      __typename: 'PaymentMethodSettings',
      card: true,
      becsDebit: true,
      payTo: true,
      methods: ['card', 'au_becs_debit', 'payto'],
    });
    expect((await b.admin.get('/api/payouts/methods')).body.methods).toEqual(['card', 'au_becs_debit', 'payto']);
  });

  it('refuses a manager and a technician on both transports, and bad input with a 400 that says why', async () => {
    const b = await business(localApp, 'Rails Policy Co');
    for (const who of [b.manager, b.technician]) {
      expect((await who.get('/api/payouts/methods')).status).toBe(403);
      expect((await who.put('/api/payouts/methods', { becs_debit: true, payto: true })).status).toBe(403);
      const read = await who.gql(METHODS);
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const write = await who.gql(SET_METHODS, { becs: true, payTo: true });
      expect(write.errors?.[0]?.extensions?.code ?? write.data?.updatePaymentMethodSettings?.code).toBe('FORBIDDEN');
    }
    const bad = await b.admin.put('/api/payouts/methods', { becs_debit: 'yes', payto: false });
    expect([bad.status, bad.body.error]).toEqual([400, 'becs_debit must be true or false']);
    expect((await b.admin.put('/api/payouts/methods', { becs_debit: true })).status).toBe(400);
    expect((await b.admin.put('/api/payouts/methods', { becs_debit: true, payto: true, card: false })).status).toBe(400);
    // Nothing of the refused calls was stored.
    expect((await b.admin.get('/api/payouts/methods')).body.methods).toEqual(['card']);
  });
});

describe('paying by bank through Stripe Checkout', () => {
  const deliverAll = async (events: { payload: string; signature: string }[]) => {
    for (const e of events) {
      const res = await new Agent(stripeApp).request('POST', '/api/webhooks/stripe/connect', {
        payload: e.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
      });
      expect(res.status).toBe(200);
    }
  };
  async function enabledBusiness(name: string) {
    const b = await business(stripeApp, name);
    const accountId = (await stripeApp.database.db.payoutAccount.findUniqueOrThrow({ where: { orgId: b.org.id } })).accountId;
    stripe.updateAccount(accountId, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
    const { payload, signature } = stripe.event('account.updated', stripe.accounts.get(accountId) as object, {
      account: accountId,
      secret: CONNECT_SECRET,
    });
    await deliverAll([{ payload, signature }]);
    return { ...b, accountId };
  }
  const sessionOf = (invoiceId: string) => {
    const s = [...stripe.sessions.values()].reverse().find((x) => x.metadata.invoiceId === invoiceId);
    if (!s) throw new Error('no session');
    return s;
  };
  const events = (sessionId: string, step: SessionStep, method?: string, created?: number) =>
    stripe.sessionEvents(sessionId, step, { secret: CONNECT_SECRET, method, created });

  it('the checkout lists card alone by default, and the rails the business allows once it does', async () => {
    const b = await enabledBusiness('Rails Checkout Co');
    const inv = await emailedInvoiceOf(stripeApp, b);
    const customer = new Agent(stripeApp);
    stripe.requests.length = 0;
    expect((await customer.gql(PAY, { token: inv.token })).data.payInvoice.__typename).toBe('CheckoutPayload');
    const cardOnly = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(cardOnly).toHaveLength(1);
    expect(cardOnly[0].body.allowed_payment_method_types).toEqual(['card']);

    await b.admin.put('/api/payouts/methods', { becs_debit: true, payto: true });
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice.payMethods).toEqual(['card', 'au_becs_debit', 'payto']);
    stripe.requests.length = 0;
    const pay = await customer.gql(PAY, { token: inv.token });
    const made = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(made).toHaveLength(1);
    expect(made[0].headers['stripe-account']).toBe(b.accountId);
    expect(made[0].body.allowed_payment_method_types).toEqual(['card', 'au_becs_debit', 'payto']);
    // A new checkout, not Stripe's answer to the card-only one replayed under its idempotency key.
    expect(pay.data.payInvoice.url).not.toBe(`https://checkout.stripe.test/c/pay/${sessionOf(inv.id).id}x`);
    expect(sessionOf(inv.id).payment_method_types).toEqual(['card', 'au_becs_debit', 'payto']);
  });

  it('a BECS payment is pending (counted nowhere, said so to the customer) until it settles; reordered and repeated events end alike', async () => {
    const b = await enabledBusiness('Rails Settle Co');
    await b.admin.put('/api/payouts/methods', { becs_debit: true, payto: false });
    const inv = await emailedInvoiceOf(stripeApp, b);
    const customer = new Agent(stripeApp);
    await customer.gql(PAY, { token: inv.token });
    const session = sessionOf(inv.id);
    const before = (await b.admin.get('/api/invoices/counts')).body;

    // Completed unpaid and processing, the processing first, then both again.
    const pending = events(session.id, 'bank_pending', 'au_becs_debit');
    await deliverAll([pending[1], pending[0], ...pending]);
    const rows = await stripeApp.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', amountCents: 11_000, providerPaymentId: session.payment_intent });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'sent', amount_paid: 0, balance_due: 11_000 });
    // The list's counts owe the pending money still.
    expect((await b.admin.get('/api/invoices/counts')).body).toMatchObject({ paid: before.paid, outstanding: before.outstanding });
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice).toMatchObject({
      status: 'sent',
      paidCents: 0,
      balanceCents: 11_000,
      pendingCents: 11_000,
      canPay: false,
    });
    expect((await customer.get(`/api/public/invoices/${inv.token}`)).body).toMatchObject({ pending_amount: 11_000, can_pay: false });
    // Pay now again while it is on its way: refused, nothing asked of Stripe.
    stripe.requests.length = 0;
    expect((await customer.gql(PAY, { token: inv.token })).data.payInvoice).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('A bank payment of $110.00 for this invoice is on its way'),
    });
    expect(stripe.requests).toHaveLength(0);
    // No receipt for money that has not arrived.
    expect((await mailboxOf(stripeApp, b.customerEmail)).filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(0);

    // Three days later: the PaymentIntent's success before the session's, each twice, and a late processing.
    const later = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const settled = events(session.id, 'bank_settled', 'au_becs_debit', later);
    await deliverAll([settled[1], settled[0], settled[1], settled[0], pending[1]]);
    const after = await stripeApp.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    expect(after).toHaveLength(1);
    expect(after[0].status).toBe('succeeded');
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', balance_due: 0 });
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice).toMatchObject({
      status: 'paid',
      pendingCents: 0,
      canPay: false,
    });
    expect((await mailboxOf(stripeApp, b.customerEmail)).filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(1);
  });

  it('a PayTo payment that fails reopens the balance and tells the office once; a late pending changes nothing', async () => {
    const b = await enabledBusiness('Rails Fail Co');
    await b.admin.put('/api/payouts/methods', { becs_debit: false, payto: true });
    const inv = await emailedInvoiceOf(stripeApp, b);
    const customer = new Agent(stripeApp);
    await customer.gql(PAY, { token: inv.token });
    const session = sessionOf(inv.id);
    const pending = events(session.id, 'bank_pending', 'payto');
    await deliverAll(pending);
    const failed = events(session.id, 'bank_failed', 'payto');
    await deliverAll([failed[1], failed[0], failed[0], pending[0]]);
    const rows = await stripeApp.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('failed');
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'sent', amount_paid: 0, balance_due: 11_000 });
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice).toMatchObject({ pendingCents: 0, canPay: true });
    const notices = (await mailboxOf(stripeApp, b.office)).filter((m) => m.subject === `A bank payment for invoice ${inv.number} failed`);
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('The bank payment of $110.00');
    expect(notices[0].text).toContain('Balance due: $110.00');
    expect((await mailboxOf(stripeApp, b.customerEmail)).filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(0);
  });

  it('a card declined on Stripe’s page is not reported to the office as a failed bank payment', async () => {
    const b = await enabledBusiness('Rails Card Decline Co');
    const inv = await emailedInvoiceOf(stripeApp, b);
    await new Agent(stripeApp).gql(PAY, { token: inv.token });
    const session = sessionOf(inv.id);
    const { payload, signature } = stripe.event(
      'payment_intent.payment_failed',
      {
        id: session.payment_intent,
        object: 'payment_intent',
        amount: 11_000,
        metadata: session.metadata,
        last_payment_error: { code: 'card_declined', payment_method: { type: 'card' } },
      },
      { account: b.accountId, secret: CONNECT_SECRET },
    );
    await deliverAll([{ payload, signature }]);
    expect((await mailboxOf(stripeApp, b.office)).filter((m) => m.subject.includes('bank payment'))).toHaveLength(0);
  });
});

describe('paying by bank on the local pay page (no Stripe keys)', () => {
  const localBusiness = async (name: string) => {
    const b = await business(localApp, name);
    await b.admin.put('/api/payouts/methods', { becs_debit: true, payto: false });
    return b;
  };

  it('offers the allowed rails beside the card; a BECS payment is pending until the page answers for the bank', async () => {
    const b = await localBusiness('Local Rails Co');
    const inv = await emailedInvoiceOf(localApp, b);
    const customer = new Agent(localApp);
    const page = String((await customer.get(`/billing/local-pay?invoice=${inv.token}`)).body);
    expect(page).toContain('>Pay $110.00</button>');
    expect(page).toContain('>Debit $110.00 from my bank account (BECS Direct Debit)</button>');
    expect(page).not.toContain('PayTo');
    // A rail the business does not allow, or a made-up one: refused, nothing recorded.
    for (const method of ['payto', 'bitcoin']) {
      const refused = await customer.post('/billing/local-pay/pay', { session: inv.token, method });
      expect([refused.status, refused.body.error]).toEqual([
        400,
        'This business does not take that payment method. Please choose another.',
      ]);
    }
    expect(await localApp.database.db.payment.count({ where: { invoiceId: inv.id } })).toBe(0);

    const paid = await customer.post('/billing/local-pay/pay', { session: inv.token, method: 'au_becs_debit' });
    expect(paid.body).toEqual({ url: `/i/${inv.token}?paid=1` });
    const [row] = await localApp.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    expect(row).toMatchObject({ status: 'pending', provider: 'local', amountCents: 11_000 });
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice).toMatchObject({
      status: 'sent',
      pendingCents: 11_000,
      canPay: false,
    });
    const waiting = String((await customer.get(`/billing/local-pay?invoice=${inv.token}`)).body);
    expect(waiting).toContain('A bank payment for this invoice is on its way.');
    expect(waiting).toContain('Settle $110.00');
    // Paying again while it is on its way is refused.
    expect((await customer.post('/billing/local-pay/pay', { session: inv.token })).status).toBe(409);

    const bad = await customer.post('/billing/local-pay/settle', { session: inv.token, payment: row.providerPaymentId, outcome: 'maybe' });
    expect(bad.status).toBe(400);
    const settled = await customer.post('/billing/local-pay/settle', {
      session: inv.token,
      payment: row.providerPaymentId,
      outcome: 'succeeded',
    });
    expect(settled.body).toEqual({ url: `/i/${inv.token}` });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', balance_due: 0 });
    expect(await localApp.database.db.payment.count({ where: { invoiceId: inv.id } })).toBe(1);
    // Settled once: a second answer for the same payment is refused.
    const again = await customer.post('/billing/local-pay/settle', {
      session: inv.token,
      payment: row.providerPaymentId,
      outcome: 'failed',
    });
    expect([again.status, again.body.error]).toEqual([409, 'This payment is not waiting for its bank.']);
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid' });
  });

  it('a failed local bank payment reopens the balance and tells the office', async () => {
    const b = await localBusiness('Local Rails Fail Co');
    const inv = await emailedInvoiceOf(localApp, b);
    const customer = new Agent(localApp);
    await customer.post('/billing/local-pay/pay', { session: inv.token, method: 'au_becs_debit' });
    const [row] = await localApp.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    await customer.post('/billing/local-pay/settle', { session: inv.token, payment: row.providerPaymentId, outcome: 'failed' });
    expect((await localApp.database.db.payment.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('failed');
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'sent', balance_due: 11_000 });
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice).toMatchObject({ pendingCents: 0, canPay: true });
    const notices = (await mailboxOf(localApp, b.office)).filter((m) => m.subject === `A bank payment for invoice ${inv.number} failed`);
    expect(notices).toHaveLength(1);
  });
});
