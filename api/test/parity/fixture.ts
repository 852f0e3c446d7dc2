import { hashApiKey, newApiKeySecret } from '../../src/auth/api-key-token.ts';
import { createCookieSession } from '../../src/auth/sessions.ts';
import { createSupportSession } from '../../src/auth/support-sessions.ts';
import { SESSION_COOKIE, SUPPORT_COOKIE } from '../../src/context.ts';
import type { Caller } from '../../src/domain/policy.ts';
import { newWebhookSecret } from '../../src/domain/webhooks/signing.ts';
import { TAX_DETAILS } from '../documents-fixtures.ts';
import { createOrg, createPlatformOwner, createStaff, PASSWORD, type TestApp } from '../harness.ts';
import { PNG } from '../jobs-fixtures.ts';
import { lastEmailTo } from '../mailbox.ts';
import { callRest, type RestRequest } from './transports.ts';

// One set-up for the whole parity file: the target organisation (admin, manager, technician) with one of each
// record, another organisation's admin, support staff of each role and the platform owner, each signed in once.

export const PERSONAS = [
  'admin',
  'manager',
  'technician',
  'keyManager',
  'keyReadOnly',
  'otherAdmin',
  'anonymous',
  'support',
  'supportAdmin',
  'owner',
] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * Each persona as the policy table sees it (domain/policy.ts Caller): every kind of caller a row can name — a
 * member of each role, support staff of each role, the platform owner — and nobody. Outsiders are admins of their
 * own organisations.
 */
export const CALLERS: Record<Persona, Caller> = {
  admin: { user: { role: 'admin', isOwner: false } },
  manager: { user: { role: 'manager', isOwner: false } },
  technician: { user: { role: 'technician', isOwner: false } },
  keyManager: { user: { role: 'manager', isOwner: false, apiKey: { role: 'manager' } } },
  keyReadOnly: { user: { role: 'manager', isOwner: false, apiKey: { role: 'read_only' } } },
  otherAdmin: { user: { role: 'admin', isOwner: false } },
  owner: { user: { role: 'admin', isOwner: true } },
  anonymous: {},
  support: { staff: { role: 'support_staff' } },
  supportAdmin: { staff: { role: 'support_admin' } },
};
export const MEMBERS: readonly Persona[] = ['admin', 'manager', 'technician', 'keyManager', 'keyReadOnly'];
/**
 * API keys of the target, made by its admin (`Authorization: Bearer spk_…` instead of a cookie); the manager-like key
 * acts as the admin (a manager-like key may). Technician-like keys, bound to a technician: api-keys.test.ts.
 */
export const KEYS: Partial<Record<Persona, 'manager' | 'read_only'>> = { keyManager: 'manager', keyReadOnly: 'read_only' };
export const OUTSIDERS: readonly Persona[] = ['otherAdmin', 'owner'];

export const png = (field: string) => ({ field, filename: 'p.png', contentType: 'image/png', bytes: PNG });

/** A key of the target's admin, made as the Integrations tab makes it: the authorization header to send. */
async function keyOf(t: TestApp, orgId: string, adminId: string, role: 'manager' | 'read_only'): Promise<string> {
  const secret = newApiKeySecret();
  await t.database.db.apiKey.create({
    data: {
      orgId,
      createdById: adminId,
      actsAsId: role === 'read_only' ? null : adminId,
      name: `Parity ${role}`,
      role,
      prefix: secret.slice(0, 10),
      tokenHash: hashApiKey(secret),
    },
  });
  return `Bearer ${secret}`;
}

/** A new session (cookie mode) of a member or of support staff, made as sign-in makes it: the cookie header to send. */
async function signIn(t: TestApp, id: string, staff: boolean): Promise<string> {
  const meta = { ip: '10.77.0.1', userAgent: 'parity' };
  if (staff) return `${SUPPORT_COOKIE}=${(await createSupportSession(t.database.db, t.config, id, meta)).token}`;
  return `${SESSION_COOKIE}=${(await createCookieSession(t.database.db, t.config, id, meta)).token}`;
}

export type Fixture = Awaited<ReturnType<typeof setUpFixture>>;

const LINES = [{ description: 'Service call', quantity: 1, unit_amount: 9900 }];

