import { Dialog, Modal } from '@spanner/design-system';
import * as css from './billing.css';
import type { PaidPeriod } from './ChangePlanDialog';
import { PlanCards } from './PlanCards';
import { TrialUpgradeNote } from './TrialUpgradeNote';

/** 'Upgrade Your Plan': the paid plans (free is hidden); choosing one goes straight to checkout. */
export function PlansDialog({
  isOpen,
  onOpenChange,
  currentPlanId,
  active,
  period,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlanId?: string;
  active?: boolean;
  /** A paying business's period: plan changes are confirmed with their pro-rated cost. */
  period?: PaidPeriod;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title="Upgrade Your Plan">
        <TrialUpgradeNote />
        <PlanCards currentPlanId={currentPlanId} active={active} period={period} />
        <p className={css.note}>30-day money-back guarantee. Cancel anytime. Plan changes are immediate with pro-rated billing.</p>
      </Dialog>
    </Modal>
  );
}
