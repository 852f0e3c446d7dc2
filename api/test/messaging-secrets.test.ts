import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD_LINK } from '../src/domain/messaging/send-email.ts';
import { Agent } from './agent.ts';
import { TAX_DETAILS } from './documents-fixtures.ts';
import { startTestApp, type TestApp, uniqueEmail } from './harness.ts';
import { insertJob, type JobsOrg, jobsOrg } from './jobs-fixtures.ts';
import { lastEmailTo } from './mailbox.ts';
import { type SupportDesk, supportDesk } from './tickets-fixtures.ts';

// Secrets sent by email belong to the recipient's mailbox alone. A manager who asks "Forgot password" for the admin's
// address must not find the reset link in Settings → Messages (the account takeover this file reproduces), nor may
// an admin read a co-admin's; invites are the invitee's; a quote's customer link is the customer's. Every role, over
// REST and GraphQL.

let t: TestApp;
let o: JobsOrg;
let desk: SupportDesk;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://app.spanner.test' });
  o = await jobsOrg(t, 'Takeover Cooling');
  await t.database.db.organization.update({ where: { id: o.org.id }, data: TAX_DETAILS });
  desk = await supportDesk(t);
  await t.database.db.customer.update({ where: { id: o.customers.acme.id }, data: { phone: '0412 333 444', email: 'owner@acme.test' } });
});
afterAll(() => t.close());

const MESSAGES = '{ messages(first: 200) { edges { node { to subject body } } } }';

/** What each role reads of the organisation's messages, over REST and GraphQL, as one string per transport. */
async function whatEachRoleReads() {
  const reads: Record<string, { rest: number; restText: string; gql: string }> = {};
  for (const [role, agent] of Object.entries({ admin: o.as.admin, manager: o.as.manager, technician: o.as.tech })) {
    const rest = await agent.get('/api/messages?limit=200');
    const gql = await agent.gql(MESSAGES);
    reads[role] = { rest: rest.status, restText: JSON.stringify(rest.body), gql: JSON.stringify(gql) };
  }
  return reads;
}

