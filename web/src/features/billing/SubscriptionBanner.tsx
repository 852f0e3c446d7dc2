import { READ_ONLY_NOTE } from '@rules/subscription-access';
import { Banner, Button, toast } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../lib/error-message';
import { useTimeZone } from '../../lib/time-zone';
import { useCan } from '../../lib/use-can';
import { bannerFor, type SubscriptionInfo } from './banner';
import { resubscribe, updatePaymentMethod } from './billing-api';

const tone = { 'trial-expired': 'critical', trial: 'info', 'past-due': 'error', canceled: 'warning' } as const;

/**
 * Nothing when active; otherwise the trial, overdue or cancelled message with its action (spec part 1 §2): Upgrade
 * Now opens the plans, Update Payment the payment page (Stripe's billing portal, or the local one), Resubscribe
 * checkout. A read-only account (trial expired, or canceled past its period) says up front which actions are
 * blocked, to every member (technicians fill forms too); the others only to those who can act on them.
 */
export function SubscriptionBanner({ subscription }: { subscription: SubscriptionInfo | null | undefined }) {
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const canActOnIt = useCan('manageBilling');
  const [pending, setPending] = useState(false);
  const state = bannerFor(subscription, new Date(), timeZone);
  const readOnly = state.kind === 'trial-expired' || (state.kind === 'canceled' && state.readOnly);
  if (state.kind === 'none' || (!canActOnIt && !readOnly)) return null;
  const act = async () => {
    if (state.kind !== 'past-due' && state.kind !== 'canceled') return navigate('/subscription');
    setPending(true);
    try {
      await (state.kind === 'past-due' ? updatePaymentMethod() : resubscribe());
    } catch (err) {
      setPending(false);
      toast.error('Failed to start checkout process', messageOf(err, 'Failed to create checkout session'));
    }
  };
  return (
    <Banner
      tone={readOnly ? 'critical' : tone[state.kind]}
      title={state.title}
      action={
        canActOnIt ? (
          <Button size="sm" variant={state.kind === 'trial' ? 'secondary' : 'primary'} isPending={pending} onPress={act}>
            {state.action}
          </Button>
        ) : undefined
      }
    >
      {readOnly ? `${READ_ONLY_NOTE}${canActOnIt ? '' : ' Ask your admin or office manager to choose a plan.'}` : undefined}
    </Banner>
  );
}
