import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, PASSWORD, startTestApp, type TestApp } from './harness.ts';
import { lastEmailTo, mailboxOf } from './mailbox.ts';

// A change of the bank account printed on invoices is how invoice-redirection fraud starts: every change of the
// organisation's payment details is in the audit log (the account number masked) and every admin is emailed.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SUBJECT = 'The payment details on your invoices were changed';

/** An organisation with two admins, a manager and a technician, paid into one account until now. */
async function business(name: string) {
  const made = await createOrg(t, name, ['admin', 'admin', 'manager', 'technician']);
  await t.database.db.organization.update({
    where: { id: made.org.id },
    data: { accountName: `${name} Pty Ltd`, bsb: '062-000', accountNumber: '12345678', paymentInstructions: null },
  });
  const admins = made.users.filter((u) => u.role === 'admin');
  return { ...made, admins };
}

async function signedIn(who: { email: string }) {
  const a = new Agent(t);
  await a.login(who.email, PASSWORD);
  return a;
}

const auditOf = (orgId: string) =>
  t.database.db.auditLog.findMany({ where: { orgId, action: 'organisation.payment_details_change' }, orderBy: { createdAt: 'asc' } });

describe('a change of payment details', () => {
  it("a manager's new bank account over REST: an audit entry that masks the number, and an email to every admin", async () => {
    const { org, admins, manager, technician } = await business('Redirected Co');
    const res = await (await signedIn(manager)).put('/api/me/org', { bsb: '633-000', account_number: '9876 5432' });
    expect(res.status).toBe(200);
    expect(res.body.org).toMatchObject({ bsb: '633-000', account_number: '98765432' });

    const [entry, ...more] = await auditOf(org.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorType: 'user',
      actorId: manager.id,
      entity: 'organisation',
      entityId: org.id,
      data: { by: manager.name, bsb: { from: '062-000', to: '633-000' }, accountNumber: { from: '•••678', to: '•••432' } },
    });
    expect(JSON.stringify(entry.data)).not.toMatch(/98765432|12345678/);

    for (const admin of admins) {
      const mail = await lastEmailTo(t, admin.email, SUBJECT);
      expect(mail.text).toContain(`${manager.name} (${manager.email}, manager) changed the payment details`);
      expect(mail.text).toContain('BSB: 062-000 → 633-000');
      expect(mail.text).toContain('Account number: •••678 → •••432');
      expect(mail.text).toContain(`${t.config.PUBLIC_URL}/settings?tab=business`);
      expect(mail.text).not.toMatch(/98765432|12345678/);
    }
    expect(await mailboxOf(t, manager.email)).toEqual([]);
    expect(await mailboxOf(t, technician.email)).toEqual([]);
  });

  it('over GraphQL updateOrganization too; nothing is sent when the payment details stay as they were', async () => {
    const { org, admins, admin } = await business('Instructed Co');
    const a = await signedIn(admin);
    const update = (input: string) => a.gql(`mutation { updateOrganization(input: ${input}) { __typename ... on Organization { bsb } } }`);
    const changed = await update('{ paymentInstructions: "PayID 0400 111 222", accountName: "Someone Else" }');
    expect(changed.data.updateOrganization).toEqual({ __typename: 'Organization', bsb: '062-000' });
    expect(await auditOf(org.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        data: {
          by: admin.name,
          accountName: { from: 'Instructed Co Pty Ltd', to: 'Someone Else' },
          paymentInstructions: { from: null, to: 'PayID 0400 111 222' },
        },
      }),
    ]);
    for (const { email } of admins) {
      const mail = await lastEmailTo(t, email, SUBJECT);
      expect(mail.text).toContain('Account name: Instructed Co Pty Ltd → Someone Else');
      expect(mail.text).toContain('Payment instructions: none → PayID 0400 111 222');
    }

    // The same details again (written differently), other business details, a refused change: no entry, no email.
    await update('{ bsb: "062000", accountNumber: "12 345 678", accountName: "Someone Else" }');
    await update('{ name: "Instructed Co Renamed", phone: "0390000000" }');
    expect((await update('{ bsb: "12", accountNumber: "55555555" }')).data.updateOrganization.__typename).toBe('AppError');
    expect(await auditOf(org.id)).toHaveLength(1);
    for (const { email } of admins) expect(await mailboxOf(t, email)).toHaveLength(1);
  });
});
