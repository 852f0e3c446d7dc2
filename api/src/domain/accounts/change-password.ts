import { requireUser } from '../../auth/guards.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { clearHits, takeAttempt } from '../../auth/rate-limit.ts';
import { revokeOtherSessions, sessionsRevoked } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { AppError, parseInput } from '../../errors.ts';
import { passwordChangeLimits, TOO_MANY_PASSWORD_ATTEMPTS } from './limits.ts';
import { changePasswordSchema } from './schemas.ts';

/**
 * Change the caller's password. Every other session, token and live stream of theirs ends; this one stays signed
 * in. Wrong current passwords are limited like sign-ins.
 */
export async function changePassword(ctx: Context, input: unknown): Promise<void> {
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
  await ctx.db.user.update({ where: { id: viewer.userId }, data: { passwordHash: await hashPassword(newPassword) } });
  sessionsRevoked(ctx, { sessionIds: await revokeOtherSessions(ctx.db, viewer) });
}
