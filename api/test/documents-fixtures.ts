// Shared setup for the quote and invoice tests: a business with a customer and its three roles signed in, and a
// PDF fetched the way the browser fetches it.
import { expect } from 'vitest';
import type { Prisma } from '../src/db/generated/client.ts';
import { addDays, dayKeyOf } from '../src/rules/zoned-time.ts';
import { type Agent, signedIn } from './agent.ts';
import { createOrg, type TestApp } from './harness.ts';
import { lastEmailTo } from './mailbox.ts';
import { TAX_DETAILS } from './tax-details-fixture.ts';

export { signedIn, TAX_DETAILS };

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

/**
 * A tax invoice of one line (`unitAmount` cents and 10 % GST, due in 14 days) made and emailed to `email` by the
 * business's admin: the invoice as REST answered it, the email the customer got and the token of its private link.
 */
export async function emailedInvoice(
  t: TestApp,
  b: { admin: Agent; customer: { id: string }; org: { id: string } },
  email: string,
  unitAmount = 10_000,
) {
  const today = dayKeyOf(new Date(), 'Australia/Melbourne');
  const { body: inv } = await b.admin.post('/api/invoices', {
    customerId: b.customer.id,
    issue_date: today,
    due_at: addDays(today, 14),
    lines: [{ description: 'Hot water system', quantity: 1, unit_amount: unitAmount, tax_rate: 10 }],
  });
  const subject = `Invoice ${inv.number} ${b.org.id}`;
  expect((await b.admin.post(`/api/invoices/${inv.id}/email`, { emails: email, subject })).status).toBe(200);
  const mail = await lastEmailTo(t, email, subject);
  const token = mail.text.match(/\/i\/([\w-]{43})/)?.[1] as string;
  expect(token, mail.text).toBeTruthy();
  return { inv, subject, mail, token };
}
