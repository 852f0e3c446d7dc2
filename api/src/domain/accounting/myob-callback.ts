import { hashToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { type MyobFile, myobCompanyFiles } from '../../integrations/accounting/myob/myob-api.ts';
import { exchangeMyobCode } from '../../integrations/accounting/myob/myob-oauth.ts';
import { can } from '../policy.ts';
import { accountingSettingsPath, type ConnectOutcome } from './accounting-paths.ts';
import type { ConnectionTokens } from './connection-tokens.ts';
import { sealTokens } from './connection-tokens.ts';
import { makeConnection } from './make-connection.ts';
import { saveDefaultMappings } from './mappings.ts';
import { missingMyobSettings } from './myob-availability.ts';

// MYOB's redirect back after its consent page (a browser GET: no CSRF header; the state is the proof the request
// belongs to the authorisation this admin started). The code is exchanged for tokens. MYOB's API keys made since
// March 2025 name the company file the admin picked on the redirect (businessId, businessName): that file is
// connected. Older keys do not: the files the login reaches are read from MYOB's list — one is connected at once,
// several wait on the authorisation for the admin's choice. Whatever goes wrong, the browser lands on Settings →
// Accounting with what happened (myob=<outcome>), never on an error page.

export interface MyobCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  businessId?: string;
  businessName?: string;
}

export async function myobCallback(ctx: Context, query: MyobCallbackQuery): Promise<string> {
  const outcome = await outcomeOf(ctx, query);
  if (outcome === 'connected') await saveDefaultMappings(ctx);
  return accountingSettingsPath(outcome, 'myob');
}

async function outcomeOf(ctx: Context, query: MyobCallbackQuery): Promise<ConnectOutcome> {
  const user = ctx.user;
  if (!user || !can(ctx, 'manageAccounting')) return 'not_allowed';
  if (missingMyobSettings(ctx.config).length) return 'failed';
  if (!query.state) return 'expired';
  const found = await ctx.db.accountingAuthorisation.findFirst({
    where: { stateHash: hashToken(query.state), userId: user.userId, provider: 'myob' },
    select: { id: true },
  });
  if (!found) return 'expired';
  // Claimed once: a replayed callback (or a second tab) finds it taken.
  const claimed = await ctx.db.accountingAuthorisation.updateMany({
    where: { id: found.id, tokensSealed: null, expiresAt: { gt: new Date() } },
    data: { tokensSealed: '' },
  });
  if (claimed.count !== 1) return 'expired';
  const drop = () => ctx.db.accountingAuthorisation.deleteMany({ where: { id: found.id } });
  if (query.error || !query.code) {
    await drop();
    return query.error === 'access_denied' ? 'denied' : 'failed';
  }
  let tokens: ConnectionTokens;
  let files: MyobFile[];
  try {
    tokens = await exchangeMyobCode(ctx.config, query.code);
    files = query.businessId
      ? [{ id: query.businessId, name: query.businessName || 'MYOB company file', uri: '' }]
      : await myobCompanyFiles(ctx.config, tokens.accessToken);
  } catch {
    await drop();
    return 'failed';
  }
  if (files.length === 0) {
    await drop();
    return 'no_organisation';
  }
  if (files.length === 1) {
    await drop();
    return makeConnection(ctx, user, 'myob', { tenantId: files[0].id, tenantName: files[0].name }, tokens);
  }
  await ctx.db.accountingAuthorisation.update({
    where: { id: found.id },
    data: { tokensSealed: sealTokens(ctx.config, tokens), tenants: files.map((f) => ({ id: f.id, name: f.name })) },
  });
  return 'choose';
}
