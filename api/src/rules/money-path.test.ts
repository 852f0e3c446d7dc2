import { describe, expect, it } from 'vitest';
import { documentTotals, type LineMaths } from './document-lines.ts';
import { defaultUntilDay, termDays } from './document-terms.ts';
import { chargesFor, chargesTotals } from './job-charges.ts';
import { depositDeductionLines, depositLines, depositProblem } from './quote-deposits.ts';
import { followUpTitle, followUpVisits } from './service-follow-up.ts';

const quoted = [
  { itemName: 'Labour', description: 'Installation labour', quantity: 1.5, unitAmountCents: 9_550, discountPercent: 0, taxRate: 10 },
  { itemName: null, description: 'Split system', quantity: 1, unitAmountCents: 199_900, discountPercent: 10, taxRate: 10 },
  { itemName: null, description: 'Permit', quantity: 1, unitAmountCents: 12_500, discountPercent: 0, taxRate: 0 },
];

describe('quoted charges', () => {
  it('charge the quote’s lines as quoted, so the job totals what the quote does in either tax mode', () => {
    for (const mode of ['exclusive', 'inclusive'] as const) {
      const charges = chargesFor({ hours: [], parts: [], prices: new Map(), quoted, taxMode: mode });
      expect(charges.map((c) => [c.kind, c.quantity, c.unitPriceCents, c.discountPercent])).toEqual([
        ['quoted', 1.5, 9_550, 0],
        ['quoted', 1, 199_900, 10],
        ['quoted', 1, 12_500, 0],
      ]);
      const quote = documentTotals(quoted, mode);
      expect(chargesTotals(charges, mode)).toEqual({
        subtotalCents: quote.subtotalCents,
        gstCents: quote.taxCents,
        totalCents: quote.totalCents,
      });
    }
  });

  it('price hours and parts with GST added when the job’s prices include it', () => {
    const [labour] = chargesFor({ hours: [{ hours: 1.5 }], parts: [], prices: new Map(), taxMode: 'inclusive' });
    expect([labour.unitPriceCents, labour.totalCents]).toEqual([13_200, 19_800]);
  });
});

describe('deposits', () => {
  const quote = {
    number: 'QU-0007',
    taxMode: 'exclusive' as const,
    lines: quoted as LineMaths[],
    totalCents: documentTotals(quoted, 'exclusive').totalCents,
  };

  it('takes a percentage of each tax rate’s lines, and an amount to the cent', () => {
    const pct = depositLines(quote, { percent: 25 });
    expect(pct.map((l) => [l.unitAmountCents, l.taxRate])).toEqual([
      [48_559, 10],
      [3_125, 0],
    ]);
    for (const amountCents of [1, 99, 50_000, 123_457, quote.totalCents - 1]) {
      expect(documentTotals(depositLines(quote, { amountCents }), 'exclusive').totalCents).toBe(amountCents);
    }
  });

  it('deducts exactly the deposit’s total on the full invoice', () => {
    const deposit = depositLines(quote, { percent: 33.33 });
    const full = [...quoted, ...depositDeductionLines({ number: 'INV-0002', lines: deposit })];
    expect(documentTotals(full, 'exclusive').totalCents).toBe(quote.totalCents - documentTotals(deposit, 'exclusive').totalCents);
  });

  it('refuses a deposit of nothing, of everything, or more', () => {
    expect(depositProblem({ percent: 0 }, 100)).not.toBeNull();
    expect(depositProblem({ percent: 100 }, 100)).not.toBeNull();
    expect(depositProblem({ amountCents: 100 }, 100)).not.toBeNull();
    expect(depositProblem({ amountCents: 99 }, 100)).toBeNull();
  });
});

describe('terms', () => {
  it('reads the days the terms give, else 14 to pay and 30 to accept', () => {
    expect(termDays('Payment is due within 14 days of the invoice date.', 0)).toBe(14);
    expect(termDays('This quote is valid for 30 days. A 30% deposit is required.', 0)).toBe(30);
    expect(termDays('7-day terms', 0)).toBe(7);
    expect(termDays('Net 30', 0)).toBe(30);
    expect(termDays('Thank you for your business', 21)).toBe(21);
    expect(termDays(null, 21)).toBe(21);
    expect(defaultUntilDay('invoice', '2026-12-25', null)).toBe('2027-01-08');
    expect(defaultUntilDay('quote', '2026-12-25', null)).toBe('2027-01-24');
  });
});

describe('follow-up visits', () => {
  it('groups the units due on the same day into one visit, soonest first', () => {
    const visit = new Date('2026-12-01T22:30:00Z');
    const visits = followUpVisits(
      [
        { name: 'Split', serviceIntervalMonths: 12 },
        { name: 'Ducted', serviceIntervalMonths: 6 },
        { name: 'Cassette', serviceIntervalMonths: 12 },
      ],
      visit,
      'Australia/Melbourne',
    );
    expect(visits.map((v) => followUpTitle(v.units.map((u) => u.name)))).toEqual(['Service: Ducted', 'Service: Cassette and Split']);
    expect(followUpTitle(['A', 'B', 'C'])).toBe('Service: A, B and C');
  });
});
