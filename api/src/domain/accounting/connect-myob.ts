import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { myobAuthorizeUrl } from '../../integrations/accounting/myob/myob-oauth.ts';
import { requireAbility } from '../policy.ts';
import { AUTHORISATION_MINUTES } from './connect-xero.ts';
import { requireMyobSettings } from './myob-availability.ts';

// Settings → Accounting → Connect MYOB: an authorisation under way (the state's hash, 15 minutes; MYOB's OAuth takes
// no PKCE, so there is no verifier to keep) and the address of MYOB's consent page to send the admin's browser to.

export async function connectMyob(ctx: Context): Promise<{ url: string }> {
  const user = requireAbility(ctx, 'manageAccounting');
  requireMyobSettings(ctx.config);
  const state = newToken();
  const now = new Date();
  await ctx.db.accountingAuthorisation.deleteMany({ where: { expiresAt: { lt: now } } });
  await ctx.db.accountingAuthorisation.create({
    data: {
      orgId: user.orgId,
      userId: user.userId,
      provider: 'myob',
      stateHash: hashToken(state),
      verifierSealed: '',
      expiresAt: new Date(now.getTime() + AUTHORISATION_MINUTES * 60_000),
    },
  });
  return { url: myobAuthorizeUrl(ctx.config, state) };
}
