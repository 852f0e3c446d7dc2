import { generators } from 'openid-client';
import { seal } from '../../auth/sealed.ts';
import type { Context } from '../../context.ts';
import { XERO_SCOPES, xeroOAuthClient, xeroRedirectUri } from '../../integrations/accounting/xero/xero-oauth.ts';
import { requireAbility } from '../policy.ts';
import { startAuthorisation } from './start-authorisation.ts';
import { requireXeroSettings } from './xero-availability.ts';

// Settings → Accounting → Connect Xero: an authorisation under way with its PKCE verifier sealed, and the address of
// Xero's consent page to send the admin's browser to.

export async function connectXero(ctx: Context): Promise<{ url: string }> {
  const user = requireAbility(ctx, 'manageAccounting');
  const key = requireXeroSettings(ctx.config);
  const client = await xeroOAuthClient(ctx.config);
  const verifier = generators.codeVerifier();
  const state = await startAuthorisation(ctx, user, 'xero', seal(key, verifier));
  const url = client.authorizationUrl({
    redirect_uri: xeroRedirectUri(ctx.config),
    scope: XERO_SCOPES.join(' '),
    state,
    code_challenge: generators.codeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { url };
}
