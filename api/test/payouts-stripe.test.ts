import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLinkMessages } from '../src/domain/invoices/invoice-link.ts';
import { paymentReceiptJob } from '../src/domain/payouts/payment-receipt.ts';
import { addDays, dayKeyOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from './fake-stripe.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo, mailboxOf } from './mailbox.ts';
import { jobState, messagingSettled } from './messaging-queue.ts';

// Getting paid online with Stripe Connect, against the loopback fake of Stripe (fake-stripe.ts) through the real SDK:
// an admin connects the business's own Standard account (its status follows account.updated), a sent invoice's
// emailed link shows the invoice and its balance without changing anything, "Pay now" makes a Checkout Session on
// the connected account (a direct charge, no application fee), and the Connect webhook's events — duplicated, in
// either order — make one ledger row and a paid invoice; a refund reopens it.

const PUBLIC_URL = 'https://app.spanner.test';
const CONNECT_SECRET = 'whsec_connect_test_secret';
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({
    ...fakeStripeEnv(stripe, { webhook: 'whsec_platform_test_secret', connect: CONNECT_SECRET }),
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const ACCOUNT = 'query { payoutAccount { provider missingSettings connected status chargesEnabled payoutsEnabled } }';
const CONNECT = 'mutation { connectPayoutAccount { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }';
const PUBLIC = `query($token: String!) { publicInvoice(token: $token) { number status totalCents paidCents balanceCents canPay businessName businessAbn customerName gstCents lines { description } } }`;
const PAY = `mutation($token: String!) { payInvoice(token: $token) { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }`;

const today = () => dayKeyOf(new Date(), 'Australia/Melbourne');
const CUSTOMER_EMAIL = 'accounts@connect-dental.test';

async function business(name: string) {
  return documentsBusiness(t, name, { org: {}, customer: { email: CUSTOMER_EMAIL } });
}

/** Stripe's webhook POST to the Connect endpoint. */
function deliver(type: string, object: object, account: string, created?: number) {
  const { payload, signature } = stripe.event(type, object, { account, secret: CONNECT_SECRET, created });
  return new Agent(t).request('POST', '/api/webhooks/stripe/connect', {
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const enabled = {
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  requirements: { currently_due: [], past_due: [], disabled_reason: null },
};

async function connected(b: Awaited<ReturnType<typeof business>>) {
  const res = await b.admin.gql(CONNECT);
  expect(res.data.connectPayoutAccount.__typename).toBe('CheckoutPayload');
  const row = await t.database.db.payoutAccount.findUniqueOrThrow({ where: { orgId: b.org.id } });
  return row.accountId;
}

/** A sent invoice of $110.00 emailed to the customer; the token of the link the email carries. */
async function emailedInvoice(b: Awaited<ReturnType<typeof business>>) {
  const { body: inv } = await b.admin.post('/api/invoices', {
    customerId: b.customer.id,
    issue_date: today(),
    due_at: addDays(today(), 14),
    lines: [{ description: 'Split system service', quantity: 1, unit_amount: 10_000, tax_rate: 10 }],
  });
  const sent = await b.admin.post(`/api/invoices/${inv.id}/email`, {
    emails: CUSTOMER_EMAIL,
    subject: `Invoice ${inv.number} ${b.org.id}`,
  });
  expect(sent.status).toBe(200);
  const mail = await lastEmailTo(t, CUSTOMER_EMAIL, `Invoice ${inv.number} ${b.org.id}`);
  const token = mail.text.match(/\/i\/([\w-]{43})/)?.[1];
  expect(token, mail.text).toBeTruthy();
  return { id: inv.id as string, number: inv.number as string, token: token as string, mail };
}

describe('Settings → Payments: connecting the business’s own Stripe account', () => {
  it('makes one Standard AU account, sends the admin to Stripe’s onboarding, and follows account.updated', async () => {
    const b = await business('Connect Onboarding Co');
    expect((await b.admin.gql(ACCOUNT)).data.payoutAccount).toMatchObject({
      provider: 'stripe',
      missingSettings: [],
      connected: false,
      status: null,
    });

    stripe.requests.length = 0;
    const first = await b.admin.gql(CONNECT);
    expect(first.data.connectPayoutAccount.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/s\//);
    const create = stripe.requests.find((r) => r.path === '/v1/accounts');
    expect(create?.body).toMatchObject({ type: 'standard', country: 'AU', metadata: { orgId: b.org.id } });
    const link = stripe.requests.find((r) => r.path === '/v1/account_links');
    expect(link?.body).toMatchObject({
      type: 'account_onboarding',
      return_url: `${PUBLIC_URL}/settings?tab=payments&stripe=return`,
      refresh_url: `${PUBLIC_URL}/settings?tab=payments&stripe=refresh`,
    });
    // Connecting again (the link expired) makes a new link for the same account, never a second account.
    await b.admin.gql(CONNECT);
    expect(stripe.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
    const accountId = link?.body.account as string;
    expect((await b.admin.gql(ACCOUNT)).data.payoutAccount).toMatchObject({ connected: true, status: 'details_missing' });

    const t0 = Math.floor(Date.now() / 1000);
    const submitted = {
      details_submitted: true,
      charges_enabled: false,
      payouts_enabled: false,
      requirements: { currently_due: [], past_due: [] },
    };
    expect((await deliver('account.updated', { id: accountId, object: 'account', ...submitted }, accountId, t0)).status).toBe(200);
    expect((await b.admin.gql(ACCOUNT)).data.payoutAccount.status).toBe('pending');
    await deliver('account.updated', { id: accountId, object: 'account', ...enabled }, accountId, t0 + 2);
    expect((await b.admin.gql(ACCOUNT)).data.payoutAccount).toMatchObject({
      status: 'enabled',
      chargesEnabled: true,
      payoutsEnabled: true,
    });
    // A late, older account.updated changes nothing.
    await deliver('account.updated', { id: accountId, object: 'account', ...submitted }, accountId, t0 + 1);
    expect((await b.admin.gql(ACCOUNT)).data.payoutAccount.status).toBe('enabled');
  });

  it('is for admins only', async () => {
    const b = await business('Connect Admins Only');
    for (const who of [b.manager, b.technician]) {
      expect((await who.gql(ACCOUNT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await who.post('/api/payouts/account/connect')).status).toBe(403);
    }
    expect(await t.database.db.payoutAccount.count({ where: { orgId: b.org.id } })).toBe(0);
  });

  it('refuses an unsigned or tampered Connect event and changes nothing', async () => {
    const b = await business('Connect Tamper Co');
    const accountId = await connected(b);
    const { payload, signature } = stripe.event(
      'account.updated',
      { id: accountId, ...enabled },
      { account: accountId, secret: 'whsec_wrong' },
    );
    const res = await new Agent(t).request('POST', '/api/webhooks/stripe/connect', {
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(res.status).toBe(400);
    expect((await b.admin.gql(ACCOUNT)).data.payoutAccount.status).toBe('details_missing');
  });
});

describe('the customer pays an emailed invoice online', () => {
  it('link → invoice and balance (nothing changes) → Checkout on the connected account → webhook → paid, once', async () => {
    const b = await business('Connect Pay Co');
    const accountId = await connected(b);
    await deliver('account.updated', { id: accountId, ...enabled }, accountId);
    const inv = await emailedInvoice(b);
    expect(inv.mail.text).toContain(`View and pay this invoice online: ${PUBLIC_URL}/i/${inv.token}`);

    const customer = new Agent(t);
    const page = await customer.gql(PUBLIC, { token: inv.token });
    expect(page.data.publicInvoice).toMatchObject({
      number: inv.number,
      status: 'sent',
      totalCents: 11_000,
      gstCents: 1_000,
      paidCents: 0,
      balanceCents: 11_000,
      canPay: true,
      businessName: 'Connect Pay Co',
      customerName: 'Bayside Family Dental',
      lines: [{ description: 'Split system service' }],
    });
    // Opening the link (a mail scanner, a link preview) asks Stripe for nothing and records nothing.
    stripe.requests.length = 0;
    await customer.gql(PUBLIC, { token: inv.token });
    expect(stripe.requests).toHaveLength(0);
    expect(await t.database.db.payment.count({ where: { invoiceId: inv.id } })).toBe(0);

    const pay = await customer.gql(PAY, { token: inv.token });
    expect(pay.data.payInvoice.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const made = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(made).toHaveLength(1);
    expect(made[0].headers['stripe-account']).toBe(accountId);
    expect(made[0].headers['idempotency-key']).toMatch(/^invoice-checkout-/);
    expect(made[0].body).toMatchObject({
      mode: 'payment',
      customer_email: CUSTOMER_EMAIL,
      metadata: { orgId: b.org.id, invoiceId: inv.id },
      payment_intent_data: { metadata: { orgId: b.org.id, invoiceId: inv.id } },
      line_items: [{ quantity: '1', price_data: { currency: 'aud', unit_amount: '11000' } }],
      success_url: `${PUBLIC_URL}/i/${inv.token}?paid=1`,
      cancel_url: `${PUBLIC_URL}/i/${inv.token}`,
    });
    expect(JSON.stringify(made[0].body)).not.toContain('application_fee');
    // Pay now twice (a double click): the same checkout.
    expect((await customer.gql(PAY, { token: inv.token })).data.payInvoice.url).toBe(pay.data.payInvoice.url);
    expect(stripe.sessions.size).toBeGreaterThan(0);

    const session = [...stripe.sessions.values()].find((s) => s.metadata.invoiceId === inv.id);
    if (!session) throw new Error('no session');
    const completed = { ...session, payment_status: 'paid' };
    const intent = {
      id: session.payment_intent,
      object: 'payment_intent',
      amount: 11_000,
      amount_received: 11_000,
      metadata: session.metadata,
    };
    // The PaymentIntent's success first, then the session's completion, then both again: one row.
    expect((await deliver('payment_intent.succeeded', intent, accountId)).body).toEqual({ received: true });
    await deliver('checkout.session.completed', completed, accountId);
    await deliver('checkout.session.completed', completed, accountId);
    await deliver('payment_intent.succeeded', intent, accountId);
    const rows = await t.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountCents: 11_000,
      status: 'succeeded',
      method: 'online',
      provider: 'stripe',
      providerPaymentId: session.payment_intent,
    });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', balance_due: 0 });
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice).toMatchObject({
      status: 'paid',
      balanceCents: 0,
      canPay: false,
    });
    expect((await customer.gql(PAY, { token: inv.token })).data.payInvoice).toMatchObject({
      code: 'CONFLICT',
      message: 'This invoice is paid: nothing is owed.',
    });

    // A refund on Stripe's dashboard reopens the invoice.
    const charge = {
      id: 'ch_connect_pay',
      object: 'charge',
      payment_intent: session.payment_intent,
      metadata: session.metadata,
      refunds: { data: [{ id: 're_part', amount: 5_000, status: 'succeeded' }] },
    };
    await deliver('charge.refunded', charge, accountId);
    await deliver('charge.refunded', charge, accountId);
    expect(await t.database.db.payment.count({ where: { invoiceId: inv.id } })).toBe(2);
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'sent', balance_due: 5_000 });
  });

  it('a payment reported twice at once, by both its events, makes one receipt and one office notice, after the answer', async () => {
    const b = await business('Connect Receipt Once Co');
    const accountId = await connected(b);
    await deliver('account.updated', { id: accountId, ...enabled }, accountId);
    const inv = await emailedInvoice(b);
    await new Agent(t).gql(PAY, { token: inv.token });
    const session = [...stripe.sessions.values()].find((s) => s.metadata.invoiceId === inv.id);
    if (!session) throw new Error('no session');
    const intent = {
      id: session.payment_intent,
      object: 'payment_intent',
      amount: 11_000,
      amount_received: 11_000,
      metadata: session.metadata,
    };
    const answers = await Promise.all([
      deliver('payment_intent.succeeded', intent, accountId),
      deliver('payment_intent.succeeded', intent, accountId),
      deliver('checkout.session.completed', { ...session, payment_status: 'paid' }, accountId),
      deliver('checkout.session.completed', { ...session, payment_status: 'paid' }, accountId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const [payment] = await t.database.db.payment.findMany({ where: { invoiceId: inv.id } });
    // The receipt is the job's, queued in the ledger's transaction under the payment's key.
    await messagingSettled(t);
    expect(await jobState(t, paymentReceiptJob, `receipt-${payment.id}`)).toBe('completed');
    const receipts = (await mailboxOf(t, CUSTOMER_EMAIL)).filter(
      (m) => m.subject === `Receipt for invoice ${inv.number} from Connect Receipt Once Co`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0].files.map((f) => f.filename)).toEqual([`Receipt-${inv.number}.pdf`]);
    const notices = await t.database.db.outgoingMessage.count({
      where: { orgId: b.org.id, subject: `Payment received for invoice ${inv.number}` },
    });
    expect(notices).toBe(1);
  });

  it('refunds a charge.refunded event does not list are read from the connected account', async () => {
    const b = await business('Connect Refund List Co');
    const accountId = await connected(b);
    await deliver('account.updated', { id: accountId, ...enabled }, accountId);
    const inv = await emailedInvoice(b);
    const metadata = { orgId: b.org.id, invoiceId: inv.id };
    await deliver('payment_intent.succeeded', { id: 'pi_listed', amount: 11_000, amount_received: 11_000, metadata }, accountId);
    stripe.refunds.set('ch_listed', [{ id: 're_listed', amount: 11_000, status: 'succeeded', charge: 'ch_listed' }]);
    const refunded = await deliver(
      'charge.refunded',
      { id: 'ch_listed', object: 'charge', payment_intent: 'pi_listed', metadata },
      accountId,
    );
    expect(refunded.body).toEqual({ received: true });
    const refund = stripe.requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.headers['stripe-account']).toBe(accountId);
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'sent', balance_due: 11_000 });
  });

  it('shows no Pay now until the business’s payouts are enabled, and pays nothing', async () => {
    const b = await business('Connect Not Yet Co');
    await connected(b);
    const inv = await emailedInvoice(b);
    expect(inv.mail.text).toContain(`View this invoice online: ${PUBLIC_URL}/i/${inv.token}`);
    const customer = new Agent(t);
    expect((await customer.gql(PUBLIC, { token: inv.token })).data.publicInvoice).toMatchObject({ balanceCents: 11_000, canPay: false });
    stripe.requests.length = 0;
    expect((await customer.gql(PAY, { token: inv.token })).data.payInvoice.code).toBe('CONFLICT');
    expect(stripe.requests).toHaveLength(0);
  });

  it('a bad, unknown or expired link is NOT_FOUND and says nothing of the invoice', async () => {
    const b = await business('Connect Link Co');
    const inv = await emailedInvoice(b);
    const customer = new Agent(t);
    for (const token of ['nope', 'A'.repeat(43), `${inv.token.slice(0, -1)}${inv.token.endsWith('A') ? 'B' : 'A'}`]) {
      const res = await customer.gql(PUBLIC, { token });
      expect(res.errors?.[0]).toMatchObject({ message: invoiceLinkMessages.linkInvalid, extensions: { code: 'NOT_FOUND' } });
      expect(res.data).toBeNull();
      expect((await customer.gql(PAY, { token })).data.payInvoice.code).toBe('NOT_FOUND');
    }
    await t.database.db.invoice.update({ where: { id: inv.id }, data: { publicTokenExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await customer.gql(PUBLIC, { token: inv.token });
    expect(expired.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(expired.errors?.[0]?.message).toMatch(/^This invoice link has expired\. Please contact Connect Link Co/);
  });
});
