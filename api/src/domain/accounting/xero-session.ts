import { setTimeout as delay } from 'node:timers/promises';
import { AccountingApi } from 'xero-node';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { connectionTokensOf, isRefusedGrant, xeroOAuthClient } from '../../integrations/accounting/xero/xero-oauth.ts';
import { type ConnectionTokens, openTokens, sealTokens } from './connection-tokens.ts';

// A ready Xero session on a connection: xero-node's AccountingApi pointed at XERO_API_URL with a valid access token,
// refreshed when less than 5 minutes remain. Xero's refresh tokens rotate (each works once), so two processes must
// never refresh the same one: a process claims the refresh on the row (compare-and-swap on the sealed tokens it read,
// with a 30-second lease), calls Xero outside any transaction, then saves the new tokens and drops the claim. Another
// process meanwhile uses the current access token while it lasts, or waits for the new one. A refused refresh
// (invalid_grant: revoked in Xero, unused for 60 days) marks the connection needs_reconnect with a plain lastError.

export interface XeroSessionOf {
  accountingApi: AccountingApi;
  tenantId: string;
}

/** Refreshed when less than this remains. */
export const REFRESH_BEFORE_MS = 5 * 60_000;
/** How long a refresh claim holds if its process dies mid-refresh. */
const CLAIM_MS = 30_000;
/** How often a process waiting for another's refresh looks at the row again. */
const WAIT_STEP_MS = 100;

export const NOT_CONNECTED = 'Xero is not connected: connect it again in Settings → Accounting.';
export const REFUSED_REFRESH =
  'Xero no longer accepts this connection (it was disconnected in Xero, or not used for 60 days). An admin reconnects it in Settings → Accounting.';

const select = { id: true, tenantId: true, status: true, tokensSealed: true, refreshClaimedUntil: true } as const;

function sessionOf(config: Config, tenantId: string, tokens: ConnectionTokens): XeroSessionOf {
  const accountingApi = new AccountingApi();
  accountingApi.basePath = `${config.XERO_API_URL}/api.xro/2.0`;
  accountingApi.accessToken = tokens.accessToken;
  return { accountingApi, tenantId };
}

async function markNeedsReconnect(db: Db, id: string, sealedSeen: string, lastError: string): Promise<void> {
  await db.accountingConnection.updateMany({
    where: { id, status: 'connected', tokensSealed: sealedSeen },
    data: { status: 'needs_reconnect', tokensSealed: null, accessExpiresAt: null, refreshClaimedUntil: null, lastError },
  });
}

/** `observe.waiting` is told each time this caller waits for another process's refresh (tests hold one in flight). */
export async function xeroSession(
  db: Db,
  config: Config,
  connection: { id: string },
  observe: { waiting?: () => void } = {},
): Promise<XeroSessionOf> {
  const deadline = Date.now() + CLAIM_MS * 2;
  for (;;) {
    const row = await db.accountingConnection.findUnique({ where: { id: connection.id }, select });
    if (row?.status !== 'connected' || !row.tokensSealed) throw new AppError('CONFLICT', NOT_CONNECTED);
    const tokens = openTokens(config, row.tokensSealed);
    if (!tokens) {
      await markNeedsReconnect(
        db,
        row.id,
        row.tokensSealed,
        'The accounting token key changed: an admin reconnects Xero in Settings → Accounting.',
      );
      throw new AppError('CONFLICT', NOT_CONNECTED);
    }
    const now = Date.now();
    if (tokens.expiresAt - now > REFRESH_BEFORE_MS) return sessionOf(config, row.tenantId, tokens);
    const claimed = await db.accountingConnection.updateMany({
      where: {
        id: row.id,
        status: 'connected',
        tokensSealed: row.tokensSealed,
        OR: [{ refreshClaimedUntil: null }, { refreshClaimedUntil: { lt: new Date(now) } }],
      },
      data: { refreshClaimedUntil: new Date(now + CLAIM_MS) },
    });
    if (claimed.count === 1) return refresh(db, config, row, tokens);
    // Another process is refreshing (or just did): the current token while it lasts, else its new one.
    if (tokens.expiresAt - Date.now() > 30_000) return sessionOf(config, row.tenantId, tokens);
    if (Date.now() > deadline)
      throw new AppError('SERVICE_UNAVAILABLE', 'Xero took too long to renew the connection: try again in a minute.');
    observe.waiting?.();
    await delay(WAIT_STEP_MS);
  }
}

async function refresh(
  db: Db,
  config: Config,
  row: { id: string; tenantId: string; tokensSealed: string | null },
  tokens: ConnectionTokens,
): Promise<XeroSessionOf> {
  const sealedSeen = row.tokensSealed as string;
  let next: ConnectionTokens;
  try {
    const client = await xeroOAuthClient(config);
    const set = await client.refresh(tokens.refreshToken);
    next = connectionTokensOf(set, tokens.refreshToken);
  } catch (e) {
    if (isRefusedGrant(e)) {
      await markNeedsReconnect(db, row.id, sealedSeen, REFUSED_REFRESH);
      throw new AppError('CONFLICT', REFUSED_REFRESH);
    }
    await db.accountingConnection.updateMany({ where: { id: row.id, tokensSealed: sealedSeen }, data: { refreshClaimedUntil: null } });
    throw new AppError('SERVICE_UNAVAILABLE', 'Xero did not answer while renewing the connection: try again in a minute.');
  }
  await db.accountingConnection.updateMany({
    where: { id: row.id, tokensSealed: sealedSeen },
    data: { tokensSealed: sealTokens(config, next), accessExpiresAt: new Date(next.expiresAt), refreshClaimedUntil: null, lastError: null },
  });
  return sessionOf(config, row.tenantId, next);
}
