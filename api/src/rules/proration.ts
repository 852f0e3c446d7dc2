// A plan change in the middle of a paid period, pro-rated the way Stripe does it (spec part 1 §9: 'plan changes
// are immediate with pro-rated billing'): a credit for the unused part of the old plan, a charge for the same part
// of the new plan, both by the time left in the period. Pure: the API applies it, the change-plan confirmation
// shows it. GST is inside the plan prices, so it is inside these amounts too.
import { type Cents, roundCents } from './money.ts';
import { type PaidPlanId, PLANS } from './plans.ts';

export interface Proration {
  /** The share of the period still to run, 0 to 1. */
  remaining: number;
  /** The unused part of the old plan, given back. */
  creditCents: Cents;
  /** The new plan for the rest of the period. */
  chargeCents: Cents;
  /** What is charged now (positive) or credited to the next invoice (negative). */
  netCents: Cents;
}

export function prorateChange(input: {
  from: PaidPlanId;
  to: PaidPlanId;
  periodStart: Date | string;
  periodEnd: Date | string;
  at?: Date;
}): Proration {
  const start = new Date(input.periodStart).getTime();
  const end = new Date(input.periodEnd).getTime();
  const now = (input.at ?? new Date()).getTime();
  const remaining = end > start ? Math.min(1, Math.max(0, (end - now) / (end - start))) : 0;
  const creditCents = roundCents(PLANS[input.from].priceMonthly * remaining);
  const chargeCents = roundCents(PLANS[input.to].priceMonthly * remaining);
  return { remaining, creditCents, chargeCents, netCents: chargeCents - creditCents };
}
