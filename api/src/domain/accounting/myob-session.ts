import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MyobSession } from '../../integrations/accounting/myob/myob-api.ts';
import { MyobGrantRefused, refreshMyobTokens } from '../../integrations/accounting/myob/myob-oauth.ts';
import { liveTokens, type TokenProvider } from './connection-session.ts';

// A ready MYOB session on a connection: a valid access token (MYOB's live 20 minutes, refreshed when less than 5
// remain, through the same refresh claim as Xero's: connection-session.ts) and the company file's id.

export const myobTokenProvider = (config: Config): TokenProvider => ({
  name: 'MYOB',
  refresh: (refreshToken) => refreshMyobTokens(config, refreshToken),
  isRefused: (e) => e instanceof MyobGrantRefused,
});

export async function myobSession(
  db: Db,
  config: Config,
  connection: { id: string },
  observe: { waiting?: () => void } = {},
): Promise<MyobSession> {
  const { tenantId, tokens } = await liveTokens(db, config, connection, myobTokenProvider(config), observe);
  return { config, accessToken: tokens.accessToken, fileId: tenantId };
}
