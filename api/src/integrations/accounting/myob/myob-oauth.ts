import type { Config } from '../../../config.ts';
import type { ConnectionTokens } from '../../../domain/accounting/connection-tokens.ts';

// MYOB's OAuth 2.0 (authorisation code, no PKCE) at MYOB_IDENTITY_URL (secure.myob.com), with fetch: there is no
// maintained Node SDK. Consent at /oauth2/account/authorize; the code and refresh grants both POST a form to
// /oauth2/v1/authorize with the client id and secret. Access tokens live 20 minutes; refresh tokens rotate (the new
// one comes with every refresh). Sources: developer.myob.com/api/myob-business-api/api-overview/authentication/ and
// apisupport.myob.com "Retrieving Company File GUIDs via MYOB API Post March 2025" (sme-* scopes, businessId on the
// redirect, prompt=consent).

/** The scopes of API keys made since 12 March 2025 (the legacy CompanyFile scope is refused for them). */
export const MYOB_SCOPES = ['sme-company-file', 'sme-contacts-customer', 'sme-sales', 'sme-banking', 'sme-general-ledger'];

export const myobRedirectUri = (config: Pick<Config, 'PUBLIC_URL'>) => `${config.PUBLIC_URL}/api/accounting/myob/callback`;

/** MYOB's sign-in refused a grant (code used or old, refresh token used, revoked): status 400/401 from the token call. */
export class MyobGrantRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MyobGrantRefused';
  }
}

type MyobConfig = Pick<Config, 'MYOB_CLIENT_ID' | 'MYOB_CLIENT_SECRET' | 'MYOB_IDENTITY_URL' | 'PUBLIC_URL'>;

/** The consent page's address; prompt=consent makes MYOB return businessId and businessName on the redirect. */
export function myobAuthorizeUrl(config: MyobConfig, state: string): string {
  const url = new URL('/oauth2/account/authorize', config.MYOB_IDENTITY_URL);
  url.searchParams.set('client_id', config.MYOB_CLIENT_ID ?? '');
  url.searchParams.set('redirect_uri', myobRedirectUri(config));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', MYOB_SCOPES.join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'consent');
  return url.toString();
}

async function tokenCall(config: MyobConfig, grant: Record<string, string>, previousRefresh?: string): Promise<ConnectionTokens> {
  const body = new URLSearchParams({
    client_id: config.MYOB_CLIENT_ID ?? '',
    client_secret: config.MYOB_CLIENT_SECRET ?? '',
    ...grant,
  });
  const res = await fetch(new URL('/oauth2/v1/authorize', config.MYOB_IDENTITY_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const json = (await res.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number | string;
    error?: string;
  };
  if (res.status === 400 || res.status === 401) throw new MyobGrantRefused(json.error ?? `MYOB refused the grant (${res.status})`);
  if (!res.ok || !json.access_token) throw new Error(`MYOB's sign-in answered ${res.status}`);
  return {
    accessToken: json.access_token,
    refreshToken: json.refresh_token ?? previousRefresh ?? '',
    expiresAt: Date.now() + Number(json.expires_in ?? 1200) * 1000,
  };
}

export const exchangeMyobCode = (config: MyobConfig, code: string) =>
  tokenCall(config, { grant_type: 'authorization_code', code, redirect_uri: myobRedirectUri(config), scope: MYOB_SCOPES.join(' ') });

export const refreshMyobTokens = (config: MyobConfig, refreshToken: string) =>
  tokenCall(config, { grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);
