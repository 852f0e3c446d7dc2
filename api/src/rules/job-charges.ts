// What technicians log on a job and what completing it charges (spec part 2 §5). Money in integer cents.
// Pure: shared by the API and the web app.
import { documentTotals, lineAmount, type TaxMode } from './document-lines.ts';
import { type Cents, GST_RATE_PERCENT, multiplyCents, roundCents } from './money.ts';

/** Hours are logged from 0.5 to 8 in steps of 0.5 (default 0.5). */
export const HOURS_CHOICES: readonly number[] = Array.from({ length: 16 }, (_, i) => (i + 1) / 2);
export const DEFAULT_HOURS = 0.5;
export const isHoursChoice = (h: number) => Number.isFinite(h) && h >= 0.5 && h <= 8 && Number.isInteger(h * 2);

/** Part quantities run from 1 to 10 (default 1). */
export const PART_QUANTITY_MIN = 1;
export const PART_QUANTITY_MAX = 10;
export const PART_QUANTITY_CHOICES: readonly number[] = Array.from({ length: PART_QUANTITY_MAX }, (_, i) => i + 1);

export const entryMessages = {
  noteRequired: 'Note text is required',
  hoursRange: 'Hours must be between 0.5 and 8 in steps of 0.5',
  partNameRequired: 'Part name is required',
  quantityRange: 'Quantity must be a whole number from 1 to 10',
  lockedAfterCompletion: 'This job has been completed: its notes, hours and parts can no longer be changed',
  noteNotFound: 'Note not found',
  hoursNotFound: 'Hours entry not found',
  partNotFound: 'Part not found',
} as const;

/**
 * Labour is charged at the price of the organisation's 'Labour (per hour)' price-list item when it has one,
 * otherwise at $120 an hour.
 */
export const LABOUR_PRESET_NAME = 'Labour (per hour)';
export const DEFAULT_LABOUR_RATE_CENTS = 12_000;

export type ChargeKindValue = 'labour' | 'part' | 'other' | 'quoted';

/** A price-list item's price: AUD cents before tax, and its tax rate in percent (10 = GST, 0 = tax exempt). */
export interface ListPrice {
  unitAmountCents: Cents;
  taxRate: number;
}

/** Price-list items by lower-cased name (the key of `priceKey`). */
export type PriceList = ReadonlyMap<string, ListPrice>;

/** How a part or the labour line finds its price-list item: its name, trimmed, ignoring case. */
export const priceKey = (name: string) => name.trim().toLowerCase();

/**
 * A charge, priced like a quote or invoice line in its job's tax mode: `unitPriceCents` and `totalCents`
 * (quantity × unit price less the discount) exclude GST in exclusive mode and include it in inclusive mode.
 */
export interface ChargeLine {
  itemName: string | null;
  description: string;
  kind: ChargeKindValue;
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  totalCents: number;
  /** Percent: 10 (GST) or 0 (tax exempt). */
  taxRate: number;
}

/** A line of the accepted quote a job was converted from, as the quote stored it. */
export interface QuotedLine {
  itemName: string | null;
  description: string;
  quantity: number;
  unitAmountCents: number;
  discountPercent: number;
  taxRate: number;
}

/** A price-list price (before GST) in a job's tax mode: GST added to it when the job's prices include GST. */
export const priceInMode = (exclusiveCents: Cents, taxRate: number, mode: TaxMode): Cents =>
  mode === 'exclusive' ? exclusiveCents : roundCents((exclusiveCents * (100 + taxRate)) / 100);

/**
 * A logged part's price: the price-list item of the same name (ignoring case) times the quantity, or `null` when
 * the part is not on the price list, which completion charges at $0 (the web warns before it does).
 */
export function partPrice(part: { partName: string; quantity: number }, prices: PriceList): (ListPrice & { totalCents: Cents }) | null {
  const item = prices.get(priceKey(part.partName));
  return item ? { ...item, totalCents: multiplyCents(item.unitAmountCents, part.quantity) } : null;
}

