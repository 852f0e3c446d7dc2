import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../src/http/nul-bytes.ts';
import { restRoutes } from '../src/rest/routes.ts';
import { Agent } from './agent.ts';
import { createOrg, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';
import { multipart } from './jobs-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6' });
});
afterAll(() => t.close());

describe('login rate limits', () => {
  it('limits failures per account with 429, a clear message and Retry-After, even with the right password', async () => {
    const { admin } = await createOrg(t, 'Limited Co', ['admin']);
    for (let i = 0; i < 3; i++) {
      const ip = `10.1.0.${i}`;
      expect((await new Agent(t, { ip }).post('/api/auth/login', { email: admin.email, password: 'wrong-one' })).status).toBe(401);
    }
    const res = await new Agent(t, { ip: '10.1.0.99' }).post('/api/auth/login', { email: admin.email, password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failures per address across accounts', async () => {
    const { admin } = await createOrg(t, 'Address Co', ['admin']);
    const a = new Agent(t, { ip: '10.2.0.1' });
    for (let i = 0; i < 6; i++)
      expect((await a.post('/api/auth/login', { email: `guess${i}@x.test`, password: 'wrong-one' })).status).toBe(401);
    expect((await a.post('/api/auth/login', { email: admin.email, password: PASSWORD })).status).toBe(429);
    // Another address is not affected.
    expect((await new Agent(t, { ip: '10.2.0.2' }).post('/api/auth/login', { email: admin.email, password: PASSWORD })).status).toBe(200);
  });

  it('a successful login clears the account counter', async () => {
    const { admin } = await createOrg(t, 'Reset Co', ['admin']);
    const a = new Agent(t, { ip: '10.3.0.1' });
    for (let i = 0; i < 2; i++) await a.post('/api/auth/login', { email: admin.email, password: 'wrong-one' });
    expect((await a.post('/api/auth/login', { email: admin.email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 2; i++) await a.post('/api/auth/login', { email: admin.email, password: 'wrong-one' });
    expect((await new Agent(t, { ip: '10.3.0.2' }).post('/api/auth/login', { email: admin.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('header spoofing', () => {
  it('refuses a request whose user-id or org-id headers contradict its session', async () => {
    const mine = await createOrg(t, 'Mine Co', ['admin']);
    const theirs = await createOrg(t, 'Theirs Co', ['admin']);
    const a = new Agent(t, { ip: '10.4.0.1' });
    await a.login(mine.admin.email, PASSWORD);

    expect((await a.get('/api/me', { 'x-user-id': mine.admin.id, 'x-org-id': mine.org.id })).status).toBe(200);
    const spoofOrg = await a.get('/api/me', { 'x-org-id': theirs.org.id });
    expect(spoofOrg.status).toBe(403);
    expect(spoofOrg.body.error).toBe('Request headers do not match your session');
    expect((await a.get('/api/me', { 'x-user-id': theirs.admin.id })).status).toBe(403);
    const gql = await a.gql('{ me { id } }', {}, { 'x-org-id': theirs.org.id });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('headers alone never grant access', async () => {
    const { admin, org } = await createOrg(t, 'Headers Co', ['admin']);
    const res = await new Agent(t).get('/api/me', { 'x-user-id': admin.id, 'x-org-id': org.id });
    expect(res.status).toBe(401);
  });
});

describe('roles and organisations', () => {
  it('a technician is refused the admin-and-manager organisation update; a manager may', async () => {
    const { technician, manager, org } = await createOrg(t, 'Roles Co');
    const tech = new Agent(t, { ip: '10.5.0.1' });
    await tech.login(technician.email, PASSWORD);
    const refused = await tech.put('/api/me/org', { name: 'Hijacked' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You do not have permission to do that');
    const gql = await tech.gql('mutation { updateOrganization(input: { name: "Hijacked" }) { __typename } }');
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Bank details are for the office only.
    const bank = await tech.gql('{ me { org { name bsb } } }');
    expect(bank.data?.me?.org).toEqual({ name: 'Roles Co', bsb: null });
    expect(bank.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.database.db.organization.findUniqueOrThrow({ where: { id: org.id } })).name).toBe('Roles Co');

    const office = new Agent(t, { ip: '10.5.0.2' });
    await office.login(manager.email, PASSWORD);
    const ok = await office.put('/api/me/org', {
      name: 'Roles Co Pty Ltd',
      abn: '51 824 753 556',
      bsb: '063000',
      account_number: '1234 5678',
      invoice_terms: 'Payment within 14 days',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.org).toMatchObject({
      name: 'Roles Co Pty Ltd',
      abn: '51824753556',
      bsb: '063-000',
      account_number: '12345678',
      invoice_terms: 'Payment within 14 days',
    });
  });

  it('a user only ever sees their own organisation', async () => {
    const a = await createOrg(t, 'Alpha Co', ['admin']);
    const b = await createOrg(t, 'Beta Co', ['admin']);
    const agentB = new Agent(t, { ip: '10.6.0.1' });
    await agentB.login(b.admin.email, PASSWORD);
    await agentB.put('/api/me/org', { name: 'Beta Renamed' });
    expect((await t.database.db.organization.findUniqueOrThrow({ where: { id: a.org.id } })).name).toBe('Alpha Co');
    const me = await agentB.get('/api/me');
    expect(me.body.org.id).toBe(b.org.id);
    // Logging in while naming another organisation is refused.
    const cross = await new Agent(t, { ip: '10.6.0.2' }).post('/api/auth/login', {
      email: b.admin.email,
      password: PASSWORD,
      orgId: a.org.id,
    });
    expect(cross.status).toBe(401);
  });

  it.each([
    [{ abn: '123' }, 'Enter a valid 11-digit ABN'],
    [{ bsb: '12-34' }, 'BSB must be 6 digits'],
    [{ postcode: '30000' }, 'Postcode must be 4 digits'],
    [{ state: 'Victoria Park' }, 'State must be one of VIC, NSW, QLD, SA, WA, TAS, NT or ACT'],
    [{ phone: '555 0100' }, 'Enter an Australian phone number with its area code, like 03 9123 4567 or 0412 345 678'],
    [{ email: 'nope' }, 'Enter a valid email'],
    [{ name: '' }, 'Business name is required'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ account_number: 'abc' }, 'Account number must be 4 to 10 digits'],
  ])('refuses bad organisation input %j with 400 "%s"', async (body, message) => {
    const { admin } = await createOrg(t, 'Bad Org Co', ['admin']);
    const a = new Agent(t, { ip: '10.7.0.1' });
    await a.login(admin.email, PASSWORD);
    const res = await a.put('/api/me/org', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('support staff sessions are separate', () => {
  it('a staff session is not a user session, and a user session is not a staff session', async () => {
    const email = uniqueEmail('helper@spanner.test');
    await createStaff(t, email);
    const { admin } = await createOrg(t, 'Sep Co', ['admin']);

    const staff = new Agent(t, { ip: '10.8.0.1' });
    const login = await staff.post('/support/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email, role: 'support_staff', initials: 'SH' });
    expect(staff.cookies.has('spanner_support_session')).toBe(true);
    expect(staff.cookies.has('spanner_session')).toBe(false);
    expect((await staff.get('/support/api/auth/me')).status).toBe(200);
    expect((await staff.get('/api/auth/me')).status).toBe(401);

    const user = new Agent(t, { ip: '10.8.0.2' });
    await user.login(admin.email, PASSWORD);
    expect((await user.get('/support/api/auth/me')).status).toBe(401);
    // A user cookie presented under the support cookie's name does not work either.
    const forged = await new Agent(t).get('/support/api/auth/me', {
      cookie: `spanner_support_session=${user.cookies.get('spanner_session')}`,
    });
    expect(forged.status).toBe(401);

    expect((await staff.post('/support/api/auth/logout')).status).toBe(200);
    expect((await staff.get('/support/api/auth/me')).status).toBe(401);
  });

  it('a user account cannot sign in to the support portal', async () => {
    const { admin } = await createOrg(t, 'NoStaff Co', ['admin']);
    const res = await new Agent(t, { ip: '10.8.0.3' }).post('/support/api/auth/login', { email: admin.email, password: PASSWORD });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'x', password: 'y' }, 'Please enter a valid email address'],
    [{ email: 'a@b.test' }, 'Password is required'],
  ])('refuses bad support login input %j', async (body, message) => {
    const res = await new Agent(t, { ip: '10.8.0.4' }).post('/support/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });
});

describe('fuzzed input: NUL bytes (U+0000) are refused with 400 everywhere, never a 5xx', () => {
  const NUL = 'a\u0000b';
  const fill = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

  it('every REST route: a NUL in the body, the query string or a path parameter', async () => {
    const { admin } = await createOrg(t, 'Nul Co', ['admin']);
    const a = new Agent(t, { ip: '10.9.0.1' });
    await a.login(admin.email, PASSWORD);
    const answers: { attempt: string; status: number; error: unknown }[] = [];
    const attempt = async (name: string, method: string, url: string, body?: unknown) => {
      const res = await a.request(method, url, body === undefined ? {} : { body });
      answers.push({ attempt: `${name}: ${method} ${url}`, status: res.status, error: res.body?.error });
    };
    for (const { contract } of restRoutes) {
      const { method, path } = contract;
      const url = fill(path);
      await attempt('query', method, `${url}?search=${encodeURIComponent(NUL)}`, method === 'GET' ? undefined : {});
      if (path.includes('{')) await attempt('path', method, path.replace(/\{\w+\}/g, 'x%00y'), method === 'GET' ? undefined : {});
      if (method !== 'GET') {
        await attempt('body', method, url, { name: NUL, email: `${NUL}@x.test`, notes: NUL, password: NUL, title: NUL });
        await attempt('key', method, url, { [NUL]: 'key' });
      }
    }
    expect(answers.filter((x) => x.status !== 400 || x.error !== NUL_MESSAGE)).toEqual([]);
    expect(answers.filter((x) => x.status >= 500)).toEqual([]);
  });

  it('GraphQL: variables, string literals of the document, and multipart file names', async () => {
    const { admin } = await createOrg(t, 'Nul Graph Co', ['admin']);
    const a = new Agent(t, { ip: '10.9.0.2' });
    await a.login(admin.email, PASSWORD);
    const viaVariables = await a.request('POST', '/graphql', {
      body: { query: 'mutation ($n: String!) { updateOrganization(input: { name: $n }) { __typename } }', variables: { n: NUL } },
    });
    expect(viaVariables.status).toBe(400);
    expect(viaVariables.body.errors[0].message).toBe(NUL_MESSAGE);
    const viaLiteral = await a.request('POST', '/graphql', {
      body: { query: 'mutation { updateOrganization(input: { name: "a\\u0000b" }) { __typename } }' },
    });
    expect(viaLiteral.status).toBe(400);
    expect((await t.database.db.organization.findUniqueOrThrow({ where: { id: admin.orgId } })).name).toBe('Nul Graph Co');

    const boundary = '----nul';
    const upload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`,
      JSON.stringify({
        query: 'mutation ($j: ID!, $f: [File!]!) { uploadJobPhotos(jobId: $j, files: $f) { __typename } }',
        variables: { j: admin.orgId, f: [null] },
      }),
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f.0"]}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--${boundary}--\r\n`,
    ].join('');
    const multipartName = await a.request('POST', '/graphql', {
      payload: upload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipartName.status).toBe(400);
  });

  it('REST multipart: a NUL in the file name or the field name', async () => {
    const { admin } = await createOrg(t, 'Nul Upload Co', ['admin']);
    const a = new Agent(t, { ip: '10.9.0.3' });
    await a.login(admin.email, PASSWORD);
    for (const [field, filename] of [
      ['csvFile', 'c\u0000.csv'],
      ['csv\u0000File', 'c.csv'],
    ]) {
      const res = await a.request(
        'POST',
        '/api/customers/import-csv',
        multipart([{ field, filename, type: 'text/csv', bytes: Buffer.from('Company Name\nX\n') }]),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(NUL_MESSAGE);
    }
  });
});

describe('the member rule covers every field, on every transport', () => {
  it('a manager may not change an admin’s colour (REST or GraphQL); an admin may', async () => {
    const { admin, manager } = await createOrg(t, 'Colour Co');
    const mgr = new Agent(t, { ip: '10.9.1.1' });
    await mgr.login(manager.email, PASSWORD);
    const rest = await mgr.put(`/api/members/${admin.id}`, { color: '#000000' });
    expect(rest.status).toBe(403);
    expect(rest.body.error).toBe('Only an admin can add, change or remove an admin');
    const gql = await mgr.gql(
      'mutation($id: ID!) { updateMember(id: $id, input: { color: "#000000" }) { __typename ... on AppError { code message } } }',
      { id: admin.id },
    );
    expect(gql.data?.updateMember).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.database.db.user.findUniqueOrThrow({ where: { id: admin.id } })).color).toBe('#3b82f6');

    const adm = new Agent(t, { ip: '10.9.1.2' });
    await adm.login(admin.email, PASSWORD);
    expect((await adm.put(`/api/members/${admin.id}`, { color: '#112233' })).status).toBe(200);
  });
});

describe('a partial organisation update changes only the fields sent', () => {
  const full = {
    name: 'Partial Co',
    street: '1 Main St',
    suburb: 'Preston',
    state: 'VIC',
    postcode: '3072',
    abn: '51824753556',
    phone: '03 9000 0000',
    email: 'office@partial.test',
    account_name: 'Partial Co',
    bsb: '063-000',
    account_number: '12345678',
    invoice_terms: 'Pay in 14 days',
    quote_terms: 'Valid 30 days',
  };

  it('PUT /api/me/org with one field keeps every other field', async () => {
    const { admin } = await createOrg(t, 'Partial Co', ['admin']);
    const a = new Agent(t, { ip: '10.9.2.1' });
    await a.login(admin.email, PASSWORD);
    expect((await a.put('/api/me/org', full)).status).toBe(200);
    const res = await a.put('/api/me/org', { phone: '03 9111 1111' });
    expect(res.status).toBe(200);
    expect(res.body.org).toMatchObject({ ...full, phone: '03 9111 1111' });
    // Clearing is explicit: '' or null.
    const cleared = await a.put('/api/me/org', { abn: '', quote_terms: null });
    expect(cleared.body.org).toMatchObject({ ...full, phone: '03 9111 1111', abn: null, quote_terms: null });
  });

  it('GraphQL updateOrganization with one field keeps every other field', async () => {
    const { admin } = await createOrg(t, 'Partial Co', ['admin']);
    const a = new Agent(t, { ip: '10.9.2.2' });
    await a.login(admin.email, PASSWORD);
    expect((await a.put('/api/me/org', full)).status).toBe(200);
    const gql = await a.gql('mutation { updateOrganization(input: { suburb: "Reservoir" }) { __typename } }');
    expect(gql.errors).toBeUndefined();
    const org = (await a.get('/api/me')).body.org;
    expect(org).toMatchObject({ ...full, suburb: 'Reservoir' });
  });
});
