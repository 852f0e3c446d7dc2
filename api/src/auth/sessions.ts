import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../db/generated/client.ts';
import { AppError } from '../errors.ts';
import type { EventBus, SessionsRevokedEvent, StreamEnd } from '../events.ts';
import { type ApiKeyRow, isKeyLive, keyActingRole, MEMBER_ROLE_OF, mayActAs } from './api-keys.ts';
import { openSealed, seal } from './sealed.ts';
import { type CachedSession, SessionCache } from './session-cache.ts';
import { isSessionLive, needsTouch } from './session-rules.ts';
import { hashToken, newToken } from './tokens.ts';
import type { MemberProfile, RequestMeta, UserViewer } from './viewer.ts';

type SessionConfig = Pick<
  Config,
  'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_DAYS' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS' | 'REFRESH_GRACE_SECONDS'
>;

const DAY = 86_400_000;

/** Browser and Android: a new random session id, stored hashed. Returns the raw token for the cookie. */
export async function createCookieSession(
  db: Db,
  config: SessionConfig,
  userId: string,
  meta: RequestMeta,
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const { id } = await db.session.create({
    data: {
      tokenHash: hashToken(token),
      userId,
      mode: 'cookie',
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      expiresAt: new Date(Date.now() + config.SESSION_ABSOLUTE_DAYS * DAY),
    },
    select: { id: true },
  });
  return { token, id };
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

/** iOS token mode: an access token (a short session) and a refresh token, both in one family. */
export async function issueTokenPair(
  db: Db,
  config: SessionConfig,
  userId: string,
  meta: RequestMeta,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  return db.$transaction((tx) => createTokenPair(tx, config, userId, meta, familyId));
}

async function createTokenPair(
  tx: Prisma.TransactionClient,
  config: SessionConfig,
  userId: string,
  meta: RequestMeta,
  familyId: string,
): Promise<TokenPair> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  await tx.session.create({
    data: {
      tokenHash: hashToken(accessToken),
      userId,
      mode: 'token',
      familyId,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      expiresAt: new Date(now + config.ACCESS_TOKEN_TTL_SECONDS * 1000),
    },
  });
  await tx.refreshToken.create({
    data: { tokenHash: hashToken(refreshToken), familyId, userId, expiresAt: new Date(now + config.REFRESH_TOKEN_TTL_DAYS * DAY) },
  });
  return { accessToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * Revoke every access token and refresh token of a family (logout in token mode, or refresh-token reuse).
 * Returns the sessions it ended.
 */
export async function revokeFamily(db: Db, familyId: string): Promise<string[]> {
  const now = new Date();
  const [sessions] = await db.$transaction([
    db.session.updateManyAndReturn({ where: { familyId, revokedAt: null }, data: { revokedAt: now }, select: { id: true } }),
    db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: now } }),
  ]);
  return sessions.map((s) => s.id);
}

const invalidRefresh = () => new AppError('UNAUTHENTICATED', 'Invalid or expired refresh token');

/**
 * Exchange a refresh token for a new pair. The old refresh token is spent. Presenting it again within
 * REFRESH_GRACE_SECONDS (an app refreshing twice at once, a retry after a lost answer) answers the same new pair,
 * as long as that pair is unused; presenting it later means it was stolen or replayed, so the whole family is
 * revoked and the user must sign in again.
 */
export async function rotateRefreshToken(
  db: Db,
  config: SessionConfig,
  refreshToken: string,
  meta: RequestMeta,
  onRevoked: (sessionIds: string[]) => void = () => {},
): Promise<TokenPair> {
  const found = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
  if (!found || found.revokedAt) throw invalidRefresh();
  if (!found.usedAt) {
    if (found.expiresAt <= new Date()) throw invalidRefresh();
    // Spend it, issue the successor and keep it sealed, all at once: a concurrent refresh with the same token waits
    // on the row and then finds the sealed successor.
    const pair = await db.$transaction(async (tx) => {
      const spent = await tx.refreshToken.updateMany({
        where: { id: found.id, usedAt: null, revokedAt: null },
        data: { usedAt: new Date() },
      });
      if (spent.count !== 1) return null;
      const next = await createTokenPair(tx, config, found.userId, meta, found.familyId);
      await tx.refreshToken.update({ where: { id: found.id }, data: { successorSealed: seal(refreshToken, next) } });
      return next;
    });
    if (pair) return pair;
  }
  const successor = await graceSuccessor(db, config, found.id, refreshToken);
  if (successor) return successor;
  onRevoked(await revokeFamily(db, found.familyId));
  throw new AppError('UNAUTHENTICATED', 'Refresh token already used; please sign in again');
}

