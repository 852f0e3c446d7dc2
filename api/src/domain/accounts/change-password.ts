import { requireUser } from '../../auth/guards.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { clearHits, takeAttempt } from '../../auth/rate-limit.ts';
import { revokeOtherSessions, sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import type { UserOf, UserQuery } from './account-query.ts';
import { passwordChangeLimits, TOO_MANY_PASSWORD_ATTEMPTS } from './limits.ts';
import { changePasswordSchema } from './schemas.ts';

/** What a password change answers unless asked for more: only the id (REST answers a message). */
const changedUser = { select: { id: true } } as const satisfies UserQuery;

/**
 * Change the caller's password. Every other session, token and live stream of theirs ends; this one stays signed
 * in. Wrong current passwords are limited like sign-ins. Answers the caller's record read as `query` asks.
 */
export async function changePassword<Q extends UserQuery = typeof changedUser>(
  ctx: Context,
  input: unknown,
  query = changedUser as unknown as Q,
): Promise<UserOf<Q>> {
  const viewer = requireUser(ctx);
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const limits = passwordChangeLimits(ctx, viewer.userId);
  await takeAttempt(ctx.db, limits, TOO_MANY_PASSWORD_ATTEMPTS);
  const user = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('VALIDATION', 'Current password is incorrect', {
      fieldErrors: { currentPassword: 'Current password is incorrect' },
    });
  }
  await clearHits(
    ctx.db,
    limits.map((l) => l.key),
  );
  const changed = await ctx.db.user.update({
    ...query,
    where: { id: viewer.userId },
    data: { passwordHash: await hashPassword(newPassword) },
  });
  sessionsRevoked(ctx, { sessionIds: await revokeOtherSessions(ctx.db, viewer) });
  return changed as UserOf<Q>;
}
