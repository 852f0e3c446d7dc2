import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import { type ConnectionTokens, openTokens } from './connection-tokens.ts';
import { makeXeroConnection } from './make-connection.ts';
import { saveDefaultMappings } from './mappings.ts';

// Settings → Accounting: the admin's choice among the Xero organisations their login reached.

export interface PendingChoice {
  /** Whose login it was: Xero's organisations or MYOB's company files */
  provider: 'xero' | 'myob';
  authorisationId: string;
  tenants: { id: string; name: string }[];
}

const EXPIRED = 'This Xero sign-in has expired: press Connect Xero again.';

/** The choice waiting for this admin (the latest authorisation, Xero's or MYOB's, that reached several), if any. */
export async function pendingAccountingChoice(ctx: Context): Promise<PendingChoice | null> {
  if (!ctx.user) return null;
  const row = await ctx.db.accountingAuthorisation.findFirst({
    where: {
      userId: ctx.user.userId,
      expiresAt: { gt: new Date() },
      AND: [{ tokensSealed: { not: null } }, { tokensSealed: { not: '' } }],
    },
    orderBy: { createdAt: 'desc' },
    select: { id: true, provider: true, tenants: true },
  });
  if (!row || !Array.isArray(row.tenants)) return null;
  return { provider: row.provider, authorisationId: row.id, tenants: row.tenants as PendingChoice['tenants'] };
}

export async function chooseXeroTenant(ctx: Context, input: { authorisationId: string; tenantId: string }): Promise<void> {
  const user = requireAbility(ctx, 'manageAccounting');
  const row = await ctx.db.accountingAuthorisation.findFirst({
    where: { id: input.authorisationId, userId: user.userId, provider: 'xero' },
    select: { id: true, tokensSealed: true, tenants: true, expiresAt: true },
  });
  if (!row?.tokensSealed || !Array.isArray(row.tenants) || row.expiresAt <= new Date()) throw new AppError('NOT_FOUND', EXPIRED);
  const tenant = (row.tenants as PendingChoice['tenants']).find((t) => t.id === input.tenantId);
  if (!tenant) {
    throw new AppError('VALIDATION', 'Choose one of the Xero organisations listed', {
      fieldErrors: { tenant_id: 'Not one of the organisations your Xero login reaches' },
    });
  }
  const tokens: ConnectionTokens | null = openTokens(ctx.config, row.tokensSealed);
  // Used once: a second choice (another tab) finds it gone.
  const taken = await ctx.db.accountingAuthorisation.deleteMany({ where: { id: row.id } });
  if (!tokens || taken.count !== 1) throw new AppError('NOT_FOUND', EXPIRED);
  const made = await makeXeroConnection(ctx, user, { tenantId: tenant.id, tenantName: tenant.name }, tokens);
  if (made === 'already_connected') {
    throw new AppError('CONFLICT', 'Another organisation of your books is connected: disconnect it first in Settings → Accounting.');
  }
  await saveDefaultMappings(ctx);
}
