import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ios = { 'auth-mode': 'token' };

async function tokenLogin(email: string) {
  const res = await new Agent(t).post('/api/auth/login', { email, password: PASSWORD }, ios);
  expect(res.status).toBe(200);
  return res.body as {
    accessToken: string;
    refreshToken: string;
    expiresIn: number;
    user: { id: string };
    orgId: string;
    authMethod: string;
    platform: string;
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('iOS token mode', () => {
  it('answers the spec fields, sets no cookie, and the access token works as a bearer', async () => {
    const { technician } = await createOrg(t, 'Token Co', ['technician']);
    const a = new Agent(t);
    const res = await a.post('/api/auth/login', { email: technician.email, password: PASSWORD }, ios);
    expect(res.body).toMatchObject({
      authMethod: 'token',
      platform: 'ios',
      orgId: technician.orgId,
      expiresIn: t.config.ACCESS_TOKEN_TTL_SECONDS,
    });
    expect(res.body.accessToken).toMatch(/^[\w-]{43}$/);
    expect(res.body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(res.headers['set-cookie']).toBeUndefined();

    const me = await new Agent(t).get('/api/auth/me', bearer(res.body.accessToken));
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(technician.id);
    // A refresh token is not an access token.
    expect((await new Agent(t).get('/api/auth/me', bearer(res.body.refreshToken))).status).toBe(401);
  });

  it('registers in token mode too', async () => {
    const res = await new Agent(t).post(
      '/api/auth/register',
      { orgName: 'iOS Co', email: uniqueEmail('ios@co.test'), password: 'secret-pass1' },
      ios,
    );
    expect(res.status).toBe(201);
    expect(res.body.authMethod).toBe('token');
    expect((await new Agent(t).get('/api/me', bearer(res.body.accessToken))).body.org.name).toBe('iOS Co');
  });

  it('rotates the refresh token, and reusing a spent one revokes the whole family', async () => {
    const { admin } = await createOrg(t, 'Rotate Co', ['admin']);
    const first = await tokenLogin(admin.email);
    const a = new Agent(t);

    const second = await a.post('/api/auth/refresh', { refreshToken: first.refreshToken }, ios);
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken']);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await a.get('/api/auth/me', bearer(second.body.accessToken))).status).toBe(200);

    const third = await a.post('/api/auth/refresh', { refreshToken: second.body.refreshToken }, ios);
    expect(third.status).toBe(200);

    // Replaying the first (spent) refresh token: refused, and every token of the family stops working.
    const replay = await a.post('/api/auth/refresh', { refreshToken: first.refreshToken }, ios);
    expect(replay.status).toBe(401);
    expect((await a.get('/api/auth/me', bearer(third.body.accessToken))).status).toBe(401);
    expect((await a.post('/api/auth/refresh', { refreshToken: third.body.refreshToken }, ios)).status).toBe(401);

    // Another device of the same user (another family) is untouched.
    const other = await tokenLogin(admin.email);
    expect((await a.get('/api/auth/me', bearer(other.accessToken))).status).toBe(200);
  });

  it('ten parallel refreshes of one token leave exactly one valid pair; reuse after the grace window revokes the family', async () => {
    const { technician } = await createOrg(t, 'Race Co', ['technician']);
    const first = await tokenLogin(technician.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => new Agent(t).post('/api/auth/refresh', { refreshToken: first.refreshToken }, ios)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const pairs = new Set(answers.map((r) => `${r.body.accessToken} ${r.body.refreshToken}`));
    expect(pairs.size).toBe(1);
    const pair = answers[0].body;
    expect((await new Agent(t).get('/api/auth/me', bearer(pair.accessToken))).status).toBe(200);
    const live = await t.database.db.refreshToken.count({ where: { userId: technician.id, usedAt: null, revokedAt: null } });
    expect(live).toBe(1);

    // The grace window passes: presenting the spent token now is a replay.
    await t.database.db.refreshToken.updateMany({
      where: { userId: technician.id, usedAt: { not: null } },
      data: { usedAt: new Date(Date.now() - (t.config.REFRESH_GRACE_SECONDS + 1) * 1000) },
    });
    const replay = await new Agent(t).post('/api/auth/refresh', { refreshToken: first.refreshToken }, ios);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('Refresh token already used; please sign in again');
    expect((await new Agent(t).get('/api/auth/me', bearer(pair.accessToken))).status).toBe(401);
    expect((await new Agent(t).post('/api/auth/refresh', { refreshToken: pair.refreshToken }, ios)).status).toBe(401);
  });

  it('within the grace window, a spent token whose successor was already used is a replay', async () => {
    const { technician } = await createOrg(t, 'Chain Co', ['technician']);
    const first = await tokenLogin(technician.email);
    const second = await new Agent(t).post('/api/auth/refresh', { refreshToken: first.refreshToken }, ios);
    expect((await new Agent(t).post('/api/auth/refresh', { refreshToken: second.body.refreshToken }, ios)).status).toBe(200);
    expect((await new Agent(t).post('/api/auth/refresh', { refreshToken: first.refreshToken }, ios)).status).toBe(401);
    expect(await t.database.db.refreshToken.count({ where: { userId: technician.id, revokedAt: null } })).toBe(0);
  });

  it('refuses an expired access token and an expired refresh token', async () => {
    const { manager } = await createOrg(t, 'Expired Co', ['manager']);
    const pair = await tokenLogin(manager.email);
    await t.database.db.session.updateMany({ where: { userId: manager.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await new Agent(t).get('/api/auth/me', bearer(pair.accessToken))).status).toBe(401);
    await t.database.db.refreshToken.updateMany({ where: { userId: manager.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const res = await new Agent(t).post('/api/auth/refresh', { refreshToken: pair.refreshToken }, ios);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid or expired refresh token');
  });

  it('logout in token mode ends the access and the refresh token', async () => {
    const { admin } = await createOrg(t, 'Logout Co', ['admin']);
    const pair = await tokenLogin(admin.email);
    expect((await new Agent(t).post('/api/auth/logout', {}, bearer(pair.accessToken))).status).toBe(200);
    expect((await new Agent(t).get('/api/auth/me', bearer(pair.accessToken))).status).toBe(401);
    expect((await new Agent(t).post('/api/auth/refresh', { refreshToken: pair.refreshToken }, ios)).status).toBe(401);
  });

  it.each([[{}], [{ refreshToken: '' }], [{ refreshToken: 12 }], [{ refreshToken: 'made-up' }]])(
    'refuses refresh input %j with a 4xx',
    async (body) => {
      const res = await new Agent(t).post('/api/auth/refresh', body, ios);
      expect([400, 401]).toContain(res.status);
      expect(typeof res.body.error).toBe('string');
    },
  );

  it('refuses a malformed Authorization header as anonymous', async () => {
    const res = await new Agent(t).get('/api/auth/me', { authorization: 'Bearer' });
    expect(res.status).toBe(401);
  });
});
