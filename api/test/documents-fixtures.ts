// Shared setup for the quote and invoice tests: a business with a customer and its three roles signed in, and a
// PDF fetched the way the browser fetches it.
import type { Prisma } from '../src/db/generated/client.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, type TestApp } from './harness.ts';

export { signedIn };

/**
 * Everything a business needs on file before it sends a quote or a tax invoice (rules/tax-details.ts): ABN, address,
 * phone, email and a bank account. A test about a missing detail clears it.
 */
export const TAX_DETAILS = {
  abn: '51824753556',
  street: '5 Trade Way',
  suburb: 'Moorabbin',
  state: 'VIC',
  postcode: '3189',
  phone: '03 9555 0101',
  email: 'office@trade-way.test',
  accountName: 'Trade Way Pty Ltd',
  bsb: '063-000',
  accountNumber: '12345678',
} as const;

/**
 * An organisation with the details a tax invoice needs (`TAX_DETAILS`) and the settings a document reads (`org`:
 * terms, address or bank details, over those), one
 * customer called Bayside Family Dental (`customer`: its contact and email), and its admin, manager and technician
 * signed in.
 */
export async function documentsBusiness(
  t: TestApp,
  name: string,
  settings: { org: Prisma.OrganizationUpdateInput; customer: { contactName?: string; email: string } },
) {
  const o = await createOrg(t, name);
  await t.database.db.organization.update({ where: { id: o.org.id }, data: { ...TAX_DETAILS, ...settings.org } });
  const customer = await t.database.db.customer.create({
    data: { orgId: o.org.id, name: 'Bayside Family Dental', ...settings.customer },
  });
  return {
    ...o,
    customer,
    admin: await signedIn(t, o.admin),
    manager: await signedIn(t, o.manager),
    technician: await signedIn(t, o.technician),
  };
}

/** A PDF's bytes as the browser receives them (signed in with the agent's cookies). */
export async function pdfBytes(url: string, agent: Agent, path: string) {
  const res = await fetch(`${url}${path}`, { headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}
