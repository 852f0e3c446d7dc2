import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { assertUnderLimits, clearHits, type Limit, recordHits } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { loginSchema } from './schemas.ts';
import { type AuthMode, startSession } from './start-session.ts';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Failed sign-ins are limited per account and per client address, in every process alike. */
export function loginLimits(ctx: Context, email: string): Limit[] {
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  return [
    { key: `login:account:${email}`, max: ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs },
    { key: `login:address:${ctx.meta.ip ?? 'unknown'}`, max: ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs },
  ];
}

export async function login(ctx: Context, input: unknown, mode: AuthMode) {
  const { email, password, orgId } = parseInput(loginSchema, input);
  const { db } = ctx;
  const limits = loginLimits(ctx, email);
  await assertUnderLimits(db, limits, TOO_MANY_ATTEMPTS);
  const user = await bySecret(ctx).user.findUnique({ where: { email }, select: { id: true, orgId: true, passwordHash: true } });
  // Verify even when there is no such user, so the answer takes as long either way.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !passwordOk || (orgId && orgId !== user.orgId)) {
    await recordHits(db, limits);
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  }
  await clearHits(db, [limits[0].key]);
  const tokens = await startSession(ctx, user.id, mode);
  return { userId: user.id, orgId: user.orgId, tokens };
}
