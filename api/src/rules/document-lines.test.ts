import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampDiscount,
  conversionNote,
  convertTaxMode,
  documentLineMessages,
  documentTotals,
  type LineMaths,
  lineFigures,
  linesProblem,
  MAX_QUANTITY,
  normaliseLine,
  parseDollars,
  type TaxMode,
} from './document-lines.ts';

const line = (quantity: number, unitAmountCents: number, discountPercent = 0, taxRate = 10): LineMaths => ({
  quantity,
  unitAmountCents,
  discountPercent,
  taxRate,
});

describe('a line (part 2 §5)', () => {
  it('adds 10 % GST on top when exclusive and finds 1/11 inside when inclusive', () => {
    expect(lineFigures(line(2, 5000), 'exclusive')).toEqual({
      amountCents: 10_000,
      taxCents: 1000,
      totalCents: 11_000,
      exclusiveCents: 10_000,
    });
    expect(lineFigures(line(2, 5500), 'inclusive')).toEqual({
      amountCents: 11_000,
      taxCents: 1000,
      totalCents: 11_000,
      exclusiveCents: 10_000,
    });
    // $19.99 inclusive: 1999 / 1.1 × 0.1 = 181.727… → $1.82 GST
    expect(lineFigures(line(1, 1999), 'inclusive')).toMatchObject({ taxCents: 182, totalCents: 1999, exclusiveCents: 1817 });
  });

  it('applies the discount before tax and rounds the amount to the cent', () => {
    // 3 × $33.33 × (1 − 12.5 %) = 87.49125 → $87.49; GST 8.749 → $8.75
    expect(lineFigures(line(3, 3333, 12.5), 'exclusive')).toEqual({
      amountCents: 8749,
      taxCents: 875,
      totalCents: 9624,
      exclusiveCents: 8749,
    });
    expect(lineFigures(line(4, 2500, 100), 'exclusive').totalCents).toBe(0);
  });

  it('charges no tax on a Tax Exempt line in either mode', () => {
    expect(lineFigures(line(1, 1234, 0, 0), 'exclusive')).toMatchObject({ taxCents: 0, totalCents: 1234 });
    expect(lineFigures(line(1, 1234, 0, 0), 'inclusive')).toMatchObject({ taxCents: 0, totalCents: 1234 });
  });

  it('clamps discounts to 0–100 and saves only 10 or 0 as the tax rate', () => {
    expect([-5, 0, 12.345, 100, 250, Number.NaN, null].map(clampDiscount)).toEqual([0, 0, 12.35, 100, 100, 0, 0]);
    expect(normaliseLine({ ...line(1, 100, 150), description: '  Tap  ' }, 'exclusive')).toMatchObject({
      discountPercent: 100,
      description: 'Tap',
      itemName: null,
      totalCents: 0,
    });
    expect(normaliseLine({ ...line(1, 100), itemName: 'Washer', description: '' }, 'exclusive').description).toBe('Washer');
  });
});

