import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { openXeroAsSealed } from '../src/domain/accounting/open-xero.ts';
import { pushContact } from '../src/domain/accounting/push-contact.ts';
import { pushInvoice } from '../src/domain/accounting/push-invoice.ts';
import { pushPayment } from '../src/domain/accounting/push-payment.ts';
import { openSync, runPush } from '../src/domain/accounting/sync-jobs.ts';
import type { SyncScope } from '../src/domain/accounting/sync-scope.ts';
import { remindersToSend } from '../src/domain/payment-reminders/payment-reminder-jobs.ts';
import { dayKeyOf, instantOf } from '../src/rules/zoned-time.ts';
import { business, dyingOnceBeforeSave, syncSettled, useSyncWorld, WEBHOOK_KEY, world } from './accounting-sync-world.ts';
import { Agent } from './agent.ts';
import type { AccountingFake } from './fake-xero/accounting.ts';
import type { FakeXero } from './fake-xero/fake-xero.ts';
import type { TestApp } from './harness.ts';

// The accounting sync with Xero against the stateful fake: pushes (contact, invoice, payment) made once whatever
// crashes and replays, payments made in Xero coming back through the signed webhook and the poll, Xero's limits and
// refusals in plain words, and the activity API's access.

useSyncWorld();
let t: TestApp;
let xero: AccountingFake;
let fake: FakeXero;
beforeAll(() => {
  ({ t, xero, fake } = world);
});

const dollars = (cents: number) => cents / 100;

