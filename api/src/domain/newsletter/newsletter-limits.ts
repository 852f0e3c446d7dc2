import type { Limit } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';

// What limits the public newsletter's writes. Subscribe requests count per email address (no address is mailed a
// confirm link more than NEWSLETTER_MAX_PER_EMAIL times a day, whoever asks) and per client address; links opened
// count per client address, and a link that works is given back, so only wrong links use the limit up.

const HOUR = 60 * 60_000;
const client = (ctx: Context) => ctx.meta.ip ?? 'unknown';

export function subscribeLimits(ctx: Context, email: string): Limit[] {
  return [
    { key: `newsletter:address:${client(ctx)}`, max: ctx.config.NEWSLETTER_MAX_PER_ADDRESS, windowMs: HOUR },
    { key: `newsletter:email:${email}`, max: ctx.config.NEWSLETTER_MAX_PER_EMAIL, windowMs: 24 * HOUR },
  ];
}

export function linkLimits(ctx: Context): Limit[] {
  return [{ key: `newsletter-link:address:${client(ctx)}`, max: ctx.config.NEWSLETTER_MAX_LINKS_PER_ADDRESS, windowMs: HOUR }];
}
