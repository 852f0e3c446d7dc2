import type { Context } from '../../context.ts';
import { PACKS, type Pack } from '../../rules/packs.ts';
import { PAID_PLAN_IDS, type PaidPlanId, PLANS, type Plan } from '../../rules/plans.ts';
import { requireAbility } from '../policy.ts';

/** A plan that can be bought. */
export interface PlanOnSale extends Plan {
  id: PaidPlanId;
}

/** The plans on sale, cheapest first (Free is never offered). Public: the same as the pricing page. */
export const listPlans = (): PlanOnSale[] =>
  PAID_PLAN_IDS.map((id) => {
    const { name, priceMonthly, features, users, sms, email } = PLANS[id];
    return { id, name, priceMonthly, features, users, sms, email };
  });

/** The credit packs on sale (admin and manager, who buy them). */
export function listPacks(ctx: Context): Pack[] {
  requireAbility(ctx, 'manageBilling');
  return PACKS.map((p) => ({ ...p }));
}
