import { describe, expect, it } from 'vitest';
import { chargesFor, chargesTotal, chargesTotals } from './job-charges.ts';
import {
  addGst,
  centsToDollars,
  dollarsToCents,
  formatAud,
  formatAudDecimals,
  gstOfExclusive,
  gstOfInclusive,
  isCents,
  multiplyCents,
  percentOf,
  removeGst,
  roundCents,
  sumCents,
  totalsOf,
} from './money.ts';

describe('cents', () => {
  it('rounds half away from zero, whatever the binary noise', () => {
    expect([0.5, 1.5, 2.5, -0.5, -2.5, 0.49, -0.49].map(roundCents)).toEqual([1, 2, 3, -1, -3, 0, -0]);
    expect(roundCents(1.005 * 100)).toBe(101);
    expect(roundCents(0.1 * 3 * 100)).toBe(30);
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect([isCents(100), isCents(100.5), isCents(Number.POSITIVE_INFINITY)]).toEqual([true, false, false]);
  });

  it('sums, multiplies by a quantity and takes percentages to the cent', () => {
    expect(sumCents([1999, 1, 5000])).toBe(7000);
    expect(sumCents([])).toBe(0);
    expect(multiplyCents(12_000, 1.5)).toBe(18_000);
    expect(multiplyCents(3333, 0.5)).toBe(1667); // 1666.5 rounds up
    expect(multiplyCents(-3333, 0.5)).toBe(-1667); // and a credit rounds the same way
    expect(percentOf(1999, 15)).toBe(300); // 299.85
    expect(percentOf(1990, 25)).toBe(498); // 497.5
  });
});

describe('GST at 10 %', () => {
  it('adds GST to an exclusive amount and finds it inside an inclusive one', () => {
    expect(gstOfExclusive(10_000)).toBe(1000);
    expect(gstOfExclusive(1995)).toBe(200); // 199.5
    expect(addGst(1995)).toBe(2195);
    expect(gstOfInclusive(11_000)).toBe(1000);
    expect(gstOfInclusive(2195)).toBe(200); // 199.545…
    expect(removeGst(2195)).toBe(1995);
    expect(gstOfInclusive(5)).toBe(0); // 0.4545…
  });

  it('totals the lines of a quote or an invoice: subtotal, GST on the subtotal, total', () => {
    expect(totalsOf([{ totalCents: 18_000 }, { totalCents: 4500 }, { totalCents: 1995 }])).toEqual({
      subtotalCents: 24_495,
      gstCents: 2450, // 2449.5
      totalCents: 26_945,
    });
  });

  it('shows cents as Australian dollars', () => {
    expect(formatAud(123_450)).toBe('$1,234.50');
    expect(formatAud(-500)).toMatch(/^-\$5\.00$/);
  });

  it('formats whole dollars and fractions of a cent when asked', () => {
    expect(formatAudDecimals(2900, 0)).toBe('$29');
    expect(formatAudDecimals(2950, 0)).toBe('$30');
    expect(formatAudDecimals(3.5, 3)).toBe('$0.035');
    expect(formatAudDecimals(123_450, 2)).toBe('$1,234.50');
  });
});

describe('dollars and cents', () => {
  it('turns a dollar value into whole cents, whatever the binary noise', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });

  it('turns cents back into the dollars a field edits', () => {
    expect(centsToDollars(1234)).toBe(12.34);
    expect(centsToDollars(dollarsToCents(99.99))).toBe(99.99);
    expect(centsToDollars(0)).toBe(0);
  });
});

describe('a completed job’s total', () => {
  it('is the sum of its charge lines, labour rounded to the cent', () => {
    const lines = chargesFor({
      hours: [{ hours: 0.5 }],
      parts: [{ partName: 'Gas', quantity: 3 }],
      prices: new Map([
        ['labour (per hour)', { unitAmountCents: 13_333, taxRate: 10 }],
        ['gas', { unitAmountCents: 1999, taxRate: 10 }],
      ]),
    });
    expect(lines.map((l) => l.totalCents)).toEqual([6667, 5997]);
    expect(chargesTotal(lines)).toBe(12_664);
    expect(chargesTotal([])).toBe(0);
  });

  it('adds GST line by line, as the job’s invoice does: tax-exempt lines add none', () => {
    const lines = chargesFor({
      hours: [{ hours: 1 }],
      parts: [
        { partName: 'Gas', quantity: 1 },
        { partName: 'Permit', quantity: 1 },
      ],
      prices: new Map([
        ['gas', { unitAmountCents: 2005, taxRate: 10 }],
        ['permit', { unitAmountCents: 5000, taxRate: 0 }],
      ]),
    });
    // Labour $120.00 and gas $20.05 carry GST ($14.005 → $14.01); the permit $50.00 does not.
    expect(chargesTotals(lines)).toEqual({ subtotalCents: 19_005, gstCents: 1401, totalCents: 20_406 });
    expect(chargesTotals([])).toEqual({ subtotalCents: 0, gstCents: 0, totalCents: 0 });
  });
});
