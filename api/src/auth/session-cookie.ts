import type { Config } from '../config.ts';

/**
 * What a sign-in or sign-out did to a browser's session cookie (the member's or the support portal's): a new
 * session's token and how long the cookie lives, or null when the cookie is to be cleared. Domain functions answer
 * it and never touch the response; the transports write it (http/session-cookies.ts).
 */
export interface SessionCookie {
  name: string;
  session: { token: string; maxAgeSeconds: number } | null;
}

/** The cookie of a session just started: it lives as long as the session may (SESSION_ABSOLUTE_DAYS). */
export const startedSessionCookie = (name: string, token: string, config: Pick<Config, 'SESSION_ABSOLUTE_DAYS'>): SessionCookie => ({
  name,
  session: { token, maxAgeSeconds: config.SESSION_ABSOLUTE_DAYS * 86_400 },
});

/** The cookie of a session just ended: cleared. */
export const endedSessionCookie = (name: string): SessionCookie => ({ name, session: null });
