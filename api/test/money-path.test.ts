import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositMessages } from '../src/rules/quote-deposits.ts';
import { addDays, dayKeyOf, formatLongDay, midnightOf } from '../src/rules/zoned-time.ts';
import { documentsBusiness, pdfBytes } from './documents-fixtures.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';
import { pdfText } from './pdf-text.ts';

// The money path over REST and GraphQL: a quote's lines become the job's quoted items, completion charges them at
// their quoted price, and the invoice repeats them to the cent (1.5 hours stays 1.5); an accepted quote invoiced
// directly, in full or by deposit, once; due and expiry dates from the organisation's terms; Overdue when they pass.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.start(0, '127.0.0.1');
});
afterAll(() => t.close());

const ZONE = 'Australia/Melbourne';
const today = () => dayKeyOf(new Date(), ZONE);

const business = (name: string) =>
  documentsBusiness(t, name, {
    org: {
      invoiceTerms: 'Payment is due within 7 days of the invoice date.',
      quoteTerms: 'This quote is valid for 45 days from the date of issue.',
      accountName: 'Coolair',
      bsb: '062-000',
      accountNumber: '1234 5678',
    },
    customer: { contactName: 'Mei Chen', email: 'mei@bayside.test' },
  });
type Business = Awaited<ReturnType<typeof business>>;

/** Three lines: fractional hours, a discounted unit with GST, a GST-free permit. */
const restLines = [
  { item_name: 'Labour', description: 'Installation labour', quantity: 1.5, unit_amount: 9_550, tax_rate: 10 },
  { description: 'Split system 7 kW', quantity: 1, unit_amount: 199_900, discount_percent: 10, tax_rate: 10 },
  { description: 'Council permit', quantity: 1, unit_amount: 12_500, tax_rate: 0 },
];
const gqlLines = restLines.map((l) => ({
  itemName: l.item_name ?? null,
  description: l.description,
  quantity: l.quantity,
  unitPriceCents: l.unit_amount,
  discountPercent: l.discount_percent ?? 0,
  taxRate: l.tax_rate,
}));

type RestLine = { description: string; quantity: number; unit_price: number; discount_percent: number; tax_rate: number; total: number };
const restLineOf = ({ description, quantity, unit_price, discount_percent, tax_rate, total }: RestLine) => ({
  description,
  quantity,
  unit_price,
  discount_percent,
  tax_rate,
  total,
});

/** An accepted quote over REST (saved, emailed, accepted in the app). */
async function acceptedQuote(b: Business, body: Record<string, unknown> = {}) {
  const created = await b.admin.post('/api/quotes', {
    title: 'Split system install',
    customerId: b.customer.id,
    lines: restLines,
    ...body,
  });
  expect(created.status).toBe(201);
  expect((await b.admin.post(`/api/quotes/${created.body.id}/email`, { email: 'mei@bayside.test' })).status).toBe(200);
  expect((await b.admin.post(`/api/quotes/${created.body.id}/accept`)).status).toBe(200);
  return (await b.admin.get(`/api/quotes/${created.body.id}`)).body;
}

const QUOTE_GQL = `mutation($input: QuoteInput!) { createQuote(input: $input) { __typename ... on Quote { id totalCents expiryDate lines { description quantity unitPriceCents discountPercent taxRate totalCents } } ... on AppError { message } } }`;
const INVOICE_FIELDS =
  'id number kind quoteId dueDate status subtotalCents gstCents totalCents lines { description quantity unitPriceCents discountPercent taxRate totalCents }';

async function acceptedQuoteGql(b: Business, input: Record<string, unknown> = {}) {
  const created = await b.manager.gql(QUOTE_GQL, {
    input: { title: 'Ducted install', customerId: b.customer.id, lines: gqlLines, ...input },
  });
  const quote = created.data.createQuote;
  expect(quote.__typename).toBe('Quote');
  await b.manager.gql('mutation($id: ID!) { sendQuoteEmail(id: $id, email: "mei@bayside.test") { __typename } }', { id: quote.id });
  const accepted = await b.manager.gql('mutation($id: ID!) { acceptQuote(id: $id) { __typename ... on Quote { status } } }', {
    id: quote.id,
  });
  expect(accepted.data.acceptQuote.status).toBe('accepted');
  return quote;
}

