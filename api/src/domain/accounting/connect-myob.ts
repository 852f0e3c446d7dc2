import type { Context } from '../../context.ts';
import { myobAuthorizeUrl } from '../../integrations/accounting/myob/myob-oauth.ts';
import { requireAbility } from '../policy.ts';
import { requireMyobSettings } from './myob-availability.ts';
import { startAuthorisation } from './start-authorisation.ts';

// Settings → Accounting → Connect MYOB: an authorisation under way (MYOB's OAuth takes no PKCE, so there is no
// verifier to keep) and the address of MYOB's consent page to send the admin's browser to.

export async function connectMyob(ctx: Context): Promise<{ url: string }> {
  const user = requireAbility(ctx, 'manageAccounting');
  requireMyobSettings(ctx.config);
  const state = await startAuthorisation(ctx, user, 'myob');
  return { url: myobAuthorizeUrl(ctx.config, state) };
}