describe('pushes', () => {
  it('an emailed invoice reaches Xero once: its contact, its lines and totals, its number; the payment recorded after it too', async () => {
    const b = await business('Push Once Plumbing');
    const { inv } = await b.invoice(12_345);
    // The email queued the push in its own transaction; the job sent it.
    await syncSettled();
    expect(b.books.contacts.map((c) => [c.Name, c.EmailAddress])).toEqual([['Bayside Family Dental', b.email]]);
    const [x] = b.books.invoices;
    expect([x.InvoiceNumber, x.LineAmountTypes, x.Status, x.Total, x.LineItems[0].AccountCode, x.LineItems[0].TaxType]).toEqual([
      inv.number,
      'Exclusive',
      'AUTHORISED',
      dollars(13_580),
      '200',
      'OUTPUT',
    ]);
    expect((await b.db.invoice.findFirstOrThrow({ where: { id: inv.id } })).xeroId).toBe(x.InvoiceID);

    const paid = await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 5_000, method: 'bank_transfer' });
    expect(paid.status).toBe(201);
    await syncSettled();
    expect(b.books.payments.map((p) => [p.Amount, p.Account.Code, p.Invoice.InvoiceID])).toEqual([[50, '090', x.InvoiceID]]);
    expect(x.AmountDue).toBe(dollars(13_580 - 5_000));

    // Everything again (a job run twice, a second process): nothing new in Xero.
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id }, openXeroAsSealed);
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: paid.body.id }, openXeroAsSealed);
    expect([b.books.contacts.length, b.books.invoices.length, b.books.payments.length]).toEqual([1, 1, 1]);
    expect((await b.rows()).map((r) => [r.recordType, r.state])).toEqual([
      ['invoice', 'sent'],
      ['contact', 'sent'],
      ['payment', 'sent'],
    ]);
  });

  it('a crash after each call, before its save, makes no second contact, invoice or payment', async () => {
    // Sent and part paid before Xero was connected: nothing queued, the test makes each push itself.
    const b = await business('Crash Step Electrical', { connectNow: false });
    const { inv } = await b.invoice();
    const paid = await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 2_000, method: 'cash' });
    await b.connect();
    const open = async (db: Db) => {
      const scope = await openSync(db, { config: t.config, jobs: t.app.services.jobs }, openXeroAsSealed);
      if (!scope) throw new Error('not connected');
      return scope;
    };
    // The contact's save dies, then the invoice's, then the payment's; each retry finds what the call made.
    for (const step of ['contact', 'invoice', 'payment'] as const) {
      const push = (scope: SyncScope) =>
        step === 'contact'
          ? pushContact(scope, b.customer.id)
          : step === 'invoice'
            ? pushInvoice(scope, inv.id)
            : pushPayment(scope, paid.body.id);
      await expect(push(await open(dyingOnceBeforeSave(b.db)))).rejects.toThrow('the process died before saving');
      const row = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: step } });
      expect([row.state, row.lastError]).toEqual(['failed', 'the process died before saving (trying again)']);
      if (step === 'invoice') b.books.replays.clear(); // Xero forgot the key: the number is looked up before creating
      await push(await open(b.db));
    }
    expect([b.books.contacts.length, b.books.invoices.length, b.books.payments.length]).toEqual([1, 1, 1]);
    // The payment's retry repeated its key and Xero answered it as the first time.
    const keys = fake.requests.filter(
      (r) => r.path.endsWith('/Payments') && r.method !== 'GET' && r.headers['xero-tenant-id'] === b.tenant.tenantId,
    );
    expect(keys.map((r) => r.headers['idempotency-key'])).toEqual([keys[0].headers['idempotency-key'], keys[0].headers['idempotency-key']]);
    expect((await b.rows()).every((r) => r.state === 'sent')).toBe(true);
  });

  it('an invoice whose totals Xero would compute differently is refused in words, and nothing is made in Xero', async () => {
    const b = await business('Totals Mismatch Air', { connectNow: false });
    const { inv } = await b.invoice(10_000);
    await t.database.db.invoice.update({ where: { id: inv.id }, data: { totalCents: 11_005 } });
    await b.connect();
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id }, openXeroAsSealed);
    const row = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: 'invoice' } });
    expect([row.state, row.lastError]).toEqual([
      'failed',
      `Not sent: Xero's total for ${inv.number} would be $110.00, Spanner's is $110.05. Check the lines' quantities, prices and GST, then retry`,
    ]);
    expect(b.books.invoices).toHaveLength(0);
  });

  it("a customer whose name an archived Xero contact holds is refused in Xero's words, never duplicated", async () => {
    const b = await business('Archived Contact Heating');
    b.books.contacts.push({
      ContactID: 'archived-1',
      Name: 'Bayside Family Dental',
      ContactStatus: 'ARCHIVED',
      UpdatedDateUTC: '/Date(0+0000)/',
    });
    const { inv } = await b.invoice();
    await syncSettled();
    const contact = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: 'contact' } });
    expect([contact.state, contact.lastError]).toEqual([
      'failed',
      "Xero says the contact name 'Bayside Family Dental' is already used by an archived contact: restore it in Xero, then retry",
    ]);
    expect(b.books.contacts).toHaveLength(1);
    // Restored in Xero, the office retries: the same contact is used.
    b.books.contacts[0].ContactStatus = 'ACTIVE';
    const invoiceRow = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: 'invoice' } });
    const retried = await b.admin.post(`/api/accounting/activity/${invoiceRow.id}/retry`);
    expect([retried.status, retried.body.state, retried.body.label]).toEqual([200, 'queued', `${inv.number} · Bayside Family Dental`]);
    await syncSettled();
    expect(b.books.invoices.map((i) => i.Contact.ContactID)).toEqual(['archived-1']);
    expect(b.books.contacts).toHaveLength(1);
  });

  it("Xero's 429 puts the push back until its Retry-After, without calling again meanwhile", async () => {
    const b = await business('Rate Limited Refrigeration', { connectNow: false });
    const { inv } = await b.invoice();
    await b.connect();
    xero.limits.perMinute = 3; // the contact's look-ups and creation take them all
    try {
      await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id }, openXeroAsSealed);
      const row = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: 'invoice' } });
      expect(row.state).toBe('queued');
      expect(row.lastError).toMatch(/^Xero asked us to slow down: trying again in \d+ s$/);
      const seconds = Number(row.lastError?.match(/(\d+) s/)?.[1]);
      const [again] = await t.database.db.$queryRawUnsafe<{ wait: number }[]>(
        `SELECT extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job WHERE name = 'accounting.push' AND data->>'orgId' = $1 AND state = 'created'`,
        b.org.id,
      );
      expect(again.wait).toBeGreaterThan(seconds - 5);
      expect(b.books.invoices).toHaveLength(0);
      const calls = fake.requests.filter((r) => r.headers['xero-tenant-id'] === b.tenant.tenantId).length;
      // A minute later (Xero's clock, and the pause its last answer asked for is over) the push goes through.
      const later = Date.now() + 61_000;
      fake.now = () => later;
      await t.database.db.rateLimitBucket.deleteMany({ where: { key: `books-pause:${b.org.id}` } });
      await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id }, openXeroAsSealed);
      expect(b.books.invoices).toHaveLength(1);
      expect(calls).toBeGreaterThan(0);
    } finally {
      xero.limits.perMinute = 60;
      fake.now = () => Date.now();
    }
  });
});

