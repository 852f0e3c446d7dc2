import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { openTokens, sealTokens } from '../src/domain/accounting/connection-tokens.ts';
import { myobSession } from '../src/domain/accounting/myob-session.ts';
import { pushInvoice } from '../src/domain/accounting/push-invoice.ts';
import { pushPayment } from '../src/domain/accounting/push-payment.ts';
import { pushPaymentFee } from '../src/domain/accounting/push-payment-fee.ts';
import { openSync, runPull, runPush } from '../src/domain/accounting/sync-jobs.ts';
import { applyProviderPayment } from '../src/domain/payments/apply-provider-payment.ts';
import { readMyobSettings } from '../src/integrations/accounting/myob/myob-api.ts';
import { EDITED_CUSTOMER, syncSettled } from './accounting-sync-world.ts';
import type { Agent } from './agent.ts';
import { signedIn } from './agent.ts';
import { documentsBusiness } from './documents-fixtures.ts';
import { FAKE_MYOB_CLIENT, FakeMyob, type MyobConsent } from './fake-myob/fake-myob.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// MYOB Business / AccountRight against the loopback MYOB fake: connecting (one file named on the redirect, several
// files of a legacy key's login to choose from, consent denied, a replayed state), who may do what on REST and
// GraphQL, tokens never shown, the refresh rotating under the shared refresh claim, and the mappings read from the
// company file's own accounts and tax codes (GST, FRE). Then the sync through the same ledger as Xero's: an invoice's
// customer card and service invoice with the right tax codes and totals, payments both ways, a crash between MYOB's
// save and Spanner's recovering by the invoice's number, and MYOB's rate limit answered by trying again later.
// Contacts both ways (a card updated with its RowVersion, a name MYOB refuses, a card edited in MYOB coming back when
// the books own contacts' details) and Stripe's fee posted as spend money once, a crash between MYOB's save and its
// answer included.

const PUBLIC_URL = 'https://app.spanner.test';
let t: TestApp;
let fake: FakeMyob;

