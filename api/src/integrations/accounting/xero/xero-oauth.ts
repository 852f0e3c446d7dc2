import { type BaseClient, custom, errors, Issuer, type TokenSet } from 'openid-client';
import type { Config } from '../../../config.ts';
import type { ConnectionTokens } from '../../../domain/accounting/connection-tokens.ts';

// Xero's OAuth 2.0 (authorisation code with PKCE) through xero-node's own openid-client (the SDK's dependency), set up
// in one place. XeroClient is not used for it: its initialize() discovers https://identity.xero.com, hard-coded, and
// this server discovers XERO_IDENTITY_URL instead (a local Xero fake in tests). docs/accounting.md.

/**
 * The scopes Spanner asks for: sign-in (openid profile email), the refresh token, and the books it syncs. Xero's
 * granular scopes (invoices and credit notes, payments) replace accounting.transactions, which apps made since
 * 2 March 2026 cannot ask for (docs/accounting.md). Payroll AU: the employees, earnings rates and calendars a week
 * is checked against, and its timesheet (docs/timesheets.md → Payroll).
 */
export const XERO_SCOPES = [
  'openid',
  'profile',
  'email',
  'offline_access',
  'accounting.invoices',
  'accounting.payments',
  'accounting.banktransactions',
  'accounting.contacts',
  'accounting.settings.read',
  'payroll.employees.read',
  'payroll.settings.read',
  'payroll.timesheets',
] as const;

/** Where Xero sends the admin's browser back after consent. */
export const XERO_CALLBACK_PATH = '/api/accounting/xero/callback';
export const xeroRedirectUri = (config: Pick<Config, 'PUBLIC_URL'>) => `${config.PUBLIC_URL}${XERO_CALLBACK_PATH}`;

const issuers = new Map<string, Promise<Issuer<BaseClient>>>();

/** Xero's identity server, discovered once per process (again after a failed discovery). */
function issuerAt(url: string): Promise<Issuer<BaseClient>> {
  let found = issuers.get(url);
  if (!found) {
    found = Issuer.discover(url);
    found.catch(() => issuers.delete(url));
    issuers.set(url, found);
  }
  return found;
}

/** An OAuth client of this server's Xero app. */
export async function xeroOAuthClient(
  config: Pick<Config, 'XERO_CLIENT_ID' | 'XERO_CLIENT_SECRET' | 'XERO_IDENTITY_URL' | 'PUBLIC_URL'>,
): Promise<BaseClient> {
  const issuer = await issuerAt(config.XERO_IDENTITY_URL);
  const client = new issuer.Client({
    client_id: config.XERO_CLIENT_ID ?? '',
    client_secret: config.XERO_CLIENT_SECRET ?? '',
    redirect_uris: [xeroRedirectUri(config)],
    response_types: ['code'],
  });
  client[custom.http_options] = (_url, options) => ({ ...options, timeout: 10_000 });
  client[custom.clock_tolerance] = 5;
  return client;
}

/** A token set as the connection keeps it (sealed); a refresh answered without a new refresh token keeps the old. */
export function connectionTokensOf(set: TokenSet, keptRefreshToken?: string): ConnectionTokens {
  const refreshToken = set.refresh_token ?? keptRefreshToken;
  if (!set.access_token || !refreshToken) throw new Error('Xero answered without an access and a refresh token');
  const expiresAt = set.expires_at ? set.expires_at * 1000 : Date.now() + 30 * 60_000;
  return { accessToken: set.access_token, refreshToken, expiresAt };
}

/** Xero refused the refresh token (revoked, expired after 60 days unused, or used already): only a new consent helps. */
export const isRefusedGrant = (e: unknown) =>
  e instanceof errors.OPError && (e.error === 'invalid_grant' || e.error === 'unauthorized_client');
