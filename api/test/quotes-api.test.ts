import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages } from '../src/rules/document-status.ts';
import { Agent } from './agent.ts';
import { documentsBusiness, pdfBytes } from './documents-fixtures.ts';
import { PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { listening, wsClient } from './live-clients.ts';
import { lastEmailTo } from './mailbox.ts';
import { pdfText } from './pdf-text.ts';

// Quotes end to end over REST and GraphQL: numbering, recomputed figures, roles and tenants, bad input,
// email with the private link, the customer's answer on the public page (live to the office), Accept, Convert to Job,
// the PDF, and the races (two saves, two accepts, two conversions).

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
      quoteTerms: 'Valid for 30 days.',
      street: '5 Trade Way',
      suburb: 'Moorabbin',
      state: 'VIC',
      postcode: '3189',
    },
    customer: { contactName: 'Mei Chen', email: 'mei@bayside.test' },
  });

const lines = [
  { description: 'Split system 7 kW', quantity: 1, unit_amount: 199_900, discount_percent: 10, tax_rate: 10 },
  { item_name: 'Call-out', quantity: 2, unit_amount: 9_950, tax_rate: 0 },
];

/** The quote's newest email: its record in the outbox, and its customer link's token from the customer's mailbox. */
const tokenFromOutbox = async (quoteId: string) => {
  const mail = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { quoteId }, orderBy: { createdAt: 'desc' } });
  const delivered = await lastEmailTo(t, mail.to);
  return { mail, delivered, token: delivered.text.match(/\/q\/([\w-]+)/)?.[1] as string };
};