describe('line rules', () => {
  const ok = { ...line(1, 100), description: 'Call-out' };
  it('accepts a valid document and names the first problem of a bad one', () => {
    expect(linesProblem([ok], 'exclusive')).toBeNull();
    expect(linesProblem([], 'exclusive')).toBe(documentLineMessages.atLeastOneLine);
    expect(linesProblem([{ ...ok, description: '  ' }], 'exclusive')).toBe(documentLineMessages.descriptionRequired);
    expect(linesProblem([{ ...ok, quantity: 0 }], 'exclusive')).toBe(documentLineMessages.quantityPositive);
    expect(linesProblem([{ ...ok, quantity: -2 }], 'exclusive')).toBe(documentLineMessages.quantityPositive);
    expect(linesProblem([{ ...ok, quantity: Number.NaN }], 'exclusive')).toBe(documentLineMessages.quantity);
    expect(linesProblem([{ ...ok, quantity: 1.2345 }], 'exclusive')).toBe(documentLineMessages.quantityDecimals);
    expect(linesProblem([{ ...ok, quantity: MAX_QUANTITY + 1 }], 'exclusive')).toBe(documentLineMessages.quantityTooLarge);
    expect(linesProblem([{ ...ok, discountPercent: 150 }], 'exclusive')).toBe(documentLineMessages.discount);
    expect(linesProblem([{ ...ok, discountPercent: -1 }], 'exclusive')).toBe(documentLineMessages.discount);
    expect(linesProblem([{ ...ok, discountPercent: 12.345 }], 'exclusive')).toBe(documentLineMessages.discountDecimals);
    expect(linesProblem([{ ...ok, quantity: 1.5 }], 'exclusive')).toBeNull();
    expect(linesProblem([{ ...ok, quantity: 0.001 }], 'exclusive')).toBeNull();
    // A credit line (a deposit already paid) may be negative; the document's total may not.
    expect(linesProblem([ok, { ...ok, unitAmountCents: -1 }], 'exclusive')).toBeNull();
    expect(linesProblem([{ ...ok, unitAmountCents: -1 }], 'exclusive')).toBe(documentLineMessages.negativeTotal);
    expect(linesProblem([{ ...ok, unitAmountCents: 10.5 }], 'exclusive')).toBe(documentLineMessages.price);
    expect(linesProblem([{ ...ok, taxRate: 15 }], 'exclusive')).toBe(documentLineMessages.taxRate);
    expect(linesProblem([{ ...ok, quantity: 100_000, unitAmountCents: 1_000_000 }], 'exclusive')).toBe(documentLineMessages.tooLarge);
  });

  it('keeps fractional quantities of up to three decimals: 1.5 hours at $120.00 is $180.00', () => {
    for (const quantity of [1.5, 0.25, 2.125, 0.001, 1.005]) expect(linesProblem([{ ...ok, quantity }], 'exclusive')).toBeNull();
    expect(lineFigures(line(1.5, 12_000), 'exclusive')).toMatchObject({ amountCents: 18_000, taxCents: 1800, totalCents: 19_800 });
    expect(lineFigures(line(2.125, 999), 'exclusive').amountCents).toBe(2123);
    expect(normaliseLine({ ...line(1.5, 12_000), description: 'Labour' }, 'exclusive').quantity).toBe(1.5);
  });

  it('reads dollar amounts typed by a person', () => {
    expect(['12.5', '$1,234.50', '0', '.05', '7.'].map(parseDollars)).toEqual([1250, 123_450, 0, 5, 700]);
    expect(['', 'abc', '1.234', '-3'].map(parseDollars)).toEqual([null, null, null, null]);
  });
});

describe('document totals', () => {
  it('are the sums of the rounded lines', () => {
    // Three lines of $0.15 GST-exclusive: each GST 1.5 → 2 cents, so GST is 6 cents (not 10 % of $0.45 = 5).
    const lines = [line(1, 15), line(1, 15), line(1, 15)];
    expect(documentTotals(lines, 'exclusive')).toEqual({ subtotalCents: 45, taxCents: 6, totalCents: 51 });
  });

  it('switches a quantity-1 document to inclusive with the same total, and says so', () => {
    const lines = [line(1, 1999), line(1, 4545, 10), line(1, 800, 0, 0)];
    const conversion = convertTaxMode(lines, 'exclusive', 'inclusive');
    expect(conversion.differenceCents).toBe(0);
    expect(conversion.lines.map((l) => l.unitAmountCents)).toEqual([2199, 5000, 800]);
    expect(conversionNote(conversion, 'inclusive')).toBe('Prices now include GST; the total is unchanged.');
  });

  it('tells the user when whole-cent prices cannot keep the total', () => {
    // 7 × $1.03 ex-GST = $7.21 + $0.72 GST = $7.93; inclusive unit prices give 7 × $1.13 = $7.91 or 7 × $1.14 = $7.98.
    const conversion = convertTaxMode([line(7, 103)], 'exclusive', 'inclusive');
    expect(conversion).toMatchObject({ totalBeforeCents: 793, totalAfterCents: 791, differenceCents: -2 });
    expect(conversionNote(conversion, 'inclusive')).toBe(
      'Prices now include GST; the total is 2 cents lower because unit prices are whole cents.',
    );
  });
});