describe("Xero's limits", () => {
  const pushesDue = async (orgId: string) =>
    (
      await t.database.db.$queryRawUnsafe<{ wait: number }[]>(
        `SELECT extract(epoch FROM start_after - now())::float AS wait FROM pgboss.job WHERE name = 'accounting.push' AND data->>'orgId' = $1 AND state = 'created'`,
        orgId,
      )
    ).map((j) => j.wait);
  const callsOf = (tenantId: string) => fake.requests.filter((r) => r.headers['xero-tenant-id'] === tenantId).length;

  it('when Xero says few calls are left in its minute, the business waits the minute out instead of meeting a 429; another goes on', async () => {
    const b = await business('Paced Plumbing', { connectNow: false });
    const other = await business('Unpaced Electrical', { connectNow: false });
    const { inv } = await b.invoice();
    const paid = await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 2_000, method: 'cash' });
    const { inv: otherInv } = await other.invoice();
    await b.connect();
    await other.connect();
    xero.limits.perMinute = 9; // the contact's look-ups and creation and the invoice leave 4 or fewer
    try {
      await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id }, openXeroAsSealed);
      expect(b.books.invoices).toHaveLength(1);
      const calls = callsOf(b.tenant.tenantId);
      // The payment's push waits for the minute without calling Xero: no 429 spent, the job due again in about 60 s.
      await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: paid.body.id }, openXeroAsSealed);
      expect(callsOf(b.tenant.tenantId)).toBe(calls);
      expect((await pushesDue(b.org.id)).some((wait) => wait > 50)).toBe(true);
      // Another business's limits are its own.
      await runPush(other.ctx, { orgId: other.org.id, recordType: 'invoice', recordId: otherInv.id }, openXeroAsSealed);
      expect(other.books.invoices).toHaveLength(1);
      // The minute over, the payment goes.
      await t.database.db.rateLimitBucket.deleteMany({ where: { key: `books-pause:${b.org.id}` } });
      await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: paid.body.id }, openXeroAsSealed);
      expect(b.books.payments).toHaveLength(1);
    } finally {
      xero.limits.perMinute = 60;
    }
  });
});

