import { createCalendarFeed, listCalendarFeeds, revokeCalendarFeed } from '../domain/calendar/calendar-feeds.ts';
import { readCalendarFeed } from '../domain/calendar/read-calendar-feed.ts';
import { calendarContract, toCalendarFeedJson, toNewCalendarFeedJson } from './calendar.contract.ts';
import { type BoundRoute, implement } from './contract.ts';

export const calendarRoutes: BoundRoute[] = implement(calendarContract, {
  async feed({ ctx, params, reply }) {
    const ics = await readCalendarFeed(ctx, params.token);
    // Never cached on the way: a revoked URL must stop at once, and the feed changes with every job.
    reply.header('cache-control', 'no-store').type('text/calendar; charset=utf-8');
    return reply.send(ics);
  },
  async list({ ctx }) {
    return (await listCalendarFeeds(ctx)).map(toCalendarFeedJson);
  },
  async create({ ctx, body }) {
    return toNewCalendarFeedJson(await createCalendarFeed(ctx, body.scope));
  },
  async revoke({ ctx, params }) {
    await revokeCalendarFeed(ctx, params.scope);
    return { success: true as const };
  },
});
