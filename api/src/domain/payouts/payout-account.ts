import type { Context } from '../../context.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import type { PayoutStatusValue } from '../../rules/payout-status.ts';
import { requireAbility } from '../policy.ts';
import { missingPayoutSettings } from './online-payments.ts';

// Settings → Payments: the organisation's payout account (its own Stripe account) as the admin sees it.

/** The payout account's state and whether this server can connect one at all. */
export interface PayoutAccountView {
  /** 'stripe' (Stripe Connect), 'local' (no Stripe keys, outside production) or null (not set up on this server) */
  provider: 'stripe' | 'local' | null;
  /** What the server's operator must set before a business can connect (empty when it can). */
  missingSettings: string[];
  /** A connected account exists (whatever its status). */
  connected: boolean;
  status: PayoutStatusValue | null;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

export async function getPayoutAccount(ctx: Context): Promise<PayoutAccountView> {
  requireAbility(ctx, 'managePayouts');
  const missingSettings = missingPayoutSettings(ctx.config);
  const provider = paymentsFor(ctx.config);
  const account = await ctx.db.payoutAccount.findFirst({ select: { status: true, chargesEnabled: true, payoutsEnabled: true } });
  return {
    provider: provider.connect ? provider.name : null,
    missingSettings,
    connected: Boolean(account),
    status: account?.status ?? null,
    chargesEnabled: account?.chargesEnabled ?? false,
    payoutsEnabled: account?.payoutsEnabled ?? false,
  };
}