beforeAll(async () => {
  fake = await FakeMyob.start();
  t = await startTestApp({
    PUBLIC_URL,
    MYOB_CLIENT_ID: FAKE_MYOB_CLIENT.id,
    MYOB_CLIENT_SECRET: FAKE_MYOB_CLIENT.secret,
    MYOB_IDENTITY_URL: fake.url,
    MYOB_API_URL: fake.url,
    ACCOUNTING_TOKEN_KEY: 'accounting-token-key-for-tests-0123456789abcdef',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const CONNECTION =
  '{ accountingConnection { available myobAvailable myobMissing provider status tenantName pendingChoice { provider authorisationId tenants { id name } } } }';
const CONNECT = 'mutation { connectMyob { __typename ... on ConnectMyobPayload { url } ... on AppError { code message } } }';

async function business(name: string) {
  const o = await createOrg(t, name);
  return { ...o, admin: await signedIn(t, o.admin), manager: await signedIn(t, o.manager), technician: await signedIn(t, o.technician) };
}

/** Connect MYOB pressed, MYOB's consent page answered (as the browser follows it), and the browser's way back. */
async function throughConsent(agent: Agent, consent: MyobConsent = {}) {
  fake.nextConsent = consent;
  const start = await agent.post('/api/accounting/myob/connect');
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const page = await fetch(start.body.url, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/accounting/myob/callback`);
  const callbackPath = `${back.pathname}${back.search}`;
  const landed = await agent.get(callbackPath);
  expect(landed.status).toBe(303);
  return { url: new URL(start.body.url), callbackPath, location: String(landed.headers.location) };
}

describe('Connecting MYOB', () => {
  it('connects the company file named on the redirect, shows it without its tokens, and saves the mappings read from it', async () => {
    const b = await business('Myob One Co');
    const file = fake.addFile('Myob One Pty Ltd');
    const before = (await b.admin.get('/api/accounting/connection')).body;
    expect(before).toMatchObject({ myob_available: true, myob_missing: [], provider: null });
    const { url, location } = await throughConsent(b.admin, { fileIds: [file.Id] });
    expect(url.origin).toBe(fake.url);
    expect(url.pathname).toBe('/oauth2/account/authorize');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('scope')?.split(' ')).toContain('sme-company-file');
    expect(location).toBe('/settings?tab=accounting&myob=connected');
    const tokenCall = fake.requests.findLast((r) => r.path === '/oauth2/v1/authorize');
    expect(new URLSearchParams(tokenCall?.body).get('grant_type')).toBe('authorization_code');

    const shown = await b.admin.get('/api/accounting/connection');
    expect(shown.body).toMatchObject({ provider: 'myob', status: 'connected', tenant_name: 'Myob One Pty Ltd', pending_choice: null });
    expect((await b.manager.gql(CONNECTION)).data.accountingConnection).toMatchObject({ provider: 'myob', status: 'connected' });

    const row = await t.database.db.accountingConnection.findFirstOrThrow({ where: { orgId: b.org.id } });
    expect(row).toMatchObject({ provider: 'myob', tenantId: file.Id });
    const tokens = openTokens(t.config, row.tokensSealed ?? '');
    expect(tokens?.accessToken).toMatch(/^fake-myob-at-/);
    // 20 minutes, as MYOB issues them.
    expect((tokens?.expiresAt ?? 0) - Date.now()).toBeGreaterThan(19 * 60_000);
    expect(row.tokensSealed).not.toContain(tokens?.accessToken);
    const mappings = await b.admin.get('/api/accounting/mappings');
    expect(mappings.status, JSON.stringify(mappings.body)).toBe(200);
    const answers = JSON.stringify([shown.body, await b.admin.gql(CONNECTION), mappings.body]);
    expect(answers).not.toContain(tokens?.accessToken);
    expect(answers).not.toContain(tokens?.refreshToken);

    // Read from the file: its income accounts, its bank account, GST and FRE; header accounts are not offered.
    expect(row.mappings).toMatchObject({
      salesAccountCode: '4-1000',
      gstTaxType: 'GST',
      gstFreeTaxType: 'FRE',
      clearingAccountCode: '1-1110',
    });
    expect(mappings.body).toMatchObject({ saved: true, sales_account_code: '4-1000', gst_tax_type: 'GST', gst_free_tax_type: 'FRE' });
    const codes = mappings.body.options.accounts.map((a: { code: string }) => a.code);
    expect(codes).toEqual(expect.arrayContaining(['4-1000', '4-2000', '1-1110']));
    expect(codes).not.toContain('4-0000');
    // Every API call carried MYOB's key and version headers.
    const calls = fake.requests.filter((r) => r.path.startsWith('/accountright'));
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) expect([c.headers['x-myobapi-key'], c.headers['x-myobapi-version']]).toEqual([FAKE_MYOB_CLIENT.id, 'v2']);

    const bad = await b.admin.put('/api/accounting/mappings', {
      sales_account_code: '1-1110',
      gst_tax_type: 'GST',
      gst_free_tax_type: 'XYZ',
      card_fees_account_code: null,
      clearing_account_code: '1-1110',
      tracking_source: 'none',
      tracking_category_id: null,
      contacts_source: 'spanner',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      sales_account_code: 'Not a revenue account of your MYOB file',
      gst_free_tax_type: expect.any(String),
    });
  });

  it('asks the admin to choose when a legacy login reaches several company files, and connects the one chosen', async () => {
    const b = await business('Myob Several Co');
    const one = fake.addFile('Several North');
    const two = fake.addFile('Several South');
    const { location } = await throughConsent(b.admin, { fileIds: [one.Id, two.Id], legacy: true });
    expect(location).toBe('/settings?tab=accounting&myob=choose');
    const waiting = (await b.admin.get('/api/accounting/connection')).body;
    expect(waiting.status).toBeNull();
    expect(waiting.pending_choice).toMatchObject({
      provider: 'myob',
      tenants: [
        { id: one.Id, name: 'Several North' },
        { id: two.Id, name: 'Several South' },
      ],
    });
    const wrong = await b.admin.post('/api/accounting/myob/company-file', {
      authorisation_id: waiting.pending_choice.authorisation_id,
      company_file_id: 'not-reached',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.company_file_id).toMatch(/Not one of the company files/);
    // A technician cannot choose for the admin.
    const tech = await b.technician.gql(
      'mutation($a: ID!, $f: ID!) { chooseMyobFile(authorisationId: $a, companyFileId: $f) { __typename ... on AppError { code } } }',
      { a: waiting.pending_choice.authorisation_id, f: two.Id },
    );
    expect(tech.errors?.[0]?.extensions?.code ?? tech.data?.chooseMyobFile?.code).toBe('FORBIDDEN');
    const chose = await b.admin.gql(
      'mutation($a: ID!, $f: ID!) { chooseMyobFile(authorisationId: $a, companyFileId: $f) { __typename ... on AccountingConnection { provider status tenantName pendingChoice { authorisationId } } ... on AppError { message } } }',
      { a: waiting.pending_choice.authorisation_id, f: two.Id },
    );
    expect(chose.data.chooseMyobFile).toEqual({
      __typename: 'AccountingConnection',
      provider: 'myob',
      status: 'connected',
      tenantName: 'Several South',
      pendingChoice: null,
    });
  });

  it('lands back on the settings page with what happened: consent denied, a replayed state, another admin’s state', async () => {
    const b = await business('Myob Refusals Co');
    const file = fake.addFile('Refusals File');
    expect((await throughConsent(b.admin, { deny: true })).location).toBe('/settings?tab=accounting&myob=denied');
    const done = await throughConsent(b.admin, { fileIds: [file.Id] });
    expect(done.location).toBe('/settings?tab=accounting&myob=connected');
    expect((await b.admin.get(done.callbackPath)).headers.location).toBe('/settings?tab=accounting&myob=expired');
    await b.admin.request('DELETE', '/api/accounting/connection');
    expect((await b.admin.get('/api/accounting/connection')).body.status).toBeNull();
    const other = await business('Myob Other Admin Co');
    fake.nextConsent = { fileIds: [file.Id] };
    const again = await b.admin.post('/api/accounting/myob/connect');
    const theirs = new URL((await fetch(again.body.url, { redirect: 'manual' })).headers.get('location') ?? '');
    expect((await other.admin.get(`${theirs.pathname}${theirs.search}`)).headers.location).toBe('/settings?tab=accounting&myob=expired');
    expect((await other.admin.get('/api/accounting/connection')).body.status).toBeNull();
  });

  it('refuses technicians and managers on REST and GraphQL alike', async () => {
    const b = await business('Myob Refused Roles Co');
    for (const who of [b.technician, b.manager]) {
      expect((await who.post('/api/accounting/myob/connect')).status).toBe(403);
      expect((await who.post('/api/accounting/myob/company-file', { authorisation_id: 'x', company_file_id: 'y' })).status).toBe(403);
      const gql = await who.gql(CONNECT);
      expect(gql.errors?.[0]?.extensions?.code ?? gql.data?.connectMyob?.code).toBe('FORBIDDEN');
    }
    const admin = await b.admin.gql(CONNECT);
    expect(admin.data.connectMyob.url).toContain('/oauth2/account/authorize');
  });
});

describe('A MYOB session', () => {
  it('refreshes the 20-minute token once, and the used refresh token is refused after (rotation)', async () => {
    const b = await business('Myob Refresh Co');
    const file = fake.addFile('Refresh File');
    await throughConsent(b.admin, { fileIds: [file.Id] });
    const row = await t.database.db.accountingConnection.findFirstOrThrow({ where: { orgId: b.org.id } });
    const tokens = openTokens(t.config, row.tokensSealed ?? '');
    if (!tokens) throw new Error('no tokens');
    await t.database.db.accountingConnection.update({
      where: { id: row.id },
      data: { tokensSealed: sealTokens(t.config, { ...tokens, expiresAt: Date.now() - 1000 }) },
    });
    const db = tenantDb(t.database.db, b.org.id);
    const refreshes = fake.grants.filter((g) => g === 'refresh_token').length;
    const [one, two] = await Promise.all([myobSession(db, t.config, row), myobSession(db, t.config, row)]);
    expect(fake.grants.filter((g) => g === 'refresh_token').length).toBe(refreshes + 1);
    expect(one.accessToken).toBe(two.accessToken);
    expect((await readMyobSettings(one)).taxRates.map((r) => r.taxType)).toEqual(expect.arrayContaining(['GST', 'FRE']));
    const after = openTokens(
      t.config,
      (await t.database.db.accountingConnection.findUniqueOrThrow({ where: { id: row.id } })).tokensSealed ?? '',
    );
    expect(after?.refreshToken).not.toBe(tokens.refreshToken);
    const reused = await fetch(`${fake.url}/oauth2/v1/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: FAKE_MYOB_CLIENT.id,
        client_secret: FAKE_MYOB_CLIENT.secret,
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      }),
    });
    expect(reused.status).toBe(400);

    // Revoked in MYOB: the next refresh is refused and the connection asks for a reconnect in plain words.
    await t.database.db.accountingConnection.update({
      where: { id: row.id },
      data: { tokensSealed: sealTokens(t.config, { ...tokens, expiresAt: Date.now() - 1000 }) },
    });
    await expect(myobSession(db, t.config, row)).rejects.toThrow(/MYOB no longer accepts this connection/);
    expect((await b.admin.get('/api/accounting/connection')).body).toMatchObject({ status: 'needs_reconnect', provider: 'myob' });
  });
});

