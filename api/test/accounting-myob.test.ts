import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDb } from '../src/db/scoped.ts';
import { openTokens, sealTokens } from '../src/domain/accounting/connection-tokens.ts';
import { myobSession } from '../src/domain/accounting/myob-session.ts';
import { readMyobSettings } from '../src/integrations/accounting/myob/myob-api.ts';
import type { Agent } from './agent.ts';
import { signedIn } from './agent.ts';
import { FAKE_MYOB_CLIENT, FakeMyob, type MyobConsent } from './fake-myob/fake-myob.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// MYOB Business / AccountRight against the loopback MYOB fake: connecting (one file named on the redirect, several
// files of a legacy key's login to choose from, consent denied, a replayed state), who may do what on REST and
// GraphQL, tokens never shown, the refresh rotating under the shared refresh claim, and the mappings read from the
// company file's own accounts and tax codes (GST, FRE).

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
