import { PageHeader } from '@spanner/design-system';
import { useCan } from '../../lib/use-can';
import { useViewer } from '../../lib/viewer';
import * as css from './billing.css';
import { PlanCards } from './PlanCards';
import { TrialUpgradeNote } from './TrialUpgradeNote';

/** /subscription, the upgrade page the prompts lead to: the paid plans, straight to checkout. */
export function SubscriptionPage() {
  const { viewer } = useViewer();
  const s = viewer?.org.subscription;
  if (!useCan('manageBilling'))
    return (
      <PageHeader
        title="Choose your plan"
        subtitle="Your plan is managed by your business's admin or office manager. Ask them to upgrade."
      />
    );
  return (
    <div className={css.alerts}>
      <PageHeader title="Choose your plan" subtitle="All prices in AUD and include GST. Your 14-day trial includes everything in Pro." />
      <TrialUpgradeNote />
      <PlanCards currentPlanId={s?.planId} active={s?.status === 'active' || s?.status === 'past_due'} headingLevel={2} />
      <p className={css.note}>30-day money-back guarantee. Cancel anytime. Plan changes are immediate with pro-rated billing.</p>
    </div>
  );
}
