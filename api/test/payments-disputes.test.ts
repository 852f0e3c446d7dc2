import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { documentsBusiness, emailedInvoice } from './documents-fixtures.ts';
import { type DisputeStep, type FakeStripe, fakeStripeEnv, startFakeStripe } from './fake-stripe.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { mailboxOf } from './mailbox.ts';

// Card disputes (chargebacks) on the ledger (docs/getting-paid.md → Disputes): a customer who paid by card disputes
// the payment with their card issuer, and Stripe sends charge.dispute.* on the connected account. Opened: a pending
// refund row keyed by the dispute's id, telling the office when to respond, one email, nothing counted differently.
// Lost: that row succeeds — the money is taken back and the invoice is owed again. Won: nothing moves. Whatever the
// order and repeats of the events, one row per dispute.

const CONNECT_SECRET = 'whsec_connect_disputes';
let app: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({
    ...fakeStripeEnv(stripe, { webhook: 'whsec_platform_disputes', connect: CONNECT_SECRET }),
    PUBLIC_URL: 'https://app.spanner.test',
  });
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const PAY = `mutation($token: String!) { payInvoice(token: $token) { __typename ... on CheckoutPayload { url } ... on AppError { message code } } }`;
let n = 0;

async function deliver(events: { payload: string; signature: string }[]) {
  for (const e of events) {
    const res = await new Agent(app).request('POST', '/api/webhooks/stripe/connect', {
      payload: e.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
  }
}

/** A business with its payout account enabled, and an invoice of $110.00 its customer paid by card on Stripe. */
async function paidByCard(name: string) {
  n += 1;
  const office = `office-${n}-${Date.now()}@disputes.test`;
  const customerEmail = `accounts-${n}-${Date.now()}@disputes.test`;
  const b = await documentsBusiness(app, name, { org: { email: office }, customer: { email: customerEmail } });
  expect((await b.admin.post('/api/payouts/account/connect')).status).toBe(200);
  const accountId = (await app.database.db.payoutAccount.findUniqueOrThrow({ where: { orgId: b.org.id } })).accountId;
  const account = stripe.updateAccount(accountId, {
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: { currently_due: [], past_due: [], disabled_reason: null },
  });
  await deliver([stripe.event('account.updated', account, { account: accountId, secret: CONNECT_SECRET })]);
  const { inv, token } = await emailedInvoice(app, b, customerEmail);
  expect((await new Agent(app).gql(PAY, { token })).data.payInvoice.__typename).toBe('CheckoutPayload');
  const session = [...stripe.sessions.values()].reverse().find((s) => s.metadata.invoiceId === inv.id);
  if (!session) throw new Error('no checkout session');
  await deliver(stripe.sessionEvents(session.id, 'card', { secret: CONNECT_SECRET }));
  expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', amount_paid: 11_000, balance_due: 0 });
  const dispute = (step: DisputeStep, options: { created?: number; dueBy?: number } = {}) =>
    stripe.disputeEvent(session.id, step, { secret: CONNECT_SECRET, ...options });
  return { ...b, office, invoice: inv as { id: string; number: string }, session, dispute };
}

const rowsOf = (invoiceId: string) => app.database.db.payment.findMany({ where: { invoiceId }, orderBy: { createdAt: 'asc' } });
const disputeNotices = async (office: string, number: string) =>
  (await mailboxOf(app, office)).filter((m) => m.subject === `A card payment for invoice ${number} is disputed`);

describe('a card dispute on a paid invoice', () => {
  it('opened: the office sees when to respond, is emailed once, and the invoice stays paid', async () => {
    const b = await paidByCard('Dispute Open Co');
    // 10 December 2026, 11:59 pm in Melbourne: the day Stripe's deadline falls on there.
    const dueBy = Date.UTC(2026, 11, 10, 12, 59) / 1000;
    const created = b.dispute('created', { dueBy });
    await deliver([created, b.dispute('funds_withdrawn', { dueBy }), created, b.dispute('updated', { dueBy })]);

    const rows = await rowsOf(b.invoice.id);
    expect(rows).toHaveLength(2);
    const [payment, dispute] = rows;
    expect(dispute).toMatchObject({
      kind: 'refund',
      status: 'pending',
      amountCents: -11_000,
      providerRefundId: `du_of_${b.session.payment_intent}`,
      refundOfId: payment.id,
    });
    expect(dispute.attention).toBe(
      'The customer disputed $110.00 of this payment with their card issuer: respond in Stripe by 10 December 2026. It counts as paid until the dispute is decided',
    );
    // Money counted unchanged; the disputed amount cannot be refunded as well.
    expect((await b.admin.get(`/api/invoices/${b.invoice.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 11_000,
      balance_due: 0,
    });
    const refund = await b.admin.post(`/api/invoices/${b.invoice.id}/payments/${payment.id}/refunds`, {});
    expect(refund.status).toBe(409);
    // Listed with the rows that need the office.
    const attention = (await b.admin.get('/api/payments/attention')).body;
    expect(JSON.stringify(attention)).toContain('respond in Stripe by 10 December 2026');

    const notices = await disputeNotices(b.office, b.invoice.number);
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('disputed $110.00 of a card payment for invoice');
    expect(notices[0].text).toContain('respond in Stripe by 10 December 2026');
  });

  it('lost: one negative row takes the money back and the invoice is owed again, whatever the order and repeats', async () => {
    const b = await paidByCard('Dispute Lost Co');
    const later = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const lost = b.dispute('lost', { created: later });
    // The close before its opening, twice, then the opening late.
    await deliver([lost, lost, b.dispute('created'), b.dispute('updated'), lost]);

    const rows = await rowsOf(b.invoice.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amountCents: -11_000,
      providerRefundId: `du_of_${b.session.payment_intent}`,
      attention: 'Dispute lost: the card issuer took back $110.00, so the invoice is owed again',
    });
    expect((await b.admin.get(`/api/invoices/${b.invoice.id}`)).body).toMatchObject({
      status: 'sent',
      amount_paid: 0,
      balance_due: 11_000,
    });
    // A late opening after the close neither reflags the row nor emails the office.
    expect(await disputeNotices(b.office, b.invoice.number)).toHaveLength(0);
  });

  it('lost after it was opened: the same one row moves, and the office had its one email', async () => {
    const b = await paidByCard('Dispute Opened Lost Co');
    await deliver([b.dispute('created'), b.dispute('lost'), b.dispute('created'), b.dispute('lost')]);
    const rows = await rowsOf(b.invoice.id);
    expect(rows.map((r) => [r.kind, r.status, r.amountCents])).toEqual([
      ['payment', 'succeeded', 11_000],
      ['refund', 'succeeded', -11_000],
    ]);
    // The open dispute's sentence gave way to the outcome's.
    expect(rows[1].attention).toBe('Dispute lost: the card issuer took back $110.00, so the invoice is owed again');
    expect((await b.admin.get(`/api/invoices/${b.invoice.id}`)).body).toMatchObject({ status: 'sent', balance_due: 11_000 });
    expect(await disputeNotices(b.office, b.invoice.number)).toHaveLength(1);
  });

  it('won: nothing moves, the row says so, and a late opening changes nothing', async () => {
    const b = await paidByCard('Dispute Won Co');
    await deliver([b.dispute('created'), b.dispute('won'), b.dispute('won'), b.dispute('created')]);
    const rows = await rowsOf(b.invoice.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      kind: 'refund',
      status: 'failed',
      attention: 'Dispute won: the payment stands and nothing was taken back',
    });
    expect((await b.admin.get(`/api/invoices/${b.invoice.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 11_000,
      balance_due: 0,
    });
    expect(await disputeNotices(b.office, b.invoice.number)).toHaveLength(1);
  });
});
