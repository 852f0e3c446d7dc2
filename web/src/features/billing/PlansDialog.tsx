import { PLANS } from '@rules/plans';
import { Button, Card, Dialog, Modal } from '@spanner/design-system';
import { useNavigate } from 'react-router';
import { shellStyles as css } from '../shell';

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const PAID = [PLANS.solo, PLANS.pro, PLANS.enterprise];

/** 'Upgrade Your Plan': the paid plans (free is hidden), each leading to checkout on /subscription. */
export function PlansDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title="Upgrade Your Plan">
        <div className={css.planGrid}>
          {PAID.map((plan) => (
            <Card key={plan.id} title={plan.name} headingLevel={3}>
              <div className={css.stack}>
                <strong className={css.price}>{aud.format(plan.priceMonthly / 100)}/month</strong>
                <p className={css.muted}>
                  {plan.users === 1 ? '1 user' : `Up to ${plan.users} users`} · {plan.sms.toLocaleString('en-AU')} SMS and emails a month
                </p>
                <Button variant={plan.id === 'pro' ? 'primary' : 'secondary'} onPress={() => navigate(`/subscription?plan=${plan.id}`)}>
                  Choose {plan.name}
                </Button>
              </div>
            </Card>
          ))}
        </div>
        <p className={css.muted}>30-day money-back guarantee. Cancel anytime. Plan changes are immediate with pro-rated billing.</p>
      </Dialog>
    </Modal>
  );
}
