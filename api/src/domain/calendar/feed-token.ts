import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../auth/tokens.ts';

// A calendar feed's URL carries a 256-bit random token (auth/tokens.ts newToken); only its SHA-256 is stored.

/** What a feed token looks like in a URL (43 base64url characters); anything else is refused without a query. */
export const isFeedToken = (token: string) => /^[\w-]{43}$/.test(token);

/**
 * Whether a presented token matches a stored hash, compared in constant time. The row was found by the token's
 * hash, which a guesser cannot steer byte by byte; the final check still never returns early on a partial match.
 */
export function feedTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