describe('payments made in Xero', () => {
  const post = (body: string, signature: string) =>
    new Agent(t).request('POST', '/api/webhooks/xero', {
      payload: body,
      headers: { 'content-type': 'application/json', 'x-xero-signature': signature },
    });

  it('a wrong signature is 401; a right one is 200 with an empty body (intent to receive)', async () => {
    const good = xero.webhook(WEBHOOK_KEY, []);
    const bad = xero.webhook('another-key', []);
    expect((await post(bad.body, bad.signature)).status).toBe(401);
    expect((await post(good.body, `${good.signature.slice(0, -4)}AAA=`)).status).toBe(401);
    const ok = await post(good.body, good.signature);
    expect([ok.status, ok.body]).toEqual([200, '']);
  });

  it('a part payment in Xero reaches the invoice through the webhook, once however often it is replayed; paid in full, reminders stop', async () => {
    const b = await business('Part Paid Gas');
    const { inv } = await b.invoice(20_000); // $220.00
    await syncSettled();
    const xeroId = b.books.invoices[0].InvoiceID;
    const day = dayKeyOf(new Date(inv.due_at), 'Australia/Melbourne');
    const [y, m, d] = day.split('-').map(Number);
    const org = { id: b.org.id, timeZone: 'Australia/Melbourne', paymentRemindersEnabled: true, paymentReminderSteps: [0] };
    const dueDay = instantOf({ y, m, d, hour: 10, minute: 30 }, org.timeZone);
    expect((await remindersToSend(b.db, org, dueDay)).map((r) => r.invoiceId)).toEqual([inv.id]);

    xero.payInXero(b.tenant.tenantId, xeroId, 80);
    const hook = xero.webhook(WEBHOOK_KEY, [{ tenantId: b.tenant.tenantId, category: 'INVOICE', resourceId: xeroId }]);
    for (let i = 0; i < 3; i++) {
      expect((await post(hook.body, hook.signature)).status).toBe(200);
      await syncSettled();
    }
    const ledger = await b.admin.get(`/api/invoices/${inv.id}/payments`);
    expect(ledger.body.map((p: { amount: number; status: string }) => [p.amount, p.status])).toEqual([[8_000, 'succeeded']]);
    expect(await b.db.invoice.findFirstOrThrow({ where: { id: inv.id }, select: { paidCents: true, status: true } })).toEqual({
      paidCents: 8_000,
      status: 'sent',
    });

    // The rest paid in Xero, no webhook this time: the poll finds it.
    xero.payInXero(b.tenant.tenantId, xeroId, 140);
    await b.pull();
    await b.pull();
    expect(await b.db.invoice.findFirstOrThrow({ where: { id: inv.id }, select: { paidCents: true, status: true } })).toEqual({
      paidCents: 22_000,
      status: 'paid',
    });
    expect(await remindersToSend(b.db, org, dueDay)).toEqual([]);
    // Nothing of it went back to Xero as a payment of Spanner's.
    await syncSettled();
    expect(b.books.payments).toHaveLength(2);
    // Paid in the books, not online: the office may mark it unpaid, and a refund is recorded, not sent to Stripe.
    const edit = await b.admin.put(`/api/invoices/${inv.id}`, { notes: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe('A paid invoice cannot be edited. Mark it unpaid first to change it.');
    const [first] = ledger.body as { id: string }[];
    const refunded = await b.admin.post(`/api/invoices/${inv.id}/payments/${first.id}/refunds`, { amount: 1_000 });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
    expect(refunded.body.amount).toBe(-1_000);
  });

  it('a payment Spanner pushed does not come back as a second payment', async () => {
    const b = await business('Round Trip Solar');
    const { inv } = await b.invoice();
    await syncSettled();
    await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 3_000, method: 'card' });
    await syncSettled();
    expect(b.books.payments).toHaveLength(1);
    await b.pull();
    expect((await b.admin.get(`/api/invoices/${inv.id}/payments`)).body).toHaveLength(1);
  });
});

