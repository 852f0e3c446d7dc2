import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePlan, nextPlanForMessages, nextPlanForUsers, PLANS, userQuotaMessage } from '../src/rules/plans.ts';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo, mailboxOf } from './mailbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let seq = 0;
const email = (label: string) => `${label}-${++seq}@members.test`;

async function signedIn(who: { email: string }) {
  const a = new Agent(t);
  await a.login(who.email, PASSWORD);
  return a;
}

const tokenOf = (inviteUrl: string) => inviteUrl.replace('/auth/invite/', '');

describe('GET /api/members and /api/jobs/technicians', () => {
  it('lists the organisation’s members by name with the spec fields, to every role, never another organisation’s', async () => {
    const mine = await createOrg(t, 'List Co');
    const theirs = await createOrg(t, 'Other List Co');
    for (const who of [mine.admin, mine.manager, mine.technician]) {
      const a = await signedIn(who);
      for (const path of ['/api/members', '/api/jobs/technicians']) {
        const res = await a.get(path);
        expect(res.status).toBe(200);
        expect(res.body.map((m: { name: string }) => m.name)).toEqual(['admin List Co', 'manager List Co', 'technician List Co']);
        expect(res.body[0]).toEqual({ id: mine.admin.id, name: 'admin List Co', email: mine.admin.email, role: 'admin', color: '#3b82f6' });
        expect(res.body.some((m: { id: string }) => m.id === theirs.admin.id)).toBe(false);
      }
    }
  });

  it('refuses anonymous callers', async () => {
    expect((await new Agent(t).get('/api/members')).status).toBe(401);
    expect((await new Agent(t).get('/api/jobs/technicians')).status).toBe(401);
  });

  it('costs the same number of SQL statements however many members there are', async () => {
    const { org, admin } = await createOrg(t, 'Count Co', ['admin']);
    const a = await signedIn(admin);
    const one = await t.countQueries(() => a.get('/api/members'));
    await t.database.db.user.createMany({
      data: [1, 2, 3, 4].map((i) => ({ orgId: org.id, name: `Extra ${i}`, email: email(`extra${i}`), role: 'technician' as const })),
    });
    const five = await t.countQueries(() => a.get('/api/members'));
    expect(five).toBe(one);
    const gqlOne = await t.countQueries(() => a.gql('{ members { id name role color invitePending } }'));
    expect((await a.gql('{ members { id } }')).data.members).toHaveLength(5);
    expect(gqlOne).toBeLessThanOrEqual(one + 1);
  });
});

