import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMessages } from '../src/rules/invoice-balance.ts';
import { paymentMessages } from '../src/rules/payment-methods.ts';
import { addDays, dayKeyOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, wsClient } from './live-clients.ts';
import { pdfText } from './pdf-text.ts';
import { startReceiver } from './webhook-receiver.ts';

// The payment ledger over REST and GraphQL: part payments then the rest make an invoice paid, a refund reopens it, an
// over-payment is a credit and the balance never goes below 0; the counts owe the balance; bad input is a clear 4xx;
// technicians and keys without the right are refused on both transports; each change queues its webhook events.

let t: TestApp;
let url: string;
beforeAll(async () => {
  // Webhook receivers listen on 127.0.0.1; the deliveries are only queued here, never sent.
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const lines = [{ description: 'Service call', quantity: 1, unit_amount: 10_000, tax_rate: 10 }]; // $110.00
const today = () => dayKeyOf(new Date(), 'Australia/Melbourne');
const business = (name: string) => documentsBusiness(t, name, { org: {}, customer: { email: 'accounts@bayside.test' } });

async function sentInvoice(b: Awaited<ReturnType<typeof business>>, dueInDays = 10) {
  const { body: inv } = await b.admin.post('/api/invoices', {
    customerId: b.customer.id,
    issue_date: addDays(today(), -5),
    due_at: addDays(today(), dueInDays),
    lines,
  });
  expect((await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: 'accounts@bayside.test' })).status).toBe(200);
  return inv.id as string;
}

const FIGURES = 'status paidCents balanceCents creditCents';

