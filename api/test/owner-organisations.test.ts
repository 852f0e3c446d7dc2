import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutGst } from '../src/rules/saas-metrics.ts';
import { Agent } from './agent.ts';
import { createOrg, createPlatformOwner, createStaff, PASSWORD, startTestApp, type TestApp } from './harness.ts';

// The owner portal's organisations: the list (search, filter, sort, pages, figures), one
// organisation, the two actions with their audit entries and the organisation admin's notice, bad input, and 404
// for everyone but the platform owner over REST and GraphQL.

let t: TestApp;
let owner: Agent;
const tag = `Zq${Math.random().toString(36).slice(2, 7)}`;
const DAY = 86_400_000;
const now = Date.now();
const monthsAgo = (n: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - n, 1);
  d.setUTCHours(12, 0, 0, 0);
  return d;
};
type Org = Awaited<ReturnType<typeof createOrg>>;
let alpha: Org;
let bravo: Org;
let charlie: Org;
let delta: Org;
/** The organisation of the platform owner: Spanner's own, which the business does not sell to. */
let ownOrgId: string;

async function makeOrg(name: string, roles: ('admin' | 'manager' | 'technician')[]) {
  return createOrg(t, `${tag} ${name}`, roles);
}

beforeAll(async () => {
  t = await startTestApp();
  const { owner: ownerUser, org: ownOrg } = await createPlatformOwner(t);
  ownOrgId = ownOrg.id;
  owner = new Agent(t, { ip: '10.61.0.1' });
  await owner.login(ownerUser.email, PASSWORD);
  const db = t.database.db;

  // Alpha: on trial, 2 members, 3 jobs, 7 SMS used this period.
  alpha = await makeOrg('Alpha Plumbing', ['admin', 'technician']);
  await db.organization.update({ where: { id: alpha.org.id }, data: { email: 'hello@alpha.test', abn: '51 824 753 556' } });
  await db.job.createMany({ data: [1, 2, 3].map((i) => ({ orgId: alpha.org.id, title: `Alpha job ${i}` })) });
  const alphaSub = await db.subscription.findUniqueOrThrow({ where: { orgId: alpha.org.id } });
  await db.usageCounter.create({ data: { orgId: alpha.org.id, channel: 'sms', periodStart: alphaSub.currentPeriodStart, used: 7 } });
  await db.subscriptionChange.create({
    data: { orgId: alpha.org.id, at: new Date(now - 2 * DAY), status: 'trial', planId: 'pro', mrrCents: 0, trialEnd: alphaSub.trialEnd },
  });

  // Bravo: trial two months ago, active on Pro since last month (list price), 3 members, 1 job.
  bravo = await makeOrg('Bravo Electrical', ['admin', 'manager', 'technician']);
  await db.subscription.update({ where: { orgId: bravo.org.id }, data: { status: 'active', planId: 'pro', trialEnd: monthsAgo(1) } });
  await db.subscriptionChange.createMany({
    data: [
      { orgId: bravo.org.id, at: monthsAgo(2), status: 'trial', planId: 'pro', mrrCents: 0 },
      { orgId: bravo.org.id, at: monthsAgo(1), status: 'active', planId: 'pro', mrrCents: withoutGst(4900) },
    ],
  });
  await db.job.create({ data: { orgId: bravo.org.id, title: 'Bravo job' } });

  // Charlie: past due on Enterprise at a discount: still MRR; upgraded from Solo this month (expansion).
  charlie = await makeOrg('Charlie Air', ['admin']);
  await db.subscription.update({
    where: { orgId: charlie.org.id },
    data: { status: 'past_due', planId: 'enterprise', monthlyAmountCents: 9000 },
  });
  await db.subscriptionChange.createMany({
    data: [
      { orgId: charlie.org.id, at: monthsAgo(3), status: 'active', planId: 'solo', mrrCents: withoutGst(2900) },
      { orgId: charlie.org.id, at: new Date(now - DAY), status: 'past_due', planId: 'enterprise', mrrCents: withoutGst(9000) },
    ],
  });

  // Delta: paid Solo, canceled last month (churn).
  delta = await makeOrg('Delta Gas', ['admin']);
  await db.subscription.update({ where: { orgId: delta.org.id }, data: { status: 'canceled', planId: 'solo' } });
  await db.subscriptionChange.createMany({
    data: [
      { orgId: delta.org.id, at: monthsAgo(4), status: 'active', planId: 'solo', mrrCents: withoutGst(2900) },
      { orgId: delta.org.id, at: monthsAgo(1), status: 'canceled', planId: 'solo', mrrCents: 0 },
    ],
  });
});
afterAll(() => t?.close());

