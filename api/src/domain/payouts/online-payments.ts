import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import type { ConnectProvider } from '../../integrations/payments/payments.ts';

// Whether this server can take invoice payments online, and what its operator must set when it cannot. Stripe
// Connect needs the platform's secret key and the signing secrets of both webhook endpoints; without a key the local
// provider stands in outside production (LOCAL_PAYMENTS). Never a fake connection in production.

/** The settings the operator must add before a business can connect a payout account (empty when none). */
export function missingPayoutSettings(config: Config): string[] {
  const provider = paymentsFor(config);
  if (!provider.connect) return ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'];
  if (provider.name === 'local') return [];
  return [
    ...(config.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET']),
    ...(provider.connect.webhookSecret ? [] : ['STRIPE_CONNECT_WEBHOOK_SECRET']),
  ];
}

export const ONLINE_PAYMENTS_OFF = 'Online payments are not set up on this server yet. Please contact support.';

/** The provider's Connect side, or 503 when the operator has not set it up. */
export function onlinePayments(config: Config): { connect: ConnectProvider; provider: 'stripe' | 'local' } {
  const provider = paymentsFor(config);
  if (!provider.connect || missingPayoutSettings(config).length > 0) throw new AppError('SERVICE_UNAVAILABLE', ONLINE_PAYMENTS_OFF);
  return { connect: provider.connect, provider: provider.name };
}