/** The pair a spent refresh token was exchanged for, while within the grace window and not itself used or revoked. */
async function graceSuccessor(db: Db, config: SessionConfig, id: string, refreshToken: string): Promise<TokenPair | null> {
  const spent = await db.refreshToken.findUnique({ where: { id } });
  if (!spent?.usedAt || !spent.successorSealed || spent.revokedAt) return null;
  if (Date.now() - spent.usedAt.getTime() > config.REFRESH_GRACE_SECONDS * 1000) return null;
  const pair = openSealed<TokenPair>(refreshToken, spent.successorSealed);
  if (!pair) return null;
  const next = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(pair.refreshToken) } });
  if (!next || next.usedAt || next.revokedAt) return null;
  return pair;
}

interface SessionRow extends CachedSession {
  mode: 'cookie' | 'token';
  expiresAt: Date;
  orgId: string;
  role: UserViewer['role'];
  email: string;
  name: string;
  isPlatformOwner: boolean;
  color: string;
  avatarUrl: string | null;
  avatarSeed: string | null;
  avatarVariant: MemberProfile['avatarVariant'];
}

/** This process's recently read sessions (auth/session-cache.ts). */
export type UserSessionCache = SessionCache<SessionRow | ApiKeyRow>;
export const userSessionCache = (ttlMs: number): UserSessionCache => new SessionCache<SessionRow | ApiKeyRow>(ttlMs);

/**
 * The signed-in user for a cookie token or bearer access token, or null when it is unknown, expired or revoked.
 * Every authenticated request runs this, so it is one hand-written statement rather than a Prisma include
 * (measured: about a third of the time of the include on our machines) that also reads the member's own record
 * (`me` answers from it), and a session read a moment ago comes from `cache` without any statement.
 */
export async function resolveUserSession(
  db: Db,
  config: SessionConfig,
  token: string,
  mode: 'cookie' | 'token',
  cache?: UserSessionCache,
): Promise<UserViewer | null> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  let session = cached?.mode === 'apiKey' ? undefined : cached;
  if (!session) {
    const startedAt = cache?.generation ?? 0;
    [session] = await db.$queryRaw<SessionRow[]>`
      SELECT s."id", s."mode"::text AS "mode", s."expiresAt", s."lastSeenAt", s."revokedAt",
             u."id" AS "userId", u."orgId", u."role"::text AS "role", u."email", u."name", u."isPlatformOwner",
             u."color", u."avatarUrl", u."avatarSeed", u."avatarVariant"::text AS "avatarVariant", o."timeZone"
      FROM "Session" s JOIN "User" u ON u."id" = s."userId" JOIN "Organization" o ON o."id" = u."orgId"
      WHERE s."tokenHash" = ${tokenHash}
      LIMIT 1`;
    if (session) cache?.keep(tokenHash, session, startedAt);
  }
  if (!session || session.mode !== mode) return null;
  const now = new Date();
  const idleMs = mode === 'cookie' ? config.SESSION_IDLE_MINUTES * 60_000 : null;
  if (!isSessionLive(session, now, idleMs)) return null;
  if (needsTouch(session, now)) {
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
    session.lastSeenAt = now;
  }
  return {
    userId: session.userId,
    orgId: session.orgId,
    role: session.role,
    email: session.email,
    name: session.name,
    sessionId: session.id,
    mode,
    isOwner: session.isPlatformOwner,
    timeZone: session.timeZone,
    profile: {
      id: session.userId,
      orgId: session.orgId,
      role: session.role,
      email: session.email,
      name: session.name,
      color: session.color,
      avatarUrl: session.avatarUrl,
      avatarSeed: session.avatarSeed,
      avatarVariant: session.avatarVariant,
    },
  };
}

