// An invoice's payment ledger in figures (docs/getting-paid.md): what its rows add up to, the balance and credit, the
// status it then has, what a payment may still refund, and how a provider's event (duplicated, late, out of order)
// changes the rows. Pure, AUD cents: shared by the API and the web app.

export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the figures need of a ledger row (a Payment). A refund's amount is negative. */
export interface LedgerRow {
  id: string;
  kind: PaymentKind;
  amountCents: number;
  status: PaymentStatus;
  /** The payment a refund reverses; null for a payment, or a provider's refund still waiting for its payment */
  refundOfId: string | null;
}

/**
 * What each row counts towards the paid amount, by id: a succeeded payment its amount; a succeeded refund of a
 * succeeded payment its (negative) amount, never more than that payment has left (refunds in the order given);
 * anything pending, failed, or a refund not (yet) linked to its payment, nothing.
 */
export function countedCents(rows: readonly LedgerRow[]): Map<string, number> {
  const counted = new Map<string, number>();
  const left = new Map<string, number>();
  for (const r of rows)
    if (r.kind === 'payment') {
      const cents = r.status === 'succeeded' ? Math.max(0, r.amountCents) : 0;
      counted.set(r.id, cents);
      left.set(r.id, cents);
    }
  for (const r of rows)
    if (r.kind === 'refund') {
      const room = r.status === 'succeeded' && r.refundOfId ? (left.get(r.refundOfId) ?? 0) : 0;
      const cents = Math.min(room, Math.abs(r.amountCents));
      if (r.refundOfId && cents) left.set(r.refundOfId, room - cents);
      counted.set(r.id, -cents);
    }
  return counted;
}

/** Σ of what the rows count: the invoice's paidCents. Never below 0. */
export function ledgerPaidCents(rows: readonly LedgerRow[]): number {
  let paid = 0;
  for (const cents of countedCents(rows).values()) paid += cents;
  return paid;
}

/** What the customer still owes: the total less what was paid, never below 0. */
export const balanceCents = (totalCents: number, paidCents: number) => Math.max(0, totalCents - paidCents);
/** What was paid above the total (an over-payment): a credit the office refunds or applies. */
export const creditCents = (totalCents: number, paidCents: number) => Math.max(0, paidCents - totalCents);

type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue' | 'void';

/**
 * The stored status after the ledger changed. Paid exactly when the balance is 0 and a payment counts; a paid invoice
 * that a refund or a failed bank payment reopens goes back to sent (overdue again when past due, derived), or draft
 * when it was never sent. A void invoice stays void; a draft or sent one with a balance left stays as it is.
 */
export function statusAfterLedger(
  invoice: { status: InvoiceStatus; sentAt: Date | string | null; totalCents: number },
  rows: readonly LedgerRow[],
): InvoiceStatus {
  if (invoice.status === 'void') return 'void';
  const paid = ledgerPaidCents(rows);
  const anyPayment = rows.some((r) => r.kind === 'payment' && r.status === 'succeeded');
  if (anyPayment && balanceCents(invoice.totalCents, paid) === 0) return 'paid';
  if (invoice.status === 'paid') return invoice.sentAt ? 'sent' : 'draft';
  return invoice.status;
}

/**
 * What a payment may still refund: its amount less its refunds that succeeded or are on their way. Only a succeeded
 * payment is refunded.
 */
export function refundableCents(payment: LedgerRow, rows: readonly LedgerRow[]): number {
  if (payment.kind !== 'payment' || payment.status !== 'succeeded') return 0;
  const refunded = rows
    .filter((r) => r.kind === 'refund' && r.refundOfId === payment.id && r.status !== 'failed')
    .reduce((s, r) => s + Math.abs(r.amountCents), 0);
  return Math.max(0, payment.amountCents - refunded);
}

// A provider's events. Each payment or refund has one id at the provider; its events may come twice, late or out of
// order. The ledger keeps one row per id, and a row's status only leaves pending (pending → succeeded or failed),
// so whatever the order, the rows end the same.

