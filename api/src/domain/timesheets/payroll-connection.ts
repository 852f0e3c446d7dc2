import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';

// Where the office can send an approved week besides the CSV: the organisation's connected books (Xero or MYOB: one
// live connection per organisation), by provider and the organisation (or company file) it reaches.

export interface PayrollConnection {
  provider: 'xero' | 'myob' | null;
  organisation: string | null;
}

export async function payrollConnection(ctx: Context): Promise<PayrollConnection> {
  requireAbility(ctx, 'reviewTimesheets');
  const row = await ctx.db.accountingConnection.findFirst({ where: { status: 'connected' }, select: { provider: true, tenantName: true } });
  return row ? { provider: row.provider as 'xero' | 'myob', organisation: row.tenantName } : { provider: null, organisation: null };
}