describe('secrets in email', () => {
  it('a manager who asks for the admin’s reset cannot read the link anywhere: not REST, not GraphQL, not the record', async () => {
    const anon = new Agent(t, { ip: '10.66.0.1' });
    expect((await anon.post('/api/auth/forgot-password', { email: o.admin.email })).status).toBe(200);
    const mail = await lastEmailTo(t, o.admin.email, 'Reset your Spanner password');
    const token = mail.text.match(/\/auth\/reset-password\/([\w-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(40);

    const reads = await whatEachRoleReads();
    for (const role of ['admin', 'manager'] as const) {
      expect(reads[role].rest, role).toBe(200);
      expect(reads[role].restText, role).not.toContain(token);
      expect(reads[role].restText, role).not.toContain('reset-password');
      expect(reads[role].restText, role).not.toContain(o.admin.email);
      expect(reads[role].gql, role).not.toContain(token);
      expect(reads[role].gql, role).not.toContain(o.admin.email);
    }
    expect(reads.technician.rest).toBe(403);
    expect(reads.technician.gql).toContain('FORBIDDEN');
    expect(reads.technician.gql).not.toContain(token);
    // Support staff have no business session: the organisation's messages are not theirs to read.
    expect((await desk.as.staff.get('/api/messages')).status).toBe(401);
    expect(JSON.stringify(await desk.as.admin.gql(MESSAGES))).not.toContain(token);
    // Nothing stored holds the link: the record keeps its delivery status only.
    expect(await t.database.db.outgoingMessage.count({ where: { body: { contains: token } } })).toBe(0);
    expect(await t.database.db.outgoingMessage.count({ where: { withheldText: { contains: token } } })).toBe(0);
    // The manager who asked still cannot use what they cannot see; the admin can.
    const admin = new Agent(t);
    expect((await admin.post('/api/auth/reset-password', { token, password: 'the-admin-stays-9' })).status).toBe(200);
    await o.as.admin.login(o.admin.email, 'the-admin-stays-9');
  });

  it('member and support-team invites are the invitee’s: never listed, the link only in their mailbox', async () => {
    const invitee = uniqueEmail('ivy@takeover.test');
    const added = await o.as.manager.post('/api/members', { name: 'Ivy New', email: invitee, role: 'technician' });
    expect(added.status).toBe(201);
    const token = added.body.invite_url.split('/').pop();
    // The manager who added the member is shown the link once, to pass on by hand; the email carries it too.
    expect((await lastEmailTo(t, invitee)).text).toContain(`https://app.spanner.test/auth/invite/${token}`);
    const staffInvitee = uniqueEmail('starter@takeover.test');
    const staff = await desk.as.admin.post('/api/support-admin/invites', { email: staffInvitee, role: 'support_staff' });
    const staffToken = staff.body.invite_url.split('/').pop();
    expect((await lastEmailTo(t, staffInvitee)).text).toContain(`https://app.spanner.test/support-admin/join/${staffToken}`);

    const reads = await whatEachRoleReads();
    for (const role of ['admin', 'manager'] as const)
      for (const text of [reads[role].restText, reads[role].gql]) {
        expect(text, role).not.toContain(invitee);
        expect(text, role).not.toContain(token);
        expect(text, role).not.toContain(staffToken);
      }
    for (const secret of [token, staffToken]) {
      expect(await t.database.db.outgoingMessage.count({ where: { body: { contains: secret } } })).toBe(0);
      expect(await t.database.db.outgoingMessage.count({ where: { withheldText: { contains: secret } } })).toBe(0);
    }
    // The hand-over is once: the member list and the member never show the link again.
    const members = await o.as.manager.get('/api/members');
    expect(JSON.stringify(members.body)).not.toContain(token);
    expect(JSON.stringify(await o.as.admin.gql('{ members { id email invitePending } }'))).not.toContain(token);
  });

  it('a quote email is listed for the office with its customer link withheld; the customer’s mailbox has the link', async () => {
    const lines = [{ description: 'Service', quantity: 1, unit_amount: 20_000, tax_rate: 10 }];
    const quote = await o.as.admin.post('/api/quotes', { title: 'Service', customerId: o.customers.acme.id, lines });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect((await o.as.manager.post(`/api/quotes/${quote.body.id}/email`, { email: 'owner@acme.test' })).status).toBe(200);
    const token = (await lastEmailTo(t, 'owner@acme.test')).text.match(/\/q\/([\w-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(40);
    const reads = await whatEachRoleReads();
    for (const role of ['admin', 'manager'] as const) {
      expect(reads[role].restText, role).toContain('owner@acme.test');
      expect(reads[role].restText, role).toContain(WITHHELD_LINK);
      expect(reads[role].restText, role).not.toContain(token);
      expect(reads[role].gql, role).toContain(WITHHELD_LINK);
      expect(reads[role].gql, role).not.toContain(token);
    }
  });

  it('a technician who sends the confirmation SMS is not shown its confirm link; the office may see it', async () => {
    const token = 'takeover-confirm-token-0123456789abcdef';
    const job = await insertJob(t, o, { title: 'Duct clean', techIds: [o.tech.id], confirmationToken: token });
    const byTech = await o.as.tech.post(`/api/jobs/${job.id}/sms/confirm`, {});
    expect(byTech.status).toBe(200);
    expect(JSON.stringify(byTech.body)).not.toContain(token);
    expect(byTech.body.sms.body).toContain(WITHHELD_LINK);
    const byAdmin = await o.as.admin.post(`/api/jobs/${job.id}/sms/confirm`, {});
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body.sms.body).toContain(`https://app.spanner.test/c/${token}`);
    const gql = await o.as.tech.gql('mutation($jobId: ID!) { sendJobSms(jobId: $jobId) { __typename ... on SentSms { id to status } } }', {
      jobId: job.id,
    });
    expect(JSON.stringify(gql)).not.toContain(token);
    expect(gql.data.sendJobSms.__typename).toBe('SentSms');
  });
});
