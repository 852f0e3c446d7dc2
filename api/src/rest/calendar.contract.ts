import { z } from 'zod';
import type { CalendarFeedInfo, NewCalendarFeed } from '../domain/calendar/calendar-feeds.ts';
import { route } from './contract.ts';

// Calendar feeds: a member's secret ICS subscription URLs (their own jobs; the office feed of every job).

const scope = z.enum(['own', 'office'], { error: "scope must be 'own' or 'office'" });

export const calendarFeedJson = z.object({
  scope,
  created_at: z.string(),
  last_fetched_at: z.string().nullable(),
});
export const newCalendarFeedJson = calendarFeedJson.extend({
  /** The subscription URL with its secret: shown this once. */
  url: z.string(),
});

export const toCalendarFeedJson = (f: CalendarFeedInfo): z.input<typeof calendarFeedJson> => ({
  scope: f.scope,
  created_at: f.createdAt.toISOString(),
  last_fetched_at: f.lastFetchedAt?.toISOString() ?? null,
});
export const toNewCalendarFeedJson = (f: NewCalendarFeed): z.input<typeof newCalendarFeedJson> => ({
  ...toCalendarFeedJson(f),
  url: f.url,
});

export const calendarContract = {
  feed: route({
    method: 'GET',
    path: '/api/calendar/{token}.ics',
    summary:
      "A calendar feed (iCalendar): the jobs of the member who made it, or every job for the office feed, with the customer's address, in the organisation's time zone. The secret URL is the credential; a revoked one answers 404",
    access: 'public',
    params: z.object({ token: z.string() }),
    response: z.unknown(),
    responseType: 'text/calendar',
  }),
  list: route({
    method: 'GET',
    path: '/api/calendar/feeds',
    summary: "The caller's calendar feeds (their URLs are shown only when made)",
    access: { can: 'subscribeCalendar' },
    response: z.array(calendarFeedJson),
  }),
  create: route({
    method: 'POST',
    path: '/api/calendar/feeds',
    summary:
      "A new secret URL for the caller's feed {scope: 'own' | 'office'} (office: admins and managers); the feed's previous URL stops working",
    access: { can: 'subscribeCalendar' },
    body: z.object({ scope }),
    response: newCalendarFeedJson,
    status: 201,
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/calendar/feeds/{scope}',
    summary: "Stop one of the caller's feeds: its URL answers 404 from now on",
    access: { can: 'subscribeCalendar' },
    params: z.object({ scope }),
    response: z.object({ success: z.literal(true) }),
  }),
} as const;
