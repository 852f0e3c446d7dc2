// How a customer may pay an invoice online (shared with the web): card — with Apple Pay and Google Pay — always,
// and the Australian bank rails Stripe offers where the business allows them: BECS Direct Debit (from a BSB and
// account number) and PayTo (an agreement the customer approves in their banking app). A bank payment is pending
// until the bank settles it, a few business days for BECS: it counts nothing until then, and a failure counts
// nothing ever (rules/invoice-balance.ts).

/** Stripe's payment method types, as Checkout's `payment_method_types` names them. */
export const PAY_METHODS = ['card', 'au_becs_debit', 'payto'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export type BankRail = Exclude<PayMethod, 'card'>;
export const BANK_RAILS: readonly BankRail[] = ['au_becs_debit', 'payto'];

export const isPayMethod = (v: unknown): v is PayMethod => typeof v === 'string' && (PAY_METHODS as readonly string[]).includes(v);

/** The rails an organisation allows (Organization.payByBecsDebit / payByPayTo). */
export interface BankRailSettings {
  becsDebit: boolean;
  payTo: boolean;
}

/** The methods a checkout offers, card first. */
export function allowedPayMethods(settings: BankRailSettings): PayMethod[] {
  return ['card', ...(settings.becsDebit ? (['au_becs_debit'] as const) : []), ...(settings.payTo ? (['payto'] as const) : [])];
}

export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  card: 'Card, Apple Pay or Google Pay',
  au_becs_debit: 'Bank account (BECS Direct Debit)',
  payto: 'PayTo',
};

/** What the settings switch and the customer read about each bank rail. */
export const BANK_RAIL_NOTES: Record<BankRail, string> = {
  au_becs_debit:
    'The customer enters their BSB and account number and authorises a direct debit. The money arrives in about 3 business days; until then the payment shows as pending, and it can still fail.',
  payto:
    'The customer approves a PayTo agreement in their banking app. The payment shows as pending until their bank confirms it, and it can still fail.',
};

export const bankPaymentMessages = {
  /** The customer's page while a bank payment is on its way (amount and method filled in). */
  pending: (amount: string) =>
    `Your bank payment of ${amount} is on its way. Bank payments take a few business days to clear: this invoice shows as paid once it does.`,
  methodNotAllowed: 'This business does not take that payment method. Please choose another.',
  notPending: 'This payment is not waiting for its bank.',
};
