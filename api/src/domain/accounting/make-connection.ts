import type { Context } from '../../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { ConnectionTokens } from './connection-tokens.ts';
import { sealTokens } from './connection-tokens.ts';

// The organisation's connection to the Xero organisation (or MYOB company file) the admin consented to (and chose, when the login reached
// several). Connecting the same Xero organisation again reuses its row, and with it the sync ledger: what was sent
// before is known, so nothing is sent twice. Another organisation of the books while one is still connected is
// refused (one connection per Spanner organisation: disconnect first); one that needs reconnecting is replaced.

export type MadeConnection = 'connected' | 'already_connected';

export const makeXeroConnection = (
  ctx: Context,
  who: { orgId: string; userId: string },
  tenant: { tenantId: string; tenantName: string },
  tokens: ConnectionTokens,
) => makeConnection(ctx, who, 'xero', tenant, tokens);

/** The same for either provider: tenantId is Xero's organisation or MYOB's company file. */
export async function makeConnection(
  ctx: Context,
  who: { orgId: string; userId: string },
  provider: 'xero' | 'myob',
  tenant: { tenantId: string; tenantName: string },
  tokens: ConnectionTokens,
): Promise<MadeConnection> {
  const tokensSealed = sealTokens(ctx.config, tokens);
  const now = new Date();
  const live = { tokensSealed, accessExpiresAt: new Date(tokens.expiresAt), refreshClaimedUntil: null, lastError: null };
  try {
    return await ctx.db.$transaction(async (tx) => {
      const other = await tx.accountingConnection.findFirst({
        where: { status: { not: 'disconnected' }, NOT: { provider, tenantId: tenant.tenantId } },
        select: { id: true, status: true },
      });
      if (other?.status === 'connected') return 'already_connected' as const;
      if (other) {
        await tx.accountingConnection.update({
          where: { id: other.id },
          data: { status: 'disconnected', tokensSealed: null, accessExpiresAt: null, refreshClaimedUntil: null },
        });
      }
      await tx.accountingConnection.upsert({
        where: { orgId_provider_tenantId: { orgId: who.orgId, provider, tenantId: tenant.tenantId } },
        create: {
          orgId: who.orgId,
          provider,
          tenantId: tenant.tenantId,
          tenantName: tenant.tenantName,
          status: 'connected',
          connectedById: who.userId,
          connectedAt: now,
          ...live,
        },
        update: { tenantName: tenant.tenantName, status: 'connected', connectedById: who.userId, connectedAt: now, ...live },
      });
      return 'connected' as const;
    });
  } catch (e) {
    // Two callbacks at once for two organisations of the books: the one-live-per-organisation index keeps the first.
    if (isUniqueViolation(e)) return 'already_connected';
    throw e;
  }
}