describe('a quote’s lines reach the job and the invoice', () => {
  it('over REST: quoted items on the job, charged at their quoted price, invoiced to the cent', async () => {
    const b = await business('Money Rest Co');
    const quote = await acceptedQuote(b);
    expect(quote.items.map((l: { quantity: number }) => l.quantity)).toEqual([1.5, 1, 1]);
    // 1.5 × $95.50 = $143.25 + GST $14.33; $1,999.00 less 10 % = $1,799.10 + GST $179.91; permit $125.00 GST-free.
    expect(quote.total).toBe(15_758 + 197_901 + 12_500);

    const converted = await b.admin.post(`/api/quotes/${quote.id}/convert-to-job`);
    expect(converted.status).toBe(201);
    const jobId = converted.body.job_id;
    // The technician sees the quoted items (the job is unassigned: office roles see it; the charges read is the same).
    const running = await b.admin.get(`/api/jobs/${jobId}/charges`);
    expect(running.status).toBe(200);
    expect(running.body.tax_mode).toBe('exclusive');
    expect(
      running.body.lines.map((l: { kind: string; description: string; quantity: number }) => [l.kind, l.description, l.quantity]),
    ).toEqual([
      ['quoted', 'Installation labour', 1.5],
      ['quoted', 'Split system 7 kW', 1],
      ['quoted', 'Council permit', 1],
    ]);
    expect(running.body.total).toBe(quote.total);

    const completed = await b.admin.post(`/api/jobs/${jobId}/complete`, { notes: 'Installed and commissioned' });
    expect(completed.status).toBe(200);
    const done = (await b.admin.get(`/api/jobs/completed/${completed.body.completed_job_id}`)).body;
    expect(
      done.charges.map((c: { kind: string; quantity: number; unit_price: number; discount_percent: number }) => [
        c.kind,
        c.quantity,
        c.unit_price,
        c.discount_percent,
      ]),
    ).toEqual([
      ['quoted', 1.5, 9_550, 0],
      ['quoted', 1, 199_900, 10],
      ['quoted', 1, 12_500, 0],
    ]);
    expect([done.total, done.gst, done.total_inc_gst]).toEqual([quote.subtotal, quote.gst, quote.total]);

    const invoiced = await b.admin.post(`/api/jobs/completed/${done.id}/convert-to-invoice`);
    const invoice = (await b.admin.get(`/api/invoices/${invoiced.body.invoiceId}`)).body;
    expect(invoice.items.map(restLineOf)).toEqual(quote.items.map(restLineOf));
    expect([invoice.subTotal, invoice.taxTotal, invoice.grandTotal]).toEqual([quote.subtotal, quote.gst, quote.total]);
    expect(invoice).toMatchObject({ quote_id: quote.id, kind: 'full', due_date: addDays(today(), 7) });
  });

  it('over GraphQL: a GST-inclusive quote with hours logged on site, invoiced with the quote’s figures plus the hours', async () => {
    const b = await business('Money Gql Co');
    const quote = await acceptedQuoteGql(b, { taxMode: 'inclusive' });
    const { data } = await b.manager.gql(
      'mutation($id: ID!) { convertQuoteToJob(id: $id) { ... on ConvertQuoteToJobPayload { jobId } } }',
      {
        id: quote.id,
      },
    );
    const jobId = data.convertQuoteToJob.jobId;
    // The technician assigned to the job sees the quoted items.
    const tech = await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'technician' } });
    await t.database.db.jobTechnician.create({ data: { jobId, userId: tech.id } });
    const charges = await b.technician.gql(
      'query($id: ID!) { job(id: $id) { runningCharges { taxMode totalCents lines { kind description quantity unitPriceCents discountPercent totalCents } } } }',
      { id: jobId },
    );
    const running = charges.data.job.runningCharges;
    expect(running.taxMode).toBe('inclusive');
    expect(running.lines.map((l: { kind: string; quantity: number }) => [l.kind, l.quantity])).toEqual([
      ['quoted', 1.5],
      ['quoted', 1],
      ['quoted', 1],
    ]);
    expect(running.totalCents).toBe(quote.totalCents);

    // One hour logged on site on top of the quote: labour at $120.00 + GST, priced inclusive ($132.00).
    expect((await b.manager.post(`/api/jobs/${jobId}/hours`, { hours: 1 })).status).toBe(201);
    const completed = await b.manager.gql(
      'mutation($id: ID!) { completeJob(id: $id) { __typename ... on CompletedJob { id taxMode totalIncGstCents charges { kind quantity unitPriceCents } } } }',
      { id: jobId },
    );
    const done = completed.data.completeJob;
    expect(done.taxMode).toBe('inclusive');
    expect(done.charges.at(-1)).toEqual({ kind: 'labour', quantity: 1, unitPriceCents: 13_200 });
    expect(done.totalIncGstCents).toBe(quote.totalCents + 13_200);

    const invoiced = await b.manager.gql(
      `mutation($id: ID!) { convertCompletedJobToInvoice(id: $id) { ... on ConvertToInvoicePayload { invoice { ${INVOICE_FIELDS} } } } }`,
      { id: done.id },
    );
    const invoice = invoiced.data.convertCompletedJobToInvoice.invoice;
    expect(invoice.lines.slice(0, 3)).toEqual(quote.lines);
    expect(invoice.totalCents).toBe(quote.totalCents + 13_200);
    expect(invoice).toMatchObject({ quoteId: quote.id, kind: 'full', dueDate: addDays(today(), 7) });
  });
});

