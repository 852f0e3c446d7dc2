import { endedSessionCookie } from '../../auth/session-cookie.ts';
import { endUserSession, sessionsRevoked } from '../../auth/sessions.ts';
import { type Context, SESSION_COOKIE } from '../../context.ts';

/**
 * Ends the caller's session (in token mode, its whole token family) and its live streams; the answer clears the
 * session cookie. Safe to repeat.
 */
export async function logout(ctx: Context) {
  if (ctx.user) sessionsRevoked(ctx, { sessionIds: await endUserSession(ctx.db, ctx.user) });
  return { cookie: endedSessionCookie(SESSION_COOKIE) };
}