describe('activity', () => {
  it('lists each record with its label and state, counts what needs attention; a technician is refused on REST and GraphQL', async () => {
    const b = await business('Activity Mechanical', { connectNow: false });
    const { inv } = await b.invoice();
    await t.database.db.invoice.update({ where: { id: inv.id }, data: { totalCents: 1 } });
    await b.connect();
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id }, openXeroAsSealed);
    const list = await b.manager.get('/api/accounting/activity');
    expect(list.status).toBe(200);
    expect(list.body.map((r: { record_type: string; label: string; state: string }) => [r.record_type, r.label, r.state])).toEqual([
      ['invoice', `${inv.number} · Bayside Family Dental`, 'failed'],
      ['contact', 'Bayside Family Dental', 'sent'],
    ]);
    expect((await b.admin.get('/api/accounting/activity/attention')).body).toEqual({ count: 1 });
    const gql = await b.manager.gql('{ accountingAttentionCount accountingActivity { label state lastError attempts } }');
    expect(gql.data.accountingAttentionCount).toBe(1);
    expect(gql.data.accountingActivity[0]).toMatchObject({ label: `${inv.number} · Bayside Family Dental`, state: 'failed', attempts: 0 });
    expect((await b.admin.post('/api/accounting/sync')).body).toEqual({ queued: 2 });

    expect((await b.technician.get('/api/accounting/activity')).status).toBe(403);
    expect((await b.technician.post('/api/accounting/sync')).status).toBe(403);
    const refused = await b.technician.gql('{ accountingActivity { label } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refusedRetry = await b.technician.gql('mutation($id: ID!) { retryAccountingSync(id: $id) { __typename } }', {
      id: list.body[0].id,
    });
    expect(JSON.stringify(refusedRetry)).toMatch(/FORBIDDEN/);
  });
});

describe("the invoice's button", () => {
  it('sends an invoice emailed before the business connected, then links to it in Xero; REST and GraphQL agree', async () => {
    const b = await business('Button Electrical', { connectNow: false });
    const { inv } = await b.invoice(20_000);
    const before = await b.admin.get(`/api/invoices/${inv.id}/books`);
    expect(before.body).toEqual({ connected: false, provider: null, state: null, last_error: null, url: null });
    expect((await b.admin.post(`/api/invoices/${inv.id}/books`)).status).toBe(409);

    await b.connect();
    await syncSettled();
    expect(b.books.invoices).toHaveLength(0); // emailed before connecting: nothing went by itself
    const queued = await b.manager.gql(
      'mutation($id: ID!) { sendInvoiceToBooks(id: $id) { __typename ... on InvoiceInBooks { state } } }',
      {
        id: inv.id,
      },
    );
    expect(queued.data.sendInvoiceToBooks).toEqual({ __typename: 'InvoiceInBooks', state: 'queued' });
    await syncSettled();

    expect(b.books.invoices.map((i) => [i.InvoiceNumber, i.Total])).toEqual([[inv.number, 220]]);
    const xeroId = b.books.invoices[0].InvoiceID;
    const after = await b.admin.get(`/api/invoices/${inv.id}/books`);
    expect(after.body).toEqual({
      connected: true,
      provider: 'xero',
      state: 'sent',
      last_error: null,
      url: `https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=${xeroId}`,
    });
    const viaGraphql = await b.admin.gql('query($id: ID!) { invoice(id: $id) { inBooks { state url } } }', { id: inv.id });
    expect(viaGraphql.data.invoice.inBooks).toEqual({ state: 'sent', url: after.body.url });
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body.xero_id).toBe(xeroId);

    expect((await b.technician.get(`/api/invoices/${inv.id}/books`)).status).toBe(403);
    expect((await b.admin.post('/api/invoices/no-such-invoice/books')).status).toBe(404);
  });

  it('keeps a draft in Spanner: 409 with the reason', async () => {
    const b = await business('Draft Refrigeration');
    const draft = await b.admin.post('/api/invoices', {
      customerId: b.customer.id,
      title: 'Not sent yet',
      lines: [{ description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 }],
    });
    expect(draft.status).toBe(201);
    const refused = await b.admin.post(`/api/invoices/${draft.body.id}/books`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Send the invoice to the customer first: a draft stays in Spanner');
  });
});
