/** Rules shared by user and support-staff sessions: absolute expiry, idle expiry, and when to record use. */
export interface SessionTimes {
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

/** Idle expiry applies to cookie sessions; token-mode access tokens are short-lived and refreshed instead. */
export function isSessionLive(s: SessionTimes, now: Date, idleMs: number | null): boolean {
  if (s.revokedAt) return false;
  if (s.expiresAt <= now) return false;
  if (idleMs !== null && s.lastSeenAt.getTime() + idleMs <= now.getTime()) return false;
  return true;
}

/** Record use at most once a minute, so a busy session does not write on every request. */
export function needsTouch(s: Pick<SessionTimes, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - s.lastSeenAt.getTime() > 60_000;
}
