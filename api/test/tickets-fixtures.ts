// Shared setup for the support-ticket tests: two businesses with signed-in members, and signed-in support staff.
import { Agent } from './agent.ts';
import { createOrg, createStaff, PASSWORD, type TestApp, uniqueEmail } from './harness.ts';

async function member(t: TestApp, email: string) {
  const a = new Agent(t);
  await a.login(email, PASSWORD);
  return a;
}

async function staffAgent(t: TestApp, email: string) {
  const a = new Agent(t);
  const res = await a.post('/support/api/auth/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`support login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return a;
}

/** A business with an admin and a technician, both signed in. */
export async function ticketsOrg(t: TestApp, name: string) {
  const o = await createOrg(t, name, ['admin', 'technician']);
  return { ...o, as: { admin: await member(t, o.admin.email), tech: await member(t, o.technician.email) } };
}
export type TicketsOrg = Awaited<ReturnType<typeof ticketsOrg>>;

/** A support staff member and a support admin, signed in to the portal. */
export async function supportDesk(t: TestApp) {
  const staff = await createStaff(t, uniqueEmail('desk@spanner.test'));
  const admin = await createStaff(t, uniqueEmail('lead@spanner.test'), 'support_admin');
  return { staff, admin, as: { staff: await staffAgent(t, staff.email), admin: await staffAgent(t, admin.email) } };
}
export type SupportDesk = Awaited<ReturnType<typeof supportDesk>>;

/** A ticket opened over REST by `as`; its JSON. */
export async function openTicket(as: Agent, body: Record<string, unknown> = {}) {
  const res = await as.post('/api/support-tickets', {
    title: 'Invoices will not send',
    description: 'The Send button spins forever.',
    ...body,
  });
  if (res.status !== 201) throw new Error(`ticket not opened: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; org_id: string; title: string; status: string; priority: string };
}

export const patch = (a: Agent, url: string, body: unknown) => a.request('PATCH', url, { body });
