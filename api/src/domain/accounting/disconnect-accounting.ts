import type { Context } from '../../context.ts';
import { deleteXeroConnection } from '../../integrations/accounting/xero/xero-connections.ts';
import { connectionTokensOf, xeroOAuthClient } from '../../integrations/accounting/xero/xero-oauth.ts';
import { requireAbility } from '../policy.ts';
import { type ConnectionTokens, openTokens } from './connection-tokens.ts';

// Settings → Accounting → Disconnect: the connection is disconnected and its tokens wiped at once (Spanner's records
// and the sync ledger stay: reconnecting the same Xero organisation picks the ledger up again). After that commit,
// Xero is told too — its connection deleted, the refresh token revoked — and if Xero cannot be reached the
// connection is disconnected all the same (the tokens are gone from Spanner; Xero drops an unused grant after 60 days).

export async function disconnectAccounting(ctx: Context): Promise<void> {
  requireAbility(ctx, 'manageAccounting');
  const row = await ctx.db.accountingConnection.findFirst({
    where: { status: { not: 'disconnected' } },
    select: { id: true, provider: true, tenantId: true, tokensSealed: true },
  });
  if (!row) return;
  await ctx.db.accountingConnection.update({
    where: { id: row.id },
    data: { status: 'disconnected', tokensSealed: null, accessExpiresAt: null, refreshClaimedUntil: null, lastError: null },
  });
  const tokens = row.tokensSealed && ctx.config.ACCOUNTING_TOKEN_KEY ? openTokens(ctx.config, row.tokensSealed) : null;
  if (row.provider === 'xero' && tokens) await tellXero(ctx, row.tenantId, tokens).catch(() => undefined);
}

/** Deletes Xero's connection to the organisation and revokes the grant; any failure is left to Xero's own expiry. */
async function tellXero(ctx: Context, tenantId: string, tokens: ConnectionTokens): Promise<void> {
  const client = await xeroOAuthClient(ctx.config);
  let access = tokens;
  if (tokens.expiresAt - Date.now() < 60_000) access = connectionTokensOf(await client.refresh(tokens.refreshToken), tokens.refreshToken);
  await deleteXeroConnection(ctx.config, access.accessToken, tenantId).catch(() => undefined);
  await client.revoke(access.refreshToken, 'refresh_token');
}
