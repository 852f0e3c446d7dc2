import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates the business, its admin and a 14-day Pro trial, and signs in by cookie', async () => {
    const a = new Agent(t);
    const email = uniqueEmail('Fran@Frosty.test');
    const res = await a.post('/api/auth/register', {
      orgName: 'Frosty Air',
      name: 'Fran Frost',
      email,
      password: 'secret-pass1',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Fran Frost', email: email.toLowerCase(), role: 'admin', initials: 'FF' });
    expect(res.body.org.name).toBe('Frosty Air');
    expect(res.body.org.subscription).toMatchObject({ status: 'trial', planId: 'pro' });
    const days = (new Date(res.body.org.subscription.trialEnd).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(res.body.authMethod).toBe('cookie');
    expect(res.body.accessToken).toBeUndefined();

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/spanner_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const me = await a.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.org).toMatchObject({ name: 'Frosty Air', invoice_terms: null, quote_terms: null });
  });

  it('stores the session hashed, never the token itself', async () => {
    const a = new Agent(t);
    const email = uniqueEmail('hash@co.test');
    await a.post('/api/auth/register', { orgName: 'Hash Co', email, password: 'secret-pass1' });
    const token = a.cookies.get('spanner_session')!;
    const rows = await t.database.db.session.findMany({ where: { user: { email } } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a taken email with 409 and keeps the first account', async () => {
    const a = new Agent(t);
    const email = uniqueEmail('dup@x.test');
    const second = `Two ${email}`;
    await a.post('/api/auth/register', { orgName: 'One', email, password: 'secret-pass1' });
    const res = await a.post('/api/auth/register', { orgName: second, email: email.toUpperCase(), password: 'secret-pass2' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('An account with this email already exists');
    expect(await t.database.db.organization.count({ where: { name: second } })).toBe(0);
  });

  it.each([
    [{ email: 'a@b.test', password: 'secret-pass1' }, 'Business name is required'],
    [{ orgName: '  ', email: 'a@b.test', password: 'secret-pass1' }, 'Business name is required'],
    [{ orgName: 'X', password: 'secret-pass1' }, 'Email is required'],
    [{ orgName: 'X', email: 'not-an-email', password: 'secret-pass1' }, 'Enter a valid email'],
    [{ orgName: 'X', email: 'a@b.test' }, 'Password is required'],
    [{ orgName: 'X', email: 'a@b.test', password: '12345' }, 'Password must be at least 8 characters'],
    [{ orgName: 42, email: 'a@b.test', password: 'secret-pass1' }, 'Business name is required'],
  ])('refuses bad input %j with 400 "%s"', async (body, message) => {
    const res = await new Agent(t).post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await new Agent(t).request('POST', '/api/auth/register', {
      payload: '{"orgName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body is not valid JSON');
  });
});

describe('cookie login, me and logout', () => {
  it('logs in, reads me, rotates the session at the next login, and logs out', async () => {
    const { admin } = await createOrg(t, 'Cookie Co');
    const a = new Agent(t);
    const first = await a.login(admin.email, PASSWORD);
    expect(first.body).toMatchObject({ authMethod: 'cookie', orgId: admin.orgId, platform: 'web', user: { id: admin.id, role: 'admin' } });
    const firstToken = a.cookies.get('spanner_session');

    expect((await a.get('/api/auth/me')).body.user.email).toBe(admin.email);

    await a.login(admin.email, PASSWORD);
    const secondToken = a.cookies.get('spanner_session');
    expect(secondToken).not.toBe(firstToken);
    // The old cookie no longer works.
    const stale = await new Agent(t).get('/api/auth/me', { cookie: `spanner_session=${firstToken}` });
    expect(stale.status).toBe(401);

    const out = await a.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(a.cookies.has('spanner_session')).toBe(false);
    const after = await new Agent(t).get('/api/auth/me', { cookie: `spanner_session=${secondToken}` });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('Not authenticated');
  });

  it('says platform android when the wrapper says so', async () => {
    const { technician } = await createOrg(t, 'Droid Co', ['technician']);
    const res = await new Agent(t).post('/api/auth/login', { email: technician.email, password: PASSWORD }, { 'x-platform': 'android' });
    expect(res.body.platform).toBe('android');
  });

  it('refuses a wrong password, an unknown email and a mismatched orgId alike', async () => {
    const { admin } = await createOrg(t, 'Wrong Co', ['admin']);
    const a = new Agent(t, { ip: '10.9.0.1' });
    for (const body of [
      { email: admin.email, password: 'nope-nope' },
      { email: 'nobody@nowhere.test', password: PASSWORD },
      { email: admin.email, password: PASSWORD, orgId: 'another-org' },
    ]) {
      const res = await a.post('/api/auth/login', body);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Invalid email or password');
    }
    expect(a.cookies.size).toBe(0);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'a@b.test' }, 'Password is required'],
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: ['a'], password: 'x' }, 'Email is required'],
  ])('refuses bad login input %j with 400', async (body, message) => {
    const res = await new Agent(t).post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('expires a session after its idle time and at its absolute end', async () => {
    const { manager } = await createOrg(t, 'Expiry Co', ['manager']);
    const idle = new Agent(t);
    await idle.login(manager.email, PASSWORD);
    await t.database.db.session.updateMany({
      where: { userId: manager.id },
      data: { lastSeenAt: new Date(Date.now() - (t.config.SESSION_IDLE_MINUTES + 1) * 60_000) },
    });
    expect((await idle.get('/api/auth/me')).status).toBe(401);

    const absolute = new Agent(t);
    await absolute.login(manager.email, PASSWORD);
    await t.database.db.session.updateMany({
      where: { userId: manager.id, revokedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await absolute.get('/api/auth/me')).status).toBe(401);
  });
});

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/auth/me'],
    ['GET', '/api/me'],
    ['PUT', '/api/me/profile'],
    ['PUT', '/api/me/org'],
    ['POST', '/api/me/change-password'],
    ['PUT', '/api/auth/password'],
    ['POST', '/api/me/avatar'],
    ['GET', '/api/subscriptions/status'],
    ['GET', '/support/api/auth/me'],
  ])('%s %s → 401', async (method, url) => {
    const res = await new Agent(t).request(method, url, { body: {} });
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe('string');
  });

  it('gets 404 with { error } on an unknown API path', async () => {
    const res = await new Agent(t).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});