describe('recording payments over REST', () => {
  it('part payments then the rest make it paid; a refund reopens it; the counts owe the balance', async () => {
    const b = await business('Ledger Rest Co');
    const id = await sentInvoice(b);
    const receiver = await startReceiver();
    const webhook = await b.admin.post('/api/integrations/webhooks', {
      url: receiver.url,
      events: ['payment.succeeded', 'payment.refunded', 'invoice.paid'],
    });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);

    const first = await b.manager.post(`/api/invoices/${id}/payments`, { amount: 4_000, method: 'cash', paid_on: addDays(today(), -1) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      kind: 'payment',
      amount: 4_000,
      method: 'cash',
      status: 'succeeded',
      received_on: addDays(today(), -1),
      invoice: { id, status: 'sent', total_amount: 11_000, amount_paid: 4_000, balance_due: 7_000, credit: 0 },
    });
    expect((await b.admin.get(`/api/invoices/${id}`)).body).toMatchObject({ status: 'sent', amount_paid: 4_000, balance_due: 7_000 });
    expect((await b.admin.get('/api/invoices/counts')).body).toMatchObject({ unpaid: 1, paid: 0, outstanding: 7_000 });
    // Part-paid: an edit may not bring the total to what was paid or below it (the balance would vanish unpaid).
    const shrink = await b.admin.put(`/api/invoices/${id}`, {
      lines: [{ description: 'Less', quantity: 1, unit_amount: 3_000, tax_rate: 10 }],
    });
    expect([shrink.status, shrink.body.error]).toEqual([409, ledgerMessages.totalBelowPaid('$40.00')]);
    expect((await b.admin.put(`/api/invoices/${id}`, { notes: 'Part paid' })).status).toBe(200);
    // The PDF asks only for the balance.
    const pdf = await t.app.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: { cookie: [...b.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Amount paid: $40.00');
    expect(text.join('\n')).toMatch(/Amount due: \$70\.00 by/);

    // The rest, by default the balance: paid on that day, by that method.
    const rest = await b.admin.post(`/api/invoices/${id}/payments`, { method: 'bank_transfer' });
    expect(rest.body).toMatchObject({ amount: 7_000, invoice: { status: 'paid', balance_due: 0 } });
    expect((await b.admin.get(`/api/invoices/${id}`)).body).toMatchObject({
      status: 'paid',
      paid_on: today(),
      payment_method: 'bank_transfer',
      balance_due: 0,
    });
    expect((await b.admin.get('/api/invoices/counts')).body).toMatchObject({ unpaid: 0, paid: 1, outstanding: 0 });
    // Nothing owed: a payment without an amount is refused.
    const none = await b.admin.post(`/api/invoices/${id}/payments`, { method: 'cash' });
    expect([none.status, none.body.error]).toEqual([409, ledgerMessages.nothingOwed]);

    // A part refund of the cash payment reopens the invoice with that much owed.
    const refund = await b.admin.post(`/api/invoices/${id}/payments/${first.body.id}/refunds`, { amount: 1_500, note: 'Goodwill' });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      kind: 'refund',
      amount: -1_500,
      refund_of: first.body.id,
      invoice: { status: 'sent', balance_due: 1_500 },
    });
    expect((await b.admin.get(`/api/invoices/${id}`)).body).toMatchObject({ status: 'sent', paid_on: null, balance_due: 1_500 });
    expect((await b.admin.get('/api/invoices/counts')).body).toMatchObject({ unpaid: 1, outstanding: 1_500 });
    // Never more than what is left of the payment.
    const tooMuch = await b.admin.post(`/api/invoices/${id}/payments/${first.body.id}/refunds`, { amount: 2_501 });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([400, ledgerMessages.refundTooLarge('$25.00')]);

    const ledger = await b.manager.get(`/api/invoices/${id}/payments`);
    expect(ledger.body.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([
      ['payment', 4_000],
      ['payment', 7_000],
      ['refund', -1_500],
    ]);
    const events = await t.database.db.webhookDelivery.findMany({
      where: { orgId: b.org.id },
      select: { eventType: true, payload: true },
      orderBy: { createdAt: 'asc' },
    });
    // The second payment and invoice.paid are queued in one transaction: PostgreSQL gives both rows its start time, so
    // their order between themselves is not the test's to fix.
    const types = events.map((e) => e.eventType);
    expect([types[0], [...types.slice(1, 3)].sort(), types[3]]).toEqual([
      'payment.succeeded',
      ['invoice.paid', 'payment.succeeded'],
      'payment.refunded',
    ]);
    expect(events[3].payload).toMatchObject({ data: { id: refund.body.id, amount: -1_500, invoice: { balance_due: 1_500 } } });
    await receiver.close();
  });

  it('an over-payment is paid with a credit; the balance never goes below 0', async () => {
    const b = await business('Ledger Credit Co');
    const id = await sentInvoice(b);
    const over = await b.admin.post(`/api/invoices/${id}/payments`, { amount: 12_000, method: 'card' });
    expect(over.body.invoice).toMatchObject({ status: 'paid', amount_paid: 12_000, balance_due: 0, credit: 1_000 });
    const gql = await b.admin.gql(`query($id: ID!) { invoice(id: $id) { ${FIGURES} } }`, { id });
    expect(gql.data.invoice).toEqual({ status: 'paid', paidCents: 12_000, balanceCents: 0, creditCents: 1_000 });
    // Refunding the credit leaves it paid, with nothing owed and no credit.
    const back = await b.admin.post(`/api/invoices/${id}/payments/${over.body.id}/refunds`, { amount: 1_000 });
    expect(back.body.invoice).toMatchObject({ status: 'paid', balance_due: 0, credit: 0 });
  });

  it('refuses bad input with a clear 4xx, on a void or missing invoice too', async () => {
    const b = await business('Ledger Input Co');
    const id = await sentInvoice(b);
    for (const [body, error] of [
      [{ amount: -5, method: 'cash' }, ledgerMessages.amountPositive],
      [{ amount: 0, method: 'cash' }, ledgerMessages.amountPositive],
      [{ amount: 10.5, method: 'cash' }, ledgerMessages.amountCents],
      [{ amount: 'lots', method: 'cash' }, ledgerMessages.amountCents],
      [{ amount: 2_000_000_000, method: 'cash' }, ledgerMessages.amountTooLarge],
      [{ amount: 100 }, paymentMessages.methodInvalid],
      [{ amount: 100, method: 'bitcoin' }, paymentMessages.methodInvalid],
      [{ amount: 100, method: 'cash', paid_on: addDays(today(), 1) }, paymentMessages.dateInFuture],
      [{ amount: 100, method: 'cash', paid_on: '2026-02-30' }, 'Payment date must be a valid date'],
      [{ amount: 100, method: 'cash', note: 'x'.repeat(501) }, 'Note must be at most 500 characters'],
    ] as const) {
      const res = await b.admin.post(`/api/invoices/${id}/payments`, body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, error]);
    }
    expect((await b.admin.get(`/api/invoices/${id}`)).body).toMatchObject({ amount_paid: 0, status: 'sent' });
    const missing = await b.admin.post('/api/invoices/no-such-invoice/payments', { method: 'cash' });
    expect([missing.status, missing.body.error]).toEqual([404, 'Invoice not found']);
    expect((await b.admin.get('/api/invoices/no-such-invoice/payments')).status).toBe(404);
    const noPayment = await b.admin.post(`/api/invoices/${id}/payments/nope/refunds`, {});
    expect([noPayment.status, noPayment.body.error]).toEqual([404, ledgerMessages.paymentNotFound]);

    await t.database.db.invoice.update({ where: { id }, data: { status: 'void' } });
    const onVoid = await b.admin.post(`/api/invoices/${id}/payments`, { amount: 100, method: 'cash' });
    expect([onVoid.status, onVoid.body.error]).toEqual([409, 'A void invoice cannot be paid']);
  });

  it('refuses technicians and keys without the right; refunds are for admins only', async () => {
    const b = await business('Ledger Rights Co');
    const id = await sentInvoice(b);
    const paid = await b.admin.post(`/api/invoices/${id}/payments`, { amount: 1_000, method: 'cash' });
    for (const [path, body] of [
      [`/api/invoices/${id}/payments`, { amount: 100, method: 'cash' }],
      [`/api/invoices/${id}/payments/${paid.body.id}/refunds`, {}],
    ] as const) {
      expect((await b.technician.post(path, body)).status).toBe(403);
      expect((await new Agent(t).post(path, body)).status).toBe(401);
    }
    expect((await b.technician.get(`/api/invoices/${id}/payments`)).status).toBe(403);
    const mgrRefund = await b.manager.post(`/api/invoices/${id}/payments/${paid.body.id}/refunds`, {});
    expect(mgrRefund.status).toBe(403);

    // API keys: a read-only key reads nothing here and writes nothing; a technician key is a technician.
    for (const role of ['read_only', 'technician'] as const) {
      const member = role === 'technician' ? b.technician : undefined;
      const technicianId = member
        ? (await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'technician' } })).id
        : undefined;
      const made = await b.admin.post('/api/integrations/api-keys', { name: `${role} key`, role, member_id: technicianId });
      expect(made.status).toBe(201);
      const key = new Agent(t, { headers: { authorization: `Bearer ${made.body.secret}` } });
      expect((await key.post(`/api/invoices/${id}/payments`, { amount: 100, method: 'cash' })).status).toBe(403);
      const g = await key.gql(
        `mutation($id: ID!) { recordPayment(invoiceId: $id, input: { method: cash, amountCents: 100 }) { __typename } }`,
        { id },
      );
      expect(g.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }

    // Over GraphQL too.
    const tech = await b.technician.gql(`mutation($id: ID!) { recordPayment(invoiceId: $id, input: { method: cash }) { __typename } }`, {
      id,
    });
    expect(tech.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mgr = await b.manager.gql(`mutation($id: ID!, $p: ID!) { refundPayment(invoiceId: $id, paymentId: $p) { __typename } }`, {
      id,
      p: paid.body.id,
    });
    expect(mgr.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await b.admin.get(`/api/invoices/${id}`)).body.amount_paid).toBe(1_000);
  });
});

