import type { Context } from '../context.ts';
import { forbidden } from '../errors.ts';
import type { Db } from './client.ts';
import { crossScopeDb } from './scoped.ts';

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
