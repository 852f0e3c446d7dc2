import { setTimeout as delay } from 'node:timers/promises';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type ConnectionTokens, openTokens, sealTokens } from './connection-tokens.ts';

// A valid access token on an accounting connection, whichever the provider: refreshed when less than 5 minutes
// remain. Xero's and MYOB's refresh tokens both rotate (each works once), so two processes must never refresh the same
// one: a process claims the refresh on the row (compare-and-swap on the sealed tokens it read, with a 30-second lease),
// calls the provider outside any transaction (the provider's refresh call is passed in), then saves the new tokens and
// drops the claim. Another process meanwhile uses the current access token while it lasts, or waits for the new one.
// A refused refresh (revoked, unused too long) marks the connection needs_reconnect with a plain lastError.

export interface TokenProvider {
  /** As the office reads it: Xero, MYOB */
  name: string;
  refresh(refreshToken: string): Promise<ConnectionTokens>;
  /** The provider refused the refresh token (not a network failure) */
  isRefused(e: unknown): boolean;
}

/** Refreshed when less than this remains. */
export const REFRESH_BEFORE_MS = 5 * 60_000;
/** How long a refresh claim holds if its process dies mid-refresh. */
const CLAIM_MS = 30_000;
/** How often a process waiting for another's refresh looks at the row again. */
const WAIT_STEP_MS = 100;

export const notConnected = (name: string) => `${name} is not connected: connect it again in Settings → Accounting.`;
export const refusedRefresh = (name: string) =>
  `${name} no longer accepts this connection (it was disconnected in ${name}, or not used for too long). An admin reconnects it in Settings → Accounting.`;

const select = { id: true, tenantId: true, status: true, tokensSealed: true, refreshClaimedUntil: true } as const;

async function markNeedsReconnect(db: Db, id: string, sealedSeen: string, lastError: string): Promise<void> {
  await db.accountingConnection.updateMany({
    where: { id, status: 'connected', tokensSealed: sealedSeen },
    data: { status: 'needs_reconnect', tokensSealed: null, accessExpiresAt: null, refreshClaimedUntil: null, lastError },
  });
}

/** The connection's tenant (file) id and a valid token set. `observe.waiting` is told each time this caller waits. */
export async function liveTokens(
  db: Db,
  config: Config,
  connection: { id: string },
  provider: TokenProvider,
  observe: { waiting?: () => void } = {},
): Promise<{ tenantId: string; tokens: ConnectionTokens }> {
  const deadline = Date.now() + CLAIM_MS * 2;
  for (;;) {
    const row = await db.accountingConnection.findUnique({ where: { id: connection.id }, select });
    if (row?.status !== 'connected' || !row.tokensSealed) throw new AppError('CONFLICT', notConnected(provider.name));
    const tokens = openTokens(config, row.tokensSealed);
    if (!tokens) {
      await markNeedsReconnect(
        db,
        row.id,
        row.tokensSealed,
        `The accounting token key changed: an admin reconnects ${provider.name} in Settings → Accounting.`,
      );
      throw new AppError('CONFLICT', notConnected(provider.name));
    }
    const now = Date.now();
    if (tokens.expiresAt - now > REFRESH_BEFORE_MS) return { tenantId: row.tenantId, tokens };
    const claimed = await db.accountingConnection.updateMany({
      where: {
        id: row.id,
        status: 'connected',
        tokensSealed: row.tokensSealed,
        OR: [{ refreshClaimedUntil: null }, { refreshClaimedUntil: { lt: new Date(now) } }],
      },
      data: { refreshClaimedUntil: new Date(now + CLAIM_MS) },
    });
    if (claimed.count === 1) return { tenantId: row.tenantId, tokens: await refresh(db, config, row, tokens, provider) };
    // Another process is refreshing (or just did): the current token while it lasts, else its new one.
    if (tokens.expiresAt - Date.now() > 30_000) return { tenantId: row.tenantId, tokens };
    if (Date.now() > deadline)
      throw new AppError('SERVICE_UNAVAILABLE', `${provider.name} took too long to renew the connection: try again in a minute.`);
    observe.waiting?.();
    await delay(WAIT_STEP_MS);
  }
}

async function refresh(
  db: Db,
  config: Config,
  row: { id: string; tokensSealed: string | null },
  tokens: ConnectionTokens,
  provider: TokenProvider,
): Promise<ConnectionTokens> {
  const sealedSeen = row.tokensSealed as string;
  let next: ConnectionTokens;
  try {
    next = await provider.refresh(tokens.refreshToken);
  } catch (e) {
    if (provider.isRefused(e)) {
      await markNeedsReconnect(db, row.id, sealedSeen, refusedRefresh(provider.name));
      throw new AppError('CONFLICT', refusedRefresh(provider.name));
    }
    await db.accountingConnection.updateMany({ where: { id: row.id, tokensSealed: sealedSeen }, data: { refreshClaimedUntil: null } });
    throw new AppError('SERVICE_UNAVAILABLE', `${provider.name} did not answer while renewing the connection: try again in a minute.`);
  }
  await db.accountingConnection.updateMany({
    where: { id: row.id, tokensSealed: sealedSeen },
    data: { tokensSealed: sealTokens(config, next), accessExpiresAt: new Date(next.expiresAt), refreshClaimedUntil: null, lastError: null },
  });
  return next;
}