describe('an accepted quote invoiced directly', () => {
  it('over REST: in full once; a second full invoice, or one through its job, is refused with the invoice’s number', async () => {
    const b = await business('Direct Rest Co');
    const draft = await b.admin.post('/api/quotes', { title: 'Draft', customerId: b.customer.id, lines: restLines });
    const notYet = await b.admin.post(`/api/quotes/${draft.body.id}/convert-to-invoice`);
    expect([notYet.status, notYet.body.error]).toEqual([409, depositMessages.onlyAccepted]);

    const quote = await acceptedQuote(b);
    const res = await b.admin.post(`/api/quotes/${quote.id}/convert-to-invoice`);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(depositMessages.invoicedFromQuote);
    const invoice = (await b.admin.get(`/api/invoices/${res.body.invoice_id}`)).body;
    expect(invoice.items.map(restLineOf)).toEqual(quote.items.map(restLineOf));
    expect(invoice).toMatchObject({
      grandTotal: quote.total,
      quote_id: quote.id,
      kind: 'full',
      status: 'draft',
      due_date: addDays(today(), 7),
    });

    const again = await b.admin.post(`/api/quotes/${quote.id}/convert-to-invoice`);
    expect([again.status, again.body.error]).toEqual([409, depositMessages.alreadyInvoiced(quote.number, invoice.number)]);
    const deposit = await b.admin.post(`/api/quotes/${quote.id}/convert-to-invoice`, { deposit_percent: 30 });
    expect([deposit.status, deposit.body.error]).toEqual([409, depositMessages.depositAfterFull(quote.number, invoice.number)]);

    // The job converted from the quote cannot bill the quoted work a second time: nothing added, nothing to invoice.
    const job = await b.admin.post(`/api/quotes/${quote.id}/convert-to-job`);
    const done = await b.admin.post(`/api/jobs/${job.body.job_id}/complete`);
    const fromJob = await b.admin.post(`/api/jobs/completed/${done.body.completed_job_id}/convert-to-invoice`);
    expect([fromJob.status, fromJob.body.error]).toEqual([409, depositMessages.jobQuoteInvoiced(quote.number, invoice.number)]);
    expect(await t.database.db.invoice.count({ where: { quoteId: quote.id } })).toBe(1);

    // Hours added on site to the job of a quote invoiced in full are billed on their own.
    const quote2 = await acceptedQuote(b);
    const full2 = await b.admin.post(`/api/quotes/${quote2.id}/convert-to-invoice`);
    const job2 = await b.admin.post(`/api/quotes/${quote2.id}/convert-to-job`);
    await b.admin.post(`/api/jobs/${job2.body.job_id}/hours`, { hours: 2 });
    const done2 = await b.admin.post(`/api/jobs/${job2.body.job_id}/complete`);
    const extra = await b.admin.post(`/api/jobs/completed/${done2.body.completed_job_id}/convert-to-invoice`);
    expect(extra.status).toBe(200);
    const extraInvoice = (await b.admin.get(`/api/invoices/${extra.body.invoiceId}`)).body;
    expect(extraInvoice.items.map((l: { description: string; quantity: number }) => [l.description, l.quantity])).toEqual([['Labour', 2]]);
    expect(extraInvoice.id).not.toBe(full2.body.invoice_id);
    expect((await b.technician.post(`/api/quotes/${quote.id}/convert-to-invoice`)).status).toBe(403);
  });

  it('over REST: a deposit amount first, then the job’s invoice deducts it', async () => {
    const b = await business('Deposit Rest Co');
    const quote = await acceptedQuote(b);
    const tooMuch = await b.admin.post(`/api/quotes/${quote.id}/convert-to-invoice`, { deposit_amount_cents: quote.total });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([400, depositMessages.amountRange(quote.total)]);
    const res = await b.admin.post(`/api/quotes/${quote.id}/convert-to-invoice`, { deposit_amount_cents: 50_000 });
    expect(res.status).toBe(201);
    const deposit = (await b.admin.get(`/api/invoices/${res.body.invoice_id}`)).body;
    expect(deposit).toMatchObject({ kind: 'deposit', grandTotal: 50_000, quote_id: quote.id });
    // One line per tax rate: the deposit carries the GST of the work it pays for.
    expect(deposit.items.map((l: { tax_rate: number }) => l.tax_rate)).toEqual([10, 0]);

    const job = await b.admin.post(`/api/quotes/${quote.id}/convert-to-job`);
    const done = await b.admin.post(`/api/jobs/${job.body.job_id}/complete`);
    const fromJob = await b.admin.post(`/api/jobs/completed/${done.body.completed_job_id}/convert-to-invoice`);
    const final = (await b.admin.get(`/api/invoices/${fromJob.body.invoiceId}`)).body;
    expect(final.items).toHaveLength(5);
    expect(final.items.slice(3).map((l: { description: string }) => l.description)).toEqual(
      deposit.items.map((l: { description: string }) => `Less deposit invoiced (${deposit.number}): ${l.description}`),
    );
    expect(final.grandTotal).toBe(quote.total - 50_000);
  });

  it('over GraphQL: a 30 % deposit, once; the full invoice from the quote deducts it', async () => {
    const b = await business('Deposit Gql Co');
    const quote = await acceptedQuoteGql(b);
    const CONVERT = `mutation($id: ID!, $percent: Float, $amount: Int) { convertQuoteToInvoice(id: $id, depositPercent: $percent, depositAmountCents: $amount) { __typename ... on ConvertToInvoicePayload { message invoice { ${INVOICE_FIELDS} } } ... on AppError { code message } } }`;
    const bad = await b.manager.gql(CONVERT, { id: quote.id, percent: 100 });
    expect(bad.data.convertQuoteToInvoice).toMatchObject({ code: 'VALIDATION', message: depositMessages.percentRange });

    const first = await b.manager.gql(CONVERT, { id: quote.id, percent: 30 });
    const deposit = first.data.convertQuoteToInvoice.invoice;
    expect(first.data.convertQuoteToInvoice.message).toBe(depositMessages.depositInvoiced);
    expect(deposit).toMatchObject({ kind: 'deposit', quoteId: quote.id, dueDate: addDays(today(), 7) });
    // 30 % of each rate's lines: ($143.25 + $1,799.10) × 30 % = $582.71 + GST $58.27; $125.00 × 30 % = $37.50.
    expect(deposit.lines.map((l: { unitPriceCents: number; taxRate: number }) => [l.unitPriceCents, l.taxRate])).toEqual([
      [58_271, 10],
      [3_750, 0],
    ]);
    expect(deposit.totalCents).toBe(58_271 + 5_827 + 3_750);

    const twice = await b.manager.gql(CONVERT, { id: quote.id, percent: 20 });
    expect(twice.data.convertQuoteToInvoice).toMatchObject({
      code: 'CONFLICT',
      message: depositMessages.depositExists('QU-0001', deposit.number),
    });

    const full = (await b.manager.gql(CONVERT, { id: quote.id })).data.convertQuoteToInvoice.invoice;
    expect(full.kind).toBe('full');
    expect(full.lines.slice(0, 3)).toEqual(quote.lines);
    expect(full.totalCents).toBe(quote.totalCents - deposit.totalCents);
    const status = await b.manager.gql('query($id: ID!) { quote(id: $id) { canInvoice invoices { kind } } }', { id: quote.id });
    expect(status.data.quote).toEqual({ canInvoice: false, invoices: [{ kind: 'deposit' }, { kind: 'full' }] });
    const thrice = await b.manager.gql(CONVERT, { id: quote.id });
    expect(thrice.data.convertQuoteToInvoice).toMatchObject({
      code: 'CONFLICT',
      message: depositMessages.alreadyInvoiced('QU-0001', full.number),
    });
  });
});

