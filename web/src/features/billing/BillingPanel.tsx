import { formatAudDecimals } from '@rules/money';
import { isPaidPlan, PLANS, type PlanId } from '@rules/plans';
import { formatLongDate } from '@rules/zoned-time';
import { AlertDialog, Button, Card, DescriptionList, Skeleton, StatusBadge, Toolbar, toast } from '@spanner/design-system';
import { useState } from 'react';
import { LoadFailure } from '../../kit/LoadFailure';
import { messageOf } from '../../lib/error-message';
import { useTimeZone } from '../../lib/time-zone';
import { useRest } from '../../lib/use-rest';
import { useViewer } from '../../lib/viewer';
import * as css from './billing.css';
import { cancelSubscription, fetchSubscription, resubscribe, type SubscriptionStatus, updatePaymentMethod } from './billing-api';
import { PlansDialog } from './PlansDialog';

const STATUS = {
  trial: { label: 'Free trial', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  past_due: { label: 'Payment overdue', tone: 'red' },
  canceled: { label: 'Canceled', tone: 'orange' },
} as const;

/** The subscription (spec part 1 §2–§4): plan, status, next charge or end date; change plan, cancel, resubscribe, payment. */
export function BillingPanel() {
  const subscription = useRest(fetchSubscription, 'Failed to fetch subscription');
  if (subscription.loading && !subscription.data) return <Skeleton height={220} />;
  if (subscription.error) return <LoadFailure title={subscription.error} onRetry={subscription.reload} />;
  return <Subscription subscription={subscription.data} onChanged={subscription.reload} />;
}

function Subscription({ subscription: s, onChanged }: { subscription: SubscriptionStatus | null; onChanged: () => void }) {
  const timeZone = useTimeZone();
  const { refetch: refetchViewer } = useViewer();
  const [plansOpen, setPlansOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [pending, setPending] = useState<'resubscribe' | 'payment' | null>(null);
  const date = (iso: string | null) => (iso ? formatLongDate(iso, timeZone) : '—');
  const plan = PLANS[(s?.planId ?? 'free') as PlanId] ?? PLANS.free;
  const status = s ? STATUS[s.status] : null;

  const cancel = async () => {
    try {
      await cancelSubscription();
    } catch (err) {
      toast.error('Failed to cancel subscription', messageOf(err, ''));
      throw err;
    }
    toast.success('Subscription Canceled', `Your subscription stays active until ${date(s?.currentPeriodEnd ?? null)}.`);
    onChanged();
    void refetchViewer();
  };
  const go = async (kind: 'resubscribe' | 'payment') => {
    setPending(kind);
    try {
      await (kind === 'resubscribe' ? resubscribe() : updatePaymentMethod());
    } catch (err) {
      setPending(null);
      toast.error('Failed to start checkout process', messageOf(err, 'Failed to create checkout session'));
    }
  };

  const paying = s?.status === 'active' || s?.status === 'past_due';
  const period =
    paying && s.currentPeriodStart && s.currentPeriodEnd && isPaidPlan(s.planId)
      ? { planId: s.planId, start: s.currentPeriodStart, end: s.currentPeriodEnd }
      : undefined;
  return (
    <Card title="Subscription" headingLevel={2}>
      <div className={css.planCard}>
        <DescriptionList
          items={[
            {
              term: 'Plan',
              value: s?.status === 'trial' ? `${plan.name} (trial)` : `${plan.name} · ${formatAudDecimals(plan.priceMonthly, 0)}/month`,
            },
            { term: 'Status', value: status ? <StatusBadge tone={status.tone} label={status.label} /> : 'No subscription' },
            s?.status === 'trial' && { term: 'Trial ends', value: date(s.trialEnd) },
            s?.status === 'active' && { term: 'Next charge', value: date(s.currentPeriodEnd) },
            s?.status === 'past_due' && { term: 'Payment due since', value: date(s.currentPeriodEnd) },
            s?.status === 'canceled' && { term: 'Access ends', value: date(s.currentPeriodEnd) },
          ]}
        />
        <Toolbar
          actions={
            <>
              {s?.status !== 'canceled' && (
                <Button variant="primary" onPress={() => setPlansOpen(true)}>
                  {s?.status === 'trial' ? 'Choose a plan' : 'Change plan'}
                </Button>
              )}
              {s?.status === 'canceled' && (
                <Button variant="primary" isPending={pending === 'resubscribe'} onPress={() => go('resubscribe')}>
                  Resubscribe
                </Button>
              )}
              {paying && (
                <Button variant="secondary" isPending={pending === 'payment'} onPress={() => go('payment')}>
                  Update Payment
                </Button>
              )}
              {paying && (
                <Button variant="ghost" onPress={() => setCancelOpen(true)}>
                  Cancel subscription
                </Button>
              )}
            </>
          }
        />
        <p className={css.note}>
          Your records stay yours: after a trial or subscription ends you can still sign in, read every job, customer and invoice, and
          delete what you no longer want.
        </p>
      </div>
      <PlansDialog isOpen={plansOpen} onOpenChange={setPlansOpen} currentPlanId={s?.planId} active={paying} period={period} />
      <AlertDialog
        title="Cancel subscription?"
        variant="destructive"
        confirmLabel="Cancel subscription"
        cancelLabel="Keep subscription"
        isOpen={cancelOpen}
        onOpenChange={setCancelOpen}
        onConfirm={cancel}
      >
        {`You keep full access until ${date(s?.currentPeriodEnd ?? null)}. After that, you can still sign in and read your records; creating and editing need a subscription again.`}
      </AlertDialog>
    </Card>
  );
}
