import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireAbility } from '../policy.ts';
import type { PendingChoice } from './choose-xero-tenant.ts';
import { type ConnectionTokens, openTokens } from './connection-tokens.ts';
import { makeConnection } from './make-connection.ts';
import { saveDefaultMappings } from './mappings.ts';

// Settings → Accounting: the admin's choice among the MYOB company files their login reached.

const EXPIRED = 'This MYOB sign-in has expired: press Connect MYOB again.';

export async function chooseMyobFile(ctx: Context, input: { authorisationId: string; companyFileId: string }): Promise<void> {
  const user = requireAbility(ctx, 'manageAccounting');
  const row = await ctx.db.accountingAuthorisation.findFirst({
    where: { id: input.authorisationId, userId: user.userId, provider: 'myob' },
    select: { id: true, tokensSealed: true, tenants: true, expiresAt: true },
  });
  if (!row?.tokensSealed || !Array.isArray(row.tenants) || row.expiresAt <= new Date()) throw new AppError('NOT_FOUND', EXPIRED);
  const file = (row.tenants as PendingChoice['tenants']).find((t) => t.id === input.companyFileId);
  if (!file) {
    throw new AppError('VALIDATION', 'Choose one of the MYOB company files listed', {
      fieldErrors: { company_file_id: 'Not one of the company files your MYOB login reaches' },
    });
  }
  const tokens: ConnectionTokens | null = openTokens(ctx.config, row.tokensSealed);
  // Used once: a second choice (another tab) finds it gone.
  const taken = await ctx.db.accountingAuthorisation.deleteMany({ where: { id: row.id } });
  if (!tokens || taken.count !== 1) throw new AppError('NOT_FOUND', EXPIRED);
  const made = await makeConnection(ctx, user, 'myob', { tenantId: file.id, tenantName: file.name }, tokens);
  if (made === 'already_connected') {
    throw new AppError('CONFLICT', 'Other books are connected: disconnect them first in Settings → Accounting.');
  }
  await saveDefaultMappings(ctx);
}
