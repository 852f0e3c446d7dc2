import { endUserSession, sessionsRevoked } from '../../auth/sessions.ts';
import { type Context, SESSION_COOKIE } from '../../context.ts';

/** Ends the caller's session (in token mode, its whole token family) and its live streams, and clears the cookie. Safe to repeat. */
export async function logout(ctx: Context): Promise<void> {
  if (ctx.user) sessionsRevoked(ctx, { sessionIds: await endUserSession(ctx.db, ctx.user) });
  ctx.cookies.clear(SESSION_COOKIE);
}
