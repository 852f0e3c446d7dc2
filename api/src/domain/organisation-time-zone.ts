import type { UserViewer } from '../auth/viewer.ts';
import type { Context } from '../context.ts';
import { tenantOrgOf } from '../db/scoped.ts';
import { DEFAULT_TIME_ZONE, localDayOf } from '../rules/zoned-time.ts';

// The organisation's time zone: dates and wall-clock times without an offset are read in it, and 'today' is its
// local day. A read that needs the zone alone goes through organisationTimeZone; a statement that already reads
// other organisation columns selects TIME_ZONE_COLUMN with them, so it stays one statement.

/** The organisation column that holds its zone, for selects that read it together with other columns. */
export const TIME_ZONE_COLUMN = { timeZone: true } as const;

const zones = new WeakMap<object, Promise<string>>();

/**
 * The caller's organisation's zone, read once per request however many fields ask (GraphQL resolves each
 * document's dates and overdue status with it) — or not at all when the member's session lookup read it with their
 * session (auth/sessions.ts; a change of zone makes every process read its members' sessions again).
 */
export function organisationTimeZone(ctx: Pick<Context, 'db'> & { user?: UserViewer | null }): Promise<string> {
  const known = ctx.user?.timeZone;
  if (known && ctx.user?.orgId === tenantOrgOf(ctx.db)) return Promise.resolve(known);
  let zone = zones.get(ctx);
  if (!zone) {
    zone = ctx.db.organization.findFirst({ select: TIME_ZONE_COLUMN }).then((org) => org?.timeZone ?? DEFAULT_TIME_ZONE);
    zones.set(ctx, zone);
  }
  return zone;
}

/** Local midnight today in the organisation's zone; `now` is injectable for tests. */
export async function todayStartOf(ctx: Pick<Context, 'db'> & { user?: UserViewer | null }, now = new Date()): Promise<Date> {
  return localDayOf(now, await organisationTimeZone(ctx)).start;
}