/** The parts that are not on the price list (charged $0 on completion). */
export const unpricedParts = <P extends { partName: string; quantity: number }>(parts: readonly P[], prices: PriceList): P[] =>
  parts.filter((p) => !partPrice(p, prices));

/**
 * The charges of a job: the lines of the quote it came from at their quoted price (quantity, unit price, discount
 * and tax as quoted, so the invoice repeats them to the cent), one labour line for all logged hours, and one line
 * per part, priced from the price-list item of the same name (ignoring case) or at $0 until priced on the invoice.
 * Prices are in `taxMode` (the quote's; price-list prices are before GST and get it added when the mode is
 * inclusive). The same lines are the running total before completion and the charges completion records.
 */
export function chargesFor(input: {
  hours: readonly { hours: number }[];
  parts: readonly { partName: string; quantity: number }[];
  prices: PriceList;
  quoted?: readonly QuotedLine[];
  taxMode?: TaxMode;
}): ChargeLine[] {
  const mode = input.taxMode ?? 'exclusive';
  const priced = (line: Omit<ChargeLine, 'totalCents'>): ChargeLine => ({
    ...line,
    totalCents: lineAmount({ ...line, unitAmountCents: line.unitPriceCents }),
  });
  const lines: ChargeLine[] = (input.quoted ?? []).map((q) =>
    priced({
      itemName: q.itemName,
      description: q.description,
      kind: 'quoted',
      quantity: q.quantity,
      unitPriceCents: q.unitAmountCents,
      discountPercent: q.discountPercent,
      taxRate: q.taxRate,
    }),
  );
  const totalHours = input.hours.reduce((sum, h) => sum + h.hours, 0);
  if (totalHours > 0) {
    const labour = input.prices.get(priceKey(LABOUR_PRESET_NAME));
    const taxRate = labour?.taxRate ?? GST_RATE_PERCENT;
    lines.push(
      priced({
        itemName: null,
        description: 'Labour',
        kind: 'labour',
        quantity: totalHours,
        unitPriceCents: priceInMode(labour?.unitAmountCents ?? DEFAULT_LABOUR_RATE_CENTS, taxRate, mode),
        discountPercent: 0,
        taxRate,
      }),
    );
  }
  for (const p of input.parts) {
    const price = partPrice(p, input.prices);
    const taxRate = price?.taxRate ?? GST_RATE_PERCENT;
    lines.push(
      priced({
        itemName: null,
        description: p.partName,
        kind: 'part',
        quantity: p.quantity,
        unitPriceCents: priceInMode(price?.unitAmountCents ?? 0, taxRate, mode),
        discountPercent: 0,
        taxRate,
      }),
    );
  }
  return lines;
}

/** A charge as a document line's maths (the invoice made from the job computes the same figures). */
const chargeMaths = (c: { quantity: number; unitPriceCents: Cents; discountPercent?: number; taxRate: number }) => ({
  quantity: c.quantity,
  unitAmountCents: c.unitPriceCents,
  discountPercent: c.discountPercent ?? 0,
  taxRate: c.taxRate,
});

/**
 * A job's charges before GST, their GST and the total including GST, by the quote and invoice line maths
 * (rules/document-lines.ts: each line rounded, then summed), so the completed job shows what its invoice will.
 */
export function chargesTotals(
  charges: readonly { quantity: number; unitPriceCents: Cents; discountPercent?: number; taxRate: number }[],
  taxMode: TaxMode = 'exclusive',
): { subtotalCents: Cents; gstCents: Cents; totalCents: Cents } {
  const t = documentTotals(charges.map(chargeMaths), taxMode);
  return { subtotalCents: t.subtotalCents, gstCents: t.taxCents, totalCents: t.totalCents };
}

/** A completed job's total before GST. */
export const chargesTotal = (
  charges: readonly { quantity: number; unitPriceCents: Cents; discountPercent?: number; taxRate: number }[],
  taxMode: TaxMode = 'exclusive',
): Cents => chargesTotals(charges, taxMode).subtotalCents;
