// How a customer paid an invoice (Mark Paid records it with the payment date). Pure: shared by the API and the web
// app, so the dialog's choices, the API's check and the labels on the detail page and the PDF are one list.

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
};

/** The dialog's first choice: most trade invoices are paid into the account printed on them. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'bank_transfer';

export const isPaymentMethod = (v: unknown): v is PaymentMethod =>
  typeof v === 'string' && (PAYMENT_METHODS as readonly string[]).includes(v);

export const paymentMessages = {
  methodInvalid: 'Payment method must be bank transfer, card, cash, cheque or other',
  dateInFuture: 'The payment date cannot be in the future',
  paidLocked: 'A paid invoice cannot be edited. Mark it unpaid first to change it.',
  paidOnlineLocked: 'A paid invoice cannot be edited. It was paid online: refund the payment first to change it.',
  voidLocked: 'A void invoice cannot be edited.',
  notPaid: 'This invoice is not marked paid',
  markedUnpaid: 'Invoice marked unpaid',
} as const;

/**
 * Why an invoice cannot be edited (the detail page's paid banner and the editor's locked page say the same): void; paid
 * with an online payment in its ledger (`paidOnline`: refund it, Mark as unpaid is not offered); paid by hand.
 */
export const invoiceLockedText = (status: string, paidOnline: boolean) =>
  status === 'void' ? paymentMessages.voidLocked : paidOnline ? paymentMessages.paidOnlineLocked : paymentMessages.paidLocked;

/** "Paid on 24 November 2026 by bank transfer" from a formatted day and the stored method (null: not recorded). */
export const paidLine = (day: string, method: string | null | undefined) =>
  `Paid on ${day}${isPaymentMethod(method) ? ` by ${PAYMENT_METHOD_LABELS[method].toLowerCase()}` : ''}`;

/** A ledger row's method: the ones recorded by hand, or online (paid through the payment provider). */
export const LEDGER_METHODS = [...PAYMENT_METHODS, 'online'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = { ...PAYMENT_METHOD_LABELS, online: 'Online' };
export const isLedgerMethod = (v: unknown): v is LedgerMethod => typeof v === 'string' && (LEDGER_METHODS as readonly string[]).includes(v);

/**
 * Ledger rows that came from the books (a payment the business recorded in Xero or MYOB; the provider is the books'
 * name): Spanner holds them as it holds a payment recorded by hand — never "paid online", never refunded through the
 * payment provider, never sent back to the books.
 */
export const BOOKS_PAYMENT_SOURCES = ['xero', 'myob'] as const;

/** Whether a ledger row came from the books. */
export const cameFromBooks = (provider: string | null | undefined): boolean =>
  !!provider && (BOOKS_PAYMENT_SOURCES as readonly string[]).includes(provider);

/** Whether a ledger row came through the payment provider (Stripe, the local provider): paid online. */
export const paidThroughProvider = (provider: string | null | undefined): boolean => !!provider && !cameFromBooks(provider);

/** The same as a Prisma filter of `Payment.provider`. */
export const THROUGH_PROVIDER = { not: null, notIn: [...BOOKS_PAYMENT_SOURCES] };
