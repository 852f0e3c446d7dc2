import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { type PendingChoice, pendingAccountingChoice } from './choose-xero-tenant.ts';
import { missingMyobSettings } from './myob-availability.ts';
import { missingXeroSettings } from './xero-availability.ts';

// Settings → Accounting: the organisation's connection to its books as the office sees it — never its tokens.

export interface AccountingConnectionView {
  /** Xero can be connected on this server (its operator set what it needs) */
  available: boolean;
  /** What the operator must set first (empty when available) */
  missing: string[];
  /** MYOB can be connected on this server */
  myobAvailable: boolean;
  /** What the operator must set before MYOB can be connected (empty when it can) */
  myobMissing: string[];
  provider: 'xero' | 'myob' | null;
  /** connected, needs_reconnect; null when there is no connection (never made, or disconnected) */
  status: 'connected' | 'needs_reconnect' | null;
  tenantName: string | null;
  lastError: string | null;
  connectedByName: string | null;
  connectedAt: Date | null;
  /** The organisations (or MYOB company files) the admin's last login reached, waiting for their choice (admins only) */
  pendingChoice: PendingChoice | null;
}

export async function getAccountingConnection(ctx: Context): Promise<AccountingConnectionView> {
  requireAbility(ctx, 'syncAccounting');
  const missing = missingXeroSettings(ctx.config);
  const myobMissing = missingMyobSettings(ctx.config);
  const row = await ctx.db.accountingConnection.findFirst({
    where: { status: { not: 'disconnected' } },
    select: { provider: true, status: true, tenantName: true, lastError: true, connectedById: true, connectedAt: true },
  });
  const by = row?.connectedById ? await ctx.db.user.findFirst({ where: { id: row.connectedById }, select: { name: true } }) : null;
  return {
    available: missing.length === 0,
    missing,
    myobAvailable: myobMissing.length === 0,
    myobMissing,
    provider: row?.provider ?? null,
    status: row ? (row.status as 'connected' | 'needs_reconnect') : null,
    tenantName: row?.tenantName ?? null,
    lastError: row?.lastError ?? null,
    connectedByName: by?.name ?? null,
    connectedAt: row?.connectedAt ?? null,
    pendingChoice: await pendingAccountingChoice(ctx),
  };
}