describe('quotes over REST', () => {
  it('saves a quote with the next number, the organisation terms and figures recomputed from its lines', async () => {
    const b = await business('Quote Rest Co');
    const res = await b.admin.post('/api/quotes', {
      title: 'Split system install',
      customerId: b.customer.id,
      notes: 'Back of house',
      issue_date: '2026-11-23',
      expiry_date: '2026-12-23',
      // A client's totals are ignored: the API computes its own.
      total: 1,
      lines,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      number: 'QU-0001',
      status: 'draft',
      customer_id: b.customer.id,
      customer_name: 'Bayside Family Dental',
      title: 'Split system install',
      notes: 'Back of house',
      terms: 'Valid for 30 days.',
      tax_mode: 'exclusive',
      issue_date: '2026-11-23',
      expiry_date: '2026-12-23',
      // 199,900 × 0.9 = 179,910 + 10 % GST 17,991; 2 × 9,950 tax exempt
      subtotal: 179_910 + 19_900,
      gst: 17_991,
      total: 179_910 + 17_991 + 19_900,
    });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        description: 'Split system 7 kW',
        unit_price: 199_900,
        discount_percent: 10,
        amount: 179_910,
        gst: 17_991,
        total: 197_901,
      }),
      expect.objectContaining({ item_name: 'Call-out', description: 'Call-out', quantity: 2, tax_rate: 0, gst: 0, total: 19_900 }),
    ]);
    expect((await b.manager.get('/api/quotes/next-number')).body).toEqual({ number: 'QU-0002' });

    const id = res.body.id;
    const updated = await b.manager.put(`/api/quotes/${id}`, {
      title: 'Split system supply and install',
      customer_id: b.customer.id,
      tax_mode: 'inclusive',
      items: [{ description: 'Supply and install', quantity: 1, unit_amount: 217_690, tax_rate: 10 }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Split system supply and install',
      subtotal: 197_900,
      gst: 19_790,
      total: 217_690,
      notes: 'Back of house',
    });
    expect((await b.admin.get(`/api/quotes/${id}`)).body.items).toHaveLength(1);
    const list = await b.admin.get('/api/quotes?search=supply%20bayside');
    expect(list.body.map((q: { id: string }) => q.id)).toEqual([id]);
    expect((await b.admin.get('/api/quotes?status=accepted')).body).toEqual([]);
  });

  it('refuses technicians and visitors, and answers another organisation with Quote not found', async () => {
    const b = await business('Quote Roles Co');
    const rival = await business('Quote Rival Co');
    const { body: quote } = await b.admin.post('/api/quotes', { title: 'Mine', lines });
    for (const [method, path] of [
      ['GET', '/api/quotes'],
      ['GET', `/api/quotes/${quote.id}`],
      ['GET', `/api/quotes/${quote.id}/pdf`],
      ['POST', '/api/quotes'],
      ['PUT', `/api/quotes/${quote.id}`],
      ['POST', `/api/quotes/${quote.id}/accept`],
      ['POST', `/api/quotes/${quote.id}/convert-to-job`],
      ['POST', `/api/quotes/${quote.id}/email`],
    ]) {
      expect((await b.technician.request(method, path, { body: { title: 'x', lines } })).status, `${method} ${path}`).toBe(403);
      expect((await new Agent(t).request(method, path, { body: {} })).status, `${method} ${path}`).toBe(401);
    }
    for (const path of [`/api/quotes/${quote.id}`, `/api/quotes/${quote.id}/pdf`]) {
      const res = await rival.admin.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Quote not found' });
    }
    expect((await rival.admin.put(`/api/quotes/${quote.id}`, { title: 'Taken over' })).status).toBe(404);
    expect((await rival.admin.post(`/api/quotes/${quote.id}/accept`)).status).toBe(404);
    expect((await rival.admin.get('/api/quotes')).body).toEqual([]);
    // A customer of another organisation cannot be put on a quote.
    expect((await rival.admin.post('/api/quotes', { customerId: b.customer.id, lines })).body).toEqual({ error: 'Customer not found' });

    const gql = await b.technician.gql('{ quotes { totalCount } }');
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const foreign = await rival.admin.gql('query($id: ID!) { quote(id: $id) { id } }', { id: quote.id });
    expect(foreign.errors?.[0].message).toBe('Quote not found');
    expect(await t.database.db.quote.findUniqueOrThrow({ where: { id: quote.id } })).toMatchObject({ title: 'Mine' });
  });

  it('answers bad input with a clear 4xx and saves nothing', async () => {
    const b = await business('Quote Input Co');
    const line = { description: 'Labour', quantity: 1, unit_amount: 100 };
    const cases: [unknown, string][] = [
      [{ title: 'No lines' }, 'At least one line item is required'],
      [{ lines: [] }, 'At least one line item is required'],
      [{ lines: [{ ...line, quantity: 0 }] }, 'Quantity must be more than 0'],
      [{ lines: [{ ...line, quantity: -2 }] }, 'Quantity must be more than 0'],
      [{ lines: [{ ...line, quantity: 1.2345 }] }, 'Quantity can have at most 3 decimal places'],
      [{ lines: [{ ...line, quantity: 100_001 }] }, 'Quantity can be at most 100,000'],
      [{ lines: [{ ...line, quantity: 'two' }] }, 'Quantity must be a number, such as 2 or 1.5'],
      [{ lines: [{ ...line, quantity: 'abc' }] }, 'Quantity must be a number, such as 2 or 1.5'],
      [{ lines: [{ ...line, discount_percent: 150 }] }, 'Discount must be a percentage from 0 to 100'],
      [{ lines: [{ ...line, discount_percent: -5 }] }, 'Discount must be a percentage from 0 to 100'],
      [{ lines: [{ ...line, unit_amount: -5 }] }, 'The total cannot be less than $0.00'],
      [
        { lines: [{ ...line, unit_amount: 12.5 }] },
        'Price must be in whole cents (a credit line, such as a deposit already paid, may be below $0.00)',
      ],
      [{ lines: [{ ...line, tax_rate: 15 }] }, 'Tax must be GST (10%) or Tax Exempt'],
      [{ lines: [{ ...line, description: ' ' }] }, 'Each line item needs an item name or a description'],
      [{ lines: [{ ...line, quantity: 100_000, unit_amount: 100_000_000 }] }, 'The total is too large (at most $10,000,000.00)'],
      [{ lines: 'all of them' }, 'At least one line item is required'],
      [{ lines: [line], tax_mode: 'both' }, 'Tax mode must be exclusive or inclusive'],
      [{ lines: [line], issue_date: '2026-02-30' }, 'Issue date must be a valid date'],
      [{ lines: [line], expiry_date: 'soon' }, 'Expiry date must be a valid date'],
      [{ lines: [line], issue_date: '2026-11-23', expiry_date: '2026-11-22' }, documentMessages.expiryBeforeIssue],
      [{ lines: [line], number: 'QU 0001; drop' }, documentMessages.numberInvalid],
      [{ lines: [line], title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ lines: [line], customerId: 'nobody' }, 'Customer not found'],
    ];
    for (const [body, error] of cases) {
      const res = await b.admin.post('/api/quotes', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error, JSON.stringify(body)).toBe(error);
    }
    expect(await t.database.db.quote.count({ where: { orgId: b.org.id } })).toBe(0);
    const { body: quote } = await b.admin.post('/api/quotes', { lines: [line] });
    const bad = await b.admin.put(`/api/quotes/${quote.id}`, { title: 'Changed', lines: [{ ...line, quantity: -1 }] });
    expect(bad.status).toBe(400);
    expect((await b.admin.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ title: null, total: 110 });
    expect((await b.admin.post(`/api/quotes/${quote.id}/email`, { email: '   ' })).body.error).toBe(documentMessages.recipientRequired);
    expect((await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'not-an-address' })).body.error).toBe(
      "'not-an-address' is not a valid email address",
    );
    expect((await b.admin.get(`/api/quotes/${quote.id}`)).body.status).toBe('draft');
  });

  it('numbers quotes uniquely when people save at the same moment, keeps a typed number and refuses a taken one', async () => {
    const b = await business('Quote Number Co');
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? b.admin : b.manager).post('/api/quotes', { title: `Quote ${i}`, lines })),
    );
    expect(saves.map((s) => s.status)).toEqual(Array(6).fill(201));
    expect(saves.map((s) => s.body.number).sort()).toEqual(['QU-0001', 'QU-0002', 'QU-0003', 'QU-0004', 'QU-0005', 'QU-0006']);

    const typed = await b.admin.post('/api/quotes', { number: 'QU-0008', lines });
    expect(typed.body.number).toBe('QU-0008');
    const taken = await b.admin.post('/api/quotes', { number: 'QU-0008', lines });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(documentMessages.numberTaken('QU-0008'));
    // The sequence moves past a number someone typed.
    expect((await b.admin.get('/api/quotes/next-number')).body.number).toBe('QU-0007');
    expect((await b.admin.post('/api/quotes', { lines })).body.number).toBe('QU-0007');
    expect((await b.admin.post('/api/quotes', { lines })).body.number).toBe('QU-0009');
    const renumber = await b.admin.put(`/api/quotes/${saves[0].body.id}`, { number: 'QU-0009' });
    expect(renumber.status).toBe(409);
    // Numbers are per organisation.
    const other = await business('Quote Number Other Co');
    expect((await other.admin.post('/api/quotes', { lines })).body.number).toBe('QU-0001');
  });
});

