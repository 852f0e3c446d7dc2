import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceCents } from '../src/rules/invoice-balance.ts';
import { ledgerOf, paidOf, scenarioArb } from './payment-event-sequences.ts';

// The ledger's rules over thousands of random provider histories (duplicates, reorders, refunds before their
// payment, bank payments pending then settled or failed): Σ payments − Σ refunds = paid, the balance never below 0,
// one row per provider id, each row in its final status, and the same ledger whatever the order.
// The same histories through the database: test/payments-provider.test.ts.

describe('provider events applied by the ledger rules', () => {
  it('end in the same ledger whatever the order and repeats (3,000 histories)', () => {
    fc.assert(
      fc.property(scenarioArb('inv_1'), fc.integer({ min: 1, max: 200_000 }), (s, totalCents) => {
        const rows = ledgerOf(s.events);
        const paid = paidOf(rows);
        expect(paid).toBe(s.paidCents);
        expect(balanceCents(totalCents, paid)).toBeGreaterThanOrEqual(0);
        expect(rows).toHaveLength(s.rows);
        for (const r of rows) expect(r.status).toBe(s.statuses[(r.providerRefundId ?? r.providerPaymentId) as string]);
        // Every refund counts against its payment once both are in.
        for (const r of rows) if (r.kind === 'refund') expect(r.refundOfId).not.toBeNull();
        // The same events in their first-sent order make the same ledger.
        const sorted = ledgerOf([...s.events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()));
        expect(paidOf(sorted)).toBe(paid);
      }),
      { numRuns: 3000 },
    );
  });
});
