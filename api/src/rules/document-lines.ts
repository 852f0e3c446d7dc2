// Line items of quotes and invoices (spec part 2 §5): the one place their maths lives. The API recomputes every
// figure on save with these functions and never trusts a client's total; the web editor imports the same
// functions, and the PDF prints what the API stored, so editor, API, list and PDF agree to the cent.
// Money is integer cents; a document's totals are the sums of its rounded lines. Pure: no I/O.
import { type Cents, GST_RATE_PERCENT, percentOf, roundCents, sumCents } from './money.ts';

/** Whether line prices are entered without GST (GST added on top) or with GST (GST found inside). */
export type TaxMode = 'exclusive' | 'inclusive';
export const TAX_MODES: readonly TaxMode[] = ['exclusive', 'inclusive'];

/** The only tax rates a line can carry, in percent: GST (10 %) or Tax Exempt (0). */
export const TAX_EXEMPT_RATE = 0;
export const LINE_TAX_RATES: readonly number[] = [GST_RATE_PERCENT, TAX_EXEMPT_RATE];
export const taxRateLabel = (rate: number) => (rate === GST_RATE_PERCENT ? 'GST (10%)' : 'Tax Exempt');

/** Limits that keep every figure a safe whole number of cents in the database. */
export const MAX_LINES = 200;
export const MAX_QUANTITY = 100_000;
/** $10,000,000.00: the largest line or document total. */
export const MAX_DOCUMENT_CENTS = 1_000_000_000;

/** A quantity may be fractional (1.5 hours, 2.25 m) with up to this many decimals. */
export const QUANTITY_DECIMALS = 3;
/** A discount is a percent from 0 to 100 with up to this many decimals. */
export const DISCOUNT_DECIMALS = 2;

export const documentLineMessages = {
  atLeastOneLine: 'At least one line item is required',
  tooManyLines: `A document can have at most ${MAX_LINES} line items`,
  descriptionRequired: 'Each line item needs an item name or a description',
  quantity: 'Quantity must be a number, such as 2 or 1.5',
  quantityPositive: 'Quantity must be more than 0',
  quantityTooLarge: `Quantity can be at most ${MAX_QUANTITY.toLocaleString('en-AU')}`,
  quantityDecimals: `Quantity can have at most ${QUANTITY_DECIMALS} decimal places`,
  price: 'Price must be in whole cents (a credit line, such as a deposit already paid, may be below $0.00)',
  negativeTotal: 'The total cannot be less than $0.00',
  discount: 'Discount must be a percentage from 0 to 100',
  discountDecimals: `Discount can have at most ${DISCOUNT_DECIMALS} decimal places`,
  taxRate: 'Tax must be GST (10%) or Tax Exempt',
  tooLarge: 'The total is too large (at most $10,000,000.00)',
} as const;

/**
 * What a line needs for its maths. `quantity` may be fractional (up to three decimals); `discountPercent` is
 * checked to be 0–100 before a save (`lineFieldProblems`), and the maths clamps it too (see `clampDiscount`).
 */
export interface LineMaths {
  quantity: number;
  unitAmountCents: Cents;
  discountPercent: number;
  /** Percent: 10 (GST) or 0 (Tax Exempt). */
  taxRate: number;
}

/** A line's figures: amount (after discount, as entered), the GST in or on it, its total, and its ex-GST value. */
export interface LineFigures {
  amountCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  exclusiveCents: Cents;
}

export interface DocumentTotals {
  /** The sum of the lines' ex-GST values, in both tax modes, so subtotal + GST = total. */
  subtotalCents: Cents;
  /** The sum of the lines' GST. */
  taxCents: Cents;
  /** The sum of the lines' totals: what the customer pays. */
  totalCents: Cents;
}

/** A discount percent as saved: a number from 0 to 100 with at most two decimals (blank or invalid → 0). */
export function clampDiscount(percent: number | null | undefined): number {
  if (percent == null || !Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)) * 100) / 100;
}

/** The tax rate a line saves: 10 for GST, 0 for anything else the editor calls Tax Exempt. */
export const savedTaxRate = (rate: number) => (rate === GST_RATE_PERCENT ? GST_RATE_PERCENT : TAX_EXEMPT_RATE);

/** qty × price × (1 − discount/100), to the cent. */
export function lineAmount(line: Pick<LineMaths, 'quantity' | 'unitAmountCents' | 'discountPercent'>): Cents {
  const discount = clampDiscount(line.discountPercent);
  return roundCents((line.quantity * line.unitAmountCents * (100 - discount)) / 100);
}

/** The tax of an amount: `rate` % of it when exclusive, amount / (1 + rate) × rate when inclusive (GST: / 1.1 × 0.1). */
export function taxOf(amountCents: Cents, taxRate: number, mode: TaxMode): Cents {
  if (taxRate === TAX_EXEMPT_RATE) return 0;
  return mode === 'exclusive' ? percentOf(amountCents, taxRate) : roundCents((amountCents * taxRate) / (100 + taxRate));
}

