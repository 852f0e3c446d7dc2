import { formatAud } from '@rules/money';
import { type PaidPlanId, PLANS } from '@rules/plans';
import { prorateChange } from '@rules/proration';
import { formatLongDate } from '@rules/zoned-time';
import { AlertDialog } from '@spanner/design-system';
import { useTimeZone } from '../../lib/time-zone';

/** The paid period a plan change is pro-rated over, and the plan paid for now. */
export interface PaidPeriod {
  planId: PaidPlanId;
  start: string;
  end: string;
}

/**
 * The change-plan confirmation of a paying business (spec part 1 §9: immediate, pro-rated): what is charged now
 * or credited, for the rest of the period, from the shared rule (rules/proration.ts) the billing follows.
 */
export function ChangePlanDialog({
  period,
  to,
  onConfirm,
  onOpenChange,
}: {
  period: PaidPeriod;
  to: PaidPlanId | null;
  onConfirm: (planId: PaidPlanId) => Promise<void>;
  onOpenChange: (open: boolean) => void;
}) {
  const timeZone = useTimeZone();
  const plan = to ? PLANS[to] : null;
  const from = PLANS[period.planId];
  const p = to ? prorateChange({ from: period.planId, to, periodStart: period.start, periodEnd: period.end }) : null;
  const until = formatLongDate(period.end, timeZone);
  return (
    <AlertDialog
      title={plan ? `Change to ${plan.name}?` : ''}
      confirmLabel={plan ? `Change to ${plan.name}` : 'Change plan'}
      isOpen={!!to}
      onOpenChange={onOpenChange}
      onConfirm={() => (to ? onConfirm(to) : undefined)}
    >
      {plan && p && (
        <>
          <p>
            {p.netCents >= 0
              ? `You pay ${formatAud(p.netCents)} now for the rest of this period, until ${until}`
              : `You get a credit of ${formatAud(-p.netCents)} on your next invoice for the rest of this period, until ${until}`}
            {`: ${formatAud(p.chargeCents)} for ${plan.name} less ${formatAud(p.creditCents)} unused on ${from.name}.`}
          </p>
          <p>{`The change is immediate. From ${until}, ${formatAud(plan.priceMonthly)} a month, GST included.`}</p>
        </>
      )}
    </AlertDialog>
  );
}
