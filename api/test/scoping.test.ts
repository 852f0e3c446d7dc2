import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossScopeDb, ORGANISATION_OWNED, outsideDb, tenantDb, tenantRows } from '../src/db/scoped.ts';
import { sqlOf, tenantSql } from '../src/db/sql.ts';
import { createOrg, startTestApp, type TestApp } from './harness.ts';

// The tenant scoping of db/scoped.ts, and the review of everything that passes it by: the named cross-organisation
// scopes and raw SQL. A new file that reaches past the caller's organisation fails here until it is listed with
// its reason.

const src = path.resolve(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : files(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
const using = (pattern: RegExp) =>
  files(src)
    .filter((f) => pattern.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(src, f))
    .sort();

describe('what passes the tenant scope by, reviewed', () => {
  it('only the named scopes of db/cross-organisation.ts reach the unscoped client', () => {
    expect(using(/\brootDb\b/)).toEqual(['context.ts', 'db/cross-organisation.ts']);
  });

  it('every use of a cross-organisation scope is listed with its reason', () => {
    const reasons: Record<string, string> = {
      'domain/api-keys/record-key-write.ts': "an API key's write, recorded in the audit log under the key's organisation",
      'domain/accounts/email-taken.ts': 'emails are unique across Spanner: only whether one exists is read',
      'domain/accounts/login.ts': 'sign-in finds the account by email before it knows the organisation',
      'domain/accounts/register.ts': 'a new organisation and its first admin',
      'domain/accounts/reset-password.ts': 'forgot password: the account of the email typed, or of the reset link',
      'domain/accounts/set-up-operator-accounts.ts': "the operator's console: the platform owner and the first support admin",
      'domain/accounts/start-session.ts': 'the member who just proved who they are',
      'domain/billing/handle-webhook.ts': "a payment provider's event whose signature was verified",
      'domain/calendar/read-calendar-feed.ts': "a calendar feed's secret URL (only its hash is stored), then its organisation's jobs",
      'domain/jobs/confirm-job-by-token.ts': "the customer's confirmation link",
      'domain/members/accept-invite.ts': 'the invite link',
      'domain/members/get-invite.ts': 'the invite link',
      'domain/messaging/apply-sms-status.ts': "Twilio's delivery report, after its signature was verified",
      'domain/owner/owner-sql.ts': "the owner's figures: aggregates over every organisation (the platform owner only)",
      'domain/newsletter/subscribe.ts': "the confirm link's job: Spanner's own newsletter mail, as the public request would send it",
      'domain/newsletter/send-newsletter-email.ts': "Spanner's own newsletter mail to a public address, into the outbox",
      'domain/tracking/record-tracking-event.ts': "an advertising event after an organisation's operation, or a newsletter lead",
      'domain/tracking/track-page-event.ts': "a visitor's advertising event (the member's organisation when signed in)",
      'domain/messaging/email-delivery-job.ts':
        "an email's delivery job: its message through its organisation's tenant client (Spanner's own mail through the jobs scope)",
      'domain/messaging/booking-sms-job.ts': "a booked visit's text job: through its organisation's tenant client",
      'domain/messaging/reminder-jobs.ts':
        "the reminders' minute job reads which organisations are due; each organisation's and each visit's job acts through its tenant client",
      'domain/quotes/public-quote.ts': "the customer's private link of an emailed quote (only its hash is stored)",
      'domain/payment-reminders/payment-reminder-jobs.ts':
        "the payment reminders' minute job reads which organisations are due; each organisation's and each reminder's job acts through its tenant client",
      'domain/timesheets/clock-off-reminder-jobs.ts':
        "the clock-off reminders' minute job reads which organisations are due (someone still clocked on); each organisation's and each shift's job acts through its tenant client",
      'domain/payment-reminders/tell-us-paid.ts':
        "the customer's \"already paid\" on an invoice's private link: found by the link, written through the invoice's organisation",
      'domain/quotes/pay-quote-deposit.ts':
        "Accept & pay deposit on a quote's private link: the quote's organisation makes its deposit invoice and checkout",
      'domain/invoices/public-invoice.ts':
        "the customer's private link of an emailed invoice (only its hash is stored), and whether its organisation takes payments online",
      'domain/payouts/receipt-pdf.ts':
        "the receipt on a paid invoice's private link: found by the link, its payments read through the invoice's organisation",
      'domain/payouts/local-invoice-pay.ts':
        "the local pay page of an invoice's private link (no Stripe keys): its pending bank payments, read through the invoice's organisation",
      'domain/payouts/handle-connect-webhook.ts':
        'a Stripe Connect event whose signature was verified: the connected account finds its organisation, then its tenant client',
      'domain/support/staff/accept-staff-invite.ts': "a support-staff invite's join link",
      'domain/support/staff/get-staff-invite.ts': "a support-staff invite's join link",
      'domain/support/staff/change-staff-role.ts': 'the support admin console: the role change and its audit entry',
      'domain/support/staff/deactivate-staff.ts': 'the support admin console: the deactivation and its audit entry',
      'domain/support/staff/reactivate-staff.ts': 'the support admin console: the reactivation and its audit entry',
      'domain/support/staff/invite-staff.ts': "the support admin console: the invite, Spanner's own email and the audit entry",
      'domain/support/staff/resend-staff-invite.ts': "the support admin console: the new link, Spanner's own email and the audit entry",
      'domain/support/staff/revoke-staff-invite.ts': 'the support admin console: the revocation and its audit entry',
      'domain/support/staff/list-audit-log.ts': 'the support admin console reads the audit log of every organisation’s tickets',
      'domain/support/refused-staff-action.ts':
        "a support_staff member's refused Admin Console call, written to the audit log (no organisation's rows)",
      'domain/support/tickets/email-reply.ts': "a staff reply emailed to the customer: Spanner's own mail, into the outbox",
      'domain/support/tickets/ticket-audience.ts': "support staff work every organisation's tickets",
      'domain/owner/list-organisations.ts': "the platform owner's list of every organisation, with its figures",
      'domain/owner/get-organisation.ts': "the platform owner's page of one organisation",
      'domain/owner/extend-trial.ts': "the platform owner extends an organisation's trial (subscription, history, audit entry)",
      'domain/owner/grant-credits.ts': 'the platform owner grants an organisation credits (a pack priced 0, audit entry)',
      'domain/owner/support-overview.ts': "the platform owner's support overview: ticket figures over every organisation",
      'metrics/queue-depths.ts': 'the metrics count webhook deliveries over every organisation (numbers only)',
      'domain/owner/background-work.ts':
        "the platform owner's Background work: the dead letters' organisation names and the retry's audit entry",
      'domain/export/clean-up-exports.ts': "the export clean-up job: every organisation's expired export files and dead builds",
      'domain/accounting/xero-webhook.ts': "Xero's signed webhook: the tenant it names finds its accounting connections",
      'domain/accounting/sync-jobs.ts': "the sync's poll reads every connected accounting connection, then pulls through each organisation",
      'domain/webhooks/disable-failing-endpoints.ts':
        "a failed delivery attempt disables its endpoint once failing for five days and emails its organisation's admins",
    };
    expect(
      using(
        /\b(bySecret|uniqueAcrossOrganisations|supportScope|supportMailScope|newsletterMailScope|trackingScope|supportAdminScope|ownerScope|operatorConsole|paymentEventScope|messagingEventScope|backgroundScope|calendarFeedScope|webhookDeliveryScope|apiKeyAuditScope|accountRecovery|exportCleanUpScope|asRequestScopes|connectEventScope|documentLinkScope|accountingEventScope)\(/,
      ).filter((f) => f !== 'db/cross-organisation.ts'),
    ).toEqual(Object.keys(reasons).sort());
  });

  it('raw SQL is listed, and raw SQL in the domain names its organisation', () => {
    const raw = using(/\$(queryRaw|executeRaw)(Unsafe)?\b/);
    expect(raw).toEqual([
      'auth/api-keys.ts', // a key is found by its secret's hash before its organisation is known, as a session is
      'auth/rate-limit.ts', // counters keyed by account and address, no organisation data
      'auth/sessions.ts', // the session lookup joins the session's own user and organisation
      'db/migrate.ts', // reads Prisma's own _prisma_migrations table: no organisation data
      'db/scoped.ts', // tenantRows: a raw read bound to the caller's organisation as $1
      'db/sql.ts', // Kysely's statements, run by the client given: tenantSql's bind the member's organisation, sqlOf refuses a member's client
      'db/wait-for-database.ts', // SELECT 1 while the database comes up: no rows
      'domain/accounts/update-organization.ts', // the organisation's details lock (advisory, keyed by its orgId), no rows
      'domain/billing/record-usage.ts', // one atomic statement per credit spent; the organisation is a bound parameter
      'domain/members/team-guards.ts', // locks the caller's organisation row by its id
      'domain/service/open-service.ts', // a unit's service lock (advisory), no rows
      'domain/service/record-meter-reading.ts', // a unit's meter lock (advisory), no rows
      'domain/webhooks/create-webhook-endpoint.ts', // the organisation's endpoint-count lock (advisory, keyed by its orgId), no rows
      'http/health.ts', // SELECT 1, no rows
      'jobs/sql-executor.ts', // pg-boss's own statements on its own schema (pgboss), run in the caller's transaction: no organisation rows
    ]);
    for (const file of raw.filter((f) => f.startsWith('domain/') && !f.endsWith('open-service.ts')))
      expect(fs.readFileSync(path.join(src, file), 'utf8')).toMatch(/orgId|"Organization" WHERE id/);
  });

  it('raw reads of organisation rows go through tenantRows, and are listed', () => {
    expect(using(/\btenantRows[<(]/).filter((f) => f !== 'db/scoped.ts')).toEqual([
      'domain/jobs/job-rows.ts', // the jobs of a REST list or range page, by the ids the scoped Prisma query chose
    ]);
  });

  it('typed SQL (db/sql.ts) is listed: a member reads through tenantSql, the owner through its own scope', () => {
    expect(using(/from '[./]+\/db\/sql\.ts'/)).toEqual([
      'domain/imports/insert-rows.ts', // the imports' batch INSERT of the member's rows, the organisation bound (tenantSql)
      'domain/messaging/usage-history.ts', // the period's credits by day, channel and source, from the outbox (tenantSql)
      'domain/owner/owner-sql.ts', // the owner's aggregates over every organisation (sqlOf(ownerScope), the owner only)
      'domain/schedule/schedule-days.ts', // the month view's counts and first jobs per day, scoped as jobScope (tenantSql)
      'domain/service/list-service-due.ts', // the service board's counts and page ids, scoped as serviceUnitScope (tenantSql)
      'domain/service/list-uncontracted.ts', // the uncontracted units' page ids and service job counts, scoped the same
    ]);
  });
});

describe('the scoped clients', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createOrg>>;
  let b: Awaited<ReturnType<typeof createOrg>>;
  beforeAll(async () => {
    t = await startTestApp();
    a = await createOrg(t, 'Scope A');
    b = await createOrg(t, 'Scope B');
  });
  afterAll(() => t.close());

  it("keeps every read and write of a member inside their organisation, even by another organisation's id", async () => {
    const theirs = await t.database.db.customer.create({ data: { orgId: a.org.id, name: 'Theirs' } });
    const mine = tenantDb(t.database.db, b.org.id);
    expect(await mine.customer.findUnique({ where: { id: theirs.id } })).toBeNull();
    expect(await mine.customer.findFirst({ where: { id: theirs.id, orgId: a.org.id } })).toBeNull();
    expect((await mine.customer.updateMany({ where: { id: theirs.id }, data: { name: 'Changed' } })).count).toBe(0);
    expect((await mine.customer.deleteMany({ where: { id: theirs.id } })).count).toBe(0);
    await expect(mine.customer.update({ where: { id: theirs.id }, data: { name: 'Changed' } })).rejects.toThrow();
    await expect(mine.customer.delete({ where: { id: theirs.id } })).rejects.toThrow();
    await expect(mine.customer.create({ data: { name: 'Planted', orgId: a.org.id } })).rejects.toThrow('permission');
    expect(await mine.organization.findUnique({ where: { id: a.org.id } })).toBeNull();
    const created = await mine.customer.create({ data: { name: 'Mine' } as never });
    expect(created.orgId).toBe(b.org.id);
    expect(await mine.$transaction((tx) => tx.customer.count())).toBe(1);
    expect((await t.database.db.customer.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe('Theirs');
  });

  it("binds a raw read to the member's organisation, and refuses one that does not filter by it or has no member", async () => {
    const theirs = await t.database.db.customer.create({ data: { orgId: a.org.id, name: 'Raw theirs' } });
    const mine = tenantDb(t.database.db, b.org.id);
    const sql = 'SELECT "name" FROM "Customer" WHERE "orgId" = $1 AND "id" = $2';
    expect(await tenantRows(mine, sql, theirs.id)).toEqual([]);
    expect(await tenantRows(tenantDb(t.database.db, a.org.id), sql, theirs.id)).toEqual([{ name: 'Raw theirs' }]);
    expect(() => tenantRows(mine, 'SELECT "name" FROM "Customer" WHERE "id" = $2', theirs.id)).toThrow('"orgId" = $1');
    expect(() => tenantRows(t.database.db, sql, theirs.id)).toThrow("member's client");
    expect(() => tenantRows(outsideDb(t.database.db), sql, theirs.id)).toThrow("member's client");
  });

  it("holds typed SQL to the member's organisation: a statement that does not bind it is refused", async () => {
    const theirs = await t.database.db.customer.create({ data: { orgId: a.org.id, name: 'Typed theirs' } });
    const mine = tenantSql(tenantDb(t.database.db, b.org.id));
    const named = (orgId: string) => mine.sql.selectFrom('Customer').select('name').where('orgId', '=', orgId).where('id', '=', theirs.id);
    expect(await named(mine.orgId).execute()).toEqual([]);
    const ours = tenantSql(tenantDb(t.database.db, a.org.id));
    expect(
      await ours.sql.selectFrom('Customer').select('name').where('orgId', '=', ours.orgId).where('id', '=', theirs.id).execute(),
    ).toEqual([{ name: 'Typed theirs' }]);
    await expect(named(a.org.id).execute()).rejects.toThrow('filters by "orgId"');
    await expect(mine.sql.selectFrom('Customer').select('name').where('id', '=', theirs.id).execute()).rejects.toThrow(
      'filters by "orgId"',
    );
    expect(() => tenantSql(t.database.db)).toThrow("member's client");
    expect(() => sqlOf(tenantDb(t.database.db, a.org.id))).toThrow('tenantSql');
  });

  it('gives callers without an organisation no organisation-owned model, and support and owner their own scopes', async () => {
    expect(ORGANISATION_OWNED.has('Customer')).toBe(true);
    await expect(outsideDb(t.database.db).customer.findMany()).rejects.toThrow('belongs to an organisation');
    const support = crossScopeDb(t.database.db, 'support');
    await expect(support.customer.findMany()).rejects.toThrow('outside the support scope');
    await expect(support.job.findMany()).rejects.toThrow('outside the support scope');
    expect(await support.ticket.findMany({ where: { orgId: { in: [a.org.id, b.org.id] } } })).toEqual([]);
    const owner = crossScopeDb(t.database.db, 'owner');
    expect((await owner.organization.findMany()).length).toBeGreaterThanOrEqual(2);
    await expect(owner.customer.deleteMany()).rejects.toThrow('outside the owner scope');
  });
});
