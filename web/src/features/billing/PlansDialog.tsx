import { Dialog, Modal } from '@spanner/design-system';
import * as css from './billing.css';
import { PlanCards } from './PlanCards';

/** 'Upgrade Your Plan': the paid plans (free is hidden); choosing one goes straight to checkout. */
export function PlansDialog({
  isOpen,
  onOpenChange,
  currentPlanId,
  active,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlanId?: string;
  active?: boolean;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title="Upgrade Your Plan">
        <PlanCards currentPlanId={currentPlanId} active={active} />
        <p className={css.note}>30-day money-back guarantee. Cancel anytime. Plan changes are immediate with pro-rated billing.</p>
      </Dialog>
    </Modal>
  );
}
