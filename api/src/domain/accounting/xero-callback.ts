import { openSealed } from '../../auth/sealed.ts';
import type { Context } from '../../context.ts';
import { xeroTenants } from '../../integrations/accounting/xero/xero-connections.ts';
import { connectionTokensOf, xeroOAuthClient, xeroRedirectUri } from '../../integrations/accounting/xero/xero-oauth.ts';
import { type CallbackQuery, finishConnecting } from './finish-connecting.ts';
import { missingXeroSettings } from './xero-availability.ts';

// Xero's part of the redirect back (finish-connecting.ts): the code exchanged with the PKCE verifier sealed when the
// admin started, and the Xero organisations the login reaches (its /connections).

export type XeroCallbackQuery = CallbackQuery;

export function xeroCallback(ctx: Context, query: XeroCallbackQuery): Promise<string> {
  const key = ctx.config.ACCOUNTING_TOKEN_KEY;
  return finishConnecting(ctx, query, {
    provider: 'xero',
    configured: !missingXeroSettings(ctx.config).length && !!key,
    async exchange(code, state, { verifierSealed }) {
      const verifier = key ? openSealed<string>(key, verifierSealed) : null;
      if (!verifier) return 'expired';
      const client = await xeroOAuthClient(ctx.config);
      const set = await client.callback(xeroRedirectUri(ctx.config), { code, state }, { state, code_verifier: verifier });
      const tokens = connectionTokensOf(set);
      const tenants = await xeroTenants(ctx.config, tokens.accessToken);
      return { tokens, reaches: tenants.map((t) => ({ id: t.tenantId, name: t.tenantName })) };
    },
  });
}
