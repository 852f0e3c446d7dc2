import { formatAudDecimals } from '@rules/money';
import type { PaidPlanId } from '@rules/plans';
import { Badge, Button, Card, EmptyState, Skeleton, toast } from '@spanner/design-system';
import { useState } from 'react';
import { messageOf } from '../../lib/error-message';
import { useRest } from '../../lib/use-rest';
import * as css from './billing.css';
import { checkoutPlan, fetchChosenPlan, fetchPlans, type PlanOffer } from './billing-api';
import { ChangePlanDialog, type PaidPeriod } from './ChangePlanDialog';

/** Start checkout for a plan; the browser leaves for Stripe (or the local checkout page). */
export async function choosePlan(planId: PaidPlanId): Promise<void> {
  try {
    await checkoutPlan(planId);
  } catch (err) {
    toast.error('Failed to start checkout process', messageOf(err, 'Failed to create checkout session'));
    throw err;
  }
}

/**
 * The plans on sale (paid ones: the API never offers Free), the current one marked; choosing one goes to checkout. A paying business
 * (`period` given) first confirms the change with what it costs for the rest of the period.
 */
export function PlanCards({
  currentPlanId,
  active,
  period,
  headingLevel = 3,
}: {
  currentPlanId?: string;
  active?: boolean;
  period?: PaidPeriod;
  /** The plan names' level: 2 on a page under its title, 3 in the dialog under its own heading. */
  headingLevel?: 2 | 3;
}) {
  const plans = useRest(fetchPlans, 'Failed to load subscription plans');
  // The plan picked on the public pricing leads; without one, Pro (the most popular) does.
  const chosen = useRest(fetchChosenPlan, 'Failed to load the chosen plan').data ?? null;
  const leading = chosen ?? 'pro';
  const [pending, setPending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PaidPlanId | null>(null);
  if (plans.loading && !plans.data) return <Skeleton height={220} />;
  if (plans.error)
    return (
      <EmptyState
        title={plans.error}
        action={
          <Button variant="secondary" onPress={plans.reload}>
            Try again
          </Button>
        }
      />
    );
  const choose = async (plan: PlanOffer) => {
    if (period && plan.id !== period.planId) return setConfirming(plan.id);
    setPending(plan.id);
    await choosePlan(plan.id).catch(() => setPending(null));
  };
  return (
    <div className={css.planGrid}>
      {(plans.data ?? []).map((plan) => {
        const current = active && plan.id === currentPlanId;
        return (
          <Card
            key={plan.id}
            className={css.planTile}
            title={plan.name}
            headingLevel={headingLevel}
            actions={
              plan.id === chosen ? (
                <Badge tone="blue">Your choice</Badge>
              ) : plan.id === 'pro' ? (
                <Badge tone="blue">Most popular</Badge>
              ) : undefined
            }
          >
            <div className={`${css.planCard} ${css.planTileBody}`}>
              <span className={css.price}>
                {formatAudDecimals(plan.priceMonthly, 0)}
                <span className={css.note}> /month inc. GST</span>
              </span>
              <ul className={css.features}>
                {plan.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <Button
                variant={plan.id === leading ? 'primary' : 'secondary'}
                isDisabled={current || (pending !== null && pending !== plan.id)}
                isPending={pending === plan.id}
                onPress={() => choose(plan)}
                fullWidth
              >
                {current ? 'Current plan' : `Choose ${plan.name}`}
              </Button>
            </div>
          </Card>
        );
      })}
      {period && (
        <ChangePlanDialog
          period={period}
          to={confirming}
          onOpenChange={(open) => !open && setConfirming(null)}
          onConfirm={(planId) => choosePlan(planId)}
        />
      )}
    </div>
  );
}
