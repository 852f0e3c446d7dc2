// Demo data: Coolair Services, a Melbourne air-conditioning business, with a realistic calendar of work,
// plus the owner's organisation, support staff and tickets, and a few blog posts.
// Deterministic for a given `now` and random source, except the ids: every id is drawn from the same seeded
// generator mixed with a random salt, so each seeded database has its own (no fixed demo organisation id).

import { hashPassword } from '../../src/auth/password.ts';
import type { PrismaClient } from '../../src/db/generated/client.ts';
import { recomputeNextService } from '../../src/domain/service/recompute-next-service.ts';
import { buildBlogPosts } from './blog.ts';
import { seedBusinesses } from './businesses.ts';
import { ITEM_PRESETS } from './catalogue.ts';
import { MobilePool } from './contacts.ts';
import { buildCustomers } from './customers.ts';
import { buildDocuments } from './documents.ts';
import { buildEquipment } from './equipment.ts';
import { buildJobs } from './jobs.ts';
import { COOLAIR_STAFF, OWNER_NAME, SUPPORT_ADMIN, SUPPORT_STAFF } from './names.ts';
import { BAYSIDE, COOLAIR, OWNER_ORG_NAME } from './organisation.ts';
import { DEFAULT_SEED, mulberry32, Rng } from './random.ts';
import { importServiceHistory } from './service-history.ts';
import { buildSupport, TICKET_CATEGORIES } from './support.ts';
import { DAY_MS, MELBOURNE } from './time.ts';

export const DEMO_PASSWORD = 'spanner-demo';

const ROLE_LABEL = { admin: 'Admin', manager: 'Manager', technician: 'Technician' } as const;

/** Every demo account (all use DEMO_PASSWORD). The owner account uses the email given to seedDemo. */
export const DEMO_LOGINS: { role: string; email: string }[] = [
  ...COOLAIR_STAFF.map((s) => ({ role: ROLE_LABEL[s.role], email: s.email })),
  { role: 'Admin, trial ended (Bayside Plumbing)', email: BAYSIDE.admin.email },
  { role: 'Support admin', email: SUPPORT_ADMIN.email },
  { role: 'Support staff', email: SUPPORT_STAFF.email },
];

export interface SeedDemoOptions {
  /** Email of the business owner (owner portal); gets an admin account in its own "Spanner" organisation. */
  ownerEmail: string;
  /** The moment the calendar is built around; defaults to the current time. */
  now?: Date;
  /** Random source in [0, 1); defaults to mulberry32 with a fixed seed. */
  random?: () => number;
}

/** True when there are no organisations and no support staff: safe to seed. */
export async function isDatabaseEmpty(db: PrismaClient): Promise<boolean> {
  const [orgs, staff] = await Promise.all([db.organization.count(), db.supportStaff.count()]);
  return orgs === 0 && staff === 0;
}

