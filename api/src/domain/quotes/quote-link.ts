import { createHash, randomBytes } from 'node:crypto';
import { QUOTE_LINK_MIN_DAYS } from '../../rules/document-status.ts';
import { addDays, dayKeyOf, midnightOf } from '../../rules/zoned-time.ts';

// The private link of an emailed quote: 256 random bits in the link, only their SHA-256 stored, so a
// database read never yields a working link. Each email makes a new link; the old one stops working.

export const hashQuoteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as it may appear in a link (base64url); anything else is refused before a database read. */
export const isQuoteToken = (token: string) => /^[\w-]{32,128}$/.test(token);

/** A new link: the token for the email and what the quote stores. */
export function newQuoteLink(expiryDate: Date | null, timeZone: string, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  // Until the end of the quote's expiry day, and at least QUOTE_LINK_MIN_DAYS from now.
  const floor = new Date(now.getTime() + QUOTE_LINK_MIN_DAYS * 86_400_000);
  const endOfExpiry = expiryDate ? midnightOf(addDays(dayKeyOf(expiryDate, timeZone), 1), timeZone) : floor;
  const expiresAt = endOfExpiry > floor ? endOfExpiry : floor;
  return { token, publicTokenHash: hashQuoteToken(token), publicTokenExpiresAt: expiresAt };
}

/** The customer's page of a quote (web route /q/{token}). */
export const quoteLinkPath = (token: string) => `/q/${token}`;
