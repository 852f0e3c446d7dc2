// Money is integer cents (AUD). Every sum, product, percentage and GST amount is computed here, once, and
// rounded here, half away from zero (so a refund rounds like the charge it undoes). Pure: shared by the API and
// the web app, which shows what the API recomputes and never trusts a client total.

/** An amount in whole cents. */
export type Cents = number;

/** GST in Australia: 10 %. */
export const GST_RATE_PERCENT = 10;

/** Whether a value is a whole number of cents. */
export const isCents = (value: number): value is Cents => Number.isSafeInteger(value);

/**
 * A computed amount as whole cents, half away from zero: 0.5 → 1, -0.5 → -1, 2.5 → 3. The value is first cut to
 * 9 decimals, so binary noise (1.005 × 100 = 100.49999999999999) does not decide the rounding.
 */
export function roundCents(value: number): Cents {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const magnitude = Math.floor(Number(Math.abs(value).toFixed(9)) + 0.5);
  return value < 0 ? -magnitude : magnitude;
}

/** The sum of amounts in cents. */
export const sumCents = (amounts: Iterable<Cents>): Cents => {
  let total = 0;
  for (const amount of amounts) total += amount;
  return roundCents(total);
};

/** A unit price times a quantity (hours may be fractional: 1.5 h at $120.00 is $180.00), rounded to the cent. */
export const multiplyCents = (unitCents: Cents, quantity: number): Cents => roundCents(unitCents * quantity);

/** `percent` % of an amount (a discount, a surcharge, a tax), rounded to the cent. */
export const percentOf = (cents: Cents, percent: number): Cents => roundCents((cents * percent) / 100);

/** The GST on a GST-exclusive amount: 10 % of it ($100.00 → $10.00). */
export const gstOfExclusive = (exclusiveCents: Cents): Cents => percentOf(exclusiveCents, GST_RATE_PERCENT);

/** The GST inside a GST-inclusive amount: 1/11 of it ($110.00 → $10.00). */
export const gstOfInclusive = (inclusiveCents: Cents): Cents => roundCents((inclusiveCents * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));

/** A GST-exclusive amount with its GST added. */
export const addGst = (exclusiveCents: Cents): Cents => exclusiveCents + gstOfExclusive(exclusiveCents);

/** A GST-inclusive amount without its GST. */
export const removeGst = (inclusiveCents: Cents): Cents => inclusiveCents - gstOfInclusive(inclusiveCents);

/** The totals of a quote or an invoice from its GST-exclusive lines: subtotal, GST on the subtotal, total. */
export function totalsOf(lines: Iterable<{ totalCents: Cents }>): { subtotalCents: Cents; gstCents: Cents; totalCents: Cents } {
  const subtotalCents = sumCents(Array.from(lines, (l) => l.totalCents));
  const gstCents = gstOfExclusive(subtotalCents);
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}

/** Dollars (a form's or a price field's value) as whole cents, half away from zero: 12.345 → 1235. */
export const dollarsToCents = (dollars: number): Cents => roundCents(dollars * 100);

/** Cents as dollars, for a field that edits dollars: 1234 → 12.34. */
export const centsToDollars = (cents: Cents): number => cents / 100;

const audFormats = new Map<number, Intl.NumberFormat>();
const audFormat = (decimals: number) => {
  let format = audFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    audFormats.set(decimals, format);
  }
  return format;
};

/**
 * An amount in cents as AUD with `decimals` digits after the point: 0 for a plan's whole-dollar price ('$29'), 3 for
 * a credit's price per unit ('$0.035', from fractional cents).
 */
export const formatAudDecimals = (cents: number, decimals: number): string => audFormat(decimals).format(centsToDollars(cents));

/** '$1,234.50': an amount in cents as AUD. */
export const formatAud = (cents: Cents): string => formatAudDecimals(cents, 2);