describe('Syncing with MYOB', () => {
  const MAPPINGS = { salesAccountCode: '4-1000', gstTaxType: 'GST', gstFreeTaxType: 'FRE', clearingAccountCode: '1-1110' };
  let n = 0;

  async function syncBusiness(name: string, { connectNow = true } = {}) {
    const email = `accounts${++n}@myob-sync.test`;
    const b = await documentsBusiness(t, name, { org: {}, customer: { email } });
    const file = fake.addFile(`${name} (MYOB)`);
    const issued = fake.issueTokens([file.Id], 24 * 3600);
    const connect = () =>
      t.database.db.accountingConnection.create({
        data: {
          orgId: b.org.id,
          provider: 'myob',
          tenantId: file.Id,
          tenantName: file.Name,
          tokensSealed: sealTokens(t.config, {
            accessToken: issued.access_token,
            refreshToken: issued.refresh_token,
            expiresAt: Date.now() + 24 * 3600_000,
          }),
          mappings: MAPPINGS,
        },
      });
    if (connectNow) await connect();
    const db = tenantDb(t.database.db, b.org.id);
    const ctx = { db: t.database.db, config: t.config, jobs: t.app.services.jobs, events: t.app.services.events };
    /** An invoice of two lines (2 × $95 with GST, a $50 GST-free call-out), emailed to the customer. */
    const invoice = async () => {
      const today = new Date().toISOString().slice(0, 10);
      const { body: inv } = await b.admin.post('/api/invoices', {
        customerId: b.customer.id,
        issue_date: today,
        lines: [
          { description: 'Labour', quantity: 2, unit_amount: 9_500, tax_rate: 10 },
          { description: 'Call-out', quantity: 1, unit_amount: 5_000, tax_rate: 0 },
        ],
      });
      expect((await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: email, subject: `Invoice ${inv.number}` })).status).toBe(200);
      return inv as { id: string; number: string };
    };
    const rows = () => db.accountingSyncRecord.findMany({ orderBy: [{ createdAt: 'asc' }, { recordType: 'desc' }] });
    return { ...b, email, file, connect, db, ctx, invoice, rows };
  }

  /** Once every accounting job due now has run on the app's workers. */
  it('an emailed invoice reaches MYOB once: a customer card, a service invoice with GST and FRE, its totals; payments both ways', async () => {
    const b = await syncBusiness('Myob Push Plumbing');
    const inv = await b.invoice();
    await syncSettled(t);
    expect(b.file.customers.map((c) => [c.CompanyName, c.Addresses[0]?.Email])).toEqual([['Bayside Family Dental', b.email]]);
    const [x] = b.file.invoices;
    const code = (c: string) => b.file.taxCodes.find((tc) => tc.Code === c)?.UID;
    const sales = b.file.accounts.find((a) => a.DisplayID === '4-1000')?.UID;
    expect(x.Number).toBe(inv.number);
    expect(x.Lines.map((l) => [l.Description, l.Total, l.TaxCode.UID, l.Account.UID])).toEqual([
      ['Labour (2 × 95.00)', 190, code('GST'), sales],
      ['Call-out', 50, code('FRE'), sales],
    ]);
    expect([x.Subtotal, x.TotalTax, x.TotalAmount, x.IsTaxInclusive]).toEqual([240, 19, 259, false]);
    expect((await b.db.invoice.findFirstOrThrow({ where: { id: inv.id } })).totalCents).toBe(25_900);

    // A payment recorded in Spanner goes to MYOB against the invoice, into the mapped bank account.
    const paid = await b.admin.post(`/api/invoices/${inv.id}/payments`, { amount: 5_000, method: 'bank_transfer' });
    expect(paid.status).toBe(201);
    await syncSettled(t);
    const bank = b.file.accounts.find((a) => a.DisplayID === '1-1110')?.UID;
    expect(b.file.payments.map((p) => [p.AmountReceived, p.Account.UID, p.Invoices[0].UID])).toEqual([[50, bank, x.UID]]);
    expect(x.BalanceDueAmount).toBe(209);

    // Everything again (a job run twice): nothing new in MYOB.
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id });
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: paid.body.id });
    expect([b.file.customers.length, b.file.invoices.length, b.file.payments.length]).toEqual([1, 1, 1]);

    // A payment the business records in MYOB comes back on the next pull and settles Spanner's balance.
    const inMyob = await fetch(`${fake.url}/_test/files/${b.file.Id}/pay`, {
      method: 'POST',
      body: JSON.stringify({ number: inv.number, amount: 100, date: new Date().toISOString().slice(0, 10) }),
    });
    expect(inMyob.status).toBe(201);
    const connection = await b.db.accountingConnection.findFirstOrThrow({});
    await runPull(b.ctx, { orgId: b.org.id, connectionId: connection.id });
    await runPull(b.ctx, { orgId: b.org.id, connectionId: connection.id });
    expect((await b.db.invoice.findFirstOrThrow({ where: { id: inv.id } })).paidCents).toBe(15_000);
    await syncSettled(t);
    // It is not sent back to MYOB.
    expect(b.file.payments).toHaveLength(2);
    const shown = await b.admin.get(`/api/invoices/${inv.id}/books`);
    expect(shown.body).toMatchObject({ connected: true, state: 'sent', url: null });
    expect((await b.technician.get(`/api/invoices/${inv.id}/books`)).status).toBe(403);
  });

  it('a crash after MYOB saved the invoice, before Spanner saved its answer, recovers by the number without a duplicate', async () => {
    const b = await syncBusiness('Myob Crash Plumbing', { connectNow: false });
    const inv = await b.invoice();
    await b.connect();
    const scope = await openSync(b.db, { config: t.config, jobs: t.app.services.jobs });
    if (!scope) throw new Error('not connected');
    fake.crashAfterSaving = true;
    await expect(pushInvoice(scope, inv.id)).rejects.toThrow(/MYOB could not be reached/);
    expect(b.file.invoices).toHaveLength(1);
    expect((await b.rows()).find((r) => r.recordType === 'invoice')).toMatchObject({ state: 'failed', remoteId: null });
    const again = await openSync(b.db, { config: t.config, jobs: t.app.services.jobs });
    if (!again) throw new Error('not connected');
    const remoteId = await pushInvoice(again, inv.id);
    expect(b.file.invoices.map((i) => [i.UID, i.Number, i.TotalAmount])).toEqual([[remoteId, inv.number, 259]]);
    expect(b.file.customers).toHaveLength(1);
    expect((await b.rows()).map((r) => [r.recordType, r.state])).toEqual(
      expect.arrayContaining([
        ['invoice', 'sent'],
        ['contact', 'sent'],
      ]),
    );
  });

  it('answers MYOB’s rate limit (429) by trying again later, then sends once', async () => {
    const b = await syncBusiness('Myob Busy Plumbing', { connectNow: false });
    const inv = await b.invoice();
    await b.connect();
    fake.throttleNext = 1;
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id });
    expect(b.file.invoices).toHaveLength(0);
    expect(fake.requests.some((r) => r.path.includes(b.file.Id))).toBe(true);
    // The job was sent again after MYOB's Retry-After; the workers send it once.
    await t.app.services.jobs.startWorkers(t.app.services);
    await expect.poll(() => b.file.invoices.length, { timeout: 20_000 }).toBe(1);
    await syncSettled(t);
    expect((await b.rows()).find((r) => r.recordType === 'invoice')).toMatchObject({ state: 'sent' });
    expect(b.file.invoices).toHaveLength(1);
  });

  /** A business whose emailed invoice put its customer in MYOB as a card; the card and its ledger row. */
  async function withCard(name: string, contactsSource: 'spanner' | 'books' = 'spanner') {
    const b = await syncBusiness(name);
    await b.db.accountingConnection.updateMany({ data: { contactsSource } });
    await b.invoice();
    await syncSettled(t);
    expect(b.file.customers).toHaveLength(1);
    const card = b.file.customers[0];
    const contactRow = () => b.db.accountingSyncRecord.findFirstOrThrow({ where: { recordType: 'contact' } });
    const puts = () => fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith(`/Contact/Customer/${card.UID}`)).length;
    const pull = async () => {
      const connection = await b.db.accountingConnection.findFirstOrThrow({});
      await runPull(b.ctx, { orgId: b.org.id, connectionId: connection.id });
    };
    return { ...b, card, contactRow, puts, pull };
  }

  it('a customer renamed in Spanner is renamed once on its MYOB card (with its RowVersion), with ABN, phone and address; a replayed job changes nothing more', async () => {
    const b = await withCard('Myob Renamed Plumbing');
    const edited = await b.admin.put(`/api/customers/${b.customer.id}`, EDITED_CUSTOMER);
    expect(edited.status).toBe(200);
    await syncSettled(t);
    expect(b.file.customers).toHaveLength(1);
    expect(b.card.CompanyName).toBe('Bayside Dental Group');
    expect(b.card.SellingDetails.ABN).toBe('51824753556');
    expect(b.card.Addresses[0]).toMatchObject({
      Location: 1,
      Street: '12 Bay Road',
      City: 'Sandringham',
      State: 'VIC',
      PostCode: '3191',
      Phone1: '03 9555 1234',
      Email: b.email,
    });
    // The card's sales tax code is kept (MYOB's PUT replaces the whole card).
    expect(b.card.SellingDetails.TaxCode.UID).toBe(b.file.taxCodes.find((c) => c.Code === 'GST')?.UID);
    expect([b.puts(), b.card.RowVersion]).toEqual([1, '2']);
    expect(await b.contactRow()).toMatchObject({ state: 'sent', remoteId: b.card.UID });

    for (let i = 0; i < 2; i++) await runPush(b.ctx, { orgId: b.org.id, recordType: 'contact', recordId: b.customer.id });
    await b.invoice();
    await syncSettled(t);
    expect([b.file.customers.length, b.puts(), b.card.RowVersion]).toEqual([1, 1, '2']);
    expect(b.file.invoices.map((i) => i.Customer.UID)).toEqual([b.card.UID, b.card.UID]);
  });

  it("a name another MYOB card holds is refused on the contact's row in MYOB's words", async () => {
    const b = await withCard('Myob Name Taken Plumbing');
    b.file.customers.push({ ...structuredClone(b.card), UID: 'harbour-card', CompanyName: 'Harbour Dental' });
    expect((await b.admin.put(`/api/customers/${b.customer.id}`, { name: 'harbour dental' })).status).toBe(200);
    await syncSettled(t);
    expect(await b.contactRow()).toMatchObject({ state: 'failed', lastError: 'MYOB says: A card named harbour dental already exists' });
    expect(b.card.CompanyName).toBe('Bayside Family Dental');
  });

  it('with the books chosen, a card changed in MYOB comes back to the customer on the poll; with Spanner the owner it does not', async () => {
    const owned = await withCard('Myob Books Own Plumbing', 'books');
    const change = {
      CompanyName: 'Bayside Dental Co',
      Addresses: [
        {
          Location: 1,
          Street: '4 Beach Road',
          City: 'Hampton',
          State: 'VIC',
          PostCode: '3188',
          Phone1: '03 9555 7777',
          Email: 'office@baysidedental.test',
        },
      ],
    };
    fake.editCustomer(owned.file, owned.card.UID, change);
    await owned.pull();
    await owned.pull();
    expect(
      await owned.db.customer.findFirstOrThrow({
        where: { id: owned.customer.id },
        select: { name: true, email: true, phone: true, street: true, suburb: true, state: true, postcode: true },
      }),
    ).toEqual({
      name: 'Bayside Dental Co',
      email: 'office@baysidedental.test',
      phone: '03 9555 7777',
      street: '4 Beach Road',
      suburb: 'Hampton',
      state: 'VIC',
      postcode: '3188',
    });
    await syncSettled(t);
    expect(owned.puts()).toBe(0);

    const spanners = await withCard('Myob Spanner Owns Plumbing');
    fake.editCustomer(spanners.file, spanners.card.UID, change);
    await spanners.pull();
    expect((await spanners.db.customer.findFirstOrThrow({ where: { id: spanners.customer.id } })).name).toBe('Bayside Family Dental');
  });

  it("Stripe's fee posted to MYOB as spend money once, with a crash between MYOB's save and its answer", async () => {
    const b = await syncBusiness('Myob Fee Plumbing', { connectNow: false });
    const inv = await b.invoice();
    const scope = { db: b.db, jobs: t.app.services.jobs, events: t.app.services.events, config: t.config };
    const { paymentId } = await applyProviderPayment(scope, {
      provider: 'stripe',
      providerPaymentId: `pi_${inv.id}`,
      invoiceId: inv.id,
      amountCents: 25_900,
      status: 'succeeded',
      occurredAt: new Date(),
      feeCents: 217,
    });
    await b.connect();
    await b.db.accountingConnection.updateMany({ data: { mappings: { ...MAPPINGS, cardFeesAccountCode: '6-1100' } } });
    const open = async () => {
      const s = await openSync(b.db, { config: t.config, jobs: t.app.services.jobs });
      if (!s) throw new Error('not connected');
      return s;
    };
    expect(await pushPayment(await open(), String(paymentId))).toBeTruthy();
    fake.crashAfterSaving = true;
    await expect(pushPaymentFee(await open(), String(paymentId))).rejects.toThrow(/MYOB could not be reached/);
    expect(b.file.spendMoney).toHaveLength(1);
    const failed = await b.db.accountingSyncRecord.findFirstOrThrow({ where: { operation: 'fee' } });
    expect([failed.state, failed.remoteId]).toEqual(['failed', null]);

    // The retry finds the fee by its memo, bank account and amount: still one.
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: String(paymentId) });
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'payment', recordId: String(paymentId) });
    expect([b.file.payments.length, b.file.spendMoney.length]).toEqual([1, 1]);
    const [fee] = b.file.spendMoney;
    const uid = (code: string) => b.file.accounts.find((a) => a.DisplayID === code)?.UID;
    expect([fee.PayFrom, fee.Account.UID, fee.IsTaxInclusive, fee.AmountPaid, fee.TotalTax, fee.Memo, fee.PayeeAddress]).toEqual([
      'Account',
      uid('1-1110'),
      true,
      2.17,
      0.2,
      `Stripe fee for payment ${inv.number}`,
      'Stripe',
    ]);
    expect(fee.Lines.map((l) => [l.Account.UID, l.TaxCode.UID, l.Amount])).toEqual([
      [uid('6-1100'), b.file.taxCodes.find((c) => c.Code === 'GST')?.UID, 2.17],
    ]);
    expect(await b.db.accountingSyncRecord.findFirstOrThrow({ where: { id: failed.id } })).toMatchObject({
      state: 'sent',
      remoteId: fee.UID,
    });
    const activity = (await b.admin.get('/api/accounting/activity')).body as { label: string; state: string }[];
    expect(activity).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: `Stripe fee $2.17 on ${inv.number}`, state: 'sent' })]),
    );
  });

  it("reads the file's lock (Company/Preferences LockPeriodPriorTo): an invoice dated before it is not sent, in words", async () => {
    const b = await syncBusiness('Myob Locked Plumbing', { connectNow: false });
    const inv = await b.invoice();
    await b.connect();
    b.file.lockPeriodPriorTo = '2099-01-01';
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id });
    const row = (await b.rows()).find((r) => r.recordType === 'invoice');
    expect(row?.state).toBe('failed');
    expect(row?.lastError).toMatch(
      new RegExp(
        `^${inv.number} is dated .+, in a period locked in MYOB \\(to 31 December 2098\\): unlock it in MYOB, or change the invoice's date, then retry$`,
      ),
    );
    expect(b.file.invoices).toHaveLength(0);
    expect(fake.requests.filter((r) => r.path === `/accountright/${b.file.Id}/Company/Preferences`)).toHaveLength(1);

    b.file.lockPeriodPriorTo = null;
    await runPush(b.ctx, { orgId: b.org.id, recordType: 'invoice', recordId: inv.id });
    expect(b.file.invoices.map((i) => i.Number)).toEqual([inv.number]);
  });
});
