import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isSessionLive, needsTouch } from './session-rules.ts';
import { hashToken, newToken } from './tokens.ts';
import type { RequestMeta, StaffViewer } from './viewer.ts';

type SessionConfig = Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_DAYS'>;

/** Support staff sign in to their own portal with their own cookie; a user session never grants staff access. */
export async function createSupportSession(
  db: Db,
  config: SessionConfig,
  staffId: string,
  meta: RequestMeta,
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const { id } = await db.supportSession.create({
    data: {
      tokenHash: hashToken(token),
      staffId,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_DAYS * 86_400_000),
    },
    select: { id: true },
  });
  return { token, id };
}

export async function resolveSupportSession(db: Db, config: SessionConfig, token: string): Promise<StaffViewer | null> {
  const session = await db.supportSession.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { staff: { select: { id: true, role: true, email: true, name: true, active: true } } },
  });
  const now = new Date();
  if (!session?.staff.active || !isSessionLive(session, now, config.SESSION_IDLE_MINUTES * 60_000)) return null;
  if (needsTouch(session, now)) await db.supportSession.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  return {
    staffId: session.staff.id,
    role: session.staff.role,
    email: session.staff.email,
    name: session.staff.name,
    sessionId: session.id,
  };
}

export async function endSupportSession(db: Db, sessionId: string): Promise<void> {
  await db.supportSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}
