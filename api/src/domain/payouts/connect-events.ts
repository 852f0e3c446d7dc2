import type { ProviderRefund } from '../../integrations/payments/payments.ts';
import type { PaymentStatus } from '../../rules/invoice-balance.ts';

// What a Stripe Connect event says about an invoice's money, in the ledger's terms (applyProviderPayment's event):
// a Checkout Session (completed — paid, or a bank payment still on its way — and its async outcome), a
// PaymentIntent's outcome, a charge's refunds. Every object carries {orgId, invoiceId} in its metadata (the checkout
// and its PaymentIntent are made with it: domain/payouts/pay-invoice-online.ts).

/** A Stripe-format event from the Connect webhook: the connected account it happened on, and its object. */
export interface ConnectEvent {
  id: string;
  type: string;
  /** The connected account (acct_…); absent on the platform's own events */
  account?: string;
  created: number;
  // biome-ignore lint/suspicious/noExplicitAny: Stripe's objects are read field by field below
  data: { object: any };
}

/** One payment or refund of the event, for applyProviderPayment (provider and invoice added by the caller). */
export interface EventMoney {
  providerPaymentId: string;
  providerRefundId?: string;
  amountCents: number;
  status: PaymentStatus;
  /** A card dispute (a chargeback): its row is a refund keyed by the dispute's id (Decisions → Card disputes) */
  dispute?: { dueBy: Date | null };
}

/** What an event is about: the invoice (from metadata, when named), the organisation it names, and its money. */
export interface EventPayments {
  orgId: string | null;
  invoiceId: string | null;
  /** A deposit paid at acceptance names its quote and who accepted it (domain/quotes/pay-quote-deposit.ts). */
  acceptsQuote: { quoteId: string; acceptedBy: string } | null;
  /** A charge whose refunds the event does not list: read them from the provider. */
  chargeWithoutRefunds?: { chargeId: string; paymentIntentId: string };
  money: EventMoney[];
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }).id : null;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const metaOf = (o: { metadata?: Record<string, unknown> | null }) => {
  const quoteId = text(o?.metadata?.quoteId);
  const acceptedBy = text(o?.metadata?.acceptedBy);
  return {
    orgId: text(o?.metadata?.orgId),
    invoiceId: text(o?.metadata?.invoiceId),
    acceptsQuote: quoteId && acceptedBy ? { quoteId, acceptedBy } : null,
  };
};
const cents = (v: unknown): number | null => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : null);

const SESSION_STATUS: Record<string, (paymentStatus: string) => PaymentStatus | null> = {
  // Card payments are paid at completion; a bank debit (BECS, PayTo) completes unpaid and settles days later.
  'checkout.session.completed': (p) => (p === 'paid' ? 'succeeded' : p === 'unpaid' ? 'pending' : null),
  'checkout.session.async_payment_succeeded': () => 'succeeded',
  'checkout.session.async_payment_failed': () => 'failed',
};
const INTENT_STATUS: Record<string, PaymentStatus> = {
  'payment_intent.processing': 'pending',
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'charge.refund.updated']);

const refundStatus = (s: unknown): ProviderRefund['status'] =>
  s === 'succeeded' ? 'succeeded' : s === 'failed' || s === 'canceled' ? 'failed' : 'pending';

// A card dispute (charge.dispute.*): the customer asked their card issuer for the money back. Its row is a refund of
// the PaymentIntent keyed by the dispute's id (du_…): pending while it is open (counting nothing, holding its amount
// out of what may still be refunded), succeeded when it is lost (the money is taken back: the invoice reopens),
// failed when it is won or an inquiry closes without a chargeback (nothing moves). The status is read from the
// dispute object every event carries, so whichever of its events comes first, twice or late, the row ends the same.
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);
const CLOSED_KEPT = new Set(['won', 'warning_closed', 'prevented']);

/** A dispute's status in the ledger's terms: lost is money taken back; won (or closed as an inquiry) moves nothing. */
export function disputeStatus(eventType: string, status: unknown): PaymentStatus {
  if (status === 'lost') return 'succeeded';
  if (CLOSED_KEPT.has(String(status))) return 'failed';
  // A closed dispute that is not lost kept the money, whatever Stripe calls it.
  return eventType === 'charge.dispute.closed' ? 'failed' : 'pending';
}

/** The money an event moves, or null when it is not about an invoice's payment. */
export function paymentsOfEvent(event: ConnectEvent): EventPayments | null {
  const o = event.data?.object;
  if (!o || typeof o !== 'object') return null;
  const session = SESSION_STATUS[event.type];
  if (session) {
    const status = session(String(o.payment_status));
    const pi = idOf(o.payment_intent);
    const amount = cents(o.amount_total);
    if (!status || !pi || !amount) return null;
    return { ...metaOf(o), money: [{ providerPaymentId: pi, amountCents: amount, status }] };
  }
  const intent = INTENT_STATUS[event.type];
  if (intent) {
    const amount = cents(intent === 'succeeded' ? o.amount_received || o.amount : o.amount);
    if (typeof o.id !== 'string' || !amount) return null;
    return { ...metaOf(o), money: [{ providerPaymentId: o.id, amountCents: amount, status: intent }] };
  }
  if (REFUND_EVENTS.has(event.type)) {
    // A refund of its own (made in the app or on Stripe's dashboard): its payment is its PaymentIntent.
    const pi = idOf(o.payment_intent);
    if (!pi) return null;
    return { ...metaOf(o), money: refundMoney(pi, [o]) };
  }
  if (DISPUTE_EVENTS.has(event.type)) {
    const pi = idOf(o.payment_intent);
    const amount = cents(o.amount);
    if (!pi || typeof o.id !== 'string' || !amount) return null;
    const due = o.evidence_details?.due_by;
    return {
      ...metaOf(o),
      money: [
        {
          providerPaymentId: pi,
          providerRefundId: o.id,
          amountCents: amount,
          status: disputeStatus(event.type, o.status),
          dispute: { dueBy: Number.isInteger(due) && due > 0 ? new Date(due * 1000) : null },
        },
      ],
    };
  }
  if (event.type === 'charge.refunded') {
    const pi = idOf(o.payment_intent);
    if (!pi || typeof o.id !== 'string') return null;
    const listed = Array.isArray(o.refunds?.data) ? (o.refunds.data as { id?: unknown; amount?: unknown; status?: unknown }[]) : null;
    if (!listed) return { ...metaOf(o), chargeWithoutRefunds: { chargeId: o.id, paymentIntentId: pi }, money: [] };
    return { ...metaOf(o), money: refundMoney(pi, listed) };
  }
  return null;
}

/** A charge's refunds as ledger rows of its payment. */
export function refundMoney(
  paymentIntentId: string,
  refunds: readonly { id?: unknown; amount?: unknown; status?: unknown }[],
): EventMoney[] {
  return refunds.flatMap((r) => {
    const amount = cents(r.amount);
    return typeof r.id === 'string' && amount
      ? [{ providerPaymentId: paymentIntentId, providerRefundId: r.id, amountCents: amount, status: refundStatus(r.status) }]
      : [];
  });
}
