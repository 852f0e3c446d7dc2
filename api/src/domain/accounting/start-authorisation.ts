import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';

// Settings → Accounting → Connect, for either provider: an authorisation under way (the state's hash, for Xero the
// PKCE verifier sealed, 15 minutes), which the redirect back claims (finish-connecting.ts).

export const AUTHORISATION_MINUTES = 15;

/** Record the admin's authorisation under way; answers the state to send to the consent page. */
export async function startAuthorisation(
  ctx: Context,
  who: { orgId: string; userId: string },
  provider: 'xero' | 'myob',
  verifierSealed = '',
): Promise<string> {
  const state = newToken();
  const now = new Date();
  // Old attempts of the organisation go (a state past its 15 minutes can never be used).
  await ctx.db.accountingAuthorisation.deleteMany({ where: { expiresAt: { lt: now } } });
  await ctx.db.accountingAuthorisation.create({
    data: {
      orgId: who.orgId,
      userId: who.userId,
      provider,
      stateHash: hashToken(state),
      verifierSealed,
      expiresAt: new Date(now.getTime() + AUTHORISATION_MINUTES * 60_000),
    },
  });
  return state;
}