describe('recording payments over GraphQL', () => {
  it('records, pays in full, refunds and reads the ledger on the invoice', async () => {
    const b = await business('Ledger Graph Co');
    const id = await sentInvoice(b);
    const record = (input: string) =>
      b.manager.gql(
        `mutation($id: ID!) { recordPayment(invoiceId: $id, input: ${input}) { __typename ... on Payment { id amountCents method receivedOn status invoice { ${FIGURES} } } ... on AppError { code message } } }`,
        { id },
      );
    const part = await record(`{ amountCents: 2500, method: cheque, paidOn: "${addDays(today(), -2)}" }`);
    expect(part.data.recordPayment).toMatchObject({
      __typename: 'Payment',
      amountCents: 2_500,
      method: 'cheque',
      receivedOn: addDays(today(), -2),
      status: 'succeeded',
      invoice: { status: 'sent', paidCents: 2_500, balanceCents: 8_500, creditCents: 0 },
    });
    const future = await record(`{ method: cash, paidOn: "${addDays(today(), 3)}" }`);
    expect(future.data.recordPayment).toEqual({ __typename: 'AppError', code: 'VALIDATION', message: paymentMessages.dateInFuture });
    const negative = await record('{ method: cash, amountCents: -1 }');
    expect(negative.data.recordPayment).toMatchObject({ code: 'VALIDATION', message: ledgerMessages.amountPositive });

    const all = await record('{ method: card }');
    expect(all.data.recordPayment).toMatchObject({ amountCents: 8_500, invoice: { status: 'paid', balanceCents: 0 } });

    const refund = await b.admin.gql(
      `mutation($id: ID!, $p: ID!) { refundPayment(invoiceId: $id, paymentId: $p) { __typename ... on Payment { kind amountCents refundOfId invoice { ${FIGURES} } } } }`,
      { id, p: all.data.recordPayment.id },
    );
    expect(refund.data.refundPayment).toEqual({
      __typename: 'Payment',
      kind: 'refund',
      amountCents: -8_500,
      refundOfId: all.data.recordPayment.id,
      invoice: { status: 'sent', paidCents: 2_500, balanceCents: 8_500, creditCents: 0 },
    });
    const again = await b.admin.gql(
      `mutation($id: ID!, $p: ID!) { refundPayment(invoiceId: $id, paymentId: $p) { __typename ... on AppError { code message } } }`,
      { id, p: all.data.recordPayment.id },
    );
    expect(again.data.refundPayment).toEqual({ __typename: 'AppError', code: 'CONFLICT', message: ledgerMessages.nothingToRefund });

    const read = await b.admin.gql(
      `query($id: ID!) { invoice(id: $id) { ${FIGURES} payments { kind amountCents method refundableCents recordedBy } } invoiceCounts { outstandingCents } }`,
      { id },
    );
    expect(read.data.invoice.payments).toEqual([
      { kind: 'payment', amountCents: 2_500, method: 'cheque', refundableCents: 2_500, recordedBy: expect.any(String) },
      { kind: 'payment', amountCents: 8_500, method: 'card', refundableCents: 0, recordedBy: expect.any(String) },
      { kind: 'refund', amountCents: -8_500, method: 'card', refundableCents: 0, recordedBy: expect.any(String) },
    ]);
    expect(read.data.invoiceCounts.outstandingCents).toBe(8_500);
  });

  it('Mark Paid records the whole balance; Mark Unpaid removes payments recorded by hand, never online ones', async () => {
    const b = await business('Ledger Mark Co');
    const id = await sentInvoice(b);
    await b.admin.post(`/api/invoices/${id}/payments`, { amount: 3_000, method: 'cash' });
    const paid = await b.admin.gql(
      `mutation($id: ID!) { markInvoicePaid(id: $id, method: card) { ... on Invoice { ${FIGURES} paymentMethod } } }`,
      {
        id,
      },
    );
    expect(paid.data.markInvoicePaid).toEqual({
      status: 'paid',
      paidCents: 11_000,
      balanceCents: 0,
      creditCents: 0,
      paymentMethod: 'card',
    });
    const rows = (await b.admin.get(`/api/invoices/${id}/payments`)).body;
    expect(rows.map((r: { amount: number; method: string }) => [r.amount, r.method])).toEqual([
      [3_000, 'cash'],
      [8_000, 'card'],
    ]);
    const undone = await b.admin.post(`/api/invoices/${id}/mark-unpaid`);
    expect(undone.body).toMatchObject({ status: 'sent', amount_paid: 0, balance_due: 11_000 });
    expect((await b.admin.get(`/api/invoices/${id}/payments`)).body).toEqual([]);

    // With an online payment in its ledger, Mark Unpaid is refused: it is refunded instead.
    await b.admin.post(`/api/invoices/${id}/mark-paid`, { method: 'cash' });
    await t.database.db.payment.create({
      data: {
        orgId: b.org.id,
        invoiceId: id,
        kind: 'payment',
        amountCents: 1,
        method: 'online',
        receivedOn: new Date(),
        status: 'succeeded',
        provider: 'stripe',
        providerPaymentId: 'pi_mark',
      },
    });
    const refused = await b.admin.post(`/api/invoices/${id}/mark-unpaid`);
    expect([refused.status, refused.body.error]).toEqual([409, ledgerMessages.unpaidOnline]);
  });
});

