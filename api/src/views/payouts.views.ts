import { z } from 'zod';
import type { PayoutAccountView } from '../domain/payouts/payout-account.ts';
import { PAYOUT_STATUSES } from '../rules/payout-status.ts';

/** Settings → Payments as REST answers it. */
export const payoutAccountJson = z.object({
  provider: z.enum(['stripe', 'local']).nullable(),
  missing_settings: z.array(z.string()),
  connected: z.boolean(),
  status: z.enum(PAYOUT_STATUSES).nullable(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
});

export const toPayoutAccountJson = (v: PayoutAccountView): z.infer<typeof payoutAccountJson> => ({
  provider: v.provider,
  missing_settings: v.missingSettings,
  connected: v.connected,
  status: v.status,
  charges_enabled: v.chargesEnabled,
  payouts_enabled: v.payoutsEnabled,
});
