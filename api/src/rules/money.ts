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

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** '$1,234.50': an amount in cents as AUD. */
export const formatAud = (cents: Cents): string => aud.format(cents / 100);