export async function setUpFixture(t: TestApp) {
  const target = await createOrg(t, 'Target', ['admin', 'manager', 'technician', 'technician']);
  const [, , technician, spare] = target.users;
  await t.database.db.organization.update({
    where: { id: target.org.id },
    // What sending a quote or invoice needs (rules/tax-details.ts), so the email rows reach their transport.
    data: { ...TAX_DETAILS, accountName: 'Target Pty Ltd' },
  });
  const other = await createOrg(t, 'Other', ['admin']);
  const { owner } = await createPlatformOwner(t);
  const staff = await createStaff(t, `parity-staff-${Date.now().toString(36)}@spanner.test`);
  const staffAdmin = await createStaff(t, `parity-admin-${Date.now().toString(36)}@spanner.test`, 'support_admin');
  const accounts: Record<Persona, string | null> = {
    admin: target.admin.id,
    manager: target.manager.id,
    technician: technician.id,
    keyManager: target.admin.id,
    keyReadOnly: target.admin.id,
    otherAdmin: other.admin.id,
    owner: owner.id,
    support: staff.id,
    supportAdmin: staffAdmin.id,
    anonymous: null,
  };
  const session = async (p: Persona) => {
    const key = KEYS[p];
    if (key) return keyOf(t, target.org.id, target.admin.id, key);
    return accounts[p] ? signIn(t, accounts[p], !!CALLERS[p].staff) : undefined;
  };
  const cookies = Object.fromEntries(await Promise.all(PERSONAS.map(async (p) => [p, await session(p)]))) as Record<
    Persona,
    string | undefined
  >;

  /** A call as the target's admin that must succeed (set-up only). */
  // biome-ignore lint/suspicious/noExplicitAny: set-up answers are read field by field
  const asAdmin = async (req: RestRequest): Promise<any> => {
    const res = await callRest(t, cookies.admin, req);
    if (res.outcome !== 'ok') throw new Error(`set-up ${req.method} ${req.url}: ${res.outcome} ${JSON.stringify(res.raw)}`);
    return res.value;
  };
  let n = 0;
  const unique = () => `${Date.now().toString(36)}${++n}`;
  const db = t.database.db;
  const orgId = target.org.id;
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(0, 0, 0, 0);
  const jobAt = new Date(tomorrow.getTime() + 10 * 3_600_000).toISOString();

  const make = {
    customer: async (name = `Customer ${unique()}`) => (await db.customer.create({ data: { orgId, name, notes: 'Gate code 1234' } })).id,
    equipment: async (customerId?: string, name = `Unit ${unique()}`) =>
      (await db.equipment.create({ data: { orgId, customerId, name, serial: unique() } })).id,
    preset: async (name = `Preset ${unique()}`) => (await db.itemPreset.create({ data: { orgId, name, unitAmountCents: 1000 } })).id,
    /** A form template of one optional text field (version 1). */
    formTemplate: async (name = `Form ${unique()}`): Promise<string> =>
      (
        await db.formTemplate.create({
          data: {
            orgId,
            name,
            versions: {
              create: {
                orgId,
                version: 1,
                definition: { sections: [{ id: 's', title: 'S', fields: [{ id: 'note', kind: 'text', label: 'Note' }] }] },
              },
            },
          },
        })
      ).id,
    /** A form of that template on the job, a draft or submitted. */
    jobForm: async (jobId: string, templateId: string, status: 'draft' | 'submitted' = 'draft'): Promise<string> => {
      const version = await db.formTemplateVersion.findFirstOrThrow({ where: { templateId }, select: { id: true } });
      const form = await db.jobForm.create({ data: { orgId, jobId, templateVersionId: version.id, status, answers: {} } });
      return form.id;
    },
    /** A key of the target's admin (its secret unused). */
    apiKey: async () => {
      const secret = newApiKeySecret();
      const data = { orgId, createdById: target.admin.id, name: `Key ${unique()}`, role: 'manager' as const };
      return (await db.apiKey.create({ data: { ...data, prefix: secret.slice(0, 10), tokenHash: hashApiKey(secret) } })).id;
    },
    member: async () =>
      (await db.user.create({ data: { orgId, name: 'Spare', email: `spare${unique()}@target.test`, role: 'technician' } })).id,
    /** A new job of the technician, for a customer with one unit, scheduled tomorrow. */
    job: async (customerId?: string, equipmentId?: string, title = `Job ${unique()}`): Promise<string> =>
      (
        await asAdmin({
          method: 'POST',
          url: '/api/jobs',
          body: {
            title,
            customerId: customerId ?? null,
            equipmentIds: equipmentId ? [equipmentId] : [],
            assignedTechIds: [technician.id],
            scheduledAt: jobAt,
          },
        })
      ).id,
    photo: async (jobId: string): Promise<string> =>
      (await asAdmin({ method: 'POST', url: `/api/jobs/${jobId}/photos`, file: png('photo') })).id,
    /** The customer's refusal to sign the job off (a signature needs a drawable image), emailed to no one. */
    signOff: async (jobId: string): Promise<string> => {
      const { digest } = await asAdmin({ method: 'GET', url: `/api/jobs/${jobId}/service-report` });
      const body = { outcome: 'declined', signer_name: 'Pat Parity', decline_reason: 'Not home', digest, email_to: [] };
      return (await asAdmin({ method: 'POST', url: `/api/jobs/${jobId}/sign-off`, body })).id;
    },
    completedJob: async (): Promise<{ jobId: string; completedId: string }> => {
      const jobId = await make.job();
      const done = await asAdmin({ method: 'POST', url: `/api/jobs/${jobId}/complete`, body: { notes: 'All done' } });
      return { jobId, completedId: done.completed_job_id };
    },
    /** A quote of the target: draft, or emailed (sent, with its link's token), or accepted. */
    quote: async (state: 'draft' | 'sent' | 'accepted' = 'draft'): Promise<{ quoteId: string; quoteToken: string }> => {
      const quote = await asAdmin({
        method: 'POST',
        url: '/api/quotes',
        body: { title: `Quote ${unique()}`, customerId: await make.customer(), lines: LINES },
      });
      if (state === 'draft') return { quoteId: quote.id, quoteToken: '' };
      await asAdmin({ method: 'POST', url: `/api/quotes/${quote.id}/email`, body: { email: 'customer@parity.test' } });
      // The customer's link is only in the customer's mailbox (the newest email there is this quote's).
      const mail = await lastEmailTo(t, 'customer@parity.test');
      if (state === 'accepted') await asAdmin({ method: 'POST', url: `/api/quotes/${quote.id}/accept` });
      return { quoteId: quote.id, quoteToken: mail.text.match(/\/q\/([\w-]+)/)?.[1] as string };
    },
    invoice: async (): Promise<string> =>
      (await asAdmin({ method: 'POST', url: '/api/invoices', body: { title: `Invoice ${unique()}`, lines: LINES } })).id,
    /** An invoice of the target emailed (sent, with its link's token), or also paid in cash (its receipt). */
    invoiceLink: async (state: 'sent' | 'paid' = 'sent'): Promise<{ invoiceLinkToken: string }> => {
      const invoice = await asAdmin({
        method: 'POST',
        url: '/api/invoices',
        body: { title: `Invoice ${unique()}`, customerId: await make.customer(), lines: LINES },
      });
      await asAdmin({ method: 'POST', url: `/api/invoices/${invoice.id}/email`, body: { emails: 'customer@parity.test' } });
      // The customer's link is only in the customer's mailbox (the newest email there is this invoice's).
      const mail = await lastEmailTo(t, 'customer@parity.test');
      if (state === 'paid') await asAdmin({ method: 'POST', url: `/api/invoices/${invoice.id}/mark-paid`, body: { method: 'cash' } });
      return { invoiceLinkToken: mail.text.match(/\/i\/([\w-]+)/)?.[1] as string };
    },
    /** An invoice of the target marked paid (for Mark as unpaid). */
    paidInvoice: async (): Promise<string> => {
      const id = await make.invoice();
      await asAdmin({ method: 'POST', url: `/api/invoices/${id}/mark-paid`, body: { method: 'cash' } });
      return id;
    },
    /** A webhook endpoint of the target with one delivered event (the delivery log's row, for resend). */
    webhook: async (): Promise<{ webhookId: string; deliveryId: string }> => {
      const endpoint = await db.webhookEndpoint.create({
        data: { orgId, url: 'https://example.com/aardvark-hooks', events: ['job.created'], secret: newWebhookSecret() },
      });
      const delivery = await db.webhookDelivery.create({
        data: { orgId, endpointId: endpoint.id, messageId: `msg_${unique()}`, eventType: 'job.created', payload: {}, status: 'delivered' },
      });
      return { webhookId: endpoint.id, deliveryId: delivery.id };
    },
    /** A completed job of a customer, ready to convert to an invoice. */
    invoiceableJob: async (): Promise<string> => {
      const done = await asAdmin({ method: 'POST', url: `/api/jobs/${await make.job(await make.customer())}/complete`, body: {} });
      return done.completed_job_id;
    },
  };

  // The records every caller reads, found in lists by searching "Aardvark".
  const customerId = await make.customer('Aardvark Air');
  const equipmentId = await make.equipment(customerId, 'Aardvark unit');
  const presetId = await make.preset('Aardvark preset');
  const formTemplateId = await make.formTemplate('Aardvark form');
  const jobId = await make.job(customerId, equipmentId, 'Aardvark service');
  // The service board: the unit serviced 13 months ago on a 12-month interval is overdue; another unit of
  // the technician's, serviced without an interval, is due but not contracted.
  const serviced = new Date(Date.now() - 396 * 86_400_000);
  await db.equipment.update({
    where: { id: equipmentId },
    data: {
      serviceIntervalMonths: 12,
      lastServiceEnteredAt: serviced,
      lastServiceAt: serviced,
      nextServiceDueAt: new Date(serviced.getTime() + 365 * 86_400_000),
      nextServiceDueBy: 'date',
    },
  });
  const uncontractedId = await make.equipment(customerId, 'Aardvark old unit');
  await db.job.create({
    data: {
      orgId,
      title: 'Aardvark old service',
      jobType: 'service',
      status: 'done',
      customerId,
      technicians: { create: [{ userId: technician.id }] },
      equipment: { create: [{ equipmentId: uncontractedId }] },
    },
  });
  await asAdmin({ method: 'POST', url: `/api/jobs/${jobId}/notes`, body: { text: 'Bring the ladder' } });
  await asAdmin({ method: 'POST', url: `/api/jobs/${jobId}/hours`, body: { hours: 1.5 } });
  await asAdmin({ method: 'POST', url: `/api/jobs/${jobId}/parts`, body: { partName: 'Filter', quantity: 2 } });
  const photoId = await make.photo(jobId);
  const completed = await make.completedJob();
  const quote = await make.quote('sent');
  // A quote of its own for the public page's reads: emailing `quote` again (a row does) replaces its link.
  const linked = await make.quote('sent');
  const invoiceId = await make.invoice();
  const invoiceLink = await make.invoiceLink();
  const invoiceableId = await make.invoiceableJob();
  const webhook = await make.webhook();
  // A ticket of the target with a reply and an internal note (support staff see both; members never the note).
  const ticket = await db.ticket.create({
    data: { orgId, submittedById: target.admin.id, title: 'Aardvark ticket', description: 'Invoices will not send' },
  });
  await db.ticketMessage.createMany({
    data: [
      { ticketId: ticket.id, message: 'Looking into it', authorStaffId: staff.id },
      { ticketId: ticket.id, message: 'Internal: customer on old plan', authorStaffId: staff.id, isInternal: true },
    ],
  });

  return {
    t,
    cookies,
    /** Each persona's account id (the staff member's for staff). */
    accounts,
    /** A session of its own for a call that signs in or out. */
    freshSession: session,
    make,
    asAdmin,
    unique,
    ids: <Record<string, string>>{
      orgId,
      customerId,
      equipmentId,
      uncontractedId,
      presetId,
      formTemplateId,
      jobFormId: await make.jobForm(jobId, formTemplateId),
      jobId,
      photoId,
      signOffId: await make.signOff(jobId),
      completedId: completed.completedId,
      quoteId: quote.quoteId,
      linkToken: linked.quoteToken,
      invoiceLinkToken: invoiceLink.invoiceLinkToken,
      invoiceId,
      invoiceableId,
      ticketId: ticket.id,
      webhookId: webhook.webhookId,
      deliveryId: webhook.deliveryId,
      staffId: staff.id,
      technicianId: technician.id,
      spareMemberId: spare.id,
      jobAt,
      password: PASSWORD,
      loginEmail: target.manager.email,
      staffEmail: staff.email,
      rangeStart: tomorrow.toISOString(),
      rangeEnd: new Date(tomorrow.getTime() + 86_400_000).toISOString(),
    },
  };
}
