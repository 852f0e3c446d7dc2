import { AccountingApi, PayrollAuApi } from 'xero-node';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { connectionTokensOf, isRefusedGrant, xeroOAuthClient } from '../../integrations/accounting/xero/xero-oauth.ts';
import { liveTokens, REFRESH_BEFORE_MS, type TokenProvider } from './connection-session.ts';
import type { ConnectionTokens } from './connection-tokens.ts';

// A ready Xero session on a connection: xero-node's AccountingApi and PayrollAuApi pointed at XERO_API_URL with a valid access token,
// refreshed when less than 5 minutes remain through the provider-neutral refresh claim (connection-session.ts: one
// refresh across processes; a refused one — invalid_grant: revoked in Xero, unused for 60 days — marks the
// connection needs_reconnect with a plain lastError).

export interface XeroSessionOf {
  accountingApi: AccountingApi;
  payrollApi: PayrollAuApi;
  tenantId: string;
}

export { REFRESH_BEFORE_MS };

/** xero-node's APIs on a tenant with this access token. */
export function sessionOf(config: Config, tenantId: string, tokens: ConnectionTokens): XeroSessionOf {
  const accountingApi = new AccountingApi();
  accountingApi.basePath = `${config.XERO_API_URL}/api.xro/2.0`;
  accountingApi.accessToken = tokens.accessToken;
  const payrollApi = new PayrollAuApi();
  payrollApi.basePath = `${config.XERO_API_URL}/payroll.xro/1.0`;
  payrollApi.accessToken = tokens.accessToken;
  return { accountingApi, payrollApi, tenantId };
}

/** Xero's refresh call, for the neutral refresh claim. */
export const xeroTokenProvider = (config: Config): TokenProvider => ({
  name: 'Xero',
  refresh: async (refreshToken) => connectionTokensOf(await (await xeroOAuthClient(config)).refresh(refreshToken), refreshToken),
  isRefused: isRefusedGrant,
});

/** `observe.waiting` is told each time this caller waits for another process's refresh (tests hold one in flight). */
export async function xeroSession(
  db: Db,
  config: Config,
  connection: { id: string },
  observe: { waiting?: () => void } = {},
): Promise<XeroSessionOf> {
  const { tenantId, tokens } = await liveTokens(db, config, connection, xeroTokenProvider(config), observe);
  return sessionOf(config, tenantId, tokens);
}