const list = (query: string) => owner.get(`/api/admin/organizations?search=${encodeURIComponent(tag)}&${query}`);
const names = (body: { organizations: { name: string }[] }) => body.organizations.map((o) => o.name.replace(`${tag} `, ''));

describe('the list of organisations', () => {
  it('shows each organisation with its plan, status, members, jobs, usage this period and MRR now', async () => {
    const res = await list('sort=name');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const byName = Object.fromEntries(res.body.organizations.map((o: { name: string }) => [o.name.replace(`${tag} `, ''), o]));
    expect(byName['Alpha Plumbing']).toMatchObject({
      status: 'trial',
      plan: 'pro',
      users: 2,
      jobs: 3,
      sms_used: 7,
      email_used: 0,
      mrr_cents: 0,
    });
    expect(byName['Alpha Plumbing'].trial_end).not.toBeNull();
    expect(byName['Bravo Electrical']).toMatchObject({ status: 'active', users: 3, jobs: 1, mrr_cents: 4455 });
    expect(byName['Charlie Air']).toMatchObject({ status: 'past_due', plan: 'enterprise', mrr_cents: 8182 });
    expect(byName['Delta Gas']).toMatchObject({ status: 'canceled', mrr_cents: 0 });
  });

  it('searches by name, email and ABN', async () => {
    const byName = await owner.get(`/api/admin/organizations?search=${encodeURIComponent(`${tag} bravo`)}`);
    expect(names(byName.body)).toEqual(['Bravo Electrical']);
    const byEmail = await owner.get('/api/admin/organizations?search=hello@alpha.test');
    expect(byEmail.body.organizations.map((o: { id: string }) => o.id)).toContain(alpha.org.id);
    const byAbn = await owner.get('/api/admin/organizations?search=51824753556&limit=500');
    expect(byAbn.body.organizations.map((o: { id: string }) => o.id)).toContain(alpha.org.id);
    const nobody = await owner.get(`/api/admin/organizations?search=${tag}-nobody`);
    expect(nobody.body).toMatchObject({ organizations: [], total: 0 });
  });

  it('filters by status and sorts by any column, both ways', async () => {
    expect(names((await list('status=trial')).body)).toEqual(['Alpha Plumbing']);
    expect(names((await list('status=past_due')).body)).toEqual(['Charlie Air']);
    expect(names((await list('sort=mrr')).body).slice(0, 2)).toEqual(['Charlie Air', 'Bravo Electrical']);
    expect(names((await list('sort=mrr&order=asc')).body).slice(2)).toEqual(['Bravo Electrical', 'Charlie Air']);
    expect(names((await list('sort=users')).body)[0]).toBe('Bravo Electrical');
    expect(names((await list('sort=jobs')).body)[0]).toBe('Alpha Plumbing');
    expect(names((await list('sort=name&order=desc')).body)).toEqual(['Delta Gas', 'Charlie Air', 'Bravo Electrical', 'Alpha Plumbing']);
    expect(names((await list('sort=status')).body)).toEqual(['Alpha Plumbing', 'Bravo Electrical', 'Charlie Air', 'Delta Gas']);
    expect(names((await list('sort=plan')).body)[0]).toBe('Delta Gas');
  });

  it('reads a page at a time, with a Link header to the next page while rows remain', async () => {
    const first = await list('sort=name&limit=3');
    expect(names(first.body)).toEqual(['Alpha Plumbing', 'Bravo Electrical', 'Charlie Air']);
    expect(first.body.total).toBe(4);
    expect(String(first.headers.link)).toContain('offset=3');
    const second = await list('sort=name&limit=3&offset=3');
    expect(names(second.body)).toEqual(['Delta Gas']);
    expect(second.headers.link).toBeUndefined();
  });

  it('costs the same statements whatever the number of organisations on the page', async () => {
    const one = await t.countQueries(() => list('sort=mrr&limit=1'));
    const four = await t.countQueries(() => list('sort=mrr&limit=4'));
    const all = await t.countQueries(() => owner.get('/api/admin/organizations?limit=500&sort=jobs'));
    expect(four).toBe(one);
    expect(all).toBe(one);
  });

  it('answers the same over GraphQL', async () => {
    const res = await owner.gql(
      `query($s: String) { ownerOrganizations(search: $s, sort: mrr, limit: 2) { total items { name mrrCents status planId users } } }`,
      { s: tag },
    );
    expect(res.data.ownerOrganizations.total).toBe(4);
    expect(res.data.ownerOrganizations.items.map((o: { mrrCents: number }) => o.mrrCents)).toEqual([8182, 4455]);
  });

  it("counts the organisations the dashboard counts, Spanner's own left out, over REST and GraphQL", async () => {
    const dashboard = (await owner.get('/api/admin/dashboard')).body.organisations_by_status;
    const counted = dashboard.trial + dashboard.active + dashboard.past_due + dashboard.canceled;
    const rest = await owner.get('/api/admin/organizations?limit=500');
    expect(rest.body.total).toBe(counted);
    expect(rest.body.organizations.map((o: { id: string }) => o.id)).not.toContain(ownOrgId);
    const res = await owner.gql(
      '{ ownerDashboard { organisationsByStatus { trial active pastDue canceled } } ownerOrganizations(limit: 500) { total items { id } } }',
    );
    const byStatus = res.data.ownerDashboard.organisationsByStatus;
    expect(res.data.ownerOrganizations.total).toBe(byStatus.trial + byStatus.active + byStatus.pastDue + byStatus.canceled);
    expect(res.data.ownerOrganizations.items.map((o: { id: string }) => o.id)).not.toContain(ownOrgId);
  });

  it('refuses bad input with a clear message', async () => {
    expect((await owner.get('/api/admin/organizations?sort=colour')).body.error).toMatch(/^sort must be one of/);
    expect((await owner.get('/api/admin/organizations?status=happy')).status).toBe(400);
    expect((await owner.get('/api/admin/organizations?limit=0')).body.error).toBe('limit must be 1 to 500');
  });
});