describe('emailing, the customer’s answer and conversion', () => {
  it('emails the quote with a private link; the customer accepts on the public page and the office sees it live', async () => {
    const b = await business('Quote Link Co');
    const { body: quote } = await b.admin.post('/api/quotes', { title: 'Ducted heating', customerId: b.customer.id, lines });
    const managerLogin = await new Agent(t).post(
      '/api/auth/login',
      { email: (await t.database.db.user.findFirstOrThrow({ where: { orgId: b.org.id, role: 'manager' } })).email, password: PASSWORD },
      { 'auth-mode': 'token' },
    );
    const live = wsClient(
      url,
      managerLogin.body.accessToken,
      `subscription { quoteChanged(id: "${quote.id}") { id status quote { status respondedByName respondedOnline } } }`,
    );
    await listening(t, managerLogin.body.user.id, 1);

    const sent = await b.admin.post(`/api/quotes/${quote.id}/email`, { email: '  mei@bayside.test ' });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('sent');
    expect(await live.next()).toMatchObject({ quoteChanged: { id: quote.id, status: 'sent' } });
    const { mail, delivered, token } = await tokenFromOutbox(quote.id);
    expect(mail).toMatchObject({
      to: 'mei@bayside.test',
      channel: 'email',
      subject: 'Quote QU-0001 from Quote Link Co',
      sentById: expect.any(String),
    });
    expect(mail.body).toContain('Hello Mei Chen,');
    expect(delivered.text).toContain(`${t.config.PUBLIC_URL}/q/${token}`);
    // The customer's link is the customer's: the record the office reads withholds it.
    expect(mail.body).toContain('[private link, sent only to the recipient]');
    expect(mail.body).not.toContain(token);
    expect(delivered.attachments).toEqual([expect.stringMatching(/^QU-0001.*\.pdf \(application\/pdf, \d+ bytes\)$/)]);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only a hash of the token is stored.
    const stored = await t.database.db.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.publicTokenHash).not.toContain(token);
    expect(stored.publicTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const visitor = new Agent(t);
    const page = await visitor.get(`/api/public/quotes/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      number: 'QU-0001',
      status: 'sent',
      business_name: 'Quote Link Co',
      customer_name: 'Bayside Family Dental',
      can_respond: true,
      total: 217_801,
    });
    expect(page.body).not.toHaveProperty('id');
    const pdf = await pdfBytes(url, visitor, `/api/public/quotes/${token}/pdf`);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(pdf.bytes)).toContain('QU-0001');

    expect((await visitor.post(`/api/public/quotes/${token}/accept`, { name: '  ' })).body.error).toBe(documentMessages.nameRequired);
    const accepted = await visitor.post(`/api/public/quotes/${token}/accept`, { name: 'Mei Chen' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      message: documentMessages.quoteAcceptedThanks,
      quote: { status: 'accepted', can_respond: false, responded_by_name: 'Mei Chen' },
    });
    expect(await live.next()).toMatchObject({
      quoteChanged: { status: 'accepted', quote: { status: 'accepted', respondedByName: 'Mei Chen', respondedOnline: true } },
    });
    const again = await visitor.post(`/api/public/quotes/${token}/decline`, { name: 'Someone else' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(documentMessages.alreadyAnswered('accepted'));
    expect((await b.admin.get(`/api/quotes/${quote.id}`)).body).toMatchObject({ status: 'accepted', responded_by_name: 'Mei Chen' });
    await live.dispose();
  });

  it('refuses unknown and expired links, and a link the next email replaced', async () => {
    const b = await business('Quote Expiry Co');
    const { body: quote } = await b.admin.post('/api/quotes', { lines });
    await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'a@b.test' });
    const first = (await tokenFromOutbox(quote.id)).token;
    await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'a@b.test' });
    const second = (await tokenFromOutbox(quote.id)).token;
    const visitor = new Agent(t);
    expect((await visitor.get(`/api/public/quotes/${first}`)).body).toEqual({ error: documentMessages.linkInvalid });
    expect((await visitor.get('/api/public/quotes/short')).status).toBe(404);
    expect((await visitor.post(`/api/public/quotes/${'x'.repeat(43)}/accept`, { name: 'A' })).status).toBe(404);
    await t.database.db.quote.update({ where: { id: quote.id }, data: { publicTokenExpiresAt: new Date(Date.now() - 1000) } });
    const org = await t.database.db.organization.findUniqueOrThrow({ where: { id: b.org.id } });
    expect((await visitor.get(`/api/public/quotes/${second}`)).body).toEqual({ error: documentMessages.linkExpired(org) });
    const late = await visitor.post(`/api/public/quotes/${second}/decline`, { name: 'A' });
    expect(late.status).toBe(404);
    expect((await b.admin.get(`/api/quotes/${quote.id}`)).body.status).toBe('sent');
  });

  it('declines on the public page; Accept in the app only when sent, once even when two press it together', async () => {
    const b = await business('Quote Accept Co');
    const { body: draft } = await b.admin.post('/api/quotes', { lines });
    const early = await b.admin.post(`/api/quotes/${draft.id}/accept`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(documentMessages.acceptOnlySent);

    await b.admin.post(`/api/quotes/${draft.id}/email`, { email: 'a@b.test' });
    const { token } = await tokenFromOutbox(draft.id);
    const declined = await new Agent(t).post(`/api/public/quotes/${token}/decline`, { name: 'Pat' });
    expect(declined.body).toMatchObject({ message: documentMessages.quoteDeclinedThanks, quote: { status: 'rejected' } });
    expect((await b.admin.post(`/api/quotes/${draft.id}/accept`)).body.error).toBe(documentMessages.alreadyAnswered('rejected'));

    const { body: quote } = await b.admin.post('/api/quotes', { lines });
    await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'a@b.test' });
    const link = (await tokenFromOutbox(quote.id)).token;
    const answers = await Promise.all([
      b.admin.post(`/api/quotes/${quote.id}/accept`),
      b.manager.post(`/api/quotes/${quote.id}/accept`),
      new Agent(t).post(`/api/public/quotes/${link}/decline`, { name: 'Pat' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const final = (await b.admin.get(`/api/quotes/${quote.id}`)).body;
    expect(['accepted', 'rejected']).toContain(final.status);
    // An accepted quote is the agreement: it is no longer edited.
    if (final.status === 'accepted') expect((await b.admin.put(`/api/quotes/${quote.id}`, { title: 'Changed' })).status).toBe(409);
  });

  it('refuses to edit a declined quote over REST and GraphQL, and tells the web app it cannot be edited', async () => {
    const b = await business('Quote Declined Co');
    const { body: quote } = await b.admin.post('/api/quotes', { title: 'Boiler swap', lines });
    await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'a@b.test' });
    const { token } = await tokenFromOutbox(quote.id);
    expect((await new Agent(t).post(`/api/public/quotes/${token}/decline`, { name: 'Pat' })).status).toBe(200);

    const rest = await b.admin.put(`/api/quotes/${quote.id}`, { title: 'Changed', status: 'draft' });
    expect(rest.status).toBe(409);
    expect(rest.body.error).toBe(documentMessages.declinedLocked);
    const graphql = await b.manager.gql(
      'mutation($id: ID!, $input: QuoteInput!) { updateQuote(id: $id, input: $input) { __typename ... on AppError { message } } }',
      { id: quote.id, input: { title: 'Changed' } },
    );
    expect(graphql.data.updateQuote).toEqual({ __typename: 'AppError', message: documentMessages.declinedLocked });
    const read = await b.admin.gql('query($id: ID!) { quote(id: $id) { title status canEdit } }', { id: quote.id });
    expect(read.data.quote).toEqual({ title: 'Boiler swap', status: 'rejected', canEdit: false });
  });

  it('converts an accepted quote to one job with its customer, title and lines, even when converted twice at once', async () => {
    const b = await business('Quote Convert Co');
    const { body: quote } = await b.admin.post('/api/quotes', {
      title: 'Ducted heating',
      summary: 'Four outlets',
      customerId: b.customer.id,
      lines,
    });
    expect((await b.admin.post(`/api/quotes/${quote.id}/convert-to-job`)).body.error).toBe(documentMessages.convertOnlyAccepted);
    await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'a@b.test' });
    await b.admin.post(`/api/quotes/${quote.id}/accept`);
    const both = await Promise.all([
      b.admin.post(`/api/quotes/${quote.id}/convert-to-job`),
      b.manager.post(`/api/quotes/${quote.id}/convert-to-job`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const won = both.find((r) => r.status === 201)!.body;
    expect(both.find((r) => r.status === 409)!.body.error).toBe(documentMessages.alreadyConverted);
    const job = await t.database.db.job.findUniqueOrThrow({ where: { id: won.jobId } });
    expect(job).toMatchObject({
      title: 'Ducted heating',
      customerId: b.customer.id,
      quoteId: quote.id,
      status: 'new',
      estimatedValueCents: 217_801,
    });
    // The quote's lines are the job's quoted items; the description names the quote and does not list them again.
    expect(job.description).toBe('Four outlets\n\nFrom quote QU-0001');
    expect(await t.database.db.job.count({ where: { quoteId: quote.id } })).toBe(1);
    expect((await b.admin.get(`/api/quotes/${quote.id}`)).body.job_id).toBe(won.jobId);
    const gql = await b.admin.gql('query($id: ID!) { quote(id: $id) { canConvert jobId job { title } } }', { id: quote.id });
    expect(gql.data.quote).toEqual({ canConvert: false, jobId: won.jobId, job: { title: 'Ducted heating' } });
  });
});

describe('a job made from a quote', () => {
  it('lists a converted quote’s lines once on the job, with the amounts of the quote’s tax mode', async () => {
    const b = await business('Quote Lines Once Co');
    const jobFrom = async (taxMode: 'exclusive' | 'inclusive') => {
      const { body: quote } = await b.admin.post('/api/quotes', {
        title: `Split system ${taxMode}`,
        customerId: b.customer.id,
        lines,
        tax_mode: taxMode,
      });
      await b.admin.post(`/api/quotes/${quote.id}/email`, { email: 'a@b.test' });
      await b.admin.post(`/api/quotes/${quote.id}/accept`);
      const { body } = await b.admin.post(`/api/quotes/${quote.id}/convert-to-job`);
      const { data } = await b.admin.gql(
        'query($id: ID!) { job(id: $id) { description runningCharges { taxMode totalCents lines { kind description totalCents } } } }',
        { id: body.job_id },
      );
      const rest = (await b.admin.get(`/api/jobs/${body.job_id}/charges`)).body;
      return { quote, job: data.job, rest };
    };
    const shown = (job: { description: string; runningCharges: { lines: { description: string; totalCents: number }[] } }) => [
      job.description,
      ...job.runningCharges.lines.map((l) => `${l.description} ${l.totalCents}`),
    ];

    // Exclusive: the lines are priced before GST ($1,999.00 less 10 % = $1,799.10), GST added to the total.
    const ex = await jobFrom('exclusive');
    expect(shown(ex.job)).toEqual([`From quote ${ex.quote.number}`, 'Split system 7 kW 179910', 'Call-out 19900']);
    expect(ex.job.runningCharges).toMatchObject({ taxMode: 'exclusive', totalCents: ex.quote.total });
    expect(ex.rest.lines.map((l: { description: string; total: number }) => [l.description, l.total])).toEqual([
      ['Split system 7 kW', 179_910],
      ['Call-out', 19_900],
    ]);

    // Inclusive: the same prices already hold the GST ($1,799.10 includes $163.55).
    const inc = await jobFrom('inclusive');
    expect(shown(inc.job)).toEqual([`From quote ${inc.quote.number}`, 'Split system 7 kW 179910', 'Call-out 19900']);
    expect(inc.job.runningCharges).toMatchObject({ taxMode: 'inclusive', totalCents: inc.quote.total });
    expect(inc.rest.tax_mode).toBe('inclusive');
  });
});

describe('the quote PDF', () => {
  it('prints the business, ABN, customer, each line with its GST and the totals the API stored', async () => {
    const b = await business('Quote Pdf Co');
    const { body: quote } = await b.admin.post('/api/quotes', {
      title: 'Ducted heating',
      customerId: b.customer.id,
      issue_date: '2026-11-23',
      lines,
    });
    const { res, bytes } = await pdfBytes(url, b.admin, `/api/quotes/${quote.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="QU-0001.pdf"');
    const text = pdfText(bytes);
    for (const expected of [
      'Quote',
      'Quote Pdf Co',
      'ABN 51 824 753 556',
      'QU-0001',
      '23 November 2026',
      'Bayside Family Dental',
      'Split system 7 kW',
      '$1,999.00',
      '10%',
      '$179.91',
      '$1,979.01',
      'Call-out',
      'Exempt',
      '$199.00',
      'Subtotal (excl. GST)',
      '$1,998.10',
      '$2,178.01',
      'Valid for 30 days.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('quotes over GraphQL', () => {
  const FIELDS =
    'id number status title issueDate expiryDate taxMode subtotalCents gstCents totalCents canAccept lines { unitPriceCents gstCents totalCents }';
  const SAVE = `mutation($input: QuoteInput!) { createQuote(input: $input) { __typename ... on AppError { code message fieldErrors { field message } } ... on Quote { ${FIELDS} } } }`;

  it('keeps a fractional quantity and refuses a discount over 100 % at its field', async () => {
    const h = await business('Quote Hours Co');
    // 1.5 hours at $120.00 is $180.00 + GST, stored and read back as 1.5.
    const hours = await h.manager.gql(SAVE, {
      input: { lines: [{ description: 'Labour', quantity: 1.5, unitPriceCents: 12_000 }] },
    });
    expect(hours.data.createQuote).toMatchObject({ subtotalCents: 18_000, gstCents: 1800, totalCents: 19_800 });
    const stored = await t.database.db.quoteLine.findFirstOrThrow({ where: { quoteId: hours.data.createQuote.id } });
    expect(stored.quantity).toBe(1.5);
    const read = await h.manager.gql('query($id: ID!) { quote(id: $id) { lines { quantity amountCents } } }', {
      id: hours.data.createQuote.id,
    });
    expect(read.data.quote.lines).toEqual([{ quantity: 1.5, amountCents: 18_000 }]);
    const discount = await h.manager.gql(SAVE, {
      input: { lines: [{ description: 'x', quantity: 1, unitPriceCents: 100, discountPercent: 150 }] },
    });
    expect(discount.data.createQuote).toMatchObject({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'Discount must be a percentage from 0 to 100',
      fieldErrors: expect.arrayContaining([{ field: 'lines.0.discountPercent', message: 'Discount must be a percentage from 0 to 100' }]),
    });
  });

  it('creates, updates, lists and emails quotes, with typed errors for bad input', async () => {
    const b = await business('Quote Graph Co');
    const created = await b.manager.gql(SAVE, {
      input: {
        title: 'Hot water',
        issueDate: '2026-11-23',
        taxMode: 'inclusive',
        lines: [{ description: 'Heat pump', quantity: 1, unitPriceCents: 440_000 }],
      },
    });
    expect(created.data.createQuote).toMatchObject({
      __typename: 'Quote',
      number: 'QU-0001',
      taxMode: 'inclusive',
      subtotalCents: 400_000,
      gstCents: 40_000,
      totalCents: 440_000,
    });
    const bad = await b.manager.gql(SAVE, { input: { lines: [{ description: 'x', quantity: 0, unitPriceCents: 1 }] } });
    expect(bad.data.createQuote).toMatchObject({
      __typename: 'AppError',
      code: 'VALIDATION',
      message: 'Quantity must be more than 0',
      fieldErrors: expect.arrayContaining([{ field: 'lines.0.quantity', message: 'Quantity must be more than 0' }]),
    });
    const taken = await b.manager.gql(SAVE, {
      input: { number: 'QU-0001', lines: [{ description: 'x', quantity: 1, unitPriceCents: 1 }] },
    });
    expect(taken.data.createQuote).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: [{ field: 'number', message: documentMessages.numberTaken('QU-0001') }],
    });

    const id = created.data.createQuote.id;
    const updated = await b.admin.gql(
      `mutation($id: ID!, $input: QuoteInput!) { updateQuote(id: $id, input: $input) { ... on Quote { ${FIELDS} } } }`,
      { id, input: { expiryDate: '2026-12-31', taxMode: 'exclusive' } },
    );
    // Only the tax mode changed: the same prices now exclude GST.
    expect(updated.data.updateQuote).toMatchObject({
      title: 'Hot water',
      expiryDate: '2026-12-31',
      subtotalCents: 440_000,
      gstCents: 44_000,
      totalCents: 484_000,
    });
    const emailed = await b.admin.gql(
      'mutation($id: ID!) { sendQuoteEmail(id: $id, email: "owner@home.test") { __typename ... on Quote { status canAccept } ... on AppError { message } } }',
      { id },
    );
    expect(emailed.data.sendQuoteEmail).toEqual({ __typename: 'Quote', status: 'sent', canAccept: true });
    const list = await b.admin.gql(
      '{ quotes(first: 5) { totalCount edges { node { number status customerName } } } nextDocumentNumbers { quote invoice } }',
    );
    expect(list.data.quotes).toEqual({ totalCount: 1, edges: [{ node: { number: 'QU-0001', status: 'sent', customerName: null } }] });
    expect(list.data.nextDocumentNumbers).toEqual({ quote: 'QU-0002', invoice: 'INV-0001' });

    const { token } = await tokenFromOutbox(id);
    const visitor = new Agent(t);
    const page = await visitor.gql(
      'query($token: String!) { publicQuote(token: $token) { number status businessName canRespond totalCents pdfPath lines { description } } }',
      { token },
    );
    expect(page.data.publicQuote).toMatchObject({
      number: 'QU-0001',
      status: 'sent',
      businessName: 'Quote Graph Co',
      canRespond: true,
      totalCents: 484_000,
      pdfPath: `/api/public/quotes/${token}/pdf`,
    });
    const answer = await visitor.gql(
      'mutation($token: String!) { respondToQuote(token: $token, accept: true, name: "Sam") { ... on RespondToQuotePayload { message quote { status respondedByName } } ... on AppError { message } } }',
      { token },
    );
    expect(answer.data.respondToQuote).toEqual({
      message: documentMessages.quoteAcceptedThanks,
      quote: { status: 'accepted', respondedByName: 'Sam' },
    });
    const converted = await b.admin.gql('mutation($id: ID!) { convertQuoteToJob(id: $id) { ... on ConvertQuoteToJobPayload { jobId } } }', {
      id,
    });
    expect(converted.data.convertQuoteToJob.jobId).toEqual(expect.any(String));
  });
});
