import type { PaymentStatus } from './invoice-balance.ts';
import { formatAud } from './money.ts';
import { DEFAULT_TIME_ZONE, formatLongDate } from './zoned-time.ts';

// A card dispute (a chargeback) in the ledger: a refund row of the disputed payment keyed by the dispute's id —
// pending while open (counts nothing), succeeded when lost (the money was taken back), failed when won (nothing
// moved). What the office reads on that row (its `attention`) and in the notice email (docs/getting-paid.md →
// Disputes).

export const disputeNote = 'Card dispute (chargeback) by the customer with their card issuer';

/** The row's sentence for the office, by where the dispute stands. */
export function disputeAttention(
  status: PaymentStatus,
  amountCents: number,
  dueBy: Date | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (status === 'succeeded') return `Dispute lost: the card issuer took back ${formatAud(amountCents)}, so the invoice is owed again`;
  if (status === 'failed') return 'Dispute won: the payment stands and nothing was taken back';
  const when = dueBy ? `by ${formatLongDate(dueBy, timeZone)}` : 'as soon as you can';
  return `The customer disputed ${formatAud(amountCents)} of this payment with their card issuer: respond in Stripe ${when}. It counts as paid until the dispute is decided`;
}

/** The office's email when a dispute opens. */
export function paymentDisputedText(r: { number: string; customer: string | null; amountCents: number; attention: string }) {
  return {
    subject: `A card payment for invoice ${r.number} is disputed`,
    text: [
      `The customer${r.customer ? ` ${r.customer}` : ''} disputed ${formatAud(r.amountCents)} of a card payment for invoice ${r.number} with their card issuer (a chargeback).`,
      '',
      `${r.attention}.`,
      'Sign in to your Stripe Dashboard (Payments → Disputes) to send your evidence: the invoice, the job and any messages with the customer.',
    ].join('\n'),
  };
}
