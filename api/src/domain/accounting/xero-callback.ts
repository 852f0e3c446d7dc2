import { openSealed } from '../../auth/sealed.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { xeroTenants } from '../../integrations/accounting/xero/xero-connections.ts';
import { connectionTokensOf, xeroOAuthClient, xeroRedirectUri } from '../../integrations/accounting/xero/xero-oauth.ts';
import { can } from '../policy.ts';
import { accountingSettingsPath, type ConnectOutcome } from './accounting-paths.ts';
import { sealTokens } from './connection-tokens.ts';
import { makeXeroConnection } from './make-connection.ts';
import { saveDefaultMappings } from './mappings.ts';
import { missingXeroSettings } from './xero-availability.ts';

// Xero's redirect back after the consent page (a browser GET: no CSRF header; the state is the proof the request
// belongs to the authorisation this admin started). The code is exchanged with the PKCE verifier; a login reaching
// one organisation is connected at once, several wait on the authorisation for the admin's choice. Whatever goes
// wrong, the browser lands on Settings → Accounting with what happened, never on an error page.

export interface XeroCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** Where to send the browser: Settings → Accounting with the outcome. */
export async function xeroCallback(ctx: Context, query: XeroCallbackQuery): Promise<string> {
  const outcome = await outcomeOf(ctx, query);
  if (outcome === 'connected') await saveDefaultMappings(ctx);
  return accountingSettingsPath(outcome);
}

async function outcomeOf(ctx: Context, query: XeroCallbackQuery): Promise<ConnectOutcome> {
  const user = ctx.user;
  if (!user || !can(ctx, 'manageAccounting')) return 'not_allowed';
  if (missingXeroSettings(ctx.config).length || !ctx.config.ACCOUNTING_TOKEN_KEY) return 'failed';
  if (!query.state) return 'expired';
  const key = ctx.config.ACCOUNTING_TOKEN_KEY;
  // Scoped to the admin's organisation: another organisation's state finds nothing.
  const found = await ctx.db.accountingAuthorisation.findFirst({
    where: { stateHash: hashToken(query.state), userId: user.userId, provider: 'xero' },
    select: { id: true, verifierSealed: true, expiresAt: true },
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
  const verifier = openSealed<string>(key, found.verifierSealed);
  if (!verifier) {
    await drop();
    return 'expired';
  }
  let tokens: ReturnType<typeof connectionTokensOf>;
  let tenants: Awaited<ReturnType<typeof xeroTenants>>;
  try {
    const client = await xeroOAuthClient(ctx.config);
    const set = await client.callback(
      xeroRedirectUri(ctx.config),
      { code: query.code, state: query.state },
      { state: query.state, code_verifier: verifier },
    );
    tokens = connectionTokensOf(set);
    tenants = await xeroTenants(ctx.config, tokens.accessToken);
  } catch {
    await drop();
    return 'failed';
  }
  if (tenants.length === 0) {
    await drop();
    return 'no_organisation';
  }
  if (tenants.length === 1) {
    await drop();
    return makeXeroConnection(ctx, user, tenants[0], tokens);
  }
  await ctx.db.accountingAuthorisation.update({
    where: { id: found.id },
    data: {
      tokensSealed: sealTokens(ctx.config, tokens),
      tenants: tenants.map((t) => ({ id: t.tenantId, name: t.tenantName })),
    },
  });
  return 'choose';
}
