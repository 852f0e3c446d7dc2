import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKeyOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { chargeOf, type FakeStripe, fakeStripeEnv, startFakeStripe } from './fake-stripe.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';

// Refunds of online payments from the invoice, through Stripe on the business's connected account (the fake, through
// the real SDK): the Stripe-Account header, an idempotency key from the refund's intent (a double submit is one
// refund), one ledger row per Stripe refund whether its webhook comes before or after the API's answer, a refusal
// that records nothing, a pending refund that fails. Over REST and GraphQL. The local provider: local-payments tests.

const CONNECT_SECRET = 'whsec_connect_refund_secret';
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({
    ...fakeStripeEnv(stripe, { webhook: 'whsec_platform_refund_secret', connect: CONNECT_SECRET }),
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const CUSTOMER_EMAIL = 'accounts@refund-dental.test';
const PAY = `mutation($token: String!) { payInvoice(token: $token) { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }`;
const REFUND = `mutation($id: ID!, $p: ID!, $amount: Int) { refundPayment(invoiceId: $id, paymentId: $p, input: { amountCents: $amount }) {
  __typename ... on Payment { id kind amountCents status method providerRefundId invoice { status balanceCents } } ... on AppError { code message } } }`;
const enabled = {
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  requirements: { currently_due: [], past_due: [], disabled_reason: null },
};

function deliver(type: string, object: object, account: string) {
  const { payload, signature } = stripe.event(type, object, { account, secret: CONNECT_SECRET });
  return new Agent(t).request('POST', '/api/webhooks/stripe/connect', {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** A business with payouts enabled and a $110.00 invoice its customer paid online through Checkout. */
async function paidOnline(name: string) {
  const b = await documentsBusiness(t, name, { org: {}, customer: { email: CUSTOMER_EMAIL } });
  await b.admin.post('/api/payouts/account/connect');
  const { accountId } = await t.database.db.payoutAccount.findUniqueOrThrow({ where: { orgId: b.org.id } });
  await deliver('account.updated', { id: accountId, object: 'account', ...enabled }, accountId);
  const today = dayKeyOf(new Date(), 'Australia/Melbourne');
  const { body: inv } = await b.admin.post('/api/invoices', {
    customerId: b.customer.id,
    issue_date: today,
    due_at: addDays(today, 14),
    lines: [{ description: 'Split system service', quantity: 1, unit_amount: 10_000, tax_rate: 10 }],
  });
  await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: CUSTOMER_EMAIL, subject: `Invoice ${inv.number} ${b.org.id}` });
  const token = (await lastEmailTo(t, CUSTOMER_EMAIL, `Invoice ${inv.number} ${b.org.id}`)).text.match(/\/i\/([\w-]{43})/)?.[1];
  await new Agent(t).gql(PAY, { token });
  const session = [...stripe.sessions.values()].find((s) => s.metadata.invoiceId === inv.id);
  if (!session) throw new Error('no checkout');
  await deliver('checkout.session.completed', { ...session, payment_status: 'paid' }, accountId);
  const payment = await t.database.db.payment.findFirstOrThrow({ where: { invoiceId: inv.id } });
  expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', balance_due: 0 });
  return { b, accountId, invoiceId: inv.id as string, payment, pi: session.payment_intent };
}

const rowsOf = (invoiceId: string) => t.database.db.payment.findMany({ where: { invoiceId }, orderBy: { createdAt: 'asc' } });
const refundCalls = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

describe('refunding an online payment from the invoice', () => {
  it('REST part refund then GraphQL the rest: Stripe refunds on the connected account; the ledger reopens the invoice', async () => {
    const { b, accountId, invoiceId, payment, pi } = await paidOnline('Refund Online Co');
    stripe.requests.length = 0;
    const part = await b.admin.post(`/api/invoices/${invoiceId}/payments/${payment.id}/refunds`, { amount: 4_000, note: 'Goodwill' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      kind: 'refund',
      amount: -4_000,
      status: 'succeeded',
      method: 'online',
      provider: 'stripe',
      refund_of: payment.id,
      note: 'Goodwill',
      invoice: { status: 'sent', balance_due: 4_000 },
    });
    const [call] = refundCalls();
    expect(call.headers['stripe-account']).toBe(accountId);
    expect(call.headers['idempotency-key']).toBe(`refund-${payment.id}-11000-4000`);
    expect(call.body).toMatchObject({ payment_intent: pi, amount: '4000', metadata: { orgId: b.org.id, invoiceId } });
    expect(part.body.provider_refund_id).toBe(stripe.refunds.get(chargeOf(pi))?.[0].id);

    // The refund's webhooks after the answer change nothing.
    const listed = stripe.refunds.get(chargeOf(pi)) ?? [];
    await deliver('charge.refunded', { id: chargeOf(pi), object: 'charge', payment_intent: pi, refunds: { data: listed } }, accountId);
    await deliver('refund.updated', listed[0], accountId);
    expect(await rowsOf(invoiceId)).toHaveLength(2);

    const rest = await b.admin.gql(REFUND, { id: invoiceId, p: payment.id });
    expect(rest.data.refundPayment).toMatchObject({
      __typename: 'Payment',
      kind: 'refund',
      amountCents: -7_000,
      status: 'succeeded',
      method: 'online',
      invoice: { status: 'sent', balanceCents: 11_000 },
    });
    expect(refundCalls()).toHaveLength(2);
    expect((await b.admin.gql(REFUND, { id: invoiceId, p: payment.id })).data.refundPayment).toMatchObject({
      code: 'CONFLICT',
      message: 'This payment has been refunded in full',
    });
    // More than is left is refused before Stripe is asked; a manager may not refund.
    expect(refundCalls()).toHaveLength(2);
    expect((await b.manager.post(`/api/invoices/${invoiceId}/payments/${payment.id}/refunds`, {})).status).toBe(403);
    expect((await b.manager.gql(REFUND, { id: invoiceId, p: payment.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a double submit is one refund; a webhook that comes before the answer makes the same row', async () => {
    const { b, accountId, invoiceId, payment, pi } = await paidOnline('Refund Twice Co');
    stripe.requests.length = 0;
    // The second click reaches the API while the first one's refund is made at Stripe but not yet answered.
    let two: Awaited<ReturnType<typeof b.admin.gql>> | undefined;
    stripe.beforeRefundAnswer = async () => {
      stripe.beforeRefundAnswer = null;
      two = await b.admin.gql(REFUND, { id: invoiceId, p: payment.id, amount: 2_500 });
    };
    const one = await b.admin.post(`/api/invoices/${invoiceId}/payments/${payment.id}/refunds`, { amount: 2_500 });
    expect(one.status).toBe(201);
    expect(two?.data.refundPayment).toMatchObject({ id: one.body.id, amountCents: -2_500 });
    expect(refundCalls().map((r) => r.headers['idempotency-key'])).toEqual([
      `refund-${payment.id}-11000-2500`,
      `refund-${payment.id}-11000-2500`,
    ]);
    expect(stripe.refunds.get(chargeOf(pi))).toHaveLength(1);
    expect((await rowsOf(invoiceId)).filter((r) => r.kind === 'refund')).toHaveLength(1);

    // Stripe's refund.created reaches us before the API has Stripe's answer (as after a crash between the two).
    stripe.beforeRefundAnswer = async (refund) => {
      expect((await deliver('refund.created', refund, accountId)).body).toEqual({ received: true });
    };
    try {
      const second = await b.admin.post(`/api/invoices/${invoiceId}/payments/${payment.id}/refunds`, { amount: 1_000 });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ amount: -1_000, status: 'succeeded', invoice: { balance_due: 3_500 } });
    } finally {
      stripe.beforeRefundAnswer = null;
    }
    const refunds = (await rowsOf(invoiceId)).filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => r.amountCents)).toEqual([-2_500, -1_000]);
    expect(new Set(refunds.map((r) => r.providerRefundId)).size).toBe(2);
  });

  it('a refund Stripe refuses records nothing; a pending one that fails gives the payment back', async () => {
    const { b, accountId, invoiceId, payment, pi } = await paidOnline('Refund Fail Co');
    stripe.failNext(400, 'Charge has been disputed.');
    const refused = await b.admin.post(`/api/invoices/${invoiceId}/payments/${payment.id}/refunds`, {});
    expect([refused.status, refused.body.error]).toEqual([409, 'Stripe refused the refund: Charge has been disputed.']);
    expect(await rowsOf(invoiceId)).toHaveLength(1);
    const tooMuch = await b.admin.post(`/api/invoices/${invoiceId}/payments/${payment.id}/refunds`, { amount: 11_001 });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([400, 'A refund cannot be more than what is left of the payment ($110.00)']);

    stripe.refundStatus = 'pending';
    try {
      const pending = await b.admin.post(`/api/invoices/${invoiceId}/payments/${payment.id}/refunds`, { amount: 6_000 });
      expect(pending.body).toMatchObject({ status: 'pending', amount: -6_000, invoice: { status: 'paid', balance_due: 0 } });
    } finally {
      stripe.refundStatus = 'succeeded';
    }
    const left = `query($id: ID!) { invoice(id: $id) { status balanceCents payments { kind status refundableCents } } }`;
    expect((await b.admin.gql(left, { id: invoiceId })).data.invoice.payments[0]).toMatchObject({ refundableCents: 5_000 });
    const [made] = stripe.refunds.get(chargeOf(pi)) ?? [];
    await deliver('refund.updated', { ...made, status: 'failed' }, accountId);
    await deliver('refund.updated', { ...made, status: 'succeeded' }, accountId);
    const after = (await b.admin.gql(left, { id: invoiceId })).data.invoice;
    expect(after).toMatchObject({ status: 'paid', balanceCents: 0 });
    expect(after.payments).toEqual([
      { kind: 'payment', status: 'succeeded', refundableCents: 11_000 },
      { kind: 'refund', status: 'failed', refundableCents: 0 },
    ]);
  });
});
