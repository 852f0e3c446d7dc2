import { type SessionCookie, startedSessionCookie } from '../../auth/session-cookie.ts';
import { createCookieSession, issueTokenPair, sessionsRevoked, type TokenPair } from '../../auth/sessions.ts';
import { hashToken } from '../../auth/tokens.ts';
import { actAs, type Context, SESSION_COOKIE } from '../../context.ts';
import { bySecret } from '../../db/cross-organisation.ts';

export type AuthMode = 'cookie' | 'token';

/** A started session: iOS gets its token pair in the answer, a browser the cookie the transport sets. */
export type StartedSession = { tokens: TokenPair; cookie: null } | { tokens: null; cookie: SessionCookie };

/**
 * Sign a user in on this request. Cookie mode (browser, Android) answers a fresh session cookie and ends the session
 * the request came with (rotation at login); token mode (iOS) answers an access and refresh token pair.
 */
export async function startSession(ctx: Context, userId: string, mode: AuthMode): Promise<StartedSession> {
  const { db, config } = ctx;
  // The caller proved who they are a moment ago (password, invite or registration): their organisation is not the
  // request's scope yet.
  const user = await bySecret(ctx).user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
  // The rest of this request acts as the user who just signed in.
  actAs(ctx, {
    userId,
    orgId: user.orgId,
    role: user.role,
    email: user.email,
    name: user.name,
    sessionId: '',
    mode,
    isOwner: user.isPlatformOwner,
  });
  if (mode === 'token') return { tokens: await issueTokenPair(db, config, userId, ctx.meta), cookie: null };
  if (ctx.incomingSessionToken) {
    const ended = await db.session.updateManyAndReturn({
      where: { tokenHash: hashToken(ctx.incomingSessionToken), revokedAt: null },
      data: { revokedAt: new Date() },
      select: { id: true },
    });
    sessionsRevoked(ctx, { sessionIds: ended.map((s) => s.id) });
  }
  const session = await createCookieSession(db, config, userId, ctx.meta);
  if (ctx.user) ctx.user.sessionId = session.id;
  return { tokens: null, cookie: startedSessionCookie(SESSION_COOKIE, session.token, config) };
}
