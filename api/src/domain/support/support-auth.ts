import { z } from 'zod';
import { requireStaff } from '../../auth/guards.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.ts';
import { clearHits, refund, takeAttempt } from '../../auth/rate-limit.ts';
import { endedSessionCookie, startedSessionCookie } from '../../auth/session-cookie.ts';
import { createSupportSession, endSupportSession } from '../../auth/support-sessions.ts';
import { type Context, SUPPORT_COOKIE } from '../../context.ts';
import { AppError, parseInput, unauthenticated } from '../../errors.ts';
import { loginLimits, TOO_MANY_ATTEMPTS } from '../accounts/limits.ts';
import { INVALID_CREDENTIALS } from '../accounts/login.ts';

const supportLoginSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address')),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

/** Support staff sign in with their own accounts; the session lives in its own cookie (answered for the transport). */
export async function supportLogin(ctx: Context, input: unknown) {
  const { email, password } = parseInput(supportLoginSchema, input);
  const { db, config } = ctx;
  const limits = loginLimits(ctx, `support:${email}`);
  await takeAttempt(db, limits, TOO_MANY_ATTEMPTS);
  const staff = await db.supportStaff.findUnique({ where: { email } });
  const ok = await verifyPassword(staff?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!staff || !ok || !staff.active) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  await clearHits(db, [limits[0].key]);
  await refund(db, [limits[1].key]);
  const incoming = ctx.staff?.sessionId;
  if (incoming) await endSupportSession(db, incoming);
  const token = await createSupportSession(db, config, staff.id, ctx.meta);
  // The rest of this request acts as the staff member who just signed in.
  ctx.staff = { staffId: staff.id, role: staff.role, email: staff.email, name: staff.name, sessionId: token.id };
  return { staff, cookie: startedSessionCookie(SUPPORT_COOKIE, token.token, config) };
}

export async function supportMe(ctx: Context) {
  const viewer = requireStaff(ctx);
  const staff = await ctx.db.supportStaff.findUnique({ where: { id: viewer.staffId } });
  if (!staff) throw unauthenticated();
  return staff;
}

/** Ends the staff member's session; the answer clears the support cookie. Safe to repeat. */
export async function supportLogout(ctx: Context) {
  if (ctx.staff) await endSupportSession(ctx.db, ctx.staff.sessionId);
  return { cookie: endedSessionCookie(SUPPORT_COOKIE) };
}
