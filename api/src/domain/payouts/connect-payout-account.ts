import { randomBytes } from 'node:crypto';
import type { Context } from '../../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import { payoutStatusOf } from '../../rules/payout-status.ts';
import { signEvent } from '../billing/handle-webhook.ts';
import { requireAbility } from '../policy.ts';
import { handleConnectWebhook } from './handle-connect-webhook.ts';
import { onlinePayments } from './online-payments.ts';

// Settings → Payments → Connect: the organisation's own Stripe account (a Standard account, made once) and Stripe's
// onboarding page for it (an Account Link, made afresh each time: they expire within minutes). The account's status
// then follows its account.updated events. Without Stripe keys the local provider's account finishes onboarding at
// once, by an account.updated event sent through the same webhook handler Stripe's would reach.

/** Where Stripe sends the admin back after onboarding (return) or when the link expired (refresh). */
export const PAYMENTS_SETTINGS_PATH = '/settings?tab=payments';

export async function connectPayoutAccount(ctx: Context): Promise<{ url: string }> {
  const user = requireAbility(ctx, 'managePayouts');
  const { connect, provider } = onlinePayments(ctx.config);
  let account = await ctx.db.payoutAccount.findFirst({ select: { accountId: true, status: true } });
  if (!account) {
    const org = await ctx.db.organization.findFirstOrThrow({ select: { email: true } });
    // The key makes two clicks (two processes) one Stripe account; the unique orgId makes them one row.
    const made = await connect.createAccount({ orgId: user.orgId, email: org.email, idempotencyKey: `payout-account-${user.orgId}` });
    try {
      account = await ctx.db.payoutAccount.create({
        data: { orgId: user.orgId, provider, accountId: made.id, status: payoutStatusOf(made), stateAt: new Date(0) },
        select: { accountId: true, status: true },
      });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      account = await ctx.db.payoutAccount.findFirstOrThrow({ select: { accountId: true, status: true } });
    }
  }
  if (account.status === 'enabled') return { url: PAYMENTS_SETTINGS_PATH };
  const base = ctx.config.PUBLIC_URL;
  const url = await connect.onboardingUrl(
    account.accountId,
    `${base}${PAYMENTS_SETTINGS_PATH}&stripe=return`,
    `${base}${PAYMENTS_SETTINGS_PATH}&stripe=refresh`,
  );
  if (url) return { url };
  if (provider !== 'local') throw new AppError('SERVICE_UNAVAILABLE', 'Stripe did not answer. Please try again in a minute.');
  await completeLocalOnboarding(ctx, account.accountId);
  return { url: PAYMENTS_SETTINGS_PATH };
}

/** The local provider's onboarding: the account.updated event Stripe would send once the details are in. */
async function completeLocalOnboarding(ctx: Context, accountId: string): Promise<void> {
  const { connect } = onlinePayments(ctx.config);
  const payload = JSON.stringify({
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'account.updated',
    account: accountId,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: accountId,
        object: 'account',
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [], past_due: [], disabled_reason: null },
      },
    },
  });
  await handleConnectWebhook(ctx, payload, signEvent(payload, connect.webhookSecret));
}
