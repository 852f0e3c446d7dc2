import fc from 'fast-check';
import {
  ledgerChange,
  ledgerPaidCents,
  type PaymentStatus,
  type ProviderPaymentEvent,
  type ProviderRow,
} from '../src/rules/invoice-balance.ts';

// Random histories of a payment provider's events about one invoice, as Stripe sends them: each payment settles
// (succeeded, failed, or still pending) after an optional pending event (a bank payment), refunds of succeeded
// payments (never more than the payment) the same way, a card dispute of what is left (opened pending, then lost —
// the money taken back — or won, or still open: docs/getting-paid.md → Disputes), and every event delivered one to
// three times in any order.
// With what the ledger must end as, whatever the order.

export interface Scenario {
  events: ProviderPaymentEvent[];
  /** Σ succeeded payments − Σ succeeded refunds: what the invoice must count as paid */
  paidCents: number;
  /** One ledger row per provider payment and refund id */
  rows: number;
  /** Each row's final status, by provider id */
  statuses: Record<string, PaymentStatus>;
}

const FATES = ['succeeded', 'succeeded', 'failed', 'pending'] as const;

/** `maxPayments`: a history's payments at most (each brings its refunds, dispute and duplicates). */
export const scenarioArb = (invoiceId: string, { provider = 'stripe', maxPayments = 5 } = {}) =>
  fc
    .array(
      fc.record({
        amount: fc.integer({ min: 1, max: 50_000 }),
        fate: fc.constantFrom(...FATES),
        bank: fc.boolean(),
        fee: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
        refunds: fc.array(fc.record({ share: fc.integer({ min: 1, max: 100 }), fate: fc.constantFrom(...FATES), bank: fc.boolean() }), {
          maxLength: 3,
        }),
        dispute: fc.option(fc.constantFrom('open', 'lost', 'won'), { nil: undefined }),
      }),
      { minLength: 1, maxLength: maxPayments },
    )
    .chain((payments) => {
      const events: ProviderPaymentEvent[] = [];
      const statuses: Record<string, PaymentStatus> = {};
      let paidCents = 0;
      let rows = 0;
      const at = (n: number) => new Date(Date.UTC(2026, 10, 1 + n));
      payments.forEach((p, i) => {
        const pid = `pi_${i}`;
        const base = { provider, providerPaymentId: pid, invoiceId, amountCents: p.amount };
        if (p.bank || p.fate === 'pending') events.push({ ...base, status: 'pending', occurredAt: at(0) });
        if (p.fate !== 'pending') events.push({ ...base, status: p.fate, occurredAt: at(3), feeCents: p.fee ?? null });
        statuses[pid] = p.fate;
        rows++;
        if (p.fate !== 'succeeded') return;
        paidCents += p.amount;
        // Refunds of this payment: their shares of it, never more than it in all.
        let left = p.amount;
        p.refunds.forEach((r, j) => {
          const cents = Math.min(left, Math.max(1, Math.floor((p.amount * r.share) / 300)));
          if (cents <= 0) return;
          left -= cents;
          const rid = `re_${i}_${j}`;
          const refund = { provider, providerPaymentId: pid, providerRefundId: rid, invoiceId, amountCents: cents };
          if (r.bank || r.fate === 'pending') events.push({ ...refund, status: 'pending', occurredAt: at(4) });
          if (r.fate !== 'pending') events.push({ ...refund, status: r.fate, occurredAt: at(5) });
          statuses[rid] = r.fate;
          rows++;
          if (r.fate === 'succeeded') paidCents -= cents;
        });
        // A dispute of what the refunds left: a refund row keyed by the dispute's id, pending while open.
        if (p.dispute && left > 0) {
          const did = `du_${i}`;
          const dispute = { provider, providerPaymentId: pid, providerRefundId: did, invoiceId, amountCents: left };
          const fate: PaymentStatus = p.dispute === 'lost' ? 'succeeded' : p.dispute === 'won' ? 'failed' : 'pending';
          events.push({ ...dispute, status: 'pending', occurredAt: at(6) });
          if (fate !== 'pending') events.push({ ...dispute, status: fate, occurredAt: at(7) });
          statuses[did] = fate;
          rows++;
          if (fate === 'succeeded') paidCents -= left;
        }
      });
      // Each event one to three times, then all in a random order.
      return fc
        .tuple(
          fc.array(fc.integer({ min: 1, max: 3 }), { minLength: events.length, maxLength: events.length }),
          fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: events.length * 3, maxLength: events.length * 3 }),
        )
        .map(([copies, keys]) => {
          const sent = events.flatMap((e, i) => Array.from({ length: copies[i] }, () => e));
          const order = sent.map((e, i) => ({ e, k: keys[i] })).sort((a, b) => a.k - b.k);
          return { events: order.map((o) => o.e), paidCents, rows, statuses } satisfies Scenario;
        });
    });

/** The ledger the pure rules make of a sequence (what domain/payments/apply-provider-payment.ts writes, in memory). */
export function ledgerOf(events: readonly ProviderPaymentEvent[]): ProviderRow[] {
  const rows: ProviderRow[] = [];
  for (const event of events) {
    const change = ledgerChange(event, rows);
    if ('create' in change) {
      const refund = change.create.kind === 'refund';
      const id = `row_${rows.length}`;
      rows.push({
        id,
        ...change.create,
        providerPaymentId: refund ? null : event.providerPaymentId,
        providerRefundId: refund ? (event.providerRefundId ?? null) : null,
        refundOfProviderPaymentId: refund ? event.providerPaymentId : null,
      });
      for (const r of rows) if (change.link.includes(r.id)) r.refundOfId = id;
    } else if ('update' in change) {
      const row = rows.find((r) => r.id === change.update);
      if (row) row.status = change.status;
    }
  }
  return rows;
}

export const paidOf = (rows: readonly ProviderRow[]) => ledgerPaidCents(rows);
