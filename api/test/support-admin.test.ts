import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayKeyOf } from '../src/rules/zoned-time.ts';
import { Agent } from './agent.ts';
import { createOrg, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';

// The support Admin Console over REST and GraphQL: who may use it, invites that work once and expire,
// role changes and deactivation that end sessions at once, and the audit log of every step.

let t: TestApp;
let admin: Agent;
let adminId: string;
let staff: Agent;
let business: Agent;
beforeAll(async () => {
  t = await startTestApp();
  const a = await createStaff(t, uniqueEmail('boss@support.test'), 'support_admin');
  const s = await createStaff(t, uniqueEmail('helper@support.test'));
  adminId = a.id;
  admin = await staffAgent(a.email);
  staff = await staffAgent(s.email);
  const org = await createOrg(t, 'Console Biz', ['admin']);
  business = new Agent(t);
  await business.login(org.admin.email, PASSWORD);
});
afterAll(() => t.close());

async function staffAgent(email: string, password = PASSWORD): Promise<Agent> {
  const agent = new Agent(t);
  const res = await agent.post('/support/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return agent;
}

const tokenOf = (link: string) => link.split('/').pop()!;

async function invite(email: string, role = 'support_staff') {
  const res = await admin.post('/api/support-admin/invites', { email, role });
  expect(res.status).toBe(201);
  return res.body as { invite: { id: string; email: string }; invite_url: string };
}

async function auditOf(query: string) {
  const res = await admin.get(`/api/support-admin/audit?${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    entries: { action: string; actor_name: string; target_label: string | null; detail: string | null }[];
    pagination: { total: number; pages: number };
  };
}

describe('who may use the Admin Console', () => {
  const adminRoutes: [string, string][] = [
    ['GET', '/api/support-admin/invites'],
    ['POST', '/api/support-admin/invites'],
    ['POST', '/api/support-admin/invites/x/resend'],
    ['DELETE', '/api/support-admin/invites/x'],
    ['PATCH', '/api/support-admin/staff/x'],
    ['POST', '/api/support-admin/staff/x/deactivate'],
    ['POST', '/api/support-admin/staff/x/reactivate'],
    ['GET', '/api/support-admin/audit'],
    ['GET', '/api/support-tickets/staff?includeInactive=true'],
  ];

  it.each(adminRoutes)('%s %s: 401 for nobody and for a business user, 403 for support_staff', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { email: uniqueEmail('x@y.test'), role: 'support_staff' };
    expect((await new Agent(t).request(method, url, { body })).status).toBe(401);
    const asBusiness = await business.request(method, url, { body });
    expect(asBusiness.status).toBe(401);
    expect(asBusiness.body.error).toBe('Support sign-in required');
    expect((await staff.request(method, url, { body })).status).toBe(403);
  });

  it('the staff list of the assignment editor is for every staff member, never a business user', async () => {
    const res = await staff.get('/api/support-tickets/staff');
    expect(res.status).toBe(200);
    expect(res.body.staff.map((s: { id: string }) => s.id)).toContain(adminId);
    expect(res.body.staff[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), name: expect.any(String), email: expect.any(String) }),
    );
    expect((await business.get('/api/support-tickets/staff')).status).toBe(401);
    expect((await admin.get('/api/support-tickets/staff?includeInactive=maybe')).status).toBe(400);
  });

  it('GraphQL: support_staff is FORBIDDEN, a business user UNAUTHENTICATED, on every admin field', async () => {
    const ops = [
      '{ supportStaff { id } }',
      '{ supportInvites { id } }',
      '{ supportAuditLog { totalCount } }',
      'mutation { inviteSupportStaff(email: "a@b.test") { __typename } }',
      'mutation { deactivateSupportStaff(id: "x") { __typename } }',
      'mutation { changeSupportStaffRole(id: "x", role: support_admin) { __typename } }',
      'mutation { revokeSupportInvite(id: "x") { __typename } }',
    ];
    for (const op of ops) {
      expect((await staff.gql(op)).errors?.[0]?.extensions?.code, op).toBe('FORBIDDEN');
      expect((await business.gql(op)).errors?.[0]?.extensions?.code, op).toBe('UNAUTHENTICATED');
    }
    expect((await business.gql('{ assignableStaff { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const own = await staff.gql('{ supportViewer { can { workTickets manageStaff readAuditLog } } assignableStaff { id } }');
    expect(own.data.supportViewer.can).toEqual({ workTickets: true, manageStaff: false, readAuditLog: false });
    expect(own.data.assignableStaff.length).toBeGreaterThan(1);
  });
});

describe('refused staff actions are audited', () => {
  it('a support_staff member trying Admin Console calls over REST and GraphQL: 403, and each attempt is in the audit log', async () => {
    const tryer = await createStaff(t, uniqueEmail('curious@support.test'));
    const as = await staffAgent(tryer.email);
    expect((await as.post('/api/support-admin/invites', { email: uniqueEmail('friend@y.test'), role: 'support_admin' })).status).toBe(403);
    expect((await as.get('/api/support-admin/audit')).status).toBe(403);
    expect((await as.get('/api/support-tickets/staff?includeInactive=true')).status).toBe(403);
    const gql = await as.gql('mutation { inviteSupportStaff(email: "pal@b.test", role: support_admin) { __typename } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await as.gql('{ supportAuditLog { totalCount } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const log = await auditOf(`actor_id=${tryer.id}&action=staff.refused`);
    expect(log.entries.map((e) => e.detail).sort()).toEqual(
      [
        'GET /api/support-admin/audit',
        'List deactivated staff accounts',
        'GraphQL mutation inviteSupportStaff',
        'GraphQL query supportAuditLog',
        'POST /api/support-admin/invites',
      ].sort(),
    );
    expect(log.entries.every((e) => e.action === 'staff.refused')).toBe(true);
    // Nothing was done: no invite exists for the email tried.
    expect(await t.database.db.supportInvite.count({ where: { email: 'pal@b.test' } })).toBe(0);
  });

  it('a business user or nobody on the same calls is refused, not audited as staff', async () => {
    const before = await t.database.db.auditLog.count({ where: { action: 'staff.refused' } });
    expect((await business.get('/api/support-admin/audit')).status).toBe(401);
    expect((await new Agent(t).gql('{ supportAuditLog { totalCount } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await t.database.db.auditLog.count({ where: { action: 'staff.refused' } })).toBe(before);
  });
});

describe('invites', () => {
  it('an invite emails a single-use link; the person joins with it, is signed in, and the audit log shows both steps', async () => {
    const email = uniqueEmail('new.starter@support.test');
    const { invite: sent, invite_url } = await invite(email.toUpperCase(), 'support_staff');
    expect(sent.email).toBe(email);
    expect(invite_url).toMatch(/^\/support-admin\/join\/[\w-]{40,}$/);
    // Spanner's own mail (no organisation): the full link goes to the recipient's mailbox, never into the record.
    expect((await lastEmailTo(t, email)).text).toContain(`${t.config.PUBLIC_URL}${invite_url}`);
    const mail = await t.database.db.outgoingMessage.findFirstOrThrow({ where: { to: email }, orderBy: { createdAt: 'desc' } });
    expect(mail).toMatchObject({ orgId: null, accountMail: true, status: 'sent', withheldText: null });
    expect(mail.body).not.toContain(tokenOf(invite_url));
    // The token is stored only as its hash.
    expect(await t.database.db.supportInvite.count({ where: { tokenHash: tokenOf(invite_url) } })).toBe(0);
    const listed = await admin.get('/api/support-admin/invites');
    expect(listed.body.invites.find((i: { id: string }) => i.id === sent.id)).toMatchObject({ email, expired: false });

    const visitor = new Agent(t);
    const preview = await visitor.get(`/support/api/auth/invite/${tokenOf(invite_url)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ email, role: 'support_staff' });

    const joined = await visitor.post('/support/api/auth/invite/accept', {
      token: tokenOf(invite_url),
      name: 'New Starter',
      password: 'a-long-passphrase',
    });
    expect(joined.status).toBe(201);
    expect(joined.body.user).toMatchObject({ email, name: 'New Starter', role: 'support_staff' });
    expect((await visitor.get('/support/api/auth/me')).body.user.email).toBe(email);
    // Once only; and the invite has left the pending list.
    const again = await new Agent(t).post('/support/api/auth/invite/accept', {
      token: tokenOf(invite_url),
      name: 'Twice',
      password: 'a-long-passphrase',
    });
    expect(again.status).toBe(409);
    expect((await admin.get('/api/support-admin/invites')).body.invites.some((i: { id: string }) => i.id === sent.id)).toBe(false);
    // The new member signs in with the password they chose.
    await staffAgent(email, 'a-long-passphrase');

    const log = await auditOf('action=staff.join&limit=100');
    expect(log.entries.find((e) => e.target_label === 'New Starter')).toMatchObject({ actor_name: 'New Starter', action: 'staff.join' });
    const invites = await auditOf(`actor_id=${adminId}&action=staff.invite&limit=100`);
    expect(invites.entries.some((e) => e.target_label === email && e.detail === 'as Support staff')).toBe(true);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Enter a valid email'],
    [{ email: 'x@y.test', role: 'owner' }, 'Role must be support_staff or support_admin'],
  ])('refuses invite input %j', async (body, message) => {
    const before = await t.database.db.supportInvite.count();
    const res = await admin.post('/api/support-admin/invites', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await t.database.db.supportInvite.count()).toBe(before);
  });

  it('an email that already has a staff account cannot be invited (409)', async () => {
    const existing = await createStaff(t, uniqueEmail('taken@support.test'));
    const res = await admin.post('/api/support-admin/invites', { email: existing.email });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('A support staff account with this email already exists');
  });

  it('resend makes a new link and the old one stops working; revoke ends the link; a second invite replaces the first', async () => {
    const email = uniqueEmail('resend@support.test');
    const first = await invite(email);
    const resent = await admin.post(`/api/support-admin/invites/${first.invite.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.invite_url).not.toBe(first.invite_url);
    expect((await new Agent(t).get(`/support/api/auth/invite/${tokenOf(first.invite_url)}`)).status).toBe(404);
    expect((await new Agent(t).get(`/support/api/auth/invite/${tokenOf(resent.body.invite_url)}`)).status).toBe(200);

    const replaced = await invite(email, 'support_admin');
    expect((await new Agent(t).get(`/support/api/auth/invite/${tokenOf(resent.body.invite_url)}`)).status).toBe(404);

    expect((await admin.request('DELETE', `/api/support-admin/invites/${replaced.invite.id}`)).status).toBe(200);
    const gone = await new Agent(t).get(`/support/api/auth/invite/${tokenOf(replaced.invite_url)}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('This invite link is not valid. Ask a support admin to send a new one.');
    expect((await admin.request('DELETE', `/api/support-admin/invites/${replaced.invite.id}`)).status).toBe(404);
    const revoked = await auditOf(`actor_id=${adminId}&action=staff.invite_revoke`);
    expect(revoked.entries[0].target_label).toBe(email);
  });

  it('an expired link is refused, and bad join input saves nothing', async () => {
    const email = uniqueEmail('late@support.test');
    const { invite: sent, invite_url } = await invite(email);
    const token = tokenOf(invite_url);
    for (const [body, message] of [
      [{ token, name: '', password: 'a-long-passphrase' }, 'Name is required'],
      [{ token, name: 'Late', password: 'short' }, expect.stringMatching(/password/i)],
      [{ token: '', name: 'Late', password: 'a-long-passphrase' }, 'The invite link is not valid'],
    ] as const) {
      const res = await new Agent(t).post('/support/api/auth/invite/accept', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual(message);
    }
    expect(
      (await new Agent(t).post('/support/api/auth/invite/accept', { token: 'nope', name: 'x', password: 'a-long-passphrase' })).status,
    ).toBe(404);
    await t.database.db.supportInvite.update({ where: { id: sent.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await new Agent(t).post('/support/api/auth/invite/accept', { token, name: 'Late', password: 'a-long-passphrase' });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('This invite link has expired. Ask a support admin to send a new one.');
    expect(await t.database.db.supportStaff.count({ where: { email } })).toBe(0);
    expect((await admin.get('/api/support-admin/invites')).body.invites.find((i: { id: string }) => i.id === sent.id).expired).toBe(true);
  });

  it('GraphQL: invite, preview and join, with typed errors for bad input', async () => {
    const bad = await admin.gql('mutation { inviteSupportStaff(email: "nope") { __typename ... on AppError { code message } } }');
    expect(bad.data.inviteSupportStaff).toEqual({ __typename: 'AppError', code: 'VALIDATION', message: 'Enter a valid email' });
    const email = uniqueEmail('graph@support.test');
    const sent = await admin.gql(
      `mutation { inviteSupportStaff(email: "${email}", role: support_admin) { ... on StaffInvitePayload { link invite { email role invitedByName } } } }`,
    );
    expect(sent.data.inviteSupportStaff.invite).toMatchObject({ email, role: 'support_admin' });
    const token = tokenOf(sent.data.inviteSupportStaff.link);
    const visitor = new Agent(t);
    expect((await visitor.gql(`{ staffInvite(token: "${token}") { email role } }`)).data.staffInvite).toEqual({
      email,
      role: 'support_admin',
    });
    const joined = await visitor.gql(
      `mutation { acceptStaffInvite(token: "${token}", name: "Graph Admin", password: "another-long-one") { ... on SupportUser { email role can { manageStaff } } } }`,
    );
    expect(joined.data.acceptStaffInvite).toEqual({ email, role: 'support_admin', can: { manageStaff: true } });
    expect((await visitor.gql('{ supportStaff { email } }')).data.supportStaff.some((s: { email: string }) => s.email === email)).toBe(
      true,
    );
  });
});

describe('staff accounts', () => {
  it('an admin changes a role (not their own); the member’s next request has the new rights', async () => {
    const member = await createStaff(t, uniqueEmail('promote@support.test'));
    const memberAgent = await staffAgent(member.email);
    expect((await memberAgent.get('/api/support-admin/invites')).status).toBe(403);
    const res = await admin.request('PATCH', `/api/support-admin/staff/${member.id}`, { body: { role: 'support_admin' } });
    expect(res.status).toBe(200);
    expect(res.body.staff.role).toBe('support_admin');
    expect((await memberAgent.get('/api/support-admin/invites')).status).toBe(200);
    const log = await auditOf(`actor_id=${adminId}&action=staff.role_change`);
    expect(log.entries[0]).toMatchObject({ target_label: member.name, detail: 'Support staff → Support admin' });

    const own = await admin.request('PATCH', `/api/support-admin/staff/${adminId}`, { body: { role: 'support_staff' } });
    expect(own.status).toBe(400);
    expect(own.body.error).toBe('You cannot change the role of your own account');
    expect((await admin.request('PATCH', `/api/support-admin/staff/${member.id}`, { body: { role: 'boss' } })).status).toBe(400);
    expect(
      (await admin.request('PATCH', '/api/support-admin/staff/00000000-0000-0000-0000-000000000000', { body: { role: 'support_staff' } }))
        .status,
    ).toBe(404);
  });

  it('deactivation ends every session of the member at once; reactivation lets them sign in again', async () => {
    const member = await createStaff(t, uniqueEmail('leaver@support.test'));
    const [desk, laptop] = [await staffAgent(member.email), await staffAgent(member.email)];
    expect((await admin.post(`/api/support-admin/staff/${adminId}/deactivate`)).status).toBe(400);
    const res = await admin.post(`/api/support-admin/staff/${member.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.staff.active).toBe(false);
    for (const agent of [desk, laptop]) expect((await agent.get('/support/api/auth/me')).status).toBe(401);
    expect((await new Agent(t).post('/support/api/auth/login', { email: member.email, password: PASSWORD })).status).toBe(401);
    expect(await t.database.db.supportSession.count({ where: { staffId: member.id, revokedAt: null } })).toBe(0);
    // Gone from the assignment editor; still in the admin's full list.
    expect((await staff.get('/api/support-tickets/staff')).body.staff.some((s: { id: string }) => s.id === member.id)).toBe(false);
    expect(
      (await admin.get('/api/support-tickets/staff?includeInactive=true')).body.staff.find((s: { id: string }) => s.id === member.id)
        .active,
    ).toBe(false);
    expect((await auditOf(`actor_id=${adminId}&action=staff.deactivate`)).entries[0].target_label).toBe(member.name);

    expect((await admin.post(`/api/support-admin/staff/${member.id}/reactivate`)).status).toBe(200);
    await staffAgent(member.email);
  });
});

describe('the audit log', () => {
  it('filters by actor, action and Melbourne day, and pages', async () => {
    const boss = await createStaff(t, uniqueEmail('pager@support.test'), 'support_admin');
    const pager = await staffAgent(boss.email);
    for (let i = 0; i < 5; i++)
      expect((await pager.post('/api/support-admin/invites', { email: uniqueEmail(`p${i}@support.test`) })).status).toBe(201);
    const today = dayKeyOf(new Date());
    const all = await auditOf(`actor_id=${boss.id}&from=${today}&to=${today}`);
    expect(all.pagination.total).toBe(5);
    expect(all.entries.every((e) => e.actor_name === boss.name && e.action === 'staff.invite')).toBe(true);
    const second = await auditOf(`actor_id=${boss.id}&limit=2&page=2`);
    expect(second.entries).toHaveLength(2);
    expect(second.pagination).toMatchObject({ total: 5, pages: 3 });
    expect((await auditOf(`actor_id=${boss.id}&from=${addDays(today, 1)}`)).pagination.total).toBe(0);
    expect((await auditOf(`actor_id=${boss.id}&action=staff.deactivate`)).pagination.total).toBe(0);

    const gql = await admin.gql(
      `{ supportAuditLog(actorId: "${boss.id}", first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { action actorName targetLabel } } } }`,
    );
    expect(gql.data.supportAuditLog.totalCount).toBe(5);
    expect(gql.data.supportAuditLog.edges).toHaveLength(2);
    const next = await admin.gql(
      `{ supportAuditLog(actorId: "${boss.id}", first: 2, after: "${gql.data.supportAuditLog.pageInfo.endCursor}") { edges { node { targetLabel } } } }`,
    );
    const seen = [...gql.data.supportAuditLog.edges, ...next.data.supportAuditLog.edges].map(
      (e: { node: { targetLabel: string } }) => e.node.targetLabel,
    );
    expect(new Set(seen).size).toBe(4);
  });

  it.each([
    ['from=yesterday', 'From must be a date like 2026-11-23'],
    ['from=2026-02-30', 'From is not a real date'],
    ['from=2026-11-23&to=2026-11-01', 'From must be on or before To'],
    ['limit=500', 'Limit must be 1 to 100'],
    ['page=0', 'Page must be 1 or more'],
    ['action=DROP%20TABLE', 'Action must be an action name like staff.invite'],
  ])('refuses the filter %s', async (query, message) => {
    const res = await admin.get(`/api/support-admin/audit?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('a page costs the same statements whatever its length', async () => {
    const few = await t.countQueries(() => admin.get(`/api/support-admin/audit?actor_id=${adminId}&limit=2`));
    const many = await t.countQueries(() => admin.get(`/api/support-admin/audit?actor_id=${adminId}&limit=100`));
    expect(many).toBe(few);
  });
});
