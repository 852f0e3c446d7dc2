import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { clearHits, refund, takeAttempt } from '../../auth/rate-limit.ts';
import type { Context } from '../../context.ts';
import { bySecret } from '../../db/cross-organisation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { loginLimits, TOO_MANY_ATTEMPTS } from './limits.ts';
import { loginSchema } from './schemas.ts';
import { type AuthMode, startSession } from './start-session.ts';

export { TOO_MANY_ATTEMPTS };
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Email and password; each attempt is counted before the password is checked, and given back when it is right. */
export async function login(ctx: Context, input: unknown, mode: AuthMode) {
  const { email, password, orgId } = parseInput(loginSchema, input);
  const { db } = ctx;
  const limits = loginLimits(ctx, email);
  await takeAttempt(db, limits, TOO_MANY_ATTEMPTS);
  const user = await bySecret(ctx).user.findUnique({ where: { email }, select: { id: true, orgId: true, passwordHash: true } });
  // Verify even when there is no such user, so the answer takes as long either way.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !passwordOk || (orgId && orgId !== user.orgId)) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  await clearHits(db, [limits[0].key]);
  await refund(db, [limits[1].key]);
  return { userId: user.id, orgId: user.orgId, ...(await startSession(ctx, user.id, mode)) };
}