describe('POST /api/members', () => {
  it('adds a member with a password who can sign in at once', async () => {
    const { admin, org } = await createOrg(t, 'Add Co', ['admin']);
    const a = await signedIn(admin);
    const address = email('Jo.Tech').toUpperCase();
    const res = await a.post('/api/members', {
      name: ' Jo Tech ',
      email: address,
      role: 'technician',
      color: '#10B981',
      password: 'secret-pass1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Jo Tech',
      email: address.toLowerCase(),
      role: 'technician',
      color: '#10b981',
      invite_url: null,
    });
    const jo = new Agent(t);
    const login = await jo.login(address.toLowerCase(), 'secret-pass1');
    expect(login.body.orgId).toBe(org.id);
    expect(await t.database.db.memberInvite.count({ where: { userId: res.body.id } })).toBe(0);
    expect(await t.database.db.outgoingMessage.count({ where: { to: address.toLowerCase() } })).toBe(0);
  });

  it('without a password, emails an invite: a single-use hashed token valid 7 days, the link only in the mailbox', async () => {
    const { admin, org } = await createOrg(t, 'Invite Co', ['admin']);
    const a = await signedIn(admin);
    const address = email('invitee');
    const res = await a.post('/api/members', { name: 'Ivy Invitee', email: address, role: 'manager', color: '#8b5cf6' });
    expect(res.status).toBe(201);
    expect(res.body.invite_url).toMatch(/^\/auth\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(res.body.invite_url);

    const invite = await t.database.db.memberInvite.findFirstOrThrow({ where: { userId: res.body.id } });
    expect(invite.orgId).toBe(org.id);
    expect(invite.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(invite.tokenHash).not.toContain(token);
    const days = (invite.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await lastEmailTo(t, address);
    expect(mail.subject).toBe("You're invited to join Invite Co on Spanner");
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/auth/invite/${token}`);
    expect(mail.text).toContain('Hi Ivy Invitee');
    expect(mail.from).toBe(`"Invite Co via Spanner" <no-reply@spanner.com.au>`);
    // The record keeps its delivery status, never the link.
    const record = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { to: address } });
    expect(record).toMatchObject({
      orgId: org.id,
      channel: 'email',
      accountMail: true,
      status: 'sent',
      sentById: admin.id,
      withheldText: null,
    });
    expect(record.body).not.toContain(token);

    // No password yet: signing in is refused like any wrong password.
    expect((await new Agent(t).post('/api/auth/login', { email: address, password: 'anything' })).status).toBe(401);
    const list = await a.gql('{ members { email invitePending } }');
    expect(list.data.members).toContainEqual({ email: address, invitePending: true });
  });

  it('/api/members/_compat/teams-add-member does the same (older app versions)', async () => {
    const { admin } = await createOrg(t, 'Compat Co', ['admin']);
    const a = await signedIn(admin);
    const res = await a.post('/api/members/_compat/teams-add-member', { name: 'Old App', email: email('old'), role: 'technician' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Old App',
      role: 'technician',
      color: '#3b82f6',
      invite_url: expect.stringMatching(/^\/auth\/invite\//),
    });
  });

  it('refuses an email any account already has, in any organisation, whatever its case', async () => {
    const { admin } = await createOrg(t, 'Dup Co', ['admin']);
    const other = await createOrg(t, 'Dup Other Co', ['admin']);
    const a = await signedIn(admin);
    for (const taken of [admin.email, other.admin.email.toUpperCase()]) {
      const res = await a.post('/api/members', { name: 'Dup', email: taken, password: 'secret-pass1' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'An account with this email already exists',
        fieldErrors: { email: 'An account with this email already exists' },
      });
    }
  });

  it('answers bad input with 400 and a clear message, and adds nobody', async () => {
    const { admin, org } = await createOrg(t, 'Bad Co', ['admin']);
    const a = await signedIn(admin);
    const cases: [unknown, string][] = [
      [{ email: email('x') }, 'Name is required'],
      [{ name: '  ', email: email('x') }, 'Name is required'],
      [{ name: 'X' }, 'Email is required'],
      [{ name: 'X', email: 'not-an-email' }, 'Enter a valid email'],
      [{ name: 'X', email: email('x'), password: '12345' }, 'Password must be at least 8 characters'],
      [{ name: 'X', email: email('x'), role: 'owner' }, 'Role must be admin, manager or technician'],
      [{ name: 'X', email: email('x'), color: 'red' }, 'Colour must be a hex value like #3b82f6'],
      [{ name: 'X', email: email('x'), password: 123456 }, 'Password must be text'],
      [{ name: 'X'.repeat(201), email: email('x') }, 'Name must be at most 200 characters'],
    ];
    for (const [body, error] of cases) {
      const res = await a.post('/api/members', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
    }
    const junk = await a.request('POST', '/api/members', { payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(junk.status).toBe(400);
    expect(await t.database.db.user.count({ where: { orgId: org.id } })).toBe(1);
  });

  it('is for admin and manager: a technician gets 403, a visitor 401; a manager may not make an admin', async () => {
    const { technician, manager } = await createOrg(t, 'Roles Co');
    const tech = await signedIn(technician);
    for (const path of ['/api/members', '/api/members/_compat/teams-add-member']) {
      const res = await tech.post(path, { name: 'Sneaky', email: email('sneaky'), password: 'secret-pass1' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('You do not have permission to do that');
      expect((await new Agent(t).post(path, { name: 'Anon', email: email('anon') })).status).toBe(401);
    }
    const mgr = await signedIn(manager);
    const asAdmin = await mgr.post('/api/members', { name: 'Promoted', email: email('promoted'), role: 'admin', password: 'secret-pass1' });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.error).toBe('Only an admin can add, change or remove an admin');
    expect(
      (await mgr.post('/api/members', { name: 'Tech', email: email('mgrtech'), role: 'technician', password: 'secret-pass1' })).status,
    ).toBe(201);
  });
});

describe('the plan’s user quota', () => {
  it('answers 402 with the spec’s code, message and action beyond 5 users on a Pro trial', async () => {
    const { admin, org } = await createOrg(t, 'Quota Co');
    const a = await signedIn(admin);
    for (let i = 0; i < 2; i++)
      expect((await a.post('/api/members', { name: `Tech ${i}`, email: email('q'), password: 'secret-pass1' })).status).toBe(201);
    const res = await a.post('/api/members', { name: 'One Too Many', email: email('q'), password: 'secret-pass1' });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      error: 'Your plan allows 5 users. Upgrade to add more.',
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Your plan allows 5 users. Upgrade to add more.',
      action: { label: 'Upgrade Now', url: '/subscription' },
    });
    const compat = await a.post('/api/members/_compat/teams-add-member', { name: 'Again', email: email('q') });
    expect(compat.status).toBe(402);
    const gql = await a.gql(
      `mutation { addMember(input: { name: "Gql", email: "${email('q')}" }) { __typename ... on AppError { code message } } }`,
    );
    expect(gql.data.addMember).toEqual({
      __typename: 'AppError',
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Your plan allows 5 users. Upgrade to add more.',
    });
    expect(await t.database.db.user.count({ where: { orgId: org.id } })).toBe(5);
  });

  it('counts Solo as 1 user, Enterprise as 12 (nothing to upgrade to); a lapsed subscription adds nobody', async () => {
    const { admin, org } = await createOrg(t, 'Plan Co', ['admin']);
    const a = await signedIn(admin);
    const add = () => a.post('/api/members', { name: 'Next', email: email('plan'), password: 'secret-pass1' });

    await t.database.db.subscription.update({ where: { orgId: org.id }, data: { status: 'active', planId: 'solo' } });
    const solo = await add();
    expect(solo.status).toBe(402);
    expect(solo.body.message).toBe('Your plan allows 1 user. Upgrade to add more.');

    await t.database.db.subscription.update({
      where: { orgId: org.id },
      data: { status: 'canceled', planId: 'pro', currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    expect((await add()).body).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED', message: 'This feature requires an active subscription.' });

    await t.database.db.subscription.update({ where: { orgId: org.id }, data: { status: 'active', planId: 'enterprise' } });
    await t.database.db.user.createMany({
      data: Array.from({ length: 11 }, (_, i) => ({ orgId: org.id, name: `Filler ${i}`, email: email('filler') })),
    });
    const full = await add();
    expect(full.status).toBe(402);
    expect(full.body).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Your plan allows 12 users. Remove a member to add another.',
      action: { label: 'Contact Support', url: '/support' },
    });
  });

  it('lets only one of two simultaneous adds take the last place', async () => {
    const { admin, org } = await createOrg(t, 'Race Co');
    const a = await signedIn(admin);
    await a.post('/api/members', { name: 'Fourth', email: email('race'), password: 'secret-pass1' });
    const answers = await Promise.all([1, 2].map((i) => a.post('/api/members', { name: `Racer ${i}`, email: email('race') })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 402]);
    expect(await t.database.db.user.count({ where: { orgId: org.id } })).toBe(5);
  });

  it('the rules: effective plan, upgrade path and message', () => {
    expect(effectivePlan(null)).toBe(PLANS.free);
    expect(effectivePlan({ status: 'trial', planId: 'solo' })).toBe(PLANS.pro);
    expect(effectivePlan({ status: 'past_due', planId: 'enterprise' })).toBe(PLANS.enterprise);
    // Canceled: the plan until its paid period ends, then Free.
    expect(effectivePlan({ status: 'canceled', planId: 'solo', currentPeriodEnd: new Date(Date.now() + 60_000) })).toBe(PLANS.solo);
    expect(effectivePlan({ status: 'canceled', planId: 'solo', currentPeriodEnd: new Date(Date.now() - 60_000) })).toBe(PLANS.free);
    expect(nextPlanForMessages('free')).toBe(PLANS.solo);
    expect(nextPlanForMessages('solo')).toBe(PLANS.pro);
    expect(nextPlanForMessages('enterprise')).toBeNull();
    expect(nextPlanForUsers('free')).toBe(PLANS.pro);
    expect(nextPlanForUsers('pro')).toBe(PLANS.enterprise);
    expect(nextPlanForUsers('enterprise')).toBeNull();
    expect(userQuotaMessage(PLANS.pro)).toBe('Your plan allows 5 users. Upgrade to add more.');
  });
});

describe('PUT /api/members/{id}', () => {
  it('changes role and colour; another organisation’s member is not found', async () => {
    const mine = await createOrg(t, 'Edit Co');
    const theirs = await createOrg(t, 'Edit Other Co');
    const a = await signedIn(mine.admin);
    const res = await a.put(`/api/members/${mine.technician.id}`, { role: 'manager', color: '#EF4444' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: mine.technician.id,
      name: 'technician Edit Co',
      email: mine.technician.email,
      role: 'manager',
      color: '#ef4444',
    });
    const foreign = await a.put(`/api/members/${theirs.technician.id}`, { color: '#000000' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Member not found');
    expect((await a.put('/api/members/not-a-uuid', { color: '#000000' })).status).toBe(404);
    const untouched = await t.database.db.user.findUniqueOrThrow({ where: { id: theirs.technician.id } });
    expect(untouched.color).toBe('#3b82f6');
  });

  it('keeps an admin: the last admin cannot step down, and only an admin changes an admin', async () => {
    const { admin, manager, technician } = await createOrg(t, 'Last Admin Co');
    const a = await signedIn(admin);
    const res = await a.put(`/api/members/${admin.id}`, { role: 'manager' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('An organisation needs at least one admin. Make another member an admin first.');
    // Colour alone is fine.
    expect((await a.put(`/api/members/${admin.id}`, { color: '#f59e0b' })).status).toBe(200);

    const mgr = await signedIn(manager);
    expect((await mgr.put(`/api/members/${admin.id}`, { role: 'technician' })).status).toBe(403);
    expect((await mgr.put(`/api/members/${technician.id}`, { role: 'admin' })).status).toBe(403);
    expect((await mgr.put(`/api/members/${technician.id}`, { color: '#06b6d4' })).status).toBe(200);

    // With a second admin, the first may step down.
    expect((await a.put(`/api/members/${manager.id}`, { role: 'admin' })).status).toBe(200);
    expect((await a.put(`/api/members/${admin.id}`, { role: 'technician' })).body.role).toBe('technician');
  });

  it('refuses technicians, visitors and bad input', async () => {
    const { admin, technician, manager } = await createOrg(t, 'Edit Roles Co');
    const tech = await signedIn(technician);
    expect((await tech.put(`/api/members/${manager.id}`, { color: '#000000' })).status).toBe(403);
    expect((await tech.put(`/api/members/${technician.id}`, { role: 'admin' })).status).toBe(403);
    expect((await new Agent(t).put(`/api/members/${manager.id}`, { color: '#000000' })).status).toBe(401);
    const a = await signedIn(admin);
    const bad = await a.put(`/api/members/${manager.id}`, { role: 'boss' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Role must be admin, manager or technician');
    expect((await a.put(`/api/members/${manager.id}`, { color: 42 })).status).toBe(400);
  });
});

describe('editing a member’s name and email', () => {
  it('REST: an admin renames a member and changes their email (lowercased), and they sign in with it', async () => {
    const { admin, technician } = await createOrg(t, 'Rename Co');
    const a = await signedIn(admin);
    const address = email('Renamed');
    const res = await a.put(`/api/members/${technician.id}`, { name: '  Tom Renamed ', email: `  ${address.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: technician.id, name: 'Tom Renamed', email: address.toLowerCase() });
    const list = await a.get('/api/members');
    expect(list.body.find((m: { id: string }) => m.id === technician.id)).toMatchObject({
      name: 'Tom Renamed',
      email: address.toLowerCase(),
    });
    await signedIn({ email: address.toLowerCase() });
  });

  it('REST: refuses a taken email (any organisation, any case), a blank name and a bad email, changing nothing', async () => {
    const mine = await createOrg(t, 'Rename Clash Co');
    const theirs = await createOrg(t, 'Rename Clash Other Co', ['admin']);
    const a = await signedIn(mine.admin);
    const taken = await a.put(`/api/members/${mine.technician.id}`, { email: theirs.admin.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('An account with this email already exists');
    const sameOrg = await a.put(`/api/members/${mine.technician.id}`, { email: mine.manager.email });
    expect(sameOrg.status).toBe(409);
    const blank = await a.put(`/api/members/${mine.technician.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatch(/Name/);
    const bad = await a.put(`/api/members/${mine.technician.id}`, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Enter a valid email');
    // Their own email again is no clash.
    expect((await a.put(`/api/members/${mine.technician.id}`, { email: mine.technician.email })).status).toBe(200);
    const unchanged = await t.database.db.user.findUniqueOrThrow({ where: { id: mine.technician.id } });
    expect(unchanged).toMatchObject({ name: 'technician Rename Clash Co', email: mine.technician.email });
  });

  it('REST: follows the member rule: a manager may not rename an admin, a technician nobody', async () => {
    const { admin, manager, technician } = await createOrg(t, 'Rename Rule Co');
    const mgr = await signedIn(manager);
    expect((await mgr.put(`/api/members/${admin.id}`, { name: 'Demoted Name' })).status).toBe(403);
    expect((await mgr.put(`/api/members/${admin.id}`, { email: email('steal') })).status).toBe(403);
    expect((await mgr.put(`/api/members/${technician.id}`, { name: 'Tech Two' })).status).toBe(200);
    const tech = await signedIn(technician);
    expect((await tech.put(`/api/members/${manager.id}`, { name: 'Boss' })).status).toBe(403);
    const admin1 = await t.database.db.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(admin1.name).toBe('admin Rename Rule Co');
  });

  it('GraphQL: updateMember changes name and email, with typed errors for a taken email and a manager editing an admin', async () => {
    const mine = await createOrg(t, 'Gql Rename Co');
    const theirs = await createOrg(t, 'Gql Rename Other Co', ['admin']);
    const upd = (agent: Agent, id: string, input: Record<string, string>) =>
      agent.gql(
        `mutation($id: ID!, $input: UpdateMemberInput!) { updateMember(id: $id, input: $input) {
          __typename ... on User { name email } ... on AppError { code message } } }`,
        { id, input },
      );
    const a = await signedIn(mine.admin);
    const address = email('GqlRenamed');
    expect((await upd(a, mine.technician.id, { name: 'Gina Renamed', email: address.toUpperCase() })).data.updateMember).toEqual({
      __typename: 'User',
      name: 'Gina Renamed',
      email: address.toLowerCase(),
    });
    expect((await upd(a, mine.technician.id, { email: theirs.admin.email })).data.updateMember).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
    const mgr = await signedIn(mine.manager);
    expect((await upd(mgr, mine.admin.id, { name: 'Nope' })).data.updateMember).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('an invited member who has not joined', () => {
  it('is on the team list but not among the assignable people, and no job can be assigned to them until they join', async () => {
    const { admin } = await createOrg(t, 'Not Joined Co', ['admin']);
    const a = await signedIn(admin);
    const added = await a.post('/api/members', { name: 'Ivy Invited', email: email('ivy') });
    expect(added.status).toBe(201);
    const ivy = added.body.id as string;
    const names = (res: { body: { name: string }[] }) => res.body.map((m) => m.name);

    expect(names(await a.get('/api/members'))).toContain('Ivy Invited');
    expect(names(await a.get('/api/jobs/technicians'))).toEqual(['admin Not Joined Co']);
    const gqlList = await a.gql('{ all: members { name } assignable: members(assignable: true) { name } }');
    expect(gqlList.data.all.map((m: { name: string }) => m.name)).toContain('Ivy Invited');
    expect(gqlList.data.assignable.map((m: { name: string }) => m.name)).toEqual(['admin Not Joined Co']);

    const rest = await a.post('/api/jobs', { title: 'Service', assignedTechIds: [ivy] });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe('This member has not joined yet: they can be assigned once they accept their invite');
    const gql = await a.gql(
      `mutation($input: CreateJobInput!) { createJob(input: $input) { __typename ... on AppError { code message } } }`,
      { input: { title: 'Service', assignedTechIds: [ivy] } },
    );
    expect(gql.data.createJob).toMatchObject({ code: 'VALIDATION' });
    expect(await t.database.db.job.count({ where: { technicians: { some: { userId: ivy } } } })).toBe(0);

    // Once they join, they are assignable.
    const accepted = await new Agent(t).post('/api/auth/invite/accept', { token: tokenOf(added.body.invite_url), password: 'ivy-pass-1' });
    expect(accepted.status).toBe(200);
    expect(names(await a.get('/api/jobs/technicians'))).toContain('Ivy Invited');
    expect((await a.post('/api/jobs', { title: 'Service', assignedTechIds: [ivy] })).status).toBe(201);
  });
});

describe('DELETE /api/members/{id}', () => {
  it('removes a member, whose sessions end with them', async () => {
    const { admin, technician, org } = await createOrg(t, 'Remove Co');
    const a = await signedIn(admin);
    const tech = await signedIn(technician);
    const res = await a.request('DELETE', `/api/members/${technician.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await tech.get('/api/auth/me')).status).toBe(401);
    expect(await t.database.db.user.count({ where: { orgId: org.id } })).toBe(2);
    expect((await a.request('DELETE', `/api/members/${technician.id}`)).status).toBe(404);
  });

  it('refuses removing yourself, an admin (for a manager) and another organisation’s member', async () => {
    const mine = await createOrg(t, 'Keep Co');
    const theirs = await createOrg(t, 'Keep Other Co');
    const a = await signedIn(mine.admin);
    const self = await a.request('DELETE', `/api/members/${mine.admin.id}`);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe("You can't remove yourself from the team. Ask another admin to do it.");
    const foreign = await a.request('DELETE', `/api/members/${theirs.technician.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Member not found');
    const mgr = await signedIn(mine.manager);
    const lastAdmin = await mgr.request('DELETE', `/api/members/${mine.admin.id}`);
    expect(lastAdmin.status).toBe(403);
    expect(lastAdmin.body.error).toBe('Only an admin can add, change or remove an admin');
    expect((await mgr.request('DELETE', `/api/members/${mine.manager.id}`)).status).toBe(400);
    expect(await t.database.db.user.count({ where: { id: { in: [mine.admin.id, theirs.technician.id, mine.manager.id] } } })).toBe(3);
  });

  it('refuses technicians and visitors', async () => {
    const { manager, technician } = await createOrg(t, 'Remove Roles Co');
    const tech = await signedIn(technician);
    expect((await tech.request('DELETE', `/api/members/${manager.id}`)).status).toBe(403);
    expect((await new Agent(t).request('DELETE', `/api/members/${manager.id}`)).status).toBe(401);
  });
});

describe('invites', () => {
  async function invited(label: string) {
    const { admin, org } = await createOrg(t, `${label} Co`, ['admin']);
    const a = await signedIn(admin);
    const address = email(label.toLowerCase().replace(/\W/g, ''));
    const res = await a.post('/api/members', { name: `${label} Person`, email: address, role: 'technician' });
    return { a, org, address, id: res.body.id as string, token: tokenOf(res.body.invite_url) };
  }

  it('accepting sets the password and signs in (cookie); the link works once', async () => {
    const { token, address, org } = await invited('Accept');
    const b = new Agent(t);
    const res = await b.post('/api/auth/invite/accept', { token, password: 'newpass1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ authMethod: 'cookie', orgId: org.id, platform: 'web', user: { email: address, role: 'technician' } });
    expect(b.cookies.has('spanner_session')).toBe(true);
    expect((await b.get('/api/auth/me')).body.user.email).toBe(address);
    await new Agent(t).login(address, 'newpass1');

    const again = await new Agent(t).post('/api/auth/invite/accept', { token, password: 'hijacked1' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This invite has already been used. Sign in with your email and password.');
    expect((await new Agent(t).post('/api/auth/login', { email: address, password: 'hijacked1' })).status).toBe(401);
  });

  it('token mode (iOS) answers tokens', async () => {
    const { token } = await invited('Token');
    const res = await new Agent(t).post('/api/auth/invite/accept', { token, password: 'newpass1' }, { 'auth-mode': 'token' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      authMethod: 'token',
      platform: 'ios',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
  });

  it('refuses an expired link, an unknown one and a short password, and never 500', async () => {
    const { token, id } = await invited('Expired');
    const short = await new Agent(t).post('/api/auth/invite/accept', { token, password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Password must be at least 8 characters');

    await t.database.db.memberInvite.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await new Agent(t).post('/api/auth/invite/accept', { token, password: 'newpass1' });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe('This invite link has expired. Ask your admin to send a new one.');

    const unknown = await new Agent(t).post('/api/auth/invite/accept', { token: 'nope', password: 'newpass1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('This invite link is not valid. Ask your admin to send a new one.');
    expect((await new Agent(t).post('/api/auth/invite/accept', {})).status).toBe(400);
    expect((await new Agent(t).post('/api/auth/invite/accept', { token: 'x'.repeat(5000), password: 'newpass1' })).status).toBe(400);
  });

  it('GraphQL: invite shows who it is for; acceptInvite signs in; resendInvite replaces the link', async () => {
    const { a, token, address, id } = await invited('Gql Invite');
    const anon = new Agent(t);
    const preview = await anon.gql('query($token: String!) { invite(token: $token) { name email orgName } }', { token });
    expect(preview.data.invite).toEqual({ name: 'Gql Invite Person', email: address, orgName: 'Gql Invite Co' });
    const bad = await anon.gql('{ invite(token: "nope") { name } }');
    expect(bad.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const resent = await a.gql(
      `mutation($id: ID!) { resendInvite(id: $id) { __typename ... on MemberInvitePayload { inviteUrl member { id invitePending } } } }`,
      { id },
    );
    const fresh = tokenOf(resent.data.resendInvite.inviteUrl);
    expect(fresh).not.toBe(token);
    expect(resent.data.resendInvite.member).toEqual({ id, invitePending: true });
    expect((await mailboxOf(t, address)).map((m) => m.text.includes(`/auth/invite/${fresh}`))).toEqual([false, true]);

    const ACCEPT = `mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) {
      __typename ... on User { email invitePending } ... on AppError { code message } } }`;
    const old = await anon.gql(ACCEPT, { input: { token, password: 'newpass1' } });
    expect(old.data.acceptInvite.code).toBe('NOT_FOUND');
    const ok = await anon.gql(ACCEPT, { input: { token: fresh, password: 'newpass1' } });
    expect(ok.data.acceptInvite).toEqual({ __typename: 'User', email: address, invitePending: false });
    expect((await anon.gql('{ viewer { email } }')).data.viewer.email).toBe(address);

    const already = await a.gql(`mutation($id: ID!) { resendInvite(id: $id) { ... on AppError { code message } } }`, { id });
    expect(already.data.resendInvite).toEqual({ code: 'BAD_REQUEST', message: 'Gql Invite Person has already set a password' });
  });
});

describe('members over GraphQL', () => {
  const ADD = `mutation($input: AddMemberInput!) { addMember(input: $input) {
    __typename ... on MemberInvitePayload { inviteUrl member { name email role color invitePending } }
    ... on AppError { code message fieldErrors { field message } } } }`;

  it('adds, lists, updates and removes', async () => {
    const { admin, org } = await createOrg(t, 'Gql Members Co', ['admin']);
    const a = await signedIn(admin);
    const address = email('gql');
    const added = await a.gql(ADD, {
      input: { name: 'Gail Gql', email: address, role: 'technician', color: '#ec4899', password: 'secret-pass1' },
    });
    expect(added.data.addMember).toEqual({
      __typename: 'MemberInvitePayload',
      inviteUrl: null,
      member: { name: 'Gail Gql', email: address, role: 'technician', color: '#ec4899', invitePending: false },
    });
    const invited = await a.gql(ADD, { input: { name: 'Ian Invite', email: email('gqlinv') } });
    expect(invited.data.addMember.inviteUrl).toMatch(/^\/auth\/invite\//);

    const list = await a.gql('{ members { id name role } }');
    expect(list.data.members.map((m: { name: string }) => m.name)).toEqual(['admin Gql Members Co', 'Gail Gql', 'Ian Invite']);
    const gail = list.data.members[1].id;

    const updated = await a.gql(
      `mutation($id: ID!) { updateMember(id: $id, input: { role: manager, color: "#14B8A6" }) { __typename ... on User { role color } } }`,
      { id: gail },
    );
    expect(updated.data.updateMember).toEqual({ __typename: 'User', role: 'manager', color: '#14b8a6' });

    const removed = await a.gql(`mutation($id: ID!) { removeMember(id: $id) { __typename ... on RemoveMemberPayload { id } } }`, {
      id: gail,
    });
    expect(removed.data.removeMember).toEqual({ __typename: 'RemoveMemberPayload', id: gail });
    expect(await t.database.db.user.count({ where: { orgId: org.id } })).toBe(2);
  });

  it('answers expected failures as typed AppErrors: bad input, email taken, not found, self, last admin', async () => {
    const mine = await createOrg(t, 'Gql Fail Co', ['admin']);
    const theirs = await createOrg(t, 'Gql Fail Other Co', ['admin', 'technician']);
    const a = await signedIn(mine.admin);
    const short = await a.gql(ADD, { input: { name: 'X', email: email('x'), password: '123' } });
    expect(short.data.addMember).toMatchObject({ code: 'VALIDATION', message: 'Password must be at least 8 characters' });
    const taken = await a.gql(ADD, { input: { name: 'X', email: theirs.admin.email } });
    expect(taken.data.addMember).toMatchObject({ code: 'CONFLICT', message: 'An account with this email already exists' });

    const upd = (id: string, input: string) =>
      a.gql(`mutation($id: ID!) { updateMember(id: $id, input: ${input}) { ... on AppError { code message } } }`, { id });
    expect((await upd(theirs.technician.id, '{ color: "#000000" }')).data.updateMember).toEqual({
      code: 'NOT_FOUND',
      message: 'Member not found',
    });
    expect((await upd(mine.admin.id, '{ role: technician }')).data.updateMember.code).toBe('BAD_REQUEST');
    expect((await upd(mine.admin.id, '{ color: "blue" }')).data.updateMember.code).toBe('VALIDATION');

    const rm = (id: string) => a.gql(`mutation($id: ID!) { removeMember(id: $id) { ... on AppError { code message } } }`, { id });
    expect((await rm(theirs.technician.id)).data.removeMember.code).toBe('NOT_FOUND');
    expect((await rm(mine.admin.id)).data.removeMember.code).toBe('BAD_REQUEST');
    expect(await t.database.db.user.count({ where: { orgId: theirs.org.id } })).toBe(2);
  });

  it('a technician reads the list but may not manage; a visitor may not read', async () => {
    const { technician, manager } = await createOrg(t, 'Gql Tech Co');
    const tech = await signedIn(technician);
    expect((await tech.gql('{ members { name } }')).data.members).toHaveLength(3);
    for (const op of [
      `mutation { addMember(input: { name: "X", email: "${email('x')}" }) { __typename } }`,
      `mutation { updateMember(id: "${manager.id}", input: { color: "#000000" }) { __typename } }`,
      `mutation { removeMember(id: "${manager.id}") { __typename } }`,
      `mutation { resendInvite(id: "${manager.id}") { __typename } }`,
    ]) {
      expect((await tech.gql(op)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await new Agent(t).gql(op)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await new Agent(t).gql('{ members { name } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells the web what the viewer may do: viewerCan per role, and viewerCanManage per member', async () => {
    const { admin, manager, technician } = await createOrg(t, 'Gql Can Co');
    const ask =
      '{ viewerCan { manageTeam manageAdmins deleteJobs openOfficePages manageQuotes manageInvoices managePriceList } members { name viewerCanManage } }';
    const answers: Record<string, unknown> = {};
    for (const who of [admin, manager, technician]) answers[who.role] = (await (await signedIn(who)).gql(ask)).data;
    // The office's pages (quotes, invoices, the price list) are the web's to hide from a technician: its menu and route
    // guard read these (web/src/lib/nav.ts).
    const office = {
      manageTeam: true,
      deleteJobs: true,
      openOfficePages: true,
      manageQuotes: true,
      manageInvoices: true,
      managePriceList: true,
    };
    const manages = (names: string[]) =>
      ['admin Gql Can Co', 'manager Gql Can Co', 'technician Gql Can Co'].map((name) => ({ name, viewerCanManage: names.includes(name) }));
    expect(answers.admin).toEqual({
      viewerCan: { ...office, manageAdmins: true },
      members: manages(['admin Gql Can Co', 'manager Gql Can Co', 'technician Gql Can Co']),
    });
    expect(answers.manager).toEqual({
      viewerCan: { ...office, manageAdmins: false },
      members: manages(['manager Gql Can Co', 'technician Gql Can Co']),
    });
    expect(answers.technician).toEqual({
      viewerCan: {
        manageTeam: false,
        manageAdmins: false,
        deleteJobs: false,
        openOfficePages: false,
        manageQuotes: false,
        manageInvoices: false,
        managePriceList: false,
      },
      members: manages([]),
    });
    expect((await new Agent(t).gql('{ viewerCan { manageTeam seeAllJobs } }')).data.viewerCan).toEqual({
      manageTeam: false,
      seeAllJobs: false,
    });
  });
});