describe('one organisation', () => {
  it('shows its subscription, history newest first, MRR movement per month, usage, members and activity', async () => {
    const res = await owner.get(`/api/admin/organizations/${charlie.org.id}`);
    expect(res.status).toBe(200);
    expect(res.body.organization.name).toBe(`${tag} Charlie Air`);
    expect(res.body.subscription).toMatchObject({ status: 'past_due', plan: 'enterprise' });
    expect(res.body.mrr_cents).toBe(8182);
    expect(res.body.history.map((h: { mrr_cents: number }) => h.mrr_cents)).toEqual([8182, 2636]);
    expect(res.body.movements[0]).toMatchObject({ opening_cents: 2636, closing_cents: 8182, kind: 'expansion' });
    expect(res.body.movements.at(-1)).toMatchObject({ opening_cents: 0, closing_cents: 2636, kind: 'new' });
    expect(res.body.movements).toHaveLength(4);
    expect(res.body.usage.sms).toMatchObject({ used: 0, quota: 2000, pack_credits: 0 });
    expect(res.body.members).toEqual([expect.objectContaining({ name: `admin ${tag} Charlie Air`, role: 'admin', last_sign_in_at: null })]);

    const d = (await owner.get(`/api/admin/organizations/${delta.org.id}`)).body;
    expect(d.movements.find((m: { kind: string }) => m.kind === 'churn')).toMatchObject({ opening_cents: 2636, closing_cents: 0 });
    const a = (await owner.get(`/api/admin/organizations/${alpha.org.id}`)).body;
    expect(a.jobs).toMatchObject({ total: 3, recent: 3 });
    expect(a.usage).toMatchObject({ users: { used: 2, quota: 5 }, sms: { used: 7, quota: 500 } });
  });

  it('dates its MRR movements in Melbourne months, as the dashboard does', async () => {
    const echo = await makeOrg('Echo Electrical', ['admin']);
    await t.database.db.subscriptionChange.createMany({
      data: [
        // 31 March 14:30 UTC is 1 April 01:30 in Melbourne (AEDT): April's new MRR, not March's.
        { orgId: echo.org.id, at: new Date('2026-03-31T14:30:00Z'), status: 'active', planId: 'solo', mrrCents: withoutGst(2900) },
        // 31 May 13:59 UTC is 23:59 that day in Melbourne (AEST): still May.
        { orgId: echo.org.id, at: new Date('2026-05-31T13:59:00Z'), status: 'active', planId: 'pro', mrrCents: withoutGst(4900) },
      ],
    });
    const { movements } = (await owner.get(`/api/admin/organizations/${echo.org.id}`)).body;
    expect(movements.at(-1)).toEqual({ month: '2026-04', opening_cents: 0, closing_cents: 2636, kind: 'new' });
    expect(movements.at(-2)).toEqual({ month: '2026-05', opening_cents: 2636, closing_cents: 4455, kind: 'expansion' });
    expect(movements.at(-3)).toMatchObject({ month: '2026-06', kind: null });
  });

  it('is not found when it does not exist', async () => {
    const res = await owner.get('/api/admin/organizations/00000000-0000-0000-0000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Organisation not found');
  });

  it('costs the same statements however long its history', async () => {
    const few = await t.countQueries(() => owner.get(`/api/admin/organizations/${alpha.org.id}`));
    const more = await t.countQueries(() => owner.get(`/api/admin/organizations/${delta.org.id}`));
    expect(more).toBe(few);
  });
});

