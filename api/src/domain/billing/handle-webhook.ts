import Stripe from 'stripe';
import type { Context } from '../../context.ts';
import { paymentEventScope } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { applyPaymentEvent, type PaymentEvent } from './apply-payment-event.ts';

export const INVALID_SIGNATURE = 'Invalid webhook signature';

/**
 * POST /api/webhooks/stripe, and the local checkout's Pay button: a Stripe-format event, its signature checked on
 * the raw body with a timestamp tolerance (a tampered or stale event is refused with 400 and changes nothing).
 * Each event id is recorded in the same transaction as its effect, so a replayed or duplicated delivery has
 * exactly one effect; events arriving out of order are tolerated (apply-payment-event.ts).
 */
export async function handleStripeWebhook(
  ctx: Pick<Context, 'rootDb' | 'config'>,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<{ received: true; duplicate?: true }> {
  const secret = paymentsFor(ctx.config).webhookSecret;
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'Webhooks are not set up: STRIPE_WEBHOOK_SECRET is missing');
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  let event: PaymentEvent;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, ctx.config.WEBHOOK_TOLERANCE_SECONDS) as unknown as PaymentEvent;
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw new AppError('BAD_REQUEST', 'Not a Stripe event');
  const db = paymentEventScope(ctx);
  return db.$transaction(async (tx) => {
    const first = await tx.processedWebhookEvent.createMany({
      data: [{ id: event.id, provider: 'stripe', type: event.type }],
      skipDuplicates: true,
    });
    if (first.count === 0) return { received: true as const, duplicate: true as const };
    await applyPaymentEvent(tx, ctx.config, event);
    return { received: true as const };
  });
}

/** Sign an event as Stripe does (the local checkout, and tests through the real SDK's helper). */
export function signEvent(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}
