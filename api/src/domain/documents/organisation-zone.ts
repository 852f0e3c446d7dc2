import type { Context } from '../../context.ts';
import { DEFAULT_TIME_ZONE, localDayOf } from '../../rules/zoned-time.ts';

// The organisation's time zone for one request, read once however many documents ask (GraphQL resolves each
// document's dates and overdue status with it).

const zones = new WeakMap<object, Promise<string>>();

export function organisationZone(ctx: Pick<Context, 'db'>): Promise<string> {
  let zone = zones.get(ctx);
  if (!zone) {
    zone = ctx.db.organization.findFirst({ select: { timeZone: true } }).then((org) => org?.timeZone ?? DEFAULT_TIME_ZONE);
    zones.set(ctx, zone);
  }
  return zone;
}

/** Local midnight today in the organisation's zone. */
export async function todayStartOf(ctx: Pick<Context, 'db'>, now = new Date()): Promise<Date> {
  return localDayOf(now, await organisationZone(ctx)).start;
}
