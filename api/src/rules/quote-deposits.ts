// Invoicing an accepted quote (part of the money path): the whole quote, or a deposit first (a percentage or an
// amount), and the deposit deducted on the quote's full invoice. Money in integer cents; the lines are ordinary
// quote/invoice lines (rules/document-lines.ts), so the PDF, the list and the totals treat them like any other.
// Pure: shared by the API and the web app.
import { documentTotals, type LineMaths, lineAmount, type TaxMode } from './document-lines.ts';
import { formatAud, roundCents } from './money.ts';

/** A deposit: a percentage of the quote (more than 0 and under 100) or an amount in cents the customer pays. */
export type DepositRequest = { percent: number } | { amountCents: number };

export const depositMessages = {
  onlyAccepted: 'Only an accepted quote can be invoiced',
  percentRange: 'A deposit percentage must be more than 0 and less than 100',
  amountRange: (totalCents: number) => `A deposit must be more than $0.00 and less than the quote’s total of ${formatAud(totalCents)}`,
  oneOf: 'Give the deposit as a percentage or as an amount, not both',
  alreadyInvoiced: (quote: string, invoice: string) => `Quote ${quote} has already been invoiced in full (${invoice})`,
  depositExists: (quote: string, invoice: string) => `Quote ${quote} already has a deposit invoice (${invoice})`,
  depositAfterFull: (quote: string, invoice: string) =>
    `Quote ${quote} has already been invoiced in full (${invoice}): there is nothing left to take a deposit on`,
  jobQuoteInvoiced: (quote: string, invoice: string) =>
    `Quote ${quote} has already been invoiced in full (${invoice}) and nothing was added on this job to invoice`,
  invoicedFromQuote: 'Invoice created from the quote',
  depositInvoiced: 'Deposit invoice created from the quote',
} as const;

/** A line as the invoice stores it, before its figures are computed. */
export interface InvoiceLineDraft extends LineMaths {
  itemName: string | null;
  description: string;
}

/** The first thing wrong with a deposit request for a quote of `totalCents`, or null. */
export function depositProblem(deposit: DepositRequest, totalCents: number): string | null {
  if ('percent' in deposit) return deposit.percent > 0 && deposit.percent < 100 ? null : depositMessages.percentRange;
  return Number.isSafeInteger(deposit.amountCents) && deposit.amountCents > 0 && deposit.amountCents < totalCents
    ? null
    : depositMessages.amountRange(totalCents);
}

const percentText = (p: number) => `${Number(p.toFixed(2))}%`;

/**
 * The deposit invoice's lines: one line per tax rate of the quote (GST and, when the quote has any, GST-free), each
 * the deposit's share of the quote's lines at that rate, in the quote's tax mode — so the deposit carries the GST of
 * the work it pays for. A percentage applies to each rate's amount; an amount is shared in proportion and the last
 * line takes up the cents so the deposit totals the amount asked whenever whole cents allow it.
 */
export function depositLines(
  quote: { number: string; taxMode: TaxMode; totalCents: number; lines: readonly LineMaths[] },
  deposit: DepositRequest,
): InvoiceLineDraft[] {
  const byRate = new Map<number, number>();
  for (const l of quote.lines) byRate.set(l.taxRate, (byRate.get(l.taxRate) ?? 0) + lineAmount(l));
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  const share = 'percent' in deposit ? deposit.percent / 100 : deposit.amountCents / quote.totalCents;
  const what = 'percent' in deposit ? `${percentText(deposit.percent)} of` : 'towards';
  const lines: InvoiceLineDraft[] = rates.map((rate) => ({
    itemName: null,
    description: `Deposit ${what} quote ${quote.number}${rates.length > 1 ? (rate === 0 ? ' (GST-free items)' : ' (items with GST)') : ''}`,
    quantity: 1,
    unitAmountCents: roundCents((byRate.get(rate) ?? 0) * share),
    discountPercent: 0,
    taxRate: rate,
  }));
  if ('amountCents' in deposit && lines.length) {
    const last = lines[lines.length - 1];
    const totalWith = (price: number) =>
      documentTotals([...lines.slice(0, -1), { ...last, unitAmountCents: price }], quote.taxMode).totalCents;
    let best = last.unitAmountCents;
    for (let step = -3; step <= 3; step++) {
      const price = last.unitAmountCents + step;
      if (Math.abs(totalWith(price) - deposit.amountCents) < Math.abs(totalWith(best) - deposit.amountCents)) best = price;
    }
    last.unitAmountCents = best;
  }
  return lines;
}

/**
 * The deduction of a deposit invoice on the quote's full invoice: each deposit line again with its price negated,
 * so the full invoice's total drops by exactly the deposit's total (rounding is symmetric about zero).
 */
export function depositDeductionLines(deposit: { number: string; lines: readonly InvoiceLineDraft[] }): InvoiceLineDraft[] {
  return deposit.lines.map((l) => ({
    itemName: null,
    description: `Less deposit invoiced (${deposit.number}): ${l.description}`,
    quantity: l.quantity,
    unitAmountCents: -l.unitAmountCents,
    discountPercent: l.discountPercent,
    taxRate: l.taxRate,
  }));
}

// A deposit asked at acceptance: the quote keeps the request (a percentage or an amount), and the customer's page
// offers "Accept & pay deposit" for the deposit invoice the request makes (the same lines as Invoice Deposit).

/** The deposit a quote asks at acceptance, or null. */
export function quoteDeposit(quote: { depositPercent: number | null; depositAmountCents: number | null }): DepositRequest | null {
  if (quote.depositPercent != null) return { percent: quote.depositPercent };
  if (quote.depositAmountCents != null) return { amountCents: quote.depositAmountCents };
  return null;
}

/** What the deposit invoice of a request totals (GST included), in cents. */
export function depositTotalCents(
  quote: { number: string; taxMode: TaxMode; totalCents: number; lines: readonly LineMaths[] },
  deposit: DepositRequest,
): number {
  return documentTotals(depositLines(quote, deposit), quote.taxMode).totalCents;
}

export const depositAtAcceptanceMessages = {
  noDeposit: 'This quote asks no deposit: accept it instead',
  notTaken: 'This business does not take payments online yet. Please accept the quote and pay the deposit invoice',
  changeOnlyOpen: 'A deposit is set only on a draft or sent quote',
  /** The flag on a deposit paid after its quote was declined, had expired, or is gone. */
  paidAfterAnswer: (quote: string, why: 'declined' | 'expired' | 'withdrawn') =>
    `Paid as the deposit of quote ${quote} after it ${why === 'expired' ? 'had expired' : `was ${why}`}: accept the quote in the app, or refund the deposit`,
  depositPaidThanks: 'Thank you: your deposit is paid and the quote is accepted.',
} as const;
