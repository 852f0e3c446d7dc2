import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { localProvider } from './local.ts';
import type { PaymentProvider } from './payments.ts';
import { stripeProvider } from './stripe.ts';

const notConfigured = (): never => {
  throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not set up on this server yet. Please contact support.');
};

/** Payments switched off: production without STRIPE_SECRET_KEY and without LOCAL_PAYMENTS=true. */
const unavailable = (config: Config): PaymentProvider => ({
  name: 'local',
  connect: null,
  webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
  planCheckout: async () => notConfigured(),
  packCheckout: async () => notConfigured(),
  changePlan: async () => notConfigured(),
  setCancelAtPeriodEnd: async () => {},
  portalUrl: async () => null,
});

const providers = new WeakMap<Config, PaymentProvider>();

/** The payment provider of a configuration (one per process, so the local webhook secret stays the same). */
export function paymentsFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    const key = config.STRIPE_SECRET_KEY;
    provider = key
      ? stripeProvider({ ...config, STRIPE_SECRET_KEY: key })
      : config.LOCAL_PAYMENTS
        ? localProvider(config)
        : unavailable(config);
    providers.set(config, provider);
  }
  return provider;
}
