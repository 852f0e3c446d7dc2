import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { XeroSession } from '../../integrations/accounting/xero/xero-books.ts';
import { openTokens } from './connection-tokens.ts';
import { sessionOf, xeroSession } from './xero-session.ts';

/** The connection row fields a Xero session is opened from. */
export type SyncConnection = {
  id: string;
  orgId: string;
  provider: string;
  tenantId: string;
  status: string;
  tokensSealed: string | null;
  mappings: unknown;
  /** spanner (the default: Spanner's edits go to the books) or books (the books' edits come back) */
  contactsSource?: string | null;
  pulledUntil: Date | null;
};

/** Opens a Xero session on a connection (xero-session.ts: a valid token, refreshed when near its expiry). */
export type OpenXero = (db: Db, config: Config, connection: SyncConnection) => Promise<XeroSession>;

/**
 * A session from the connection's sealed token as it stands, refreshed by nobody: for tests that seal a token the
 * fake issued. The sync itself opens sessions with xeroSession (below), which refreshes.
 */
export const openXeroAsSealed: OpenXero = async (_db, config, connection) => {
  const tokens = connection.tokensSealed ? openTokens(config, connection.tokensSealed) : null;
  if (!tokens || connection.status !== 'connected')
    throw new AppError('CONFLICT', 'Xero is not connected: connect it again in Settings → Accounting');
  return sessionOf(config, connection.tenantId, tokens);
};

/** The session opener the sync uses: a valid token, refreshed once across processes (xero-session.ts). */
export const openXero: OpenXero = (db, config, connection) => xeroSession(db, config, connection);