describe("the owner's actions", () => {
  it("extends a trial: its end and period move, the history and audit log record it, the organisation's admin sees it", async () => {
    const before = await t.database.db.subscription.findUniqueOrThrow({ where: { orgId: alpha.org.id } });
    const res = await owner.post(`/api/admin/organizations/${alpha.org.id}/extend-trial`, { days: 7 });
    expect(res.status).toBe(200);
    const wanted = (before.trialEnd as Date).getTime() + 7 * DAY;
    expect(new Date(res.body.trial_end).getTime()).toBe(wanted);
    const after = await t.database.db.subscription.findUniqueOrThrow({ where: { orgId: alpha.org.id } });
    expect(after.trialEnd?.getTime()).toBe(wanted);
    expect(after.currentPeriodEnd?.getTime()).toBe(wanted);

    const page = (await owner.get(`/api/admin/organizations/${alpha.org.id}`)).body;
    expect(page.history[0]).toMatchObject({ status: 'trial', mrr_cents: 0, trial_end: new Date(wanted).toISOString() });
    expect(page.activity[0]).toMatchObject({ actor_type: 'owner', action: 'owner.extend_trial' });
    expect(page.activity[0].text).toMatch(/^Spanner extended your trial to \d{1,2} \w{3} \d{4}$/);

    const admin = new Agent(t, { ip: '10.61.0.2' });
    await admin.login(alpha.admin.email, PASSWORD);
    const notices = await admin.gql('{ ownerNotices { text } }');
    expect(notices.data.ownerNotices[0].text).toBe(page.activity[0].text);
  });

  it('extends an ended trial from today', async () => {
    const ended = await makeOrg('Echo Ended', ['admin']);
    await t.database.db.subscription.update({ where: { orgId: ended.org.id }, data: { trialEnd: new Date(now - 10 * DAY) } });
    const res = await owner.post(`/api/admin/organizations/${ended.org.id}/extend-trial`, { days: 3 });
    expect(res.status).toBe(200);
    const end = new Date(res.body.trial_end).getTime();
    expect(end).toBeGreaterThan(Date.now() + 3 * DAY - 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 3 * DAY);
  });

  it('grants credits as a pack priced 0, which the usage counts and the admin sees', async () => {
    const res = await owner.post(`/api/admin/organizations/${bravo.org.id}/grant-credits`, { channel: 'sms', quantity: 500 });
    expect(res.status).toBe(201);
    const pack = await t.database.db.creditPack.findUniqueOrThrow({ where: { id: res.body.pack_id } });
    expect(pack).toMatchObject({
      orgId: bravo.org.id,
      type: 'sms',
      quantity: 500,
      remaining: 500,
      priceCents: 0,
      productId: 'owner-grant-sms',
    });
    const detail = (await owner.get(`/api/admin/organizations/${bravo.org.id}`)).body;
    expect(detail.usage.sms.pack_credits).toBe(500);
    expect(detail.activity[0].text).toBe('Spanner added 500 SMS credits');

    const gql = await owner.gql(
      `mutation($id: ID!) { grantCredits(organizationId: $id, channel: "email", quantity: 25) { ... on GrantCreditsPayload { quantity } ... on AppError { code message } } }`,
      { id: bravo.org.id },
    );
    expect(gql.data.grantCredits).toEqual({ quantity: 25 });

    const admin = new Agent(t, { ip: '10.61.0.3' });
    await admin.login(bravo.admin.email, PASSWORD);
    const notices = await admin.gql('{ ownerNotices { text } }');
    expect(notices.data.ownerNotices.map((n: { text: string }) => n.text)).toEqual([
      'Spanner added 25 email credits',
      'Spanner added 500 SMS credits',
    ]);
    // Another organisation's admin sees none of it.
    const other = new Agent(t, { ip: '10.61.0.4' });
    await other.login(charlie.admin.email, PASSWORD);
    expect((await other.gql('{ ownerNotices { text } }')).data.ownerNotices).toEqual([]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const extend = (id: string, body: unknown) => owner.post(`/api/admin/organizations/${id}/extend-trial`, body);
    const grant = (id: string, body: unknown) => owner.post(`/api/admin/organizations/${id}/grant-credits`, body);
    expect(await extend(alpha.org.id, { days: -3 })).toMatchObject({ status: 400, body: { error: 'Days must be a number from 1 to 90' } });
    expect(await extend(alpha.org.id, { days: 91 })).toMatchObject({ status: 400, body: { error: 'Days must be a number from 1 to 90' } });
    expect(await extend(alpha.org.id, { days: 'lots' })).toMatchObject({ status: 400 });
    expect(await extend(bravo.org.id, { days: 7 })).toMatchObject({
      status: 409,
      body: { error: "Only a trial can be extended: this organisation's subscription is active" },
    });
    expect(await extend('00000000-0000-0000-0000-000000000000', { days: 7 })).toMatchObject({
      status: 404,
      body: { error: 'Organisation not found' },
    });
    expect(await grant(bravo.org.id, { channel: 'sms', quantity: 0 })).toMatchObject({
      status: 400,
      body: { error: 'Quantity must be a number from 1 to 10,000' },
    });
    expect(await grant(bravo.org.id, { channel: 'sms', quantity: 10_001 })).toMatchObject({ status: 400 });
    expect(await grant(bravo.org.id, { channel: 'fax', quantity: 5 })).toMatchObject({
      status: 400,
      body: { error: 'Channel must be sms or email' },
    });
    expect(await grant('00000000-0000-0000-0000-000000000000', { channel: 'sms', quantity: 5 })).toMatchObject({ status: 404 });
    const gql = await owner.gql(`mutation($id: ID!) { extendTrial(organizationId: $id, days: 0) { ... on AppError { code message } } }`, {
      id: alpha.org.id,
    });
    expect(gql.data.extendTrial).toEqual({ code: 'VALIDATION', message: 'Days must be a number from 1 to 90' });
    expect(await t.database.db.creditPack.count({ where: { orgId: bravo.org.id } })).toBe(2);
  });
});

describe('everyone but the platform owner', () => {
  it('gets 404 from every endpoint, over REST and GraphQL: an admin, support staff, nobody', async () => {
    const admin = new Agent(t, { ip: '10.61.0.5' });
    await admin.login(charlie.admin.email, PASSWORD);
    const staffAccount = await createStaff(t, `orgs-staff-${tag.toLowerCase()}@spanner.test`, 'support_admin');
    const staff = new Agent(t, { ip: '10.61.0.6' });
    expect((await staff.post('/support/api/auth/login', { email: staffAccount.email, password: PASSWORD })).status).toBe(200);
    const anonymous = new Agent(t, { ip: '10.61.0.7' });
    const id = alpha.org.id;
    for (const caller of [admin, staff, anonymous]) {
      expect((await caller.get('/api/admin/organizations')).status).toBe(404);
      expect((await caller.get(`/api/admin/organizations/${id}`)).status).toBe(404);
      expect((await caller.post(`/api/admin/organizations/${id}/extend-trial`, { days: 7 })).status).toBe(404);
      expect((await caller.post(`/api/admin/organizations/${id}/grant-credits`, { channel: 'sms', quantity: 5 })).status).toBe(404);
      const codes = async (query: string) => (await caller.gql(query, { id })).errors?.map((e) => e.extensions?.code);
      expect(await codes('query { ownerOrganizations { total } }')).toEqual(['NOT_FOUND']);
      expect(await codes('query($id: ID!) { ownerOrganization(id: $id) { name } }')).toEqual(['NOT_FOUND']);
      expect(await codes('mutation($id: ID!) { extendTrial(organizationId: $id, days: 7) { __typename } }')).toEqual(['NOT_FOUND']);
      expect(await codes('mutation($id: ID!) { grantCredits(organizationId: $id, channel: "sms", quantity: 5) { __typename } }')).toEqual([
        'NOT_FOUND',
      ]);
    }
    expect(await t.database.db.creditPack.count({ where: { orgId: id } })).toBe(0);
  });
});
