// The organisation's payment details: what its invoices tell customers to pay into. Changing them is how
// invoice-redirection fraud starts, so every change is audited and every admin told (update-organization.ts).

export const PAYMENT_DETAIL_LABELS = {
  accountName: 'Account name',
  bsb: 'BSB',
  accountNumber: 'Account number',
  paymentInstructions: 'Payment instructions',
} as const;

export type PaymentDetail = keyof typeof PAYMENT_DETAIL_LABELS;
type PaymentDetails = Record<PaymentDetail, string | null>;

/** One changed detail, as the audit log and the email show it: the account number masked to its last three digits. */
export type PaymentDetailChanges = Partial<Record<PaymentDetail, { from: string | null; to: string | null }>>;

const DETAILS = Object.keys(PAYMENT_DETAIL_LABELS) as PaymentDetail[];

/** The columns to read before an update, to see what it changes. */
export const paymentDetailsSelect = Object.fromEntries(DETAILS.map((d) => [d, true])) as Record<PaymentDetail, true>;

/** An account number as records and emails may show it: never in full ('•••432'). */
export const maskAccountNumber = (n: string | null) => (n === null ? null : `•••${n.slice(-3)}`);

const shown = (detail: PaymentDetail, value: string | null) => (detail === 'accountNumber' ? maskAccountNumber(value) : value);

/**
 * The payment details an update changes, from what they were (`before`) to what it writes (`update`, already checked
 * and normalised, so '062000' and '062-000' are one BSB); null when it changes none of them.
 */
export function paymentDetailChanges(
  before: PaymentDetails,
  update: Partial<Record<PaymentDetail, string | null>>,
): PaymentDetailChanges | null {
  const changes: PaymentDetailChanges = {};
  for (const detail of DETAILS) {
    const to = update[detail];
    if (to === undefined || to === before[detail]) continue;
    changes[detail] = { from: shown(detail, before[detail]), to: shown(detail, to) };
  }
  return Object.keys(changes).length ? changes : null;
}
