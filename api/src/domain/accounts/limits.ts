import type { Limit } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';

// What each guessable or abusable operation is limited by. The client address is the one TRUST_PROXY says to
// believe (a number of proxy hops), so a client cannot pick a new address per request.

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const TOO_MANY_PASSWORD_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const TOO_MANY_REGISTRATIONS = 'Too many sign-ups from your network. Please wait a while and try again.';

const address = (ctx: Context) => ctx.meta.ip ?? 'unknown';
const minutes = (n: number) => n * 60_000;

/** Failed sign-ins per account and per client address (the account key is prefixed for support staff). */
export function loginLimits(ctx: Context, account: string): Limit[] {
  const windowMs = minutes(ctx.config.LOGIN_WINDOW_MINUTES);
  return [
    { key: `login:account:${account}`, max: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs },
    { key: `login:address:${address(ctx)}`, max: ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs },
  ];
}

/** Wrong current passwords when changing it, per user (a stolen session must not become a password oracle). */
export function passwordChangeLimits(ctx: Context, userId: string): Limit[] {
  return [
    {
      key: `password-change:user:${userId}`,
      max: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMs: minutes(ctx.config.LOGIN_WINDOW_MINUTES),
    },
  ];
}

/** Every registration per client address: new businesses, and probes of which emails have an account. */
export function registrationLimits(ctx: Context): Limit[] {
  return [
    {
      key: `register:address:${address(ctx)}`,
      max: ctx.config.REGISTER_MAX_PER_ADDRESS,
      windowMs: minutes(ctx.config.REGISTER_WINDOW_MINUTES),
    },
  ];
}