/** A line's amount, tax and total (amount + tax when exclusive; the amount itself when inclusive). */
export function lineFigures(line: LineMaths, mode: TaxMode): LineFigures {
  const amountCents = lineAmount(line);
  const taxCents = taxOf(amountCents, line.taxRate, mode);
  const totalCents = mode === 'exclusive' ? amountCents + taxCents : amountCents;
  return { amountCents, taxCents, totalCents, exclusiveCents: totalCents - taxCents };
}

/** A document's subtotal, GST and total: the sums of its rounded lines. */
export function documentTotals(lines: readonly LineMaths[], mode: TaxMode): DocumentTotals {
  const figures = lines.map((l) => lineFigures(l, mode));
  return {
    subtotalCents: sumCents(figures.map((f) => f.exclusiveCents)),
    taxCents: sumCents(figures.map((f) => f.taxCents)),
    totalCents: sumCents(figures.map((f) => f.totalCents)),
  };
}

/** A line as the editor and the API receive it. */
export interface LineInput extends LineMaths {
  itemName?: string | null;
  description?: string | null;
}

/** Whether a number has at most `decimals` decimal places (binary noise such as 1.005 × 1000 is ignored). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The fields of a line a user types, each with what is wrong with it (a message they can act on). */
export type LineField = 'itemName' | 'quantity' | 'unitAmountCents' | 'discountPercent' | 'taxRate';

/** Everything wrong with a line, field by field (empty when it is valid). Nothing is rounded or clamped here. */
export function lineFieldProblems(line: LineInput): Partial<Record<LineField, string>> {
  const problems: Partial<Record<LineField, string>> = {};
  if (!(line.itemName?.trim() || line.description?.trim())) problems.itemName = documentLineMessages.descriptionRequired;
  const q = line.quantity;
  if (typeof q !== 'number' || !Number.isFinite(q)) problems.quantity = documentLineMessages.quantity;
  else if (q <= 0) problems.quantity = documentLineMessages.quantityPositive;
  else if (q > MAX_QUANTITY) problems.quantity = documentLineMessages.quantityTooLarge;
  else if (!hasAtMostDecimals(q, QUANTITY_DECIMALS)) problems.quantity = documentLineMessages.quantityDecimals;
  if (!Number.isSafeInteger(line.unitAmountCents) || Math.abs(line.unitAmountCents) > MAX_DOCUMENT_CENTS)
    problems.unitAmountCents = documentLineMessages.price;
  const d = line.discountPercent;
  if (typeof d !== 'number' || !Number.isFinite(d) || d < 0 || d > 100) problems.discountPercent = documentLineMessages.discount;
  else if (!hasAtMostDecimals(d, DISCOUNT_DECIMALS)) problems.discountPercent = documentLineMessages.discountDecimals;
  if (!LINE_TAX_RATES.includes(line.taxRate)) problems.taxRate = documentLineMessages.taxRate;
  return problems;
}

/** The first thing wrong with a line (a message a user can act on), or null. */
export function lineProblem(line: LineInput): string | null {
  return Object.values(lineFieldProblems(line))[0] ?? null;
}

/** The first thing wrong with a document's lines, or null: at least one line, each line valid, totals in range. */
export function linesProblem(lines: readonly LineInput[], mode: TaxMode): string | null {
  return linesProblemAt(lines, mode)?.message ?? null;
}

/**
 * The first thing wrong with a document's lines and where: `line` (0-based) and `field` when it is one line's field,
 * so a form can put the message beside it and an API can name it (`lines.2.quantity`).
 */
export function linesProblemAt(lines: readonly LineInput[], mode: TaxMode): { message: string; line?: number; field?: LineField } | null {
  if (lines.length === 0) return { message: documentLineMessages.atLeastOneLine };
  if (lines.length > MAX_LINES) return { message: documentLineMessages.tooManyLines };
  for (const [index, line] of lines.entries()) {
    const [found] = Object.entries(lineFieldProblems(line)) as [LineField, string][];
    if (found) return { message: found[1], line: index, field: found[0] };
  }
  const totals = documentTotals(lines, mode);
  const lineTotals = lines.map((l) => lineFigures(l, mode).totalCents);
  if (totals.totalCents > MAX_DOCUMENT_CENTS || lineTotals.some((t) => Math.abs(t) > MAX_DOCUMENT_CENTS))
    return { message: documentLineMessages.tooLarge };
  if (totals.totalCents < 0) return { message: documentLineMessages.negativeTotal };
  return null;
}

/** A line as saved: trimmed text, clamped discount, tax 10 or 0, and its recomputed figures. */
export function normaliseLine<L extends LineInput>(
  line: L,
  mode: TaxMode,
): L & LineFigures & { itemName: string | null; description: string } {
  const itemName = line.itemName?.trim() || null;
  const description = line.description?.trim() || itemName || '';
  const maths = { ...line, discountPercent: clampDiscount(line.discountPercent), taxRate: savedTaxRate(line.taxRate) };
  return { ...maths, itemName, description, ...lineFigures(maths, mode) };
}

