import { type Cents, gstOfInclusive, roundCents } from './money.ts';

// Card surcharges under Australian rules, as data (shared with the web). A surcharge may be charged on a card network
// only on the days its rule allows, and never above the business's own stated cost of accepting that network's cards.
// Where allowed and the supply is taxable, the surcharge is part of the taxable price: GST is on it too (the ATO's
// example, tested: $55 + 3 % = $56.65, of which GST $5.15).
//
// The rule encoded: from 1 October 2026 surcharges on eftpos, Mastercard and Visa cards (debit, prepaid and credit)
// are not allowed; American Express is outside the change and keeps the cost-of-acceptance cap. Sources (the RBA's
// own conclusions paper was not in our references; these two report it alike — Decisions → Surcharges):
// - readiness.aps.business, "The October 2026 RBA surcharge ban, explained for Australian businesses" (28 April 2026),
//   citing the RBA's March 2026 conclusions (rba.gov.au/payments-and-infrastructure/review-of-merchant-card-payment-costs-and-surcharging/);
// - monoova.com, "Why Australia's surcharge ban accelerates the shift to multi-rail payment infrastructure".

export const CARD_NETWORKS = ['eftpos', 'mastercard', 'visa', 'amex'] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

export const CARD_NETWORK_LABELS: Record<CardNetwork, string> = {
  eftpos: 'eftpos',
  mastercard: 'Mastercard',
  visa: 'Visa',
  amex: 'American Express',
};

export interface SurchargeSource {
  title: string;
  url: string;
  published: string;
}

/** One network's rule: the days a surcharge is allowed ([from, until), local day keys; null = open) and why. */
export interface SurchargeRule {
  network: CardNetwork;
  allowedFrom: string | null;
  /** The first day a surcharge is no longer allowed. */
  allowedUntil: string | null;
  /** What caps it while allowed. */
  cap: 'cost_of_acceptance';
  sources: SurchargeSource[];
}

const RBA_2026: SurchargeSource[] = [
  {
    title: 'The October 2026 RBA surcharge ban, explained for Australian businesses (reporting the RBA’s March 2026 conclusions)',
    url: 'https://readiness.aps.business/blog/october-2026-surcharge-ban-explained',
    published: '2026-04-28',
  },
  {
    title: 'Why Australia’s surcharge ban accelerates the shift to multi-rail payment infrastructure',
    url: 'https://www.monoova.com/blog/surcharge-ban-multi-rail-payments',
    published: '2026',
  },
];

/** The day the RBA's ban on surcharging eftpos, Mastercard and Visa cards starts. */
export const SURCHARGE_BAN_STARTS = '2026-10-01';

export const SURCHARGE_RULES: readonly SurchargeRule[] = [
  { network: 'eftpos', allowedFrom: null, allowedUntil: SURCHARGE_BAN_STARTS, cap: 'cost_of_acceptance', sources: RBA_2026 },
  { network: 'mastercard', allowedFrom: null, allowedUntil: SURCHARGE_BAN_STARTS, cap: 'cost_of_acceptance', sources: RBA_2026 },
  { network: 'visa', allowedFrom: null, allowedUntil: SURCHARGE_BAN_STARTS, cap: 'cost_of_acceptance', sources: RBA_2026 },
  { network: 'amex', allowedFrom: null, allowedUntil: null, cap: 'cost_of_acceptance', sources: RBA_2026 },
];

export const ruleOf = (network: CardNetwork): SurchargeRule => SURCHARGE_RULES.find((r) => r.network === network) as SurchargeRule;

/** Whether the law allows a surcharge on the network on a (local) day, 'YYYY-MM-DD'. */
export function surchargeAllowed(network: CardNetwork, day: string): boolean {
  const rule = ruleOf(network);
  return (rule.allowedFrom === null || day >= rule.allowedFrom) && (rule.allowedUntil === null || day < rule.allowedUntil);
}

/** Why a surcharge cannot be switched on for the network on a day, or null when the law allows it. */
export function surchargeRefusal(network: CardNetwork, day: string): string | null {
  if (surchargeAllowed(network, day)) return null;
  const rule = ruleOf(network);
  return rule.allowedUntil && day >= rule.allowedUntil
    ? `Not allowed: the Reserve Bank ended surcharges on ${CARD_NETWORK_LABELS[network]} cards from 1 October 2026.`
    : `Not allowed on ${CARD_NETWORK_LABELS[network]} cards yet.`;
}

/**
 * Why Spanner does not charge a surcharge the law still allows (American Express): Stripe Checkout prices the
 * payment before the customer picks a card, so a surcharge on one network only cannot be shown before payment.
 */
export const NO_NETWORK_PRICING =
  'Allowed by law up to your cost of accepting these cards, but the pay page asks one price before your customer picks a card, so it cannot add a surcharge for American Express only.';

/**
 * A surcharge of `ratePercent` on a GST-inclusive amount: the surcharge, the new total and the GST in it. The rate
 * must not be above the business's cost of acceptance (`costPercent`); on a taxable supply GST is on the surcharge
 * too (1/11 of it), else none.
 */
export function surchargeOf(input: {
  amountCents: Cents;
  amountGstCents: Cents;
  ratePercent: number;
  costPercent: number;
  taxable: boolean;
}) {
  if (!(input.ratePercent >= 0) || input.ratePercent > input.costPercent)
    throw new Error('A surcharge cannot be more than the cost of accepting the card');
  const surchargeCents = roundCents((input.amountCents * input.ratePercent) / 100);
  const surchargeGstCents = input.taxable ? gstOfInclusive(surchargeCents) : 0;
  return {
    surchargeCents,
    surchargeGstCents,
    totalCents: input.amountCents + surchargeCents,
    totalGstCents: input.amountGstCents + surchargeGstCents,
  };
}
