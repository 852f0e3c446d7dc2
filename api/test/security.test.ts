import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

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
    [{ abn: '123' }, 'ABN must be 11 digits'],
    [{ bsb: '12-34' }, 'BSB must be 6 digits'],
    [{ postcode: '30000' }, 'Postcode must be 4 digits'],
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