describe('live balance', () => {
  it('invoiceChanged tells a subscriber each payment and refund with the balance after it', async () => {
    const b = await business('Ledger Live Co');
    const id = await sentInvoice(b);
    const manager = await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'manager' } });
    const login = await new Agent(t).post('/api/auth/login', { email: manager.email, password: PASSWORD }, { 'auth-mode': 'token' });
    const live = wsClient(
      url,
      login.body.accessToken,
      `subscription { invoiceChanged(id: "${id}") { status balanceCents invoice { paidCents } } }`,
    );
    await listening(t, login.body.user.id, 1);
    const part = await b.admin.post(`/api/invoices/${id}/payments`, { amount: 6_000, method: 'cash' });
    expect(await live.next()).toEqual({ invoiceChanged: { status: 'sent', balanceCents: 5_000, invoice: { paidCents: 6_000 } } });
    await b.admin.post(`/api/invoices/${id}/payments`, { method: 'card' });
    expect(await live.next()).toEqual({ invoiceChanged: { status: 'paid', balanceCents: 0, invoice: { paidCents: 11_000 } } });
    await b.admin.post(`/api/invoices/${id}/payments/${part.body.id}/refunds`, {});
    expect(await live.next()).toEqual({ invoiceChanged: { status: 'sent', balanceCents: 6_000, invoice: { paidCents: 5_000 } } });
    await live.dispose();
  });
});
