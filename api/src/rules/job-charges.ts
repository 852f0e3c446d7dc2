// What technicians log on a job and what completing it charges (spec part 2 §5). Money in integer cents.
// Pure: shared by the API and the web app.
import { type Cents, multiplyCents, sumCents } from './money.ts';

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
} as const;

/**
 * Labour is charged at the price of the organisation's 'Labour (per hour)' price-list item when it has one,
 * otherwise at $120 an hour.
 */
export const LABOUR_PRESET_NAME = 'Labour (per hour)';
export const DEFAULT_LABOUR_RATE_CENTS = 12_000;

export type ChargeKindValue = 'labour' | 'part' | 'other';

export interface ChargeLine {
  description: string;
  kind: ChargeKindValue;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/**
 * The charges of a completed job: one labour line for all logged hours, and one line per part, priced from the
 * price-list item of the same name (ignoring case) or at $0 until priced on the invoice.
 */
export function chargesFor(input: {
  hours: readonly { hours: number }[];
  parts: readonly { partName: string; quantity: number }[];
  /** Price-list items by lower-cased name. */
  prices: ReadonlyMap<string, number>;
}): ChargeLine[] {
  const lines: ChargeLine[] = [];
  const totalHours = input.hours.reduce((sum, h) => sum + h.hours, 0);
  if (totalHours > 0) {
    const rate = input.prices.get(LABOUR_PRESET_NAME.toLowerCase()) ?? DEFAULT_LABOUR_RATE_CENTS;
    lines.push({
      description: 'Labour',
      kind: 'labour',
      quantity: totalHours,
      unitPriceCents: rate,
      totalCents: multiplyCents(rate, totalHours),
    });
  }
  for (const p of input.parts) {
    const unit = input.prices.get(p.partName.trim().toLowerCase()) ?? 0;
    lines.push({
      description: p.partName,
      kind: 'part',
      quantity: p.quantity,
      unitPriceCents: unit,
      totalCents: multiplyCents(unit, p.quantity),
    });
  }
  return lines;
}

/** A completed job's total: the sum of its charge lines (AUD cents, before GST). */
export const chargesTotal = (charges: readonly { totalCents: Cents }[]): Cents => sumCents(charges.map((c) => c.totalCents));
