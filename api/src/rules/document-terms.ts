// When an invoice falls due and a quote expires, from the organisation's own terms (Settings → Business: invoice
// terms 'Payment is due within 14 days of the invoice date', quote terms 'This quote is valid for 30 days'): the
// first number of days the terms name, so the date on the document never contradicts the terms printed under it.
// Terms that name no days give 14 days to pay and 30 days to accept. Pure: shared by the API and the web editor.
import { addDays } from './zoned-time.ts';

export const DEFAULT_PAYMENT_DAYS = 14;
export const DEFAULT_QUOTE_VALID_DAYS = 30;
/** Longer than this is not a payment term ('within 1000 days' is a typo); the default applies. */
const MAX_TERM_DAYS = 365;

/** The days the terms give: 'within 14 days', 'valid for 30 days', '7 day terms', 'net 30'; otherwise `fallback`. */
export function termDays(terms: string | null | undefined, fallback: number): number {
  const match = terms?.match(/\b(\d{1,3})[\s-]*(?:calendar\s+|business\s+)?days?\b|\bnet\s*(\d{1,3})\b/i);
  const days = match ? Number(match[1] ?? match[2]) : Number.NaN;
  return Number.isInteger(days) && days >= 0 && days <= MAX_TERM_DAYS ? days : fallback;
}

/** The days an invoice gives to pay, from the organisation's invoice terms. */
export const paymentDays = (invoiceTerms: string | null | undefined) => termDays(invoiceTerms, DEFAULT_PAYMENT_DAYS);

/** The days a quote stays open, from the organisation's quote terms. */
export const quoteValidDays = (quoteTerms: string | null | undefined) => termDays(quoteTerms, DEFAULT_QUOTE_VALID_DAYS);

/** The default due (invoice) or expiry (quote) day: the issue day ('YYYY-MM-DD') plus the terms' days. */
export function defaultUntilDay(kind: 'quote' | 'invoice', issueDay: string, terms: string | null | undefined): string {
  return addDays(issueDay, kind === 'invoice' ? paymentDays(terms) : quoteValidDays(terms));
}
