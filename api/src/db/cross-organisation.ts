import type { Context } from '../context.ts';
import { can } from '../domain/policy.ts';
import { forbidden } from '../errors.ts';
import type { Db } from './client.ts';
import { crossScopeDb, tenantDb } from './scoped.ts';

// The only ways past the caller's organisation. Each is a rule of its own, and tests list every file using them.

/**
 * A row found by a secret the caller holds — sign-in email and password, a confirmation or invite token, a new
 * registration — whose organisation is not known before it is found. Nothing of the row is shown unless the
 * secret matches.
 */
export function bySecret(ctx: Pick<Context, 'rootDb'>): Db {
  return ctx.rootDb;
}

/** A value unique across Spanner (an email): only whether some account has it is read. */
export function uniqueAcrossOrganisations(ctx: Pick<Context, 'rootDb'>): Db {
  return ctx.rootDb;
}

/**
 * The operator at the server's console (`npm run setup:owner`, `npm run setup:support-admin`): setting up the
 * platform owner and the first support admin. No request of the web app or the API reaches it.
 */
export function operatorConsole(database: { db: Db }): Db {
  return database.db;
}

/** Support staff: tickets of every organisation, with the names of organisations and people on them. */
export function supportScope(ctx: Pick<Context, 'rootDb' | 'staff'>): Db {
  if (!ctx.staff) throw forbidden();
  return crossScopeDb(ctx.rootDb, 'support');
}

/** A support reply's email to the customer: Spanner's own mail (no organisation, never counted), into the outbox. */
export function supportMailScope(ctx: Pick<Context, 'rootDb' | 'staff'>): Db {
  if (!ctx.staff) throw forbidden();
  return crossScopeDb(ctx.rootDb, 'supportMail');
}

/**
 * A support admin's console: the audit log of every staff action (ticket entries name their organisation), with the
 * names of the tickets and people it mentions, and Spanner's own mail (staff invites). Nothing else of any organisation.
 */
export function supportAdminScope(ctx: Pick<Context, 'rootDb' | 'staff'>): Db {
  if (!can(ctx, 'manageStaff') && !can(ctx, 'readAuditLog')) throw forbidden();
  return crossScopeDb(ctx.rootDb, 'supportAdmin');
}

/** Spanner's own newsletter mail to a public address (no organisation, never counted), into the outbox. */
export function newsletterMailScope(ctx: Pick<Context, 'rootDb'>): Db {
  return crossScopeDb(ctx.rootDb, 'newsletterMail');
}

/**
 * Advertising events: a visitor's page event (no organisation), or the event Spanner records after an operation of
 * the organisation it names. Events are only ever added.
 */
export function trackingScope(ctx: Pick<Context, 'rootDb'>): Db {
  return crossScopeDb(ctx.rootDb, 'tracking');
}

/** The business owner of Spanner: reads every organisation, changes accounts and subscriptions. */
export function ownerScope(ctx: Pick<Context, 'rootDb' | 'user'>): Db {
  if (!ctx.user?.isOwner) throw forbidden();
  return crossScopeDb(ctx.rootDb, 'owner');
}

/**
 * A payment provider's event, after its signature was verified: the organisation is named by the event (its
 * checkout metadata or its subscription), and only subscriptions, credit packs and checkouts are written.
 */
export function paymentEventScope(ctx: Pick<Context, 'rootDb'>): Db {
  return crossScopeDb(ctx.rootDb, 'payments');
}

/**
 * An SMS provider's delivery-status callback, after its signature was verified: the message is found by the
 * provider's id, and only its status and the credits it was charged (given back when delivery failed) are written.
 */
export function messagingEventScope(ctx: Pick<Context, 'rootDb'>): Db {
  return crossScopeDb(ctx.rootDb, 'messaging');
}

/**
 * A background job (appointment reminders, an email's delivery, a booking text): reads which organisations have work,
 * then acts for one organisation at a time through its own tenant client.
 */
export const backgroundScope = (database: { db: Db }) => ({
  find: crossScopeDb(database.db, 'jobs'),
  forOrganisation: (orgId: string) => tenantDb(database.db, orgId),
});

/**
 * A calendar feed's secret URL: the feed is found by its token's hash (nothing of it is shown unless the token
 * matches), then its jobs are read through its organisation's own tenant client.
 */
export const calendarFeedScope = (ctx: Pick<Context, 'rootDb'>) => ({
  find: ctx.rootDb,
  forOrganisation: (orgId: string) => tenantDb(ctx.rootDb, orgId),
});

/**
 * A Stripe Connect event, after its signature was verified: the connected account it names finds its organisation's
 * payout account (read only), then the event is applied through that organisation's own tenant client.
 */
export const connectEventScope = (ctx: Pick<Context, 'rootDb'>) => ({
  find: crossScopeDb(ctx.rootDb, 'connect'),
  forOrganisation: (orgId: string) => tenantDb(ctx.rootDb, orgId),
});

/**
 * The books' news (Xero's webhook, whose signature was verified) and the sync's poll: the accounting connections of a
 * tenant, or all connected ones, are read; each pull then runs through its organisation's own tenant client.
 */
export const accountingEventScope = (source: { db: Db } | Pick<Context, 'rootDb'>) => {
  const root = 'rootDb' in source ? source.rootDb : source.db;
  return { find: crossScopeDb(root, 'accounting'), forOrganisation: (orgId: string) => tenantDb(root, orgId) };
};

/**
 * The customer holding a quote's or an invoice's private link (found bySecret): what the link does next runs in that
 * document's organisation's own tenant client — "Accept & pay deposit" makes the quote's deposit invoice as Invoice
 * Deposit would, "Already paid? Tell us" records the claim, the receipt reads the invoice's payments.
 */
export const documentLinkScope = (ctx: Pick<Context, 'rootDb'>, orgId: string): Db => tenantDb(ctx.rootDb, orgId);

/** An API key's write recorded in the audit log, whatever the key's role (its own tenant client may refuse writes). */
export function apiKeyAuditScope(ctx: Pick<Context, 'rootDb'>): Db {
  return crossScopeDb(ctx.rootDb, 'apiKeyAudit');
}

/**
 * Webhook delivery jobs and metrics: count due deliveries of every organisation, record each attempt on its delivery
 * and endpoint, and read an organisation's admins to tell them an endpoint was disabled.
 */
export const webhookDeliveryScope = (database: { db: Db }) => crossScopeDb(database.db, 'webhooks');

/** The export clean-up job: deletes expired exports' stored ZIPs and fails dead builds of every organisation. */
export const exportCleanUpScope = (database: { db: Db }) => crossScopeDb(database.db, 'exports');

/**
 * A job doing what a request left to it (the password-reset email, a newsletter's confirm link): the workers'
 * unscoped client, handed to the same named scopes the request would have used (accountRecovery,
 * newsletterMailScope), never used directly.
 */
export const asRequestScopes = (job: { db: Db }): Pick<Context, 'rootDb'> => ({ rootDb: job.db });

/**
 * A forgotten-password request or reset link: the account is found by the email typed (or the link's secret)
 * before its organisation is known. Nothing of it is shown: the caller gets the same answer whether it exists.
 */
export function accountRecovery(ctx: Pick<Context, 'rootDb'>): Db {
  return ctx.rootDb;
}