describe('due and expiry dates from the terms', () => {
  it('defaults an invoice’s due date and a quote’s expiry over REST and GraphQL; a date sent is kept', async () => {
    const b = await business('Terms Co');
    const invoice = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines: restLines });
    expect(invoice.body.due_date).toBe(addDays(today(), 7));
    const dated = await b.admin.post('/api/invoices', { customerId: b.customer.id, due_at: addDays(today(), 3), lines: restLines });
    expect(dated.body.due_date).toBe(addDays(today(), 3));
    // Terms sent with the invoice decide its date; terms naming no days give 14.
    const own = await b.admin.post('/api/invoices', { customerId: b.customer.id, terms: 'Net 30', lines: restLines });
    expect(own.body.due_date).toBe(addDays(today(), 30));
    const none = await b.admin.post('/api/invoices', { customerId: b.customer.id, terms: 'Thank you', lines: restLines });
    expect(none.body.due_date).toBe(addDays(today(), 14));
    const quote = await b.admin.post('/api/quotes', { customerId: b.customer.id, lines: restLines });
    expect(quote.body.expiry_date).toBe(addDays(today(), 45));

    const gInvoice = await b.manager.gql(
      'mutation($input: InvoiceInput!) { createInvoice(input: $input) { ... on Invoice { dueDate } } }',
      { input: { customerId: b.customer.id, issueDate: '2026-11-02', lines: gqlLines } },
    );
    expect(gInvoice.data.createInvoice.dueDate).toBe('2026-11-09');
    const gQuote = await b.manager.gql(QUOTE_GQL, { input: { customerId: b.customer.id, issueDate: '2026-11-02', lines: gqlLines } });
    expect(gQuote.data.createQuote.expiryDate).toBe('2026-12-17');
  });

  it('lists a sent invoice under Overdue once its due date has passed, over REST and GraphQL, with the count', async () => {
    const b = await business('Overdue Co');
    const counts = async () => (await b.admin.get('/api/invoices/counts')).body.overdue;
    const before = await counts();
    const res = await b.admin.post('/api/invoices', { customerId: b.customer.id, lines: restLines });
    expect((await b.admin.post(`/api/invoices/${res.body.id}/email`, { emails: 'mei@bayside.test' })).status).toBe(200);
    expect(await counts()).toBe(before);

    // Issued a month ago, due yesterday (in the organisation's zone), edited through the API.
    const yesterday = addDays(today(), -1);
    const edited = await b.admin.put(`/api/invoices/${res.body.id}`, { issue_date: addDays(today(), -30), due_at: yesterday });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'overdue', due_date: yesterday });
    expect(await counts()).toBe(before + 1);
    const overdue = (await b.admin.get('/api/invoices?tab=overdue')).body.map((i: { id: string }) => i.id);
    expect(overdue).toContain(res.body.id);
    const gql = await b.manager.gql('{ invoices(tab: overdue) { edges { node { id status } } } invoiceCounts { overdue } }');
    expect(gql.data.invoices.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(res.body.id);
    expect(gql.data.invoiceCounts.overdue).toBe(before + 1);

    // Due today is not overdue yet.
    await t.database.db.invoice.update({ where: { id: res.body.id }, data: { dueAt: midnightOf(today(), ZONE) } });
    expect(await counts()).toBe(before);
  });

  it('prints "Due by" on the PDF and says the due date in the invoice email; quote email and page agree on the expiry', async () => {
    const b = await business('Due Print Co');
    const res = await b.admin.post('/api/invoices', { customerId: b.customer.id, issue_date: '2026-11-02', lines: restLines });
    const due = formatLongDay('2026-11-09');
    const { bytes } = await pdfBytes(url, b.admin, `/api/invoices/${res.body.id}/pdf`);
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('Due by');
    expect(text).toContain(due);

    await b.admin.post(`/api/invoices/${res.body.id}/email`, { emails: 'mei@bayside.test' });
    const mail = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { invoiceId: res.body.id } });
    expect(mail.body).toContain(`due by ${due}`);

    const quote = await b.admin.post('/api/quotes', { customerId: b.customer.id, issue_date: '2026-11-02', lines: restLines });
    await b.admin.post(`/api/quotes/${quote.body.id}/email`, { email: 'mei@bayside.test' });
    const quoteMail = await lastEmailTo(t, 'mei@bayside.test', `Quote ${quote.body.number} from ${b.org.name}`);
    const token = quoteMail.text.match(/\/q\/([\w-]+)/)?.[1] as string;
    const page = (await b.admin.get(`/api/public/quotes/${token}`)).body;
    expect(page.expiry_date).toBe('2026-12-17');
    // The page shows the day through the same formatter (web `dayText` → `formatLongDay`).
    expect(quoteMail.text).toContain(`valid until ${formatLongDay(page.expiry_date)}`);
  });
});
