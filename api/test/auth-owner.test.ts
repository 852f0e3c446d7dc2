import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { setUpOwner, setUpSupportAdmin } from '../src/domain/accounts/set-up-operator-accounts.ts';
import { AppError } from '../src/errors.ts';
import { Agent } from './agent.ts';
import { createOrg, OWNER_EMAIL, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// Finding 1 of the security review: nobody becomes the platform owner (or a support admin) through the web; the
// operator sets them up once at the console. Emails are one address whatever their letter case.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const IS_OWNER = '{ me { email isOwner } }';

describe('the platform owner', () => {
  it('registering OWNER_EMAIL, in any letter case, makes an ordinary account, not the owner', async () => {
    const a = new Agent(t, { ip: '10.20.0.1' });
    const res = await a.post('/api/auth/register', { orgName: 'Takeover', email: OWNER_EMAIL.toUpperCase(), password: 'takeover-pass1' });
    expect(res.status).toBe(201);
    expect(res.body.user.email).toBe(OWNER_EMAIL);
    expect((await a.gql(IS_OWNER)).data.me).toEqual({ email: OWNER_EMAIL, isOwner: false });
    expect((await t.database.db.user.findUniqueOrThrow({ where: { email: OWNER_EMAIL } })).isPlatformOwner).toBe(false);
  });

  it('is set up once at the console: a one-time link to choose the password, then the owner portal', async () => {
    const { email, created, link } = await setUpOwner(t.database, { email: 'Boss@Spanner.Test', name: 'The Boss' });
    expect({ email, created }).toEqual({ email: 'boss@spanner.test', created: true });
    expect(link).toMatch(/^\/auth\/invite\/[\w-]{43}$/);
    const token = link!.replace('/auth/invite/', '');

    const a = new Agent(t, { ip: '10.20.0.2' });
    expect((await a.post('/api/auth/invite/accept', { token, password: 'owner-chosen-1' })).status).toBe(200);
    expect((await a.gql(IS_OWNER)).data.me).toEqual({ email: 'boss@spanner.test', isOwner: true });
    // The link works once.
    expect((await new Agent(t).post('/api/auth/invite/accept', { token, password: 'hijacker-pass1' })).status).toBe(409);
    // The owner signs in with any letter case of their email.
    const again = new Agent(t, { ip: '10.20.0.3' });
    await again.login('BOSS@spanner.test', 'owner-chosen-1');
    expect((await again.gql(IS_OWNER)).data.me.isOwner).toBe(true);

    // Only one owner: another email is refused, the same one gets a fresh link only while it has no password.
    await expect(setUpOwner(t.database, { email: 'other@spanner.test' })).rejects.toThrow(
      'The platform owner is already set up (boss@spanner.test).',
    );
    expect((await setUpOwner(t.database, { email: 'boss@spanner.test' })).link).toBeNull();
  });

  it('refuses a weak password given at the console', async () => {
    const err = await setUpOwner(t.database, { email: 'weak@spanner.test', password: 'password1' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.message).toBe('This password is too common. Choose one that is harder to guess.');
  });
});

describe('the first support admin', () => {
  it('is set up once at the console, with a generated password shown once, and signs in with any letter case', async () => {
    const { generatedPassword } = await setUpSupportAdmin(t.database, { email: 'Lead@Support.Test' });
    expect(generatedPassword).toMatch(/^[\w-]{24}$/);
    const staff = new Agent(t, { ip: '10.20.1.1' });
    const res = await staff.post('/support/api/auth/login', { email: 'LEAD@support.test', password: generatedPassword });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'lead@support.test', role: 'support_admin' });
    await expect(setUpSupportAdmin(t.database, { email: 'second@support.test', password: 'second-admin-1' })).rejects.toThrow(
      'A support admin is already set up (lead@support.test).',
    );
  });
});

describe('emails are one address whatever their letter case', () => {
  it('sign-in, registration and adding a member treat letter case alike', async () => {
    const { admin } = await createOrg(t, 'Case Co', ['admin']);
    const a = new Agent(t, { ip: '10.20.2.1' });
    await a.login(admin.email.toUpperCase(), PASSWORD);
    const dup = await new Agent(t, { ip: '10.20.2.2' }).post('/api/auth/register', {
      orgName: 'Dup',
      email: admin.email.toUpperCase(),
      password: 'another-pass1',
    });
    expect(dup.status).toBe(409);
    const added = await a.post('/api/members', { name: 'Mixed Case', email: 'Mixed.Case@Case.Test', password: 'mixed-pass-1' });
    expect(added.status).toBe(201);
    expect(added.body.email).toBe('mixed.case@case.test');
    expect((await a.post('/api/members', { name: 'Again', email: 'MIXED.CASE@case.test', password: 'mixed-pass-1' })).status).toBe(409);
  });

  it('the database refuses an email stored with capitals, so the unique index is case-insensitive', async () => {
    const { org } = await createOrg(t, 'Upper Co', ['admin']);
    await expect(t.database.db.user.create({ data: { orgId: org.id, name: 'Upper', email: 'Upper@Case.Test' } })).rejects.toThrow();
    await expect(
      t.database.db.supportStaff.create({ data: { name: 'Upper', email: 'Upper@Case.Test', passwordHash: 'x' } }),
    ).rejects.toThrow();
  });
});

describe('the demo business', () => {
  it('is seeded by default on the embedded database, and on PostgreSQL only when asked for', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/prod' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/demo', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});
