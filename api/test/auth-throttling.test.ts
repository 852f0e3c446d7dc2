import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// Finding 6 and 14 of the security review: throttles a client cannot step around, counted atomically, on every
// guessable operation; and the NIST password rules for new passwords.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    TRUST_PROXY: '1',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '20',
    REGISTER_MAX_PER_ADDRESS: '3',
  });
});
afterAll(() => t.close());

const PROXY = '10.0.0.1';
/** A request through the one trusted load balancer: whatever the client wrote, then the address the balancer saw. */
const through = (client: string, spoofed = '') => new Agent(t, { ip: PROXY, headers: { 'x-forwarded-for': `${spoofed}${client}` } });

describe('sign-in throttling', () => {
  it('a client rotating X-Forwarded-For is still one address: 40 wrong passwords, the last 20 refused unevaluated', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await through('203.0.113.7', `198.51.100.${i}, `).post('/api/auth/login', {
        email: `guess${i}@x.test`,
        password: 'wrong-one',
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // Another client behind the same balancer is not affected.
    expect((await through('203.0.113.8').post('/api/auth/login', { email: 'guess0@x.test', password: 'wrong-one' })).status).toBe(401);
  });

  it('30 parallel guesses against one account: at most 5 are evaluated, the rest answer 429', async () => {
    const { admin } = await createOrg(t, 'Parallel Co', ['admin']);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => through(`192.0.2.${i}`).post('/api/auth/login', { email: admin.email, password: `guess-${i}` })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(25);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('changing the password is limited like signing in: after 5 wrong current passwords even the right one waits', async () => {
    const { admin } = await createOrg(t, 'Change Co', ['admin']);
    const a = through('203.0.113.20');
    await a.login(admin.email, PASSWORD);
    for (let i = 0; i < 5; i++) {
      const res = await a.post('/api/me/change-password', { currentPassword: `guess-${i}`, newPassword: 'brand-new-pass' });
      expect(res.status).toBe(400);
    }
    const res = await a.put('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'brand-new-pass' });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const gql = await a.gql(
      'mutation { changePassword(input: { currentPassword: "correct-horse", newPassword: "brand-new-pass" }) { __typename ... on AppError { code } } }',
    );
    expect(gql.data?.changePassword ?? gql.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await new Agent(t).post('/api/auth/login', { email: admin.email, password: PASSWORD })).status).toBe(200);
  });
});

describe('registration', () => {
  it('is limited per client address, whether the emails are free or taken', async () => {
    const { admin } = await createOrg(t, 'Taken Co', ['admin']);
    const client = '203.0.113.30';
    expect(
      (await through(client).post('/api/auth/register', { orgName: 'A', email: 'reg-a@x.test', password: 'register-pass1' })).status,
    ).toBe(201);
    // The clear answer for a taken email stays (docs/security.md: the enumeration trade-off) …
    const taken = await through(client).post('/api/auth/register', { orgName: 'B', email: admin.email, password: 'register-pass1' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('An account with this email already exists');
    expect(
      (
        await through(client, '198.51.100.1, ').post('/api/auth/register', {
          orgName: 'C',
          email: 'reg-c@x.test',
          password: 'register-pass1',
        })
      ).status,
    ).toBe(201);
    // … and probing more of them from one address is refused.
    const limited = await through(client, '198.51.100.2, ').post('/api/auth/register', {
      orgName: 'D',
      email: 'reg-d@x.test',
      password: 'register-pass1',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many sign-ups from your network. Please wait a while and try again.');
    expect(await t.database.db.user.count({ where: { email: 'reg-d@x.test' } })).toBe(0);
    expect(
      (await through('203.0.113.31').post('/api/auth/register', { orgName: 'E', email: 'reg-e@x.test', password: 'register-pass1' }))
        .status,
    ).toBe(201);
  });
});

describe('password rules for new passwords (NIST SP 800-63B)', () => {
  const COMMON = 'This password is too common. Choose one that is harder to guess.';

  it.each(['password1', 'Iloveyou', 'qwertyuiop', '12345678'])('refuses the common password %s with a clear message', async (password) => {
    const res = await through('203.0.113.40').post('/api/auth/register', { orgName: 'Common', email: 'common@x.test', password });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(COMMON);
  });

  it('refuses common and short passwords when changing it too; an old 6-character password still signs in', async () => {
    const { admin } = await createOrg(t, 'Old Pw Co', ['admin']);
    await t.database.db.user.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword('k9#Lm2') } });
    const a = through('203.0.113.41');
    await a.login(admin.email, 'k9#Lm2');
    const common = await a.post('/api/me/change-password', { currentPassword: 'k9#Lm2', newPassword: 'sunshine' });
    expect(common.status).toBe(400);
    expect(common.body.error).toBe(COMMON);
    const short = await a.post('/api/me/change-password', { currentPassword: 'k9#Lm2', newPassword: 'x7#Qp2z' });
    expect(short.body.error).toBe('Password must be at least 8 characters');
    expect((await a.post('/api/me/change-password', { currentPassword: 'k9#Lm2', newPassword: 'tram-kettle-violet' })).status).toBe(200);
  });
});
