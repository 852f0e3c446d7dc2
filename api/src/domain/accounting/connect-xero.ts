import { generators } from 'openid-client';
import { seal } from '../../auth/sealed.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { XERO_SCOPES, xeroOAuthClient, xeroRedirectUri } from '../../integrations/accounting/xero/xero-oauth.ts';
import { requireAbility } from '../policy.ts';
import { requireXeroSettings } from './xero-availability.ts';

// Settings → Accounting → Connect Xero: an authorisation under way (the state's hash, the PKCE verifier sealed,
// 15 minutes), and the address of Xero's consent page to send the admin's browser to.

export const AUTHORISATION_MINUTES = 15;

export async function connectXero(ctx: Context): Promise<{ url: string }> {
  const user = requireAbility(ctx, 'manageAccounting');
  const key = requireXeroSettings(ctx.config);
  const client = await xeroOAuthClient(ctx.config);
  const state = newToken();
  const verifier = generators.codeVerifier();
  const now = new Date();
  // Old attempts of the organisation go (a state past its 15 minutes can never be used).
  await ctx.db.accountingAuthorisation.deleteMany({ where: { expiresAt: { lt: now } } });
  await ctx.db.accountingAuthorisation.create({
    data: {
      orgId: user.orgId,
      userId: user.userId,
      provider: 'xero',
      stateHash: hashToken(state),
      verifierSealed: seal(key, verifier),
      expiresAt: new Date(now.getTime() + AUTHORISATION_MINUTES * 60_000),
    },
  });
  const url = client.authorizationUrl({
    redirect_uri: xeroRedirectUri(ctx.config),
    scope: XERO_SCOPES.join(' '),
    state,
    code_challenge: generators.codeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return { url };
}