// ─── switching a document between exclusive and inclusive prices ───

/** The result of converting a document's prices to the other tax mode. */
export interface TaxModeConversion<L extends LineMaths> {
  lines: L[];
  totalBeforeCents: Cents;
  totalAfterCents: Cents;
  /** totalAfter − totalBefore: 0 whenever whole-cent unit prices can keep the total. */
  differenceCents: Cents;
}

/**
 * Converts each line's unit price from one tax mode to the other so that what the customer pays stays the same.
 * Unit prices are whole cents, so a line with quantity 7 can only move in steps of about 7 cents: each line takes
 * the closest price, and where a line can land on either side of its old total, the side that brings the document
 * total nearest its old total is chosen. Tax-exempt lines keep their price (their total does not depend on the mode).
 * Documents whose lines have quantity 1 convert exactly to inclusive and to within one cent to exclusive.
 */
export function convertTaxMode<L extends LineMaths>(lines: readonly L[], from: TaxMode, to: TaxMode): TaxModeConversion<L> {
  const totalBeforeCents = documentTotals(lines, from).totalCents;
  if (from === to) return { lines: [...lines], totalBeforeCents, totalAfterCents: totalBeforeCents, differenceCents: 0 };

  // Each line's candidate prices with their error (new line total − old line total), closest first.
  const options = lines.map((line) => priceCandidates(line, to, lineFigures(line, from).totalCents));
  const chosen = options.map(() => 0);
  let error = sumCents(options.map((o) => o[0].error));
  // Balance the document: move single lines to another candidate while that brings the total error nearer 0.
  for (let improved = true; improved && error !== 0; ) {
    improved = false;
    for (let i = 0; i < options.length && error !== 0; i++) {
      const current = options[i][chosen[i]].error;
      let best = chosen[i];
      for (let k = 0; k < options[i].length; k++) {
        const next = error - current + options[i][k].error;
        if (Math.abs(next) < Math.abs(error - current + options[i][best].error)) best = k;
      }
      if (best !== chosen[i]) {
        error = error - current + options[i][best].error;
        chosen[i] = best;
        improved = true;
      }
    }
  }
  const converted = lines.map((line, i) => ({ ...line, unitAmountCents: options[i][chosen[i]].unitAmountCents }));
  const totalAfterCents = documentTotals(converted, to).totalCents;
  return { lines: converted, totalBeforeCents, totalAfterCents, differenceCents: totalAfterCents - totalBeforeCents };
}

function priceCandidates(line: LineMaths, to: TaxMode, targetCents: Cents): { unitAmountCents: Cents; error: Cents }[] {
  const keep = [{ unitAmountCents: line.unitAmountCents, error: lineFigures(line, to).totalCents - targetCents }];
  if (line.taxRate === TAX_EXEMPT_RATE) return keep;
  const perCent = (line.quantity * (100 - clampDiscount(line.discountPercent))) / 100;
  const factor = 1 + line.taxRate / 100;
  // A fully discounted line totals $0.00 whatever its price: convert the price itself.
  if (perCent === 0) {
    const price = roundCents(to === 'inclusive' ? line.unitAmountCents * factor : line.unitAmountCents / factor);
    return [{ unitAmountCents: price, error: 0 }];
  }
  const estimate = to === 'inclusive' ? targetCents / perCent : targetCents / factor / perCent;
  const candidates: { unitAmountCents: Cents; error: Cents }[] = [];
  for (let price = Math.max(0, Math.floor(estimate) - 2); price <= Math.ceil(estimate) + 2; price++) {
    candidates.push({ unitAmountCents: price, error: lineFigures({ ...line, unitAmountCents: price }, to).totalCents - targetCents });
  }
  const distance = (c: { unitAmountCents: number; error: number }) => Math.abs(c.error) * 1e6 + Math.abs(c.unitAmountCents - estimate);
  return candidates.sort((a, b) => distance(a) - distance(b));
}

/** What the editor says after a switch: the total kept, or by how much whole-cent prices moved it. */
export function conversionNote(conversion: Pick<TaxModeConversion<LineMaths>, 'differenceCents'>, to: TaxMode): string {
  const prices = to === 'inclusive' ? 'Prices now include GST' : 'Prices now exclude GST';
  const diff = conversion.differenceCents;
  if (diff === 0) return `${prices}; the total is unchanged.`;
  const cents = Math.abs(diff) === 1 ? '1 cent' : `${Math.abs(diff)} cents`;
  return `${prices}; the total is ${cents} ${diff > 0 ? 'higher' : 'lower'} because unit prices are whole cents.`;
}

/** '12.5' / '$1,234.50' → cents, or null when it is not an amount of at most two decimals. */
export function parseDollars(text: string): Cents | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned) && !/^\.\d{1,2}$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}