export interface ProviderPaymentEvent {
  provider: string;
  /** The payment; for a refund, the payment it refunds */
  providerPaymentId: string;
  /** Set for a refund */
  providerRefundId?: string | null;
  invoiceId: string;
  /** Positive: the payment's or the refund's amount */
  amountCents: number;
  status: PaymentStatus;
  occurredAt: Date;
  feeCents?: number | null;
}

/** A row as the provider's events know it. */
export interface ProviderRow extends LedgerRow {
  providerPaymentId: string | null;
  providerRefundId: string | null;
  refundOfProviderPaymentId: string | null;
}

/** A status only moves from pending; a repeat, a late pending or a second outcome changes nothing. */
export const statusMoves = (from: PaymentStatus, to: PaymentStatus) => from === 'pending' && to !== 'pending';

/**
 * What an event does to the rows of its provider: create its row (a refund linked to its payment when that is
 * there), move its row's status, link refunds that came before this payment, or nothing.
 */
export type LedgerChange =
  | { create: { kind: PaymentKind; amountCents: number; status: PaymentStatus; refundOfId: string | null }; link: string[] }
  | { update: string; status: PaymentStatus; link: string[] }
  | { none: true };

export function ledgerChange(event: ProviderPaymentEvent, rows: readonly ProviderRow[]): LedgerChange {
  const cents = Math.abs(event.amountCents);
  const payment = rows.find((r) => r.kind === 'payment' && r.providerPaymentId === event.providerPaymentId);
  if (event.providerRefundId) {
    const refund = rows.find((r) => r.kind === 'refund' && r.providerRefundId === event.providerRefundId);
    if (!refund)
      return { create: { kind: 'refund', amountCents: -cents, status: event.status, refundOfId: payment?.id ?? null }, link: [] };
    return statusMoves(refund.status, event.status) ? { update: refund.id, status: event.status, link: [] } : { none: true };
  }
  if (!payment) {
    // Refunds that came first wait for this payment; they are linked to it as it is created.
    const waiting = rows
      .filter((r) => r.kind === 'refund' && !r.refundOfId && r.refundOfProviderPaymentId === event.providerPaymentId)
      .map((r) => r.id);
    return { create: { kind: 'payment', amountCents: cents, status: event.status, refundOfId: null }, link: waiting };
  }
  return statusMoves(payment.status, event.status) ? { update: payment.id, status: event.status, link: [] } : { none: true };
}

/** What users read about the ledger (the API's errors and the web's dialogs say the same). */
export const ledgerMessages = {
  amountCents: 'Amount must be in whole cents',
  amountPositive: 'Amount must be more than $0.00',
  amountTooLarge: 'Amount is too large',
  nothingOwed: 'Nothing is owed on this invoice',
  paymentNotFound: 'Payment not found',
  refundOnlyPayment: 'Only a payment can be refunded',
  refundNotSucceeded: 'Only a payment that went through can be refunded',
  refundTooLarge: (left: string) => `A refund cannot be more than what is left of the payment (${left})`,
  refundElsewhere: 'This payment was taken on a payout account this server no longer reaches: refund it on that Stripe account',
  nothingToRefund: 'This payment has been refunded in full',
  totalBelowPaid: (paid: string) =>
    `${paid} has been paid on this invoice: its total must stay above that. Refund a payment first, or record the rest as a payment`,
  unpaidOnline: 'This invoice has online payments: refund them instead of marking it unpaid',
  voidPayment: 'Paid after the invoice was voided: refund it or apply it to another invoice',
  deletedPayment: (number: string) => `Its invoice ${number} was deleted: refund it or apply it to another invoice`,
  missingInvoicePayment: 'Paid for an invoice that no longer exists: refund it or apply it to another invoice',
  refundWaiting: 'A refund whose payment has not arrived yet: it counts once the payment is recorded',
  recorded: 'Payment recorded',
  refunded: 'Refund recorded',
} as const;

/** The largest single payment or refund taken (AUD cents): $10,000,000. */
export const MAX_PAYMENT_CENTS = 1_000_000_000;
