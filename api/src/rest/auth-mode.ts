import type { FastifyRequest } from 'fastify';
import type { AuthMode } from '../domain/accounts/start-session.ts';

/** iOS sends `auth-mode: token` and gets tokens; everything else signs in with the session cookie. */
export function authMode(req: FastifyRequest): AuthMode {
  return String(req.headers['auth-mode'] ?? '').toLowerCase() === 'token' ? 'token' : 'cookie';
}

/** The platform a sign-in answer names: iOS in token mode, Android when the wrapper says so, else web. */
export function platform(req: FastifyRequest, mode: AuthMode) {
  if (mode === 'token') return 'ios' as const;
  return String(req.headers['x-platform'] ?? '').toLowerCase() === 'android' ? ('android' as const) : ('web' as const);
}
