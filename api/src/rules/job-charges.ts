// What technicians log on a job and what completing it charges (spec part 2 §5). Money in integer cents.
// Pure: shared by the API and the web app.
import { type Cents, GST_RATE_PERCENT, multiplyCents, sumCents, totalsWithTax } from './money.ts';

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

export type ChargeKindValue = 'labour' | 'part' | 'other';

/** A price-list item's price: AUD cents before tax, and its tax rate in percent (10 = GST, 0 = tax exempt). */
export interface ListPrice {
  unitAmountCents: Cents;
  taxRate: number;
}

/** Price-list items by lower-cased name (the key of `priceKey`). */
export type PriceList = ReadonlyMap<string, ListPrice>;

/** How a part or the labour line finds its price-list item: its name, trimmed, ignoring case. */
export const priceKey = (name: string) => name.trim().toLowerCase();

export interface ChargeLine {
  description: string;
  kind: ChargeKindValue;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** Percent: 10 (GST) or 0 (tax exempt). */
  taxRate: number;
}

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
 * The charges of a job: one labour line for all logged hours, and one line per part, priced from the price-list
 * item of the same name (ignoring case) or at $0 until priced on the invoice. The same lines are the running
 * total before completion and the charges completion records.
 */
export function chargesFor(input: {
  hours: readonly { hours: number }[];
  parts: readonly { partName: string; quantity: number }[];
  prices: PriceList;
}): ChargeLine[] {
  const lines: ChargeLine[] = [];
  const totalHours = input.hours.reduce((sum, h) => sum + h.hours, 0);
  if (totalHours > 0) {
    const labour = input.prices.get(priceKey(LABOUR_PRESET_NAME));
    const rate = labour?.unitAmountCents ?? DEFAULT_LABOUR_RATE_CENTS;
    lines.push({
      description: 'Labour',
      kind: 'labour',
      quantity: totalHours,
      unitPriceCents: rate,
      totalCents: multiplyCents(rate, totalHours),
      taxRate: labour?.taxRate ?? GST_RATE_PERCENT,
    });
  }
  for (const p of input.parts) {
    const price = partPrice(p, input.prices);
    lines.push({
      description: p.partName,
      kind: 'part',
      quantity: p.quantity,
      unitPriceCents: price?.unitAmountCents ?? 0,
      totalCents: price?.totalCents ?? 0,
      taxRate: price?.taxRate ?? GST_RATE_PERCENT,
    });
  }
  return lines;
}

/** A job's charges before GST, their GST (per tax rate) and the total including GST, through the money rule. */
export const chargesTotals = (charges: readonly { totalCents: Cents; taxRate: number }[]) => totalsWithTax(charges);

/** A completed job's total: the sum of its charge lines (AUD cents, before GST). */
export const chargesTotal = (charges: readonly { totalCents: Cents }[]): Cents => sumCents(charges.map((c) => c.totalCents));
