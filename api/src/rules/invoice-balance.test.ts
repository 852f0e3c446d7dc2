import { describe, expect, it } from 'vitest';
import { balanceCents, creditCents, type LedgerRow, ledgerPaidCents, refundableCents, statusAfterLedger } from './invoice-balance.ts';

const pay = (id: string, amountCents: number, status: LedgerRow['status'] = 'succeeded'): LedgerRow => ({
  id,
  kind: 'payment',
  amountCents,
  status,
  refundOfId: null,
});
const refund = (id: string, of: string | null, cents: number, status: LedgerRow['status'] = 'succeeded'): LedgerRow => ({
  id,
  kind: 'refund',
  amountCents: -cents,
  status,
  refundOfId: of,
});
const sent = { status: 'sent' as const, sentAt: new Date(), totalCents: 10_000 };

describe('an invoice’s ledger in figures', () => {
  it('counts succeeded payments less their refunds; pending, failed and waiting rows count nothing', () => {
    const rows = [pay('a', 4_000), pay('b', 3_000, 'pending'), pay('c', 2_000, 'failed'), refund('r', 'a', 1_000), refund('w', null, 500)];
    expect(ledgerPaidCents(rows)).toBe(3_000);
    // A refund of a payment that did not go through counts nothing; none counts beyond its payment.
    expect(ledgerPaidCents([pay('c', 2_000, 'failed'), refund('r', 'c', 2_000)])).toBe(0);
    expect(ledgerPaidCents([pay('a', 1_000), refund('r1', 'a', 800), refund('r2', 'a', 800)])).toBe(0);
  });

  it('has a balance never below 0 and a credit for what was paid above the total', () => {
    expect([balanceCents(10_000, 4_000), creditCents(10_000, 4_000)]).toEqual([6_000, 0]);
    expect([balanceCents(10_000, 12_000), creditCents(10_000, 12_000)]).toEqual([0, 2_000]);
  });

  it('is paid exactly when a payment brings the balance to 0, and reopens to sent or draft; void stays void', () => {
    expect(statusAfterLedger(sent, [pay('a', 9_999)])).toBe('sent');
    expect(statusAfterLedger(sent, [pay('a', 10_000)])).toBe('paid');
    expect(statusAfterLedger({ ...sent, status: 'paid' }, [pay('a', 10_000), refund('r', 'a', 1)])).toBe('sent');
    expect(statusAfterLedger({ ...sent, status: 'paid', sentAt: null }, [pay('a', 10_000, 'failed')])).toBe('draft');
    expect(statusAfterLedger({ ...sent, status: 'void' }, [pay('a', 10_000)])).toBe('void');
    // Nothing paid on a zero invoice is not paid.
    expect(statusAfterLedger({ ...sent, totalCents: 0 }, [])).toBe('sent');
  });

  it('refunds at most what a payment has left (pending refunds hold their share)', () => {
    const a = pay('a', 5_000);
    expect(refundableCents(a, [a, refund('r1', 'a', 1_000), refund('r2', 'a', 500, 'pending'), refund('r3', 'a', 900, 'failed')])).toBe(
      3_500,
    );
    expect(refundableCents(pay('p', 5_000, 'pending'), [])).toBe(0);
  });
});