// ─── properties over thousands of random documents ───

const arbLine = (maxQuantity: number) =>
  fc.record({
    quantity: fc.integer({ min: 1, max: maxQuantity }),
    unitAmountCents: fc.integer({ min: 0, max: 2_000_000 }),
    discountPercent: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 10_000 }).map((d) => d / 100),
    ),
    taxRate: fc.constantFrom(10, 0),
  });
const arbDocument = (maxQuantity = 50) => fc.array(arbLine(maxQuantity), { minLength: 1, maxLength: 30 });
const arbMode = fc.constantFrom<TaxMode>('exclusive', 'inclusive');
const runs = { numRuns: 3000 };

describe('properties', () => {
  it('every figure is whole cents, subtotal + GST = total, and totals are the sums of the line figures', () => {
    fc.assert(
      fc.property(arbDocument(), arbMode, (lines, mode) => {
        const totals = documentTotals(lines, mode);
        const figures = lines.map((l) => lineFigures(l, mode));
        for (const f of figures) {
          expect(Number.isSafeInteger(f.amountCents) && Number.isSafeInteger(f.taxCents)).toBe(true);
          expect(f.exclusiveCents + f.taxCents).toBe(f.totalCents);
        }
        expect(totals.subtotalCents + totals.taxCents).toBe(totals.totalCents);
        expect(totals.totalCents).toBe(figures.reduce((s, f) => s + f.totalCents, 0));
        expect(totals.taxCents).toBe(figures.reduce((s, f) => s + f.taxCents, 0));
      }),
      runs,
    );
  });

  it('GST is 10 % of each taxed line (exclusive) or 1/11 of it (inclusive), within half a cent', () => {
    fc.assert(
      fc.property(arbLine(1000), arbMode, (l, mode) => {
        const f = lineFigures(l, mode);
        const exact = l.taxRate === 0 ? 0 : mode === 'exclusive' ? f.amountCents / 10 : f.amountCents / 11;
        expect(Math.abs(f.taxCents - exact)).toBeLessThanOrEqual(0.5);
      }),
      runs,
    );
  });

  it('switching mode keeps a quantity-1 document total: exact to inclusive, within one cent to exclusive', () => {
    fc.assert(
      fc.property(arbDocument(1), arbMode, (lines, from) => {
        const to: TaxMode = from === 'exclusive' ? 'inclusive' : 'exclusive';
        const { differenceCents, lines: converted } = convertTaxMode(lines, from, to);
        expect(Math.abs(differenceCents)).toBeLessThanOrEqual(to === 'inclusive' ? 0 : 1);
        expect(converted.every((l) => Number.isSafeInteger(l.unitAmountCents) && l.unitAmountCents >= 0)).toBe(true);
      }),
      runs,
    );
  });

  it('switching mode never moves the total by more than half of one line’s price step', () => {
    fc.assert(
      fc.property(arbDocument(), arbMode, (lines, from) => {
        const to: TaxMode = from === 'exclusive' ? 'inclusive' : 'exclusive';
        const { differenceCents, totalBeforeCents } = convertTaxMode(lines, from, to);
        const widestStep = Math.max(...lines.map((l) => Math.ceil((l.quantity * (100 - l.discountPercent) * 1.1) / 100) + 1));
        expect(Math.abs(differenceCents)).toBeLessThanOrEqual(Math.ceil(widestStep / 2));
        expect(totalBeforeCents).toBe(documentTotals(lines, from).totalCents);
      }),
      runs,
    );
  });
});
