import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../src/rules/document-status.ts';
import { paymentMessages } from '../src/rules/payment-methods.ts';
import { addDays, dayKeyOf, midnightOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { documentsBusiness, pdfBytes } from './documents-fixtures.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, wsClient } from './live-clients.ts';
import { pdfText } from './pdf-text.ts';

// Invoices end to end over REST and GraphQL: the editor's save, tabs and counts with overdue derived in
// the organisation's zone, Mark Paid, Delete, email with the PDF, Convert to Invoice from a completed job (once, even
// twice at once), the tax-invoice PDF, roles, tenants and bad input, and a constant number of SQL statements.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const business = (name: string) =>
  documentsBusiness(t, name, {
    org: {
      invoiceTerms: 'Payment within 14 days.',
      accountName: 'Coolbreeze Pty Ltd',
      bsb: '063-000',
      accountNumber: '12345678',
    },
    customer: { email: 'accounts@bayside.test' },
  });

const lines = [
  { description: 'Service call', quantity: 1, unit_amount: 9_900, tax_rate: 10 },
  { description: 'Filter', quantity: 3, unit_amount: 1_595, discount_percent: 5, tax_rate: 10 },
];
const del = (a: Agent, path: string) => a.request('DELETE', path);
const today = () => dayKeyOf(new Date(), 'Australia/Melbourne');

describe('invoices over REST', () => {
  it('saves an invoice with the next number, the invoice terms, a due date and figures recomputed from its lines', async () => {
    const b = await business('Invoice Rest Co');
    const res = await b.admin.post('/api/invoices', {
      title: 'Quarterly service',
      customerId: b.customer.id,
      notes: 'Gate code 1234',
      due_at: '2026-12-07',
      lines,
    });
    expect(res.status).toBe(201);
    // 3 × 15.95 × 0.95 = 45.4575 → $45.46, GST $4.55; service $99.00 + $9.90
    expect(res.body).toMatchObject({
      number: 'INV-0001',
      status: 'draft',
      customer_name: 'Bayside Family Dental',
      terms: 'Payment within 14 days.',
      due_date: '2026-12-07',
      due_at: midnightOf('2026-12-07', 'Australia/Melbourne').toISOString(),
      subTotal: 14_446,
      taxTotal: 1_445,
      grandTotal: 15_891,
      total_amount: 15_891,
    });
    const id = res.body.id;
    const updated = await b.manager.put(`/api/invoices/${id}`, {
      due_at: null,
      lines: [{ description: 'Service call', quantity: 2, unit_amount: 9_900 }],
    });
    expect(updated.body).toMatchObject({ due_at: null, grandTotal: 21_780, notes: 'Gate code 1234' });
    expect((await b.admin.get('/api/invoices/next-number')).body).toEqual({ number: 'INV-0002' });
  });

  it('lists tabs with counts; overdue is sent, unpaid and due before today in the organisation’s zone', async () => {
    const b = await business('Invoice Tabs Co');
    const make = async (title: string, due: string | null) =>
      (await b.admin.post('/api/invoices', { title, customerId: b.customer.id, issue_date: addDays(today(), -30), due_at: due, lines }))
        .body;
    const draft = await make('Draft one', addDays(today(), -3));
    const late = await make('Late one', addDays(today(), -1));
    const dueToday = await make('Due today', today());
    const paid = await make('Paid one', addDays(today(), -10));
    const voided = await make('Void one', null);
    for (const inv of [late, dueToday, paid]) await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: 'accounts@bayside.test' });
    await b.admin.post(`/api/invoices/${paid.id}/mark-paid`);
    await t.database.db.invoice.update({ where: { id: voided.id }, data: { status: 'void' } });

    const titles = async (tab: string) =>
      (await b.admin.get(`/api/invoices?tab=${tab}`)).body.map((i: { title: string }) => i.title).sort();
    expect(await titles('all')).toEqual(['Draft one', 'Due today', 'Late one', 'Paid one', 'Void one']);
    expect(await titles('')).toEqual(await titles('all'));
    expect(await titles('unpaid')).toEqual(['Draft one', 'Due today', 'Late one']);
    expect(await titles('paid')).toEqual(['Paid one']);
    expect(await titles('overdue')).toEqual(['Late one']);
    expect((await b.admin.get(`/api/invoices/${late.id}`)).body.status).toBe('overdue');
    expect((await b.admin.get(`/api/invoices/${dueToday.id}`)).body.status).toBe('sent');
    expect((await b.admin.get(`/api/invoices/${draft.id}`)).body.status).toBe('draft');
    // What customers owe is what was sent to them and is unpaid: a draft is not outstanding until it is sent.
    const counts = await b.admin.get('/api/invoices/counts');
    expect(counts.body).toEqual({ all: 5, unpaid: 3, paid: 1, overdue: 1, outstanding: 2 * 15_891, overdue_amount: 15_891 });
    const gql = await b.manager.gql(
      '{ invoiceCounts { all unpaid paid overdue outstandingCents } invoices(tab: overdue) { totalCount edges { node { title status } } } }',
    );
    expect(gql.data.invoiceCounts).toEqual({ all: 5, unpaid: 3, paid: 1, overdue: 1, outstandingCents: 2 * 15_891 });
    expect(gql.data.invoices).toEqual({ totalCount: 1, edges: [{ node: { title: 'Late one', status: 'overdue' } }] });
    expect((await b.admin.get('/api/invoices?tab=unpaid&search=late%20bayside')).body.map((i: { id: string }) => i.id)).toEqual([late.id]);
    expect((await b.admin.get('/api/invoices?tab=later')).status).toBe(400);
  });

  it('costs a constant number of SQL statements for a list and its counts, however many invoices', async () => {
    const b = await business('Invoice Cost Co');
    const insert = (n: number, from: number) =>
      t.database.db.invoice.createMany({
        data: Array.from({ length: n }, (_, i) => ({
          orgId: b.org.id,
          number: `INV-${from + i}`,
          customerId: b.customer.id,
          totalCents: 100,
          status: 'sent' as const,
        })),
      });
    await insert(2, 0);
    const list = () => b.admin.get('/api/invoices?tab=unpaid&limit=50');
    const counts = () => b.admin.get('/api/invoices/counts');
    const few = [await t.countQueries(list), await t.countQueries(counts)];
    await insert(40, 100);
    expect([await t.countQueries(list), await t.countQueries(counts)]).toEqual(few);
    expect((await list()).body).toHaveLength(42);
  });

  it('marks an invoice paid once, deletes it, and says Invoice not found for missing and foreign ones', async () => {
    const b = await business('Invoice Paid Co');
    const rival = await business('Invoice Paid Rival Co');
    const { body: inv } = await b.admin.post('/api/invoices', { lines });
    const both = await Promise.all([
      b.admin.post(`/api/invoices/${inv.id}/mark-paid`),
      b.manager.post(`/api/invoices/${inv.id}/mark-paid`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.error).toBe(documentMessages.alreadyPaid);
    expect((await b.admin.get(`/api/invoices/${inv.id}`)).body).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect((await b.admin.put(`/api/invoices/${inv.id}`, { title: 'Changed' })).body.error).toBe(paymentMessages.paidLocked);

    for (const [method, path] of [
      ['GET', `/api/invoices/${inv.id}`],
      ['PUT', `/api/invoices/${inv.id}`],
      ['DELETE', `/api/invoices/${inv.id}`],
      ['POST', `/api/invoices/${inv.id}/mark-paid`],
      ['GET', `/api/invoices/${inv.id}/pdf`],
    ]) {
      const res = await rival.admin.request(method, path, { body: method === 'PUT' ? { title: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error).toBe('Invoice not found');
      expect((await b.technician.request(method, path, { body: {} })).status).toBe(403);
    }
    for (const path of ['/api/invoices', '/api/invoices/counts', '/api/invoices/next-number']) {
      expect((await b.technician.get(path)).status).toBe(403);
      expect((await new Agent(t).get(path)).status).toBe(401);
    }
    expect((await b.technician.gql('{ invoiceCounts { all } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await rival.admin.gql(`{ invoice(id: "${inv.id}") { id } }`)).errors?.[0].message).toBe('Invoice not found');

    const removed = await del(b.manager, `/api/invoices/${inv.id}`);
    expect(removed.body).toEqual({ success: true, message: documentMessages.invoiceDeleted });
    expect((await del(b.manager, `/api/invoices/${inv.id}`)).body.error).toBe('Invoice not found');
    expect((await b.admin.get('/api/invoices/counts')).body.all).toBe(0);
  });

  it('answers bad input with a clear 4xx and saves nothing', async () => {
    const b = await business('Invoice Input Co');
    const cases: [unknown, string][] = [
      [{ title: 'Nothing' }, 'At least one line item is required'],
      [
        { lines: [{ description: 'x', quantity: 1, unit_amount: 100, discount_percent: 'lots' }] },
        'Discount must be a percentage from 0 to 100',
      ],
      [{ lines, due_at: '2026-13-01' }, 'Due date must be a valid date'],
      [{ lines, issue_date: '2026-11-23', due_at: '2026-11-01' }, documentMessages.dueBeforeIssue],
      [{ lines, customer_id: 'someone' }, 'Customer not found'],
    ];
    for (const [body, error] of cases) {
      const res = await b.admin.post('/api/invoices', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error).toBe(error);
    }
    expect(await t.database.db.invoice.count({ where: { orgId: b.org.id } })).toBe(0);
    // A discount outside 0–100 is refused with the line and field it is about, never quietly changed.
    const refused = await b.admin.post('/api/invoices', {
      lines: [
        { description: 'x', quantity: 1, unit_amount: 100 },
        { description: 'y', quantity: 1, unit_amount: 100, discount_percent: 150 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toMatchObject({ 'lines.1.discountPercent': 'Discount must be a percentage from 0 to 100' });
    expect(await t.database.db.invoice.count({ where: { orgId: b.org.id } })).toBe(0);
  });
});

describe('live invoice changes', () => {
  it('tells a subscriber the invoice was paid with the invoice as it now reads, and deleted with no invoice left', async () => {
    const b = await business('Invoice Live Co');
    const { body: inv } = await b.admin.post('/api/invoices', { title: 'Live one', lines });
    const manager = await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'manager' } });
    const login = await new Agent(t).post('/api/auth/login', { email: manager.email, password: PASSWORD }, { 'auth-mode': 'token' });
    const live = wsClient(
      url,
      login.body.accessToken,
      `subscription { invoiceChanged(id: "${inv.id}") { id status invoice { title status paidOn } } }`,
    );
    await listening(t, login.body.user.id, 1);

    await b.admin.post(`/api/invoices/${inv.id}/mark-paid`, { paidOn: today() });
    expect(await live.next()).toEqual({
      invoiceChanged: { id: inv.id, status: 'paid', invoice: { title: 'Live one', status: 'paid', paidOn: today() } },
    });
    await del(b.admin, `/api/invoices/${inv.id}`);
    expect(await live.next()).toEqual({ invoiceChanged: { id: inv.id, status: 'deleted', invoice: null } });
    await live.dispose();
  });
});

describe('emailing an invoice', () => {
  it('sends the tax invoice to every comma-separated address, drops empties, and marks a draft sent', async () => {
    const b = await business('Invoice Email Co');
    const { body: inv } = await b.admin.post('/api/invoices', { title: 'Service', customerId: b.customer.id, lines });
    for (const emails of ['', ' , ', []]) {
      const res = await b.admin.post(`/api/invoices/${inv.id}/email`, { emails });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(documentMessages.recipientsRequired);
    }
    expect((await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: 'a@b.test, nope' })).body.error).toBe(
      "'nope' is not a valid email address",
    );
    expect(await t.database.db.outgoingMessage.count({ where: { invoiceId: inv.id } })).toBe(0);

    const sent = await b.admin.post(`/api/invoices/${inv.id}/email`, {
      emails: 'accounts@bayside.test, , owner@bayside.test ,',
      message: 'Thanks!',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    const mails = await t.database.db.outgoingMessage.findMany({ where: { invoiceId: inv.id }, orderBy: { to: 'asc' } });
    expect(mails.map((m) => m.to)).toEqual(['accounts@bayside.test', 'owner@bayside.test']);
    expect(mails[0]).toMatchObject({ subject: 'Tax invoice INV-0001 from Invoice Email Co', channel: 'email', orgId: b.org.id });
    expect(mails[0].body).toContain('Thanks!');
    expect(mails[0].body).toContain('BSB 063-000, account 12345678, reference INV-0001');
    const gql = await b.admin.gql(
      `mutation { sendInvoiceEmail(id: "${inv.id}", emails: ["x@y.test", " "]) { __typename ... on Invoice { status } ... on AppError { message } } }`,
    );
    expect(gql.data.sendInvoiceEmail).toEqual({ __typename: 'Invoice', status: 'sent' });
  });
});

describe('Convert to Invoice from a completed job', () => {
  async function completed(b: Awaited<ReturnType<typeof business>>, customer: boolean) {
    return t.database.db.completedJob.create({
      data: {
        orgId: b.org.id,
        title: 'Annual service',
        notes: 'Cleaned both heads',
        customerId: customer ? b.customer.id : null,
        customerName: customer ? b.customer.name : null,
        charges: {
          create: [
            { description: 'Labour', kind: 'labour', quantity: 1.5, unitPriceCents: 12_000, totalCents: 18_000, taxRate: 10 },
            { description: 'Filter', kind: 'part', quantity: 2, unitPriceCents: 1_595, totalCents: 3_190, taxRate: 10 },
            { description: 'Disposal levy', kind: 'other', quantity: 1, unitPriceCents: 500, totalCents: 500, taxRate: 0 },
          ],
        },
      },
    });
  }

  it('builds a draft invoice from the charges, marks the job Invoiced, and converting again answers the same invoice', async () => {
    const b = await business('Invoice Convert Co');
    const job = await completed(b, true);
    const res = await b.manager.post(`/api/jobs/completed/${job.id}/convert-to-invoice`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ invoiceId: expect.any(String), message: documentMessages.convertedToInvoice });
    const invoice = (await b.admin.get(`/api/invoices/${res.body.invoiceId}`)).body;
    expect(invoice).toMatchObject({
      status: 'draft',
      number: 'INV-0001',
      title: 'Annual service',
      summary: 'Cleaned both heads',
      customer_id: b.customer.id,
      completed_job_id: job.id,
      terms: 'Payment within 14 days.',
      // Due 14 days after today (the terms' days), in the organisation's zone.
      due_date: addDays(today(), 14),
      subTotal: 21_690,
      taxTotal: 2_119,
      grandTotal: 23_809,
    });
    expect(
      invoice.items.map((l: { description: string; quantity: number; unit_price: number }) => [l.description, l.quantity, l.unit_price]),
    ).toEqual([
      // 1.5 hours stays 1.5 hours on the invoice, at the hourly rate.
      ['Labour', 1.5, 12_000],
      ['Filter', 2, 1_595],
      ['Disposal levy', 1, 500],
    ]);
    expect((await b.admin.get(`/api/jobs/completed/${job.id}`)).body).toMatchObject({ has_invoice: true });
    const again = await b.admin.post(`/api/jobs/completed/${job.id}/convert-to-invoice`);
    expect(again.body).toEqual({ invoiceId: res.body.invoiceId, message: documentMessages.alreadyInvoiced });
    expect(await t.database.db.invoice.count({ where: { orgId: b.org.id } })).toBe(1);
    // Deleting the invoice makes the job Completed again, ready to convert anew.
    await del(b.admin, `/api/invoices/${res.body.invoiceId}`);
    expect((await b.admin.get(`/api/jobs/completed/${job.id}`)).body).toMatchObject({ has_invoice: false });
  });

  it('makes one invoice when converted twice at once, refuses a job without a customer, technicians and strangers', async () => {
    const b = await business('Invoice Race Co');
    const job = await completed(b, true);
    const both = await Promise.all([
      b.admin.post(`/api/jobs/completed/${job.id}/convert-to-invoice`),
      b.manager.gql(
        `mutation { convertCompletedJobToInvoice(id: "${job.id}") { ... on ConvertToInvoicePayload { invoiceId message invoice { number } } } }`,
      ),
    ]);
    const rest = (both[0] as { body: { invoiceId: string } }).body;
    const gql = (both[1] as { data: { convertCompletedJobToInvoice: { invoiceId: string } } }).data.convertCompletedJobToInvoice;
    expect(rest.invoiceId).toBe(gql.invoiceId);
    expect(await t.database.db.invoice.count({ where: { orgId: b.org.id } })).toBe(1);

    const bare = await completed(b, false);
    const refused = await b.admin.post(`/api/jobs/completed/${bare.id}/convert-to-invoice`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(documentMessages.convertNeedsCustomer);
    expect((await b.technician.post(`/api/jobs/completed/${job.id}/convert-to-invoice`)).status).toBe(403);
    const rival = await business('Invoice Race Rival Co');
    expect((await rival.admin.post(`/api/jobs/completed/${job.id}/convert-to-invoice`)).body.error).toBe('Completed job not found');
  });
});

describe('the tax invoice PDF', () => {
  it('meets the ATO content: Tax invoice, ABN, date, customer, lines with GST, totals, bank details', async () => {
    const b = await business('Invoice Pdf Co');
    const { body: inv } = await b.admin.post('/api/invoices', {
      customerId: b.customer.id,
      issue_date: '2026-11-23',
      due_at: '2026-12-07',
      lines,
    });
    const { res, bytes } = await pdfBytes(url, b.admin, `/api/invoices/${inv.id}/pdf`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(bytes);
    for (const expected of [
      'Tax invoice',
      'Invoice Pdf Co',
      'ABN 51 824 753 556',
      'INV-0001',
      '23 November 2026',
      '7 December 2026',
      'Bayside Family Dental',
      'Service call',
      '$99.00',
      '$9.90',
      '$108.90',
      'Filter',
      '5%',
      '$4.55',
      '$50.01',
      '$144.46',
      '$14.45',
      '$158.91',
      'BSB: 063-000',
      'Account number: 12345678',
      'Reference: INV-0001',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});
