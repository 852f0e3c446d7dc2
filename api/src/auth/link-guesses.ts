import type { Context } from '../context.ts';
import { refund, takeAttempt } from './rate-limit.ts';

// A customer's private link (a quote's /q/{token}, a booking's /c/{token}) is opened with no sign-in: its token is
// the key. Each lookup by token counts one guess for the client address before the token is looked up (so parallel
// guesses cannot race past the limit); a token that finds its quote or booking gives the guess back, so only wrong
// tokens use the limit up, and a customer on another address is never held up by someone guessing.

/** Wrong tokens a client address may try in a window, across quote and booking links. */
export const LINK_GUESSES = { max: 20, windowMs: 15 * 60_000 };
export const TOO_MANY_LINK_GUESSES = 'Too many wrong links from your address. Please try again later.';

const guessKey = (ctx: Context) => `customer-link:address:${ctx.meta.ip ?? 'unknown'}`;

/** Count one guess at a link token for the caller's address: 429 with Retry-After once past the limit. */
export const takeLinkGuess = (ctx: Context) => takeAttempt(ctx.db, [{ key: guessKey(ctx), ...LINK_GUESSES }], TOO_MANY_LINK_GUESSES);

/** The token found what it opens: the guess was right, so it does not count. */
export const rightLinkGuess = (ctx: Context) => refund(ctx.db, [guessKey(ctx)]);
