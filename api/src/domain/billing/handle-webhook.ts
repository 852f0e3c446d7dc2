import Stripe from 'stripe';
import type { Context } from '../../context.ts';
import { paymentEventScope } from '../../db/cross-organisation.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { AppError } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { isPaidPlan, PLANS } from '../../rules/plans.ts';
import { SERVER_EVENTS } from '../../rules/tracking.ts';
import { recordTrackingEvent, trackedValue } from '../tracking/record-tracking-event.ts';
import { applyPaymentEvent, type PaymentEvent } from './apply-payment-event.ts';

export const INVALID_SIGNATURE = 'Invalid webhook signature';

/**
 * The signature's timestamp (`t=`) must be within the tolerance of now, in either direction. The SDK refuses old
 * ones; a timestamp in the future is refused here too, so a signature made ahead of time cannot wait to be used.
 */
function signedInTheFuture(signature: string, toleranceSeconds: number): boolean {
  const t = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
  return Number.isFinite(t) && t - Math.floor(Date.now() / 1000) > toleranceSeconds;
}

/**
 * A Stripe-format event whose signature (the Stripe-Signature header over the raw body, with `secret`) is right and
 * whose timestamp is within the tolerance either side of now; 400 otherwise. The plan webhook and the Connect
 * webhook (domain/payouts/handle-connect-webhook.ts) both check through it.
 */
export function verifiedStripeEvent<E extends { id: string; type: string }>(
  config: Pick<Context['config'], 'WEBHOOK_TOLERANCE_SECONDS'>,
  rawBody: Buffer | string,
  signature: string | undefined,
  secret: string,
): E {
  if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  let event: E;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, config.WEBHOOK_TOLERANCE_SECONDS) as unknown as E;
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }
  if (signedInTheFuture(signature, config.WEBHOOK_TOLERANCE_SECONDS)) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') throw new AppError('BAD_REQUEST', 'Not a Stripe event');
  return event;
}

type WebhookAnswer = { received: true; duplicate?: true; unapplied?: true };

/**
 * POST /api/webhooks/stripe, and the local checkout's Pay button: a Stripe-format event, its signature checked on
 * the raw body with a timestamp tolerance either side of now (a tampered, stale or future-dated event is refused
 * with 400 and changes nothing). Each event id is recorded in the same transaction as its effect, so a replayed or
 * duplicated delivery has exactly one effect; events arriving out of order are tolerated (apply-payment-event.ts).
 *
 * A verified event that cannot be applied (it names no subscription or organisation we know, its object is
 * malformed, or applying it fails) is answered 200 all the same — Stripe retries anything else for days, and a
 * retry would fail alike — and kept in UnappliedPaymentEvent with the reason, for the platform owner. Only an
 * outage of the database answers 503, so Stripe retries once it is back.
 */
export async function handleStripeWebhook(
  ctx: Parameters<typeof paymentEventScope>[0] & Pick<Context, 'config'>,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const secret = paymentsFor(ctx.config).webhookSecret;
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'Webhooks are not set up: STRIPE_WEBHOOK_SECRET is missing');
  const event = verifiedStripeEvent<PaymentEvent>(ctx.config, rawBody, signature, secret);
  const db = paymentEventScope(ctx);
  try {
    const answer: WebhookAnswer = await db.$transaction(async (tx) => {
      const first = await tx.processedWebhookEvent.createMany({
        data: [{ id: event.id, provider: 'stripe', type: event.type }],
        skipDuplicates: true,
      });
      if (first.count === 0) return { received: true as const, duplicate: true as const };
      const unapplied = await applyPaymentEvent(tx, ctx.config, event);
      if (!unapplied) return { received: true as const };
      await keepUnapplied(tx, event, unapplied.reason, unapplied.orgId);
      return { received: true as const, unapplied: true as const };
    });
    if (!answer.duplicate && !answer.unapplied) await recordPlanCheckout(ctx, event);
    return answer;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    // The effect rolled back with the transaction; the event is recorded as seen and kept for the owner.
    console.error(`Stripe event ${event.id} (${event.type}) could not be applied:`, error);
    return db.$transaction(async (tx) => {
      const first = await tx.processedWebhookEvent.createMany({
        data: [{ id: event.id, provider: 'stripe', type: event.type }],
        skipDuplicates: true,
      });
      if (first.count === 0) return { received: true as const, duplicate: true as const };
      await keepUnapplied(tx, event, `Applying it failed: ${error instanceof Error ? error.message : String(error)}`, orgIdNamedBy(event));
      return { received: true as const, unapplied: true as const };
    });
  }
}

/** A plan's checkout, completed and applied, is a subscription for the advertising events (after it committed). */
async function recordPlanCheckout(ctx: Parameters<typeof paymentEventScope>[0], event: PaymentEvent): Promise<void> {
  if (event.type !== 'checkout.session.completed') return;
  const session = event.data?.object as { mode?: string; metadata?: { orgId?: unknown; planId?: unknown } } | null;
  const { orgId, planId } = session?.metadata ?? {};
  if (session?.mode !== 'subscription' || typeof orgId !== 'string') return;
  const plan = typeof planId === 'string' && isPaidPlan(planId) ? PLANS[planId] : null;
  await recordTrackingEvent(ctx, {
    eventType: SERVER_EVENTS.subscription,
    orgId,
    content: { contentType: 'plan', contentId: plan?.id, contentName: plan?.name, value: trackedValue(plan?.priceMonthly) },
  });
}

/** The organisation an event's object names in its metadata, when it names one. */
function orgIdNamedBy(event: PaymentEvent): string | null {
  const meta = (event.data?.object as { metadata?: { orgId?: unknown } } | null)?.metadata;
  return typeof meta?.orgId === 'string' ? meta.orgId : null;
}

function keepUnapplied(tx: Prisma.TransactionClient, event: PaymentEvent, reason: string, orgId?: string | null) {
  return tx.unappliedPaymentEvent.create({
    data: {
      eventId: event.id,
      provider: 'stripe',
      type: event.type,
      reason: reason.slice(0, 2000),
      namedOrgId: orgId ?? orgIdNamedBy(event),
      payload: event as unknown as Prisma.InputJsonValue,
    },
  });
}

/** Sign an event as Stripe does (the local checkout, and tests through the real SDK's helper). */
export function signEvent(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}
