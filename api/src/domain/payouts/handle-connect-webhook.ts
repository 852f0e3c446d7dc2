import type { Context } from '../../context.ts';
import { connectEventScope } from '../../db/cross-organisation.ts';
import { AppError } from '../../errors.ts';
import { paymentsFor } from '../../integrations/payments/index.ts';
import { disputeAttention, disputeNote } from '../../rules/payment-disputes.ts';
import { BANK_RAILS } from '../../rules/payment-rails.ts';
import { verifiedStripeEvent } from '../billing/handle-webhook.ts';
import { applyProviderPayment } from '../payments/apply-provider-payment.ts';
import { applyAccountUpdate } from './apply-account-update.ts';
import { emailBankPaymentFailed, emailPaymentDisputed } from './bank-payment-failed.ts';
import { type ConnectEvent, paymentsOfEvent, refundMoney } from './connect-events.ts';

/**
 * A failed payment that was a bank payment: its pending row just moved to failed (cards are never pending), or the
 * event says so — a Checkout Session's async failure, or a PaymentIntent whose failed method is a bank rail.
 */
function failedAtTheBank(event: ConnectEvent, outcome: 'created' | 'updated' | 'unchanged') {
  if (outcome === 'unchanged') return false;
  if (outcome === 'updated' || event.type === 'checkout.session.async_payment_failed') return true;
  const type = event.data?.object?.last_payment_error?.payment_method?.type;
  return (BANK_RAILS as readonly unknown[]).includes(type);
}

const orgTimeZone = async (db: ReturnType<ReturnType<typeof connectEventScope>['forOrganisation']>) =>
  (await db.organization.findFirst({ select: { timeZone: true } }))?.timeZone ?? undefined;

export type ConnectWebhookAnswer = { received: true; ignored?: true };

type Scope = Parameters<typeof connectEventScope>[0] & Pick<Context, 'config' | 'jobs' | 'events'>;

/**
 * POST /api/webhooks/stripe/connect, and the local provider's onboarding and pay page: a connected account's event,
 * its signature checked as the plan webhook's (verifiedStripeEvent) against the Connect endpoint's secret. The
 * account it names finds its organisation; then
 * - account.updated: the payout account's status (an older state than the one applied changes nothing);
 * - a Checkout Session's completion or async outcome, a PaymentIntent's processing, success or failure, a charge's
 *   refunds (charge.refunded, and a refund's own refund.created / refund.updated / charge.refund.updated):
 *   applyProviderPayment, whose ledger keeps one row per payment and refund id, so events that come twice,
 *   late or out of order end in the same ledger, and the office sees the invoice change live (invoiceChanged);
 * - a card dispute (charge.dispute.created / updated / closed / funds_withdrawn / funds_reinstated): a refund row
 *   keyed by the dispute's id, its status from the dispute's (open pending, lost succeeded, won failed), with the
 *   office's sentence on it; the office is emailed once, as the open dispute's row is made.
 * An event for an account or organisation Spanner does not know, or about something else, is answered 200 with
 * `ignored` (Stripe would retry anything else for days, alike).
 */
export async function handleConnectWebhook(
  ctx: Scope,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<ConnectWebhookAnswer> {
  const connect = paymentsFor(ctx.config).connect;
  if (!connect?.webhookSecret)
    throw new AppError('SERVICE_UNAVAILABLE', 'Webhooks are not set up: STRIPE_CONNECT_WEBHOOK_SECRET is missing');
  const event = verifiedStripeEvent<ConnectEvent>(ctx.config, rawBody, signature, connect.webhookSecret);
  const ignored = { received: true, ignored: true } as const;
  const accountId = event.account ?? (event.type === 'account.updated' ? event.data?.object?.id : undefined);
  if (typeof accountId !== 'string') return ignored;
  const scope = connectEventScope(ctx);
  const payout = await scope.find.payoutAccount.findUnique({ where: { accountId }, select: { orgId: true, provider: true } });
  if (!payout) return ignored;
  const db = scope.forOrganisation(payout.orgId);
  const at = new Date(event.created * 1000);
  if (event.type === 'account.updated') {
    await applyAccountUpdate(db, accountId, event.data.object, at);
    return { received: true };
  }
  const payments = paymentsOfEvent(event);
  if (!payments || (payments.orgId && payments.orgId !== payout.orgId)) return ignored;
  if (payments.chargeWithoutRefunds) {
    const { chargeId, paymentIntentId } = payments.chargeWithoutRefunds;
    const refunds = await connect.listRefunds(accountId, chargeId);
    payments.money = refundMoney(
      paymentIntentId,
      refunds.map((r) => ({ id: r.id, amount: r.amountCents, status: r.status })),
    );
  }
  let applied = false;
  for (const money of payments.money) {
    // A charge names its invoice through its PaymentIntent's metadata; when it does not, its payment's row does.
    const invoiceId =
      payments.invoiceId ??
      (
        await db.payment.findFirst({
          where: { provider: payout.provider, providerPaymentId: money.providerPaymentId },
          select: { invoiceId: true },
        })
      )?.invoiceId;
    if (!invoiceId) continue;
    const { dispute, ...ledgerMoney } = money;
    const disputeFields = dispute
      ? {
          note: disputeNote,
          attention: disputeAttention(money.status, money.amountCents, dispute.dueBy, await orgTimeZone(db)),
        }
      : {};
    const done = await applyProviderPayment(
      { db, jobs: ctx.jobs, events: ctx.events, config: ctx.config },
      {
        provider: payout.provider,
        invoiceId,
        occurredAt: at,
        ...ledgerMoney,
        ...disputeFields,
        ...(payments.acceptsQuote && !money.providerRefundId ? { acceptsQuote: payments.acceptsQuote } : {}),
      },
    );
    applied = true;
    // A payment that just succeeded has its receipt queued by the ledger's own transaction (payment-receipt.ts).
    // A bank payment that failed (the balance is owed again): the office is told, once. A card declined on Stripe's
    // page is not news to the office (the customer tries again there).
    if (done.paymentId && money.status === 'failed' && !money.providerRefundId && failedAtTheBank(event, done.outcome))
      await emailBankPaymentFailed({ db, config: ctx.config, jobs: ctx.jobs }, done.paymentId);
    // A dispute opening: the office is told once (its row is made once; a repeat or a late event changes nothing).
    if (dispute && done.paymentId && done.outcome === 'created' && money.status === 'pending')
      await emailPaymentDisputed({ db, config: ctx.config, jobs: ctx.jobs }, done.paymentId);
  }
  return applied ? { received: true } : ignored;
}
