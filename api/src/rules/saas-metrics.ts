// The business figures of Spanner itself (the owner portal), with the definitions Stripe Billing and ChartMogul use.
// Pure: shared by the API (which computes them in SQL over SubscriptionChange, the subscription history) and the web
// app (which labels them). Every amount is AUD cents.
//
// - MRR: the monthly value of active and past-due subscriptions; trials, canceled subscriptions and GST excluded,
//   discounts deducted; a yearly price counts a twelfth a month. Credit packs are non-recurring revenue, never MRR.
// - MRR movements, per organisation and month, from its MRR at the month's start (opening) to its end (closing):
//   new (0 → paying, never paid before), reactivation (0 → paying, paid before), expansion (up), contraction (down),
//   churn (paying → 0). Each organisation's month is one movement, so opening MRR + movements = closing MRR, exactly.
// - Subscriber churn rate: organisations that churned in the period ÷ (paying at its start + new in it).
// - Gross MRR churn rate: (churn + contraction) ÷ opening MRR. Net MRR churn rate: (churn + contraction − expansion −
//   reactivation) ÷ opening MRR (negative when the paying base grows on its own).
// - Trial conversion: of the trials that ended in the period, those that became paid ÷ all that ended.

import type { PlanId } from './plans.ts';
import { PLANS } from './plans.ts';

export type SubscriptionStatusName = 'trial' | 'active' | 'past_due' | 'canceled';

/** The statuses whose subscription counts in MRR (Stripe keeps a past-due subscription in MRR until it ends). */
export const PAYING_STATUSES = ['active', 'past_due'] as const satisfies readonly SubscriptionStatusName[];

/** GST is 10 %: an amount with GST in it, without (rounded to the cent, half up). */
export const withoutGst = (centsWithGst: number) => Math.round((centsWithGst * 10) / 11);

/**
 * What one subscription adds to MRR: 0 unless active or past due; else what is billed a month (the provider's amount
 * after discounts, or the plan's list price), without GST.
 */
export function mrrCentsOf(sub: { status: SubscriptionStatusName; planId: PlanId; monthlyAmountCents?: number | null }): number {
  if (!(PAYING_STATUSES as readonly string[]).includes(sub.status)) return 0;
  return withoutGst(Math.max(0, sub.monthlyAmountCents ?? PLANS[sub.planId].priceMonthly));
}

/**
 * What a provider bills a month, GST in, after discounts: a price of `unitAmount` cents per `interval` for `quantity`
 * seats, less a percentage or an amount off (Stripe's coupon, per invoice, so an amount off a yearly price is a
 * twelfth of it a month). Null when the price is unknown (the plan's list price applies).
 */
export function monthlyAmountOf(price: {
  unitAmount?: number | null;
  quantity?: number | null;
  interval?: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount?: number | null;
  percentOff?: number | null;
  amountOff?: number | null;
}): number | null {
  if (price.unitAmount == null) return null;
  const perInvoice = price.unitAmount * (price.quantity ?? 1);
  const discounted = Math.max(0, perInvoice * (1 - (price.percentOff ?? 0) / 100) - (price.amountOff ?? 0));
  const months = (price.intervalCount ?? 1) * MONTHS_PER_INTERVAL[price.interval ?? 'month'];
  return Math.round(discounted / months);
}

const MONTHS_PER_INTERVAL = { day: 12 / 365, week: 12 / 52, month: 1, year: 12 } as const;

export const MOVEMENT_KINDS = ['new', 'expansion', 'contraction', 'churn', 'reactivation'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  new: 'New',
  expansion: 'Expansion',
  contraction: 'Contraction',
  churn: 'Churn',
  reactivation: 'Reactivation',
};

/** One organisation's month: which movement takes its MRR from opening to closing (null: no change). */
export function movementOf(openingCents: number, closingCents: number, paidBefore: boolean): MovementKind | null {
  if (openingCents === closingCents) return null;
  if (openingCents === 0) return paidBefore ? 'reactivation' : 'new';
  if (closingCents === 0) return 'churn';
  return closingCents > openingCents ? 'expansion' : 'contraction';
}

/** A ratio in percent to one decimal, or null when there is nothing to divide by. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

export interface MrrMonth {
  openingCents: number;
  closingCents: number;
  /** Each movement's signed total: new, expansion and reactivation ≥ 0; contraction and churn ≤ 0. */
  movements: Record<MovementKind, number>;
}

/** Gross MRR churn: MRR lost to churn and contraction ÷ opening MRR, in percent. */
export const grossMrrChurn = (m: MrrMonth) => percentOf(-(m.movements.churn + m.movements.contraction), m.openingCents);

/** Net MRR churn: lost less regained from the same base (expansion, reactivation) ÷ opening MRR, in percent. */
export const netMrrChurn = (m: MrrMonth) =>
  percentOf(-(m.movements.churn + m.movements.contraction + m.movements.expansion + m.movements.reactivation), m.openingCents);

/** Subscriber churn: organisations churned ÷ (paying at the start + new in the period), in percent. */
export const subscriberChurn = (churned: number, payingAtStart: number, newInPeriod: number) =>
  percentOf(churned, payingAtStart + newInPeriod);

/** Trial conversion: trials ended in the period that became paid ÷ trials ended in it, in percent. */
export const trialConversion = (converted: number, ended: number) => percentOf(converted, ended);
