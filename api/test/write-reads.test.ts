import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './agent.ts';
import { createOrg, createStaff, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './harness.ts';

// A write answers the record it wrote, read with the caller's selection by the write itself (or in the same
// domain operation): GraphQL never reads the record again after the domain answered it.

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await startTestApp();
  const org = await createOrg(t, 'Written Once', ['admin']);
  admin = new Agent(t);
  await admin.login(org.admin.email, PASSWORD);
});
afterAll(() => t.close());

/** The statements of a request that touch a table, in order (Prisma quotes every table as "public"."Name"). */
async function statementsOn(table: string, run: () => Promise<unknown>) {
  const sql = await t.sqlOf(run);
  return sql.filter((s) => s.includes(`"public"."${table}"`));
}

const kind = (s: string) => s.trimStart().split(/\s+/)[0].toUpperCase();

describe('GraphQL writes answer the record they wrote', () => {
  it('a new customer is inserted and answered in one statement; an edit checks the id, then updates and answers', async () => {
    let id = '';
    const created = await statementsOn('Customer', async () => {
      const res = await admin.gql('mutation { createCustomer(input: { name: "Once Only" }) { ... on Customer { id name initials } } }');
      id = res.data.createCustomer.id;
      expect(res.data.createCustomer).toMatchObject({ name: 'Once Only', initials: 'OO' });
    });
    expect(created.map(kind)).toEqual(['INSERT']);
    const updated = await statementsOn('Customer', async () => {
      const res = await admin.gql(
        'mutation ($id: ID!) { updateCustomer(id: $id, input: { name: "Twice" }) { ... on Customer { name } } }',
        {
          id,
        },
      );
      expect(res.data.updateCustomer).toEqual({ name: 'Twice' });
    });
    expect(updated.map(kind)).toEqual(['SELECT', 'UPDATE']);
  });

  it('equipment, price-list items and a cancelled subscription are answered by their write', async () => {
    const unit = await statementsOn('Equipment', async () => {
      const res = await admin.gql(
        'mutation { createEquipment(input: { name: "Split system" }) { ... on Equipment { name serviceIntervalMonths } } }',
      );
      expect(res.data.createEquipment).toEqual({ name: 'Split system', serviceIntervalMonths: null });
    });
    expect(unit.map(kind)).toEqual(['INSERT']);
    const preset = await statementsOn('ItemPreset', async () => {
      const res = await admin.gql(
        'mutation { createItemPreset(input: { name: "Gas top-up", unitAmountCents: 9000 }) { ... on ItemPreset { name unitAmountCents } } }',
      );
      expect(res.data.createItemPreset).toEqual({ name: 'Gas top-up', unitAmountCents: 9000 });
    });
    // The name check, then the insert that answers.
    expect(preset.map(kind)).toEqual(['SELECT', 'INSERT']);
    const cancelled = await statementsOn('Subscription', async () => {
      const res = await admin.gql('mutation { cancelSubscription { ... on BillingSubscription { status } } }');
      expect(res.data.cancelSubscription).toEqual({ status: 'canceled' });
    });
    // Nothing reads the subscription after the update that answers it.
    expect(cancelled.map(kind).at(-1)).toBe('UPDATE');
  });

  it("an added member is answered with the payload's selection by the insert: nothing reads them after it", async () => {
    const email = uniqueEmail('once@written.test');
    const sql = await statementsOn('User', async () => {
      const res = await admin.gql(
        `mutation ($email: String!) { addMember(input: { name: "Ola Once", email: $email, password: "${PASSWORD}" }) {
          ... on MemberInvitePayload { member { name email color invitePending } inviteUrl } } }`,
        { email },
      );
      expect(res.data.addMember).toEqual({
        member: { name: 'Ola Once', email, color: expect.any(String), invitePending: false },
        inviteUrl: null,
      });
    });
    const insert = sql.findIndex((s) => kind(s) === 'INSERT');
    expect(insert).toBeGreaterThan(-1);
    expect(sql.slice(insert + 1)).toEqual([]);
  });

  it('a staff role change is answered by its update', async () => {
    const boss = await createStaff(t, uniqueEmail('boss@written.test'), 'support_admin');
    const helper = await createStaff(t, uniqueEmail('helper@written.test'));
    const console = new Agent(t);
    expect((await console.post('/support/api/auth/login', { email: boss.email, password: PASSWORD })).status).toBe(200);
    const sql = await statementsOn('SupportStaff', async () => {
      const res = await console.gql(
        'mutation ($id: ID!) { changeSupportStaffRole(id: $id, role: support_admin) { ... on SupportUser { role initials } } }',
        { id: helper.id },
      );
      expect(res.data.changeSupportStaffRole).toEqual({ role: 'support_admin', initials: expect.any(String) });
    });
    const update = sql.findIndex((s) => kind(s) === 'UPDATE');
    expect(update).toBeGreaterThan(-1);
    expect(sql.slice(update + 1).filter((s) => kind(s) === 'SELECT')).toEqual([]);
  });
});
