import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { openTokens, sealTokens } from '../src/domain/accounting/connection-tokens.ts';
import { CARD_FEES_NEED_A_BANK } from '../src/domain/accounting/mappings.ts';
import { xeroSession } from '../src/domain/accounting/xero-session.ts';
import type { Agent } from './agent.ts';
import { signedIn } from './agent.ts';
import { serveCharts } from './fake-xero/chart.ts';
import { FakeXero } from './fake-xero/fake-xero.ts';
import { type Consent, FAKE_XERO_CLIENT, FakeXeroIdentity } from './fake-xero/identity.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// Settings → Accounting against the loopback Xero fake through xero-node's own openid-client: connecting (OAuth 2.0
// with PKCE, checked by the fake), choosing among several organisations, consent denied, replayed and expired states,
// who may do what on REST and GraphQL, tokens never shown, the refresh under concurrency and refused, the mappings'
// defaults read from the file and codes it does not hold, and disconnecting.

const PUBLIC_URL = 'https://app.spanner.test';
let t: TestApp;
let fake: FakeXero;
let identity: FakeXeroIdentity;
let chartOf: ReturnType<typeof serveCharts>;

beforeAll(async () => {
  fake = await FakeXero.start();
  identity = new FakeXeroIdentity(fake);
  chartOf = serveCharts(fake);
  t = await startTestApp({
    PUBLIC_URL,
    XERO_CLIENT_ID: FAKE_XERO_CLIENT.id,
    XERO_CLIENT_SECRET: FAKE_XERO_CLIENT.secret,
    XERO_IDENTITY_URL: fake.url,
    XERO_API_URL: fake.url,
    ACCOUNTING_TOKEN_KEY: 'accounting-token-key-for-tests-0123456789abcdef',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const CONNECTION =
  '{ accountingConnection { available missing provider status tenantName lastError connectedByName pendingChoice { authorisationId tenants { id name } } } }';
const CONNECT = 'mutation { connectXero { __typename ... on ConnectXeroPayload { url } ... on AppError { code message } } }';

async function business(name: string) {
  const o = await createOrg(t, name);
  return { ...o, admin: await signedIn(t, o.admin), manager: await signedIn(t, o.manager), technician: await signedIn(t, o.technician) };
}

/** Connect pressed, Xero's consent page answered (as the browser follows it), and the browser's way back. */
async function throughConsent(agent: Agent, consent: Consent = {}) {
  identity.nextConsent = consent;
  const start = await agent.post('/api/accounting/xero/connect');
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const page = await fetch(start.body.url, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/accounting/xero/callback`);
  const callbackPath = `${back.pathname}${back.search}`;
  const landed = await agent.get(callbackPath);
  expect(landed.status).toBe(303);
  return { url: new URL(start.body.url), callbackPath, location: String(landed.headers.location) };
}

describe('Connecting Xero', () => {
  it('connects the one organisation a login reaches, with PKCE the fake checks, and shows it without its tokens', async () => {
    const b = await business('Xero One Co');
    const tenant = fake.addTenant('Xero One Pty Ltd');
    const { url, location } = await throughConsent(b.admin, { tenantIds: [tenant.tenantId] });
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'offline_access',
        'accounting.invoices',
        'accounting.payments',
        'accounting.contacts',
        'accounting.settings.read',
        'payroll.timesheets',
      ]),
    );
    expect(location).toBe('/settings?tab=accounting&xero=connected');
    const tokenCall = fake.requests.findLast((r) => r.path === '/connect/token');
    expect(new URLSearchParams(tokenCall?.body).get('code_verifier')).toBeTruthy();

    const shown = await b.admin.get('/api/accounting/connection');
    expect(shown.body).toMatchObject({
      available: true,
      missing: [],
      provider: 'xero',
      status: 'connected',
      tenant_name: 'Xero One Pty Ltd',
      connected_by: b.users.find((u) => u.role === 'admin')?.name,
      pending_choice: null,
    });
    // The manager sees the state too, through GraphQL alike.
    expect((await b.manager.gql(CONNECTION)).data.accountingConnection).toMatchObject({
      status: 'connected',
      tenantName: 'Xero One Pty Ltd',
    });

    // Sealed at rest: the row holds neither token in clear, and no answer carries either.
    const row = await t.database.db.accountingConnection.findFirstOrThrow({ where: { orgId: b.org.id } });
    const tokens = openTokens(t.config, row.tokensSealed ?? '');
    expect(tokens?.accessToken).toMatch(/^fake-xero-at-/);
    expect(row.tokensSealed).not.toContain(tokens?.accessToken);
    const answers = JSON.stringify([shown.body, await b.admin.gql(CONNECTION), (await b.admin.get('/api/accounting/mappings')).body]);
    expect(answers).not.toContain(tokens?.accessToken);
    expect(answers).not.toContain(tokens?.refreshToken);
    // The defaults read from the file were saved with the connection: the sync works before the form is opened.
    expect(row.mappings).toMatchObject({
      salesAccountCode: '200',
      gstTaxType: 'OUTPUT',
      gstFreeTaxType: 'EXEMPTOUTPUT',
      clearingAccountCode: '615',
    });
  });

  it('asks the admin to choose when the login reaches several organisations, and connects the one chosen', async () => {
    const b = await business('Xero Several Co');
    const one = fake.addTenant('Several North Pty Ltd');
    const two = fake.addTenant('Several South Pty Ltd');
    const { location } = await throughConsent(b.admin, { tenantIds: [one.tenantId, two.tenantId] });
    expect(location).toBe('/settings?tab=accounting&xero=choose');
    const waiting = (await b.admin.get('/api/accounting/connection')).body;
    expect(waiting.status).toBeNull();
    expect(waiting.pending_choice.tenants).toEqual([
      { id: one.tenantId, name: 'Several North Pty Ltd' },
      { id: two.tenantId, name: 'Several South Pty Ltd' },
    ]);
    const stranger = fake.addTenant('Not Reached Pty Ltd');
    const wrong = await b.admin.post('/api/accounting/xero/tenant', {
      authorisation_id: waiting.pending_choice.authorisation_id,
      tenant_id: stranger.tenantId,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.tenant_id).toMatch(/Not one of the organisations/);
    const chose = await b.admin.gql(
      'mutation($a: ID!, $t: ID!) { chooseXeroTenant(authorisationId: $a, tenantId: $t) { __typename ... on AccountingConnection { status tenantName pendingChoice { authorisationId } } ... on AppError { message } } }',
      { a: waiting.pending_choice.authorisation_id, t: two.tenantId },
    );
    expect(chose.data.chooseXeroTenant).toEqual({
      __typename: 'AccountingConnection',
      status: 'connected',
      tenantName: 'Several South Pty Ltd',
      pendingChoice: null,
    });
  });

  it('lands back on the settings page with what happened: consent denied, a replayed state, an expired one', async () => {
    const b = await business('Xero Refusals Co');
    const tenant = fake.addTenant('Refusals Pty Ltd');
    expect((await throughConsent(b.admin, { deny: true })).location).toBe('/settings?tab=accounting&xero=denied');
    expect((await b.admin.get('/api/accounting/connection')).body.status).toBeNull();

    const done = await throughConsent(b.admin, { tenantIds: [tenant.tenantId] });
    expect(done.location).toBe('/settings?tab=accounting&xero=connected');
    const replayed = await b.admin.get(done.callbackPath);
    expect(replayed.headers.location).toBe('/settings?tab=accounting&xero=expired');

    await b.admin.request('DELETE', '/api/accounting/connection');
    identity.nextConsent = { tenantIds: [tenant.tenantId] };
    const start = await b.admin.post('/api/accounting/xero/connect');
    const back = new URL((await fetch(start.body.url, { redirect: 'manual' })).headers.get('location') ?? '');
    await t.database.db.accountingAuthorisation.updateMany({
      where: { orgId: b.org.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await b.admin.get(`${back.pathname}${back.search}`)).headers.location).toBe('/settings?tab=accounting&xero=expired');
    // Another organisation's admin holding the callback gets nothing of it.
    const other = await business('Xero Other Admin Co');
    const again = await b.admin.post('/api/accounting/xero/connect');
    const theirs = new URL((await fetch(again.body.url, { redirect: 'manual' })).headers.get('location') ?? '');
    expect((await other.admin.get(`${theirs.pathname}${theirs.search}`)).headers.location).toBe('/settings?tab=accounting&xero=expired');
    expect((await other.admin.get('/api/accounting/connection')).body.status).toBeNull();
    expect((await b.admin.get('/api/accounting/connection')).body.status).toBeNull();
  });

  it('refuses technicians, managers and API keys on REST and GraphQL alike', async () => {
    const b = await business('Xero Refused Roles Co');
    for (const who of [b.technician, b.manager]) {
      expect((await who.post('/api/accounting/xero/connect')).status).toBe(403);
      expect((await who.get('/api/accounting/mappings')).status).toBe(403);
      expect((await who.request('DELETE', '/api/accounting/connection')).status).toBe(403);
      const gql = await who.gql(CONNECT);
      expect(gql.errors?.[0]?.extensions?.code ?? gql.data?.connectXero?.code).toBe('FORBIDDEN');
    }
    expect((await b.technician.get('/api/accounting/connection')).status).toBe(403);
    expect((await b.technician.gql(CONNECTION)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const key = await b.admin.post('/api/integrations/api-keys', {
      name: 'Books key',
      role: 'manager',
      member_id: b.users.find((u) => u.role === 'manager')?.id,
    });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const token = key.body.secret;
    const asKey = (path: string, method = 'GET') =>
      t.app.app.inject({ method: method as 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    expect((await asKey('/api/accounting/xero/connect', 'POST')).statusCode).toBe(403);
    expect((await asKey('/api/accounting/connection')).statusCode).toBe(200);
  });
});

describe('A Xero session', () => {
  async function connected(name: string) {
    const b = await business(name);
    const tenant = fake.addTenant(`${name} Pty Ltd`);
    expect((await throughConsent(b.admin, { tenantIds: [tenant.tenantId] })).location).toContain('xero=connected');
    const row = await t.database.db.accountingConnection.findFirstOrThrow({ where: { orgId: b.org.id } });
    return { b, tenant, row, db: tenantDb(t.database.db, b.org.id) };
  }

  /** The access token made to expire in a minute (the refresh is due). */
  async function nearlyExpired(id: string) {
    const row = await t.database.db.accountingConnection.findUniqueOrThrow({ where: { id } });
    const tokens = openTokens(t.config, row.tokensSealed ?? '');
    if (!tokens) throw new Error('no tokens');
    const expiresAt = Date.now() + 60_000;
    await t.database.db.accountingConnection.update({
      where: { id },
      data: { tokensSealed: sealTokens(t.config, { ...tokens, expiresAt }), accessExpiresAt: new Date(expiresAt) },
    });
    return tokens;
  }

  it('refreshes once when two callers need it at once (refresh tokens rotate), and both reach Xero', async () => {
    const { row, db } = await connected('Xero Concurrent Co');
    const before = await nearlyExpired(row.id);
    // Expired outright: the second caller cannot use the old token and must wait for the first's refresh.
    const sealed = (await t.database.db.accountingConnection.findUniqueOrThrow({ where: { id: row.id } })).tokensSealed ?? '';
    const old = openTokens(t.config, sealed);
    await t.database.db.accountingConnection.update({
      where: { id: row.id },
      data: { tokensSealed: sealTokens(t.config, { ...(old ?? before), expiresAt: Date.now() - 1000 }) },
    });
    let release = () => {};
    identity.holdRefresh = new Promise<void>((r) => {
      release = r;
    });
    const refreshes = identity.grants.filter((g) => g === 'refresh_token').length;
    const first = xeroSession(db, t.config, row);
    await expect.poll(() => identity.grants.filter((g) => g === 'refresh_token').length, { timeout: 15_000 }).toBe(refreshes + 1);
    let waiting = false;
    const second = xeroSession(db, t.config, row, { waiting: () => (waiting = true) });
    // The second caller found the refresh claimed and waits for it, before the refresh is let through.
    await expect.poll(() => waiting, { timeout: 15_000 }).toBe(true);
    identity.holdRefresh = null;
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(identity.grants.filter((g) => g === 'refresh_token').length).toBe(refreshes + 1);
    const accounts = await b.accountingApi.getAccounts(b.tenantId);
    expect(accounts.body.accounts?.some((x) => x.code === '200')).toBe(true);
    expect((await a.accountingApi.getAccounts(a.tenantId)).response.status).toBe(200);
    const after = await t.database.db.accountingConnection.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ status: 'connected', refreshClaimedUntil: null, lastError: null });
    expect(openTokens(t.config, after.tokensSealed ?? '')?.refreshToken).not.toBe(before.refreshToken);
  });

  it('marks the connection needs_reconnect, in plain words, when Xero refuses the refresh token', async () => {
    const { b, row, db } = await connected('Xero Revoked Co');
    const tokens = await nearlyExpired(row.id);
    // Revoked in Xero (the user removed the app there).
    await fetch(`${fake.url}/connect/revocation`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${FAKE_XERO_CLIENT.id}:${FAKE_XERO_CLIENT.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: tokens.refreshToken }).toString(),
    });
    await expect(xeroSession(db, t.config, row)).rejects.toThrow(/Xero no longer accepts this connection/);
    const shown = (await b.admin.get('/api/accounting/connection')).body;
    expect(shown).toMatchObject({ status: 'needs_reconnect', tenant_name: 'Xero Revoked Co Pty Ltd' });
    expect(shown.last_error).toMatch(/reconnects it in Settings → Accounting/);
    expect((await t.database.db.accountingConnection.findUniqueOrThrow({ where: { id: row.id } })).tokensSealed).toBeNull();
  });
});

describe('Mappings', () => {
  it('defaults from the file, saves choices it holds and refuses codes it does not (400 with field errors)', async () => {
    const b = await business('Xero Mappings Co');
    const tenant = fake.addTenant('Mappings Pty Ltd');
    const chart = chartOf(tenant.tenantId);
    // A file without account 200: the first revenue account is the default.
    chart.accounts = chart.accounts.filter((a) => a.Code !== '200');
    await throughConsent(b.admin, { tenantIds: [tenant.tenantId] });
    const got = await b.admin.get('/api/accounting/mappings');
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      sales_account_code: '260',
      gst_tax_type: 'OUTPUT',
      gst_free_tax_type: 'EXEMPTOUTPUT',
      // Payments go to the clearing account, so no card fees by default: Xero takes spend money from a bank only.
      card_fees_account_code: null,
      clearing_account_code: '615',
      tracking_source: 'none',
      contacts_source: 'spanner',
    });
    expect(got.body.options.accounts.map((a: { code: string }) => a.code)).not.toContain('199');

    const bad = await b.admin.put('/api/accounting/mappings', {
      sales_account_code: '200',
      gst_tax_type: 'GST10',
      gst_free_tax_type: 'EXEMPTOUTPUT',
      card_fees_account_code: '404',
      clearing_account_code: '400',
      tracking_source: 'job_type',
      tracking_category_id: null,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual([
      'clearing_account_code',
      'gst_tax_type',
      'sales_account_code',
      'tracking_category_id',
    ]);

    // Card fees out of a clearing account: refused at the field, before any fee could fail in Xero.
    const feesFromClearing = await b.admin.put('/api/accounting/mappings', {
      sales_account_code: '260',
      gst_tax_type: 'OUTPUT',
      gst_free_tax_type: 'EXEMPTOUTPUT',
      card_fees_account_code: '404',
      clearing_account_code: '615',
      tracking_source: 'none',
      tracking_category_id: null,
    });
    expect(feesFromClearing.status).toBe(400);
    expect(feesFromClearing.body.fieldErrors).toEqual({ card_fees_account_code: CARD_FEES_NEED_A_BANK });

    const jobType = chart.trackingCategories.find((c) => c.Name === 'Job type')?.TrackingCategoryID;
    const saved = await b.admin.gql(
      `mutation($input: AccountingMappingsInput!) { updateAccountingMappings(input: $input) { __typename ... on AccountingMappings { saved salesAccountCode trackingSource trackingCategoryId contactsSource } ... on AppError { message } } }`,
      {
        input: {
          salesAccountCode: '270',
          gstTaxType: 'OUTPUT',
          gstFreeTaxType: 'EXEMPTOUTPUT',
          cardFeesAccountCode: null,
          clearingAccountCode: '090',
          trackingSource: 'job_type',
          trackingCategoryId: jobType,
          contactsSource: 'books',
        },
      },
    );
    expect(saved.data.updateAccountingMappings).toEqual({
      __typename: 'AccountingMappings',
      saved: true,
      salesAccountCode: '270',
      trackingSource: 'job_type',
      trackingCategoryId: jobType,
      contactsSource: 'books',
    });
    expect((await b.admin.get('/api/accounting/mappings')).body).toMatchObject({
      saved: true,
      sales_account_code: '270',
      clearing_account_code: '090',
    });
  });
});

describe('Disconnecting', () => {
  it("wipes the tokens, tells Xero, keeps Spanner's data and the ledger, and a reconnect reuses the connection", async () => {
    const b = await business('Xero Disconnect Co');
    const tenant = fake.addTenant('Disconnect Pty Ltd');
    await throughConsent(b.admin, { tenantIds: [tenant.tenantId] });
    const row = await t.database.db.accountingConnection.findFirstOrThrow({ where: { orgId: b.org.id } });
    const tokens = openTokens(t.config, row.tokensSealed ?? '');
    await t.database.db.accountingSyncRecord.create({
      data: {
        orgId: b.org.id,
        connectionId: row.id,
        recordType: 'contact',
        recordId: 'customer-1',
        operation: 'push',
        state: 'sent',
        remoteId: 'x-1',
      },
    });
    const gone = await b.admin.gql(`mutation { disconnectAccounting { __typename ... on AccountingConnection { status tenantName } } }`);
    expect(gone.data.disconnectAccounting).toEqual({ __typename: 'AccountingConnection', status: null, tenantName: null });
    const after = await t.database.db.accountingConnection.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ status: 'disconnected', tokensSealed: null });
    expect(identity.revoked).toContain(tokens?.refreshToken);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/connections/'))).toBe(true);
    expect(await t.database.db.accountingSyncRecord.count({ where: { connectionId: row.id } })).toBe(1);

    await throughConsent(b.admin, { tenantIds: [tenant.tenantId] });
    const again = await t.database.db.accountingConnection.findMany({ where: { orgId: b.org.id } });
    expect(again.map((c) => [c.id, c.status])).toEqual([[row.id, 'connected']]);
  });
});

describe('Without the Xero app configured', () => {
  it('says what the operator sets, and connect answers 503 with the same words', async () => {
    const bare = await startTestApp({ PUBLIC_URL });
    try {
      const o = await createOrg(bare, 'Xero Unset Co');
      const admin = await signedIn(bare, o.admin);
      expect((await admin.get('/api/accounting/connection')).body).toMatchObject({
        available: false,
        missing: ['XERO_CLIENT_ID', 'XERO_CLIENT_SECRET', 'ACCOUNTING_TOKEN_KEY'],
        status: null,
      });
      const refused = await admin.post('/api/accounting/xero/connect');
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatch(/XERO_CLIENT_ID, XERO_CLIENT_SECRET, ACCOUNTING_TOKEN_KEY/);
    } finally {
      await bare.close();
    }
  });
});
