import type { Db } from '../db/client.ts';
import type { ApiKeyRole, UserRole } from '../db/generated/enums.ts';
import { hashApiKey, isWellFormedApiKey, sameHash } from './api-key-token.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { needsTouch } from './session-rules.ts';
import type { MemberProfile, UserViewer } from './viewer.ts';

// An API key authenticates like a session: `Authorization: Bearer spk_…` resolves to a member viewer of the key's
// organisation, acting as a member of the key's role: the member the admin chose for it (KEY_MEMBER_ROLES), so every rule, field policy and
// tenant scope a member meets applies to it unchanged. Its id stands as the session id, so the one revocation path
// (sessionsRevoked) forgets it in every process's cache and closes its live streams.

/**
 * The member role a key's role reads as at most: read-only keys see what a manager sees and hold no write ability
 * (domain/policy.ts writeRecords), the tenant client refusing their writes as a second line.
 */
export const MEMBER_ROLE_OF: Record<ApiKeyRole, UserRole> = { read_only: 'manager', technician: 'technician', manager: 'manager' };

const RANK: Record<UserRole, number> = { technician: 0, manager: 1, admin: 2 };

/**
 * The role a key acts as now: its own role's, capped by the role its member holds now — a key never holds more than
 * the member it acts for (a read-only key whose maker became a technician reads as a technician).
 */
export function keyActingRole(keyRole: ApiKeyRole, memberRole: UserRole): UserRole {
  const most = MEMBER_ROLE_OF[keyRole];
  return RANK[memberRole] < RANK[most] ? memberRole : most;
}

/**
 * The member a key may act as: a technician-like key a technician, a manager-like key a manager (or an admin, who
 * holds every manager right). Read-only keys act for no one in particular (their maker stands in). Checked when the
 * key is made and on every use: a member removed or moved to another role stops the key (401).
 */
export const KEY_MEMBER_ROLES: Record<ApiKeyRole, readonly UserRole[] | null> = {
  read_only: null,
  technician: ['technician'],
  manager: ['manager', 'admin'],
};

/** Whether a key of `keyRole` may act as a member of `memberRole` now. */
export const mayActAs = (keyRole: ApiKeyRole, memberRole: UserRole) => KEY_MEMBER_ROLES[keyRole]?.includes(memberRole) ?? true;

/** What a request needs of a key, as one statement reads it (kept in the session cache under the key's hash). */
export interface ApiKeyRow extends CachedSession {
  id: string;
  mode: 'apiKey';
  tokenHash: string;
  keyName: string;
  keyRole: ApiKeyRole;
  /** The role the member the key acts as holds now. */
  memberRole: UserRole;
  expiresAt: Date | null;
  lastSeenAt: Date;
  revokedAt: Date | null;
  userId: string;
  orgId: string;
  email: string;
  name: string;
  color: string;
  avatarUrl: string | null;
  avatarSeed: string | null;
  avatarVariant: MemberProfile['avatarVariant'];
}

/** Whether a key stands now: not revoked, not expired. */
export const isKeyLive = (k: { revokedAt: Date | null; expiresAt: Date | null }, now: Date) =>
  !k.revokedAt && (!k.expiresAt || k.expiresAt > now);

/** The viewer a live key acts as. */
export function keyViewer(row: ApiKeyRow): UserViewer {
  const role = keyActingRole(row.keyRole, row.memberRole);
  return {
    userId: row.userId,
    orgId: row.orgId,
    role,
    email: row.email,
    name: row.name,
    sessionId: row.id,
    mode: 'apiKey',
    isOwner: false,
    timeZone: row.timeZone,
    apiKey: { id: row.id, name: row.keyName, role: row.keyRole },
    // `me` answers from it without another statement: its member's record, with the role the key acts as.
    profile: {
      id: row.userId,
      orgId: row.orgId,
      role,
      email: row.email,
      name: row.name,
      color: row.color,
      avatarUrl: row.avatarUrl,
      avatarSeed: row.avatarSeed,
      avatarVariant: row.avatarVariant,
    },
  };
}

/**
 * The viewer of an API key, or null when it is malformed (its checksum fails: no lookup), unknown, expired or
 * revoked. A key read a moment ago comes from `cache`; its last use is written at most once a minute.
 */
export async function resolveApiKey(db: Db, secret: string, cache?: SessionCache<CachedSession>): Promise<UserViewer | null> {
  if (!isWellFormedApiKey(secret)) return null;
  const tokenHash = hashApiKey(secret);
  const cached = cache?.get(tokenHash);
  let row = cached?.mode === 'apiKey' ? (cached as ApiKeyRow) : undefined;
  if (!row) {
    const startedAt = cache?.generation ?? 0;
    [row] = await db.$queryRaw<ApiKeyRow[]>`
      SELECT k."id", 'apiKey' AS "mode", k."tokenHash", k."name" AS "keyName", k."role"::text AS "keyRole", k."expiresAt",
             COALESCE(k."lastUsedAt", to_timestamp(0)) AS "lastSeenAt", k."revokedAt",
             u."id" AS "userId", u."orgId", u."email", u."name", u."role"::text AS "memberRole",
             u."color", u."avatarUrl", u."avatarSeed", u."avatarVariant"::text AS "avatarVariant", o."timeZone"
      FROM "ApiKey" k
      JOIN "User" u ON u."id" = CASE WHEN k."role" = 'read_only' THEN k."createdById" ELSE k."actsAsId" END AND u."orgId" = k."orgId"
      JOIN "Organization" o ON o."id" = u."orgId"
      WHERE k."tokenHash" = ${tokenHash}
      LIMIT 1`;
    if (row) cache?.keep(tokenHash, row, startedAt);
  }
  // The index found the row by its hash; comparing again in constant time keeps the check itself free of timing.
  if (!row || !sameHash(row.tokenHash, tokenHash)) return null;
  const now = new Date();
  if (!isKeyLive(row, now) || !mayActAs(row.keyRole, row.memberRole)) return null;
  if (needsTouch(row, now)) {
    row.lastSeenAt = now;
    await db.apiKey.updateMany({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return keyViewer(row);
}
