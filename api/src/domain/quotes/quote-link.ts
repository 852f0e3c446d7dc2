import { createHash, randomBytes } from 'node:crypto';
import { QUOTE_LINK_DAYS } from '../../rules/document-status.ts';
import { addDays, dayKeyOf, midnightOf } from '../../rules/zoned-time.ts';

// The private link of an emailed quote: 256 random bits in the link, only their SHA-256 stored, so a
// database read never yields a working link. Each email makes a new link; the old one stops working.

export const hashQuoteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as it may appear in a link (base64url); anything else is refused before a database read. */
export const isQuoteToken = (token: string) => /^[\w-]{32,128}$/.test(token);

/**
 * The last day a quote's link works, in the organisation's zone: the quote's valid-until day — one date for the
 * quote and its link, so the email never gives two — or, for a quote without one, QUOTE_LINK_DAYS from today.
 */
export const quoteLinkLastDay = (expiryDate: Date | null, timeZone: string, now = new Date()): string =>
  expiryDate ? dayKeyOf(expiryDate, timeZone) : addDays(dayKeyOf(now, timeZone), QUOTE_LINK_DAYS);

/** A new link: the token for the email, its last day, and what the quote stores (it stops as that day ends). */
export function newQuoteLink(expiryDate: Date | null, timeZone: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const lastDay = quoteLinkLastDay(expiryDate, timeZone, now);
  return { token, lastDay, publicTokenHash: hashQuoteToken(token), publicTokenExpiresAt: midnightOf(addDays(lastDay, 1), timeZone) };
}

/** The customer's page of a quote (web route /q/{token}). */
export const quoteLinkPath = (token: string) => `/q/${token}`;
