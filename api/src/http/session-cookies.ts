import type { SessionCookie } from '../auth/session-cookie.ts';
import type { Context } from '../context.ts';

/**
 * Writes the session cookie a sign-in or sign-out answered (none in iOS token mode) on the response, and hands the
 * answer on. REST handlers and GraphQL resolvers both go through here; on a WebSocket ctx.cookies writes nothing.
 */
export function withSessionCookie<R extends { cookie: SessionCookie | null }>(ctx: Pick<Context, 'cookies'>, result: R): R {
  const { cookie } = result;
  if (cookie?.session) ctx.cookies.set(cookie.name, cookie.session.token, cookie.session.maxAgeSeconds);
  else if (cookie) ctx.cookies.clear(cookie.name);
  return result;
}