/** Insert rows in batches so no statement gets too large. */
async function insertMany<T>(rows: readonly T[], create: (data: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await create(rows.slice(i, i + size));
}

export async function seedDemo(db: PrismaClient, opts: SeedDemoOptions): Promise<{ orgId: string }> {
  const now = opts.now ?? new Date();
  const rng = new Rng(opts.random ?? mulberry32(DEFAULT_SEED));
  const ownerEmail = opts.ownerEmail.trim().toLowerCase();
  if (!ownerEmail) throw new Error('seedDemo: ownerEmail is required');
  if (DEMO_LOGINS.some((l) => l.email === ownerEmail)) throw new Error(`seedDemo: ownerEmail ${ownerEmail} is one of the demo accounts`);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // ── Build everything in memory ──
  const orgId = rng.uuid();
  const ownerOrgId = rng.uuid();
  const ownerUserId = rng.uuid();
  const supportAdminId = rng.uuid();
  const supportStaffId = rng.uuid();
  const staffIds = Object.fromEntries(COOLAIR_STAFF.map((s) => [s.key, rng.uuid()])) as Record<
    (typeof COOLAIR_STAFF)[number]['key'],
    string
  >;
  const orgCreatedAt = daysAgo(930);

  const users = COOLAIR_STAFF.map((s, i) => ({
    id: staffIds[s.key],
    orgId,
    name: s.name,
    email: s.email,
    passwordHash,
    role: s.role,
    color: s.color,
    avatarSeed: s.name,
    avatarVariant: 'beam' as const,
    lastLoginAt: new Date(now.getTime() - rng.int(10, 60 * 30) * 60000),
    createdAt: new Date(orgCreatedAt.getTime() + [0, 14, 40, 300, 610][i] * DAY_MS),
  }));

  const customers = buildCustomers(rng, new MobilePool(), now);
  const equipment = buildEquipment(rng, customers, now);
  const dueSites = importServiceHistory(customers, equipment, now, MELBOURNE);
  const jobRows = buildJobs({
    rng,
    now,
    timeZone: MELBOURNE,
    orgId,
    customers,
    equipment,
    dueSites,
    technicianIds: COOLAIR_STAFF.filter((s) => s.role === 'technician').map((s) => staffIds[s.key]),
    adminId: staffIds.admin,
    managerId: staffIds.manager,
  });
  const blogPosts = buildBlogPosts(rng, now);
  // A random source of their own, so the quotes and invoices leave every other row of the demo as it was.
  const documents = buildDocuments({
    rng: new Rng(mulberry32(DEFAULT_SEED + 13)),
    orgId,
    now,
    customers,
    completed: jobRows.completed,
    charges: jobRows.charges,
    quoteTerms: COOLAIR.quoteTerms,
    invoiceTerms: COOLAIR.invoiceTerms,
  });
  const bayside = { orgId: rng.uuid(), adminId: rng.uuid(), customerIds: BAYSIDE.customers.map(() => rng.uuid()) };
  const baysideTrialEnd = daysAgo(BAYSIDE.trialEndedDaysAgo);
  const baysideStart = new Date(baysideTrialEnd.getTime() - 14 * DAY_MS);
  const trialEnd = new Date(now.getTime() + 14 * DAY_MS);

  // ── Write ──
  await db.$transaction(
    async (tx) => {
      await tx.organization.createMany({
        data: [
          {
            id: orgId,
            ...COOLAIR,
            nextQuoteNumber: documents.quotes.length + 1,
            nextInvoiceNumber: documents.invoices.length + 1,
            createdAt: orgCreatedAt,
            updatedAt: now,
          },
          {
            id: bayside.orgId,
            name: BAYSIDE.name,
            suburb: BAYSIDE.suburb,
            state: BAYSIDE.state,
            postcode: BAYSIDE.postcode,
            email: BAYSIDE.email,
            timeZone: BAYSIDE.timeZone,
            createdAt: baysideStart,
            updatedAt: now,
          },
          {
            id: ownerOrgId,
            name: OWNER_ORG_NAME,
            state: 'VIC',
            email: ownerEmail,
            timeZone: MELBOURNE,
            createdAt: daysAgo(1000),
            updatedAt: now,
          },
        ],
      });
      await tx.subscription.createMany({
        data: [
          {
            id: rng.uuid(),
            orgId,
            status: 'trial',
            planId: 'pro',
            trialEnd,
            currentPeriodStart: now,
            currentPeriodEnd: trialEnd,
            createdAt: now,
            updatedAt: now,
          },
          {
            id: rng.uuid(),
            orgId: bayside.orgId,
            status: 'trial',
            planId: 'pro',
            trialEnd: baysideTrialEnd,
            currentPeriodStart: baysideStart,
            currentPeriodEnd: baysideTrialEnd,
            createdAt: baysideStart,
            updatedAt: baysideStart,
          },
          {
            id: rng.uuid(),
            orgId: ownerOrgId,
            status: 'active',
            planId: 'enterprise',
            currentPeriodStart: now,
            currentPeriodEnd: new Date(now.getTime() + 30 * DAY_MS),
            monthlyAmountCents: 0,
            createdAt: daysAgo(1000),
            updatedAt: now,
          },
        ],
      });
      // The subscription history the owner's figures read (record-subscription-change.ts).
      await tx.subscriptionChange.createMany({
        data: [
          { orgId, at: now, status: 'trial', planId: 'pro', mrrCents: 0, trialEnd },
          { orgId: bayside.orgId, at: baysideStart, status: 'trial', planId: 'pro', mrrCents: 0, trialEnd: baysideTrialEnd },
          { orgId: ownerOrgId, at: daysAgo(1000), status: 'active', planId: 'enterprise', mrrCents: 0 },
        ],
      });
      // The other businesses on the platform: the owner's figures (dashboard, analytics) have a year to show.
      await seedBusinesses(tx, now);
      await tx.user.createMany({
        data: [
          ...users.map((u) => ({ ...u, updatedAt: now })),
          {
            id: bayside.adminId,
            orgId: bayside.orgId,
            name: BAYSIDE.admin.name,
            email: BAYSIDE.admin.email,
            passwordHash,
            role: 'admin' as const,
            createdAt: baysideStart,
            updatedAt: now,
          },
          {
            id: ownerUserId,
            orgId: ownerOrgId,
            name: OWNER_NAME,
            email: ownerEmail,
            passwordHash,
            role: 'admin' as const,
            isPlatformOwner: true,
            createdAt: daysAgo(1000),
            updatedAt: now,
          },
        ],
      });
      await tx.customer.createMany({
        data: BAYSIDE.customers.map((name, i) => ({
          id: bayside.customerIds[i],
          orgId: bayside.orgId,
          name,
          createdAt: baysideStart,
          updatedAt: baysideStart,
        })),
      });
      await tx.job.createMany({
        data: BAYSIDE.jobs.map((title, i) => ({
          id: rng.uuid(),
          orgId: bayside.orgId,
          title,
          customerId: bayside.customerIds[i],
          status: 'new' as const,
          createdById: bayside.adminId,
          createdAt: baysideStart,
          updatedAt: baysideStart,
        })),
      });
      await tx.supportStaff.createMany({
        data: [
          { id: supportAdminId, ...SUPPORT_ADMIN, passwordHash, role: 'support_admin', createdAt: daysAgo(400), updatedAt: now },
          { id: supportStaffId, ...SUPPORT_STAFF, passwordHash, role: 'support_staff', createdAt: daysAgo(200), updatedAt: now },
        ],
      });
      await tx.ticketCategory.createMany({ data: TICKET_CATEGORIES.map((c) => ({ id: rng.uuid(), ...c })), skipDuplicates: true });
      const categories = await tx.ticketCategory.findMany({ where: { name: { in: TICKET_CATEGORIES.map((c) => c.name) } } });

      await insertMany(
        customers.map(({ kind: _kind, ...c }) => ({ ...c, orgId, updatedAt: c.createdAt })),
        (data) => tx.customer.createMany({ data }),
      );
      await insertMany(
        equipment.map(({ cls: _cls, ...e }) => ({ ...e, orgId, updatedAt: e.createdAt })),
        (data) => tx.equipment.createMany({ data }),
      );
      await tx.itemPreset.createMany({
        data: ITEM_PRESETS.map((p, i) => ({
          id: rng.uuid(),
          orgId,
          ...p,
          createdAt: new Date(orgCreatedAt.getTime() + i * 60000),
          updatedAt: now,
        })),
      });

      await insertMany(jobRows.jobs, (data) => tx.job.createMany({ data }));
      await insertMany(jobRows.technicians, (data) => tx.jobTechnician.createMany({ data }));
      await insertMany(jobRows.equipment, (data) => tx.jobEquipment.createMany({ data }));
      await insertMany(jobRows.notes, (data) => tx.jobNote.createMany({ data }));
      await insertMany(jobRows.hours, (data) => tx.jobHours.createMany({ data }));
      await insertMany(jobRows.parts, (data) => tx.jobPart.createMany({ data }));
      await insertMany(jobRows.completed, (data) => tx.completedJob.createMany({ data }));
      await insertMany(jobRows.charges, (data) => tx.completedJobCharge.createMany({ data }));
      await insertMany(jobRows.completedEquipment, (data) => tx.completedJobEquipment.createMany({ data }));
      // Each unit's last and next service from its history (the service board's data), by the one rule.
      await recomputeNextService(
        tx as never,
        equipment.map((e) => e.id),
        MELBOURNE,
      );
      await tx.quote.createMany({ data: documents.quotes.map((q) => q.quote) });
      await tx.quoteLine.createMany({ data: documents.quotes.flatMap((q) => q.lines) });
      await tx.invoice.createMany({ data: documents.invoices.map((i) => i.invoice) });
      await tx.invoiceLine.createMany({ data: documents.invoices.flatMap((i) => i.lines) });
      await tx.payment.createMany({ data: documents.payments });
      for (const i of documents.invoices)
        await tx.completedJob.update({ where: { id: i.completedJobId }, data: { invoiceId: i.invoice.id } });

      const support = buildSupport(rng, now, {
        orgId,
        users: staffIds,
        supportAdminId,
        supportStaffId,
        categories: new Map(categories.map((c) => [c.name, c.id])),
      });
      await tx.ticket.createMany({ data: support.tickets });
      await tx.ticketMessage.createMany({ data: support.messages });
      await tx.ticketAssignment.createMany({ data: support.assignments });

      await tx.blogPost.createMany({ data: blogPosts, skipDuplicates: true });
    },
    { maxWait: 20_000, timeout: 120_000 },
  );

  return { orgId };
}