/** Sign out: a cookie session ends; in token mode the whole family (access and refresh tokens) ends. Returns the sessions ended. */
export async function endUserSession(db: Db, viewer: UserViewer): Promise<string[]> {
  const session = await db.session.findUnique({ where: { id: viewer.sessionId }, select: { familyId: true } });
  if (session?.familyId) return [viewer.sessionId, ...(await revokeFamily(db, session.familyId))];
  await db.session.updateMany({ where: { id: viewer.sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  return [viewer.sessionId];
}

/** After a password change: every other session and token of the user ends. Returns the sessions ended. */
export async function revokeOtherSessions(db: Db, viewer: UserViewer): Promise<string[]> {
  const now = new Date();
  const current = await db.session.findUnique({ where: { id: viewer.sessionId }, select: { familyId: true } });
  const [sessions] = await db.$transaction([
    db.session.updateManyAndReturn({
      where: { userId: viewer.userId, revokedAt: null, id: { not: viewer.sessionId } },
      data: { revokedAt: now },
      select: { id: true },
    }),
    db.refreshToken.updateMany({
      where: { userId: viewer.userId, revokedAt: null, ...(current?.familyId ? { familyId: { not: current.familyId } } : {}) },
      data: { revokedAt: now },
    }),
  ]);
  return sessions.map((s) => s.id);
}

/**
 * The one revocation hook: sessions were revoked (sign-out, password change, removal from the organisation,
 * deactivation) or a member's rights changed (a new role). Every API process closes the matching live streams —
 * graphql-ws sockets and server-sent-event responses — through the event bus (Redis when configured); see
 * auth/live-streams.ts. Call it after the change is committed.
 */
export function sessionsRevoked(
  services: { events: EventBus; sessions?: UserSessionCache },
  sessions: { userId: string } | { sessionIds: string[] } | { staffId: string },
  reason: StreamEnd = 'signedOut',
): void {
  if ('sessionIds' in sessions && sessions.sessionIds.length === 0) return;
  const event: SessionsRevokedEvent = { ...sessions, reason };
  services.sessions?.forget(event);
  services.events.publish('sessions:revoked', event);
}

/** A member's record changed (name, email, colour, avatar): every process re-reads their sessions. Call it after the change is committed. */
export function memberChanged(services: { events: EventBus; sessions?: UserSessionCache }, userId: string): void {
  services.sessions?.forget({ userId });
  services.events.publish('members:changed', { userId });
}

/**
 * The organisation's details every member's session carries changed (its time zone): every process re-reads its
 * members' sessions. Call it after the change is committed.
 */
export function organisationChanged(services: { events: EventBus; sessions?: UserSessionCache }, orgId: string): void {
  services.sessions?.forget({ orgId });
  services.events.publish('members:changed', { orgId });
}

/** A session as live streams re-check it at each delivery: whether it still stands, and for whom. */
export interface SessionState {
  live: boolean;
  userId: string;
  orgId: string;
  role: UserViewer['role'];
}

/** The current state of many sessions in one statement (unknown ids are absent: ended, or their member removed). */
export async function sessionStates(
  db: Db,
  config: Pick<Config, 'SESSION_IDLE_MINUTES'>,
  ids: string[],
): Promise<Map<string, SessionState>> {
  const rows = await db.session.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      mode: true,
      expiresAt: true,
      lastSeenAt: true,
      revokedAt: true,
      user: { select: { id: true, orgId: true, role: true } },
    },
  });
  const now = new Date();
  const states = new Map<string, SessionState>(
    rows.map((s) => [
      s.id,
      {
        live: isSessionLive(s, now, s.mode === 'cookie' ? config.SESSION_IDLE_MINUTES * 60_000 : null),
        userId: s.user.id,
        orgId: s.user.orgId,
        role: s.user.role,
      },
    ]),
  );
  // API keys stand in for sessions by their ids (auth/api-keys.ts): read only when some id is not a session's.
  const rest = ids.filter((id) => !states.has(id));
  if (rest.length) {
    const keys = await db.apiKey.findMany({
      where: { id: { in: rest } },
      select: {
        id: true,
        orgId: true,
        role: true,
        expiresAt: true,
        revokedAt: true,
        createdById: true,
        createdBy: { select: { id: true, role: true } },
        actsAs: { select: { id: true, role: true } },
      },
    });
    for (const k of keys) {
      // A key is its member's (auth/api-keys.ts): live while they hold its role, with no more rights than they hold now.
      const member = k.role === 'read_only' ? k.createdBy : k.actsAs;
      const live = isKeyLive(k, now) && !!member && mayActAs(k.role, member.role);
      const role = member ? keyActingRole(k.role, member.role) : MEMBER_ROLE_OF[k.role];
      states.set(k.id, { live, userId: member?.id ?? k.createdById, orgId: k.orgId, role });
    }
  }
  return states;
}
