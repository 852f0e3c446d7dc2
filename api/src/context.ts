import { looksLikeApiKey } from './auth/api-key-token.ts';
import { resolveApiKey } from './auth/api-keys.ts';
import { type LiveStreams, StreamConnection } from './auth/live-streams.ts';
import { resolveUserSession, type UserSessionCache } from './auth/sessions.ts';
import { resolveSupportSession } from './auth/support-sessions.ts';
import type { RequestMeta, StaffViewer, UserViewer } from './auth/viewer.ts';
import type { Background } from './background.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { outsideDb, tenantDb } from './db/scoped.ts';
import { AppError } from './errors.ts';
import type { EventBus } from './events.ts';
import type { Storage } from './integrations/storage/storage.ts';
import type { JobQueue } from './jobs/job-queue.ts';

export const SESSION_COOKIE = 'spanner_session';
export const SUPPORT_COOKIE = 'spanner_support_session';

/** What every request path shares: the database, configuration, events and integrations. */
export interface Services {
  db: Db;
  config: Config;
  events: EventBus;
  storage: Storage;
  /** This process's live streams: checked at each delivery, closed when their sessions are revoked. */
  live: LiveStreams;
  /** Sessions this process read a moment ago, forgotten at once on revocation (auth/session-cache.ts). */
  sessions: UserSessionCache;
  /** Work started by a request and finished after its answer (background.ts). */
  background: Background;
  /** The background job queue (jobs/job-queue.ts): send a job, in the request's transaction when it has one. */
  jobs: JobQueue;
}

/** Writes session cookies on the response; a no-op where there is none (WebSocket). */
export interface CookieWriter {
  set(name: string, value: string, maxAgeSeconds: number): void;
  clear(name: string): void;
}

/** The per-request context shared by GraphQL (HTTP and WebSocket) and REST. */
export interface Context extends Services {
  /**
   * The caller's database: a member's reads and writes are limited to their organisation (db/scoped.ts); without
   * a member, organisation-owned models are out of reach.
   */
  db: Db;
  /** The unscoped client, reached only through the named scopes of db/cross-organisation.ts. */
  rootDb: Db;
  user: UserViewer | null;
  staff: StaffViewer | null;
  meta: RequestMeta;
  cookies: CookieWriter;
  /** The session the request came with, to rotate at login. */
  incomingSessionToken?: string;
  /** The connection this request's live streams run on: its graphql-ws socket, or its server-sent events. */
  connection: StreamConnection;
}

export interface RequestCredentials {
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string | undefined>;
  meta: RequestMeta;
}

const header = (h: RequestCredentials['headers'], name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Who is calling. A bearer token (an API key `spk_…`, or iOS token mode's access token) wins over the cookie. The user-id and org-id headers that the
 * clients send never grant anything: when they contradict the session the request is refused.
 */
export async function resolveViewers(
  services: Services,
  creds: RequestCredentials,
): Promise<{ user: UserViewer | null; staff: StaffViewer | null }> {
  const { db, config } = services;
  const auth = header(creds.headers, 'authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = creds.cookies[SESSION_COOKIE];
  const supportCookie = creds.cookies[SUPPORT_COOKIE];
  const [user, staff] = await Promise.all([
    bearer
      ? looksLikeApiKey(bearer)
        ? resolveApiKey(db, bearer, services.sessions)
        : resolveUserSession(db, config, bearer, 'token', services.sessions)
      : cookie
        ? resolveUserSession(db, config, cookie, 'cookie', services.sessions)
        : null,
    supportCookie ? resolveSupportSession(db, config, supportCookie) : null,
  ]);
  if (user) {
    const claimedUser = header(creds.headers, 'x-user-id') ?? header(creds.headers, 'user-id');
    const claimedOrg = header(creds.headers, 'x-org-id') ?? header(creds.headers, 'org-id');
    if ((claimedUser && claimedUser !== user.userId) || (claimedOrg && claimedOrg !== user.orgId)) {
      throw new AppError('FORBIDDEN', 'Request headers do not match your session');
    }
  }
  return { user, staff };
}

/** A request's context: the viewers it resolved to, and the database scoped to the member's organisation. */
export function contextFor(
  services: Services,
  viewers: { user: UserViewer | null; staff: StaffViewer | null },
  request: Pick<Context, 'meta' | 'cookies' | 'incomingSessionToken'> & { connection?: StreamConnection },
): Context {
  const { user } = viewers;
  const db = user ? tenantDb(services.db, user.orgId, { readOnly: user.apiKey?.role === 'read_only' }) : outsideDb(services.db);
  return { ...services, ...viewers, ...request, connection: request.connection ?? new StreamConnection(), db, rootDb: services.db };
}

/** The rest of this request acts as a member who just signed in: their viewer, and their organisation's scope. */
export function actAs(ctx: Context, user: UserViewer): void {
  ctx.user = user;
  ctx.db = tenantDb(ctx.rootDb, user.orgId);
}
