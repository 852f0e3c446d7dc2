import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import type { CalendarFeedScope } from '../../db/generated/enums.ts';
import { notFound } from '../../errors.ts';
import { requireAbility } from '../policy.ts';

// A member's calendar subscriptions: their own jobs, and (for those who see every job) the office feed. The URL
// is shown once, when it is made; making it again replaces it, and stopping it revokes it at once.

export interface CalendarFeedInfo {
  scope: CalendarFeedScope;
  createdAt: Date;
  lastFetchedAt: Date | null;
}

export interface NewCalendarFeed extends CalendarFeedInfo {
  /** The subscription URL with its secret token: shown this once, never stored. */
  url: string;
}

/** The path a feed is fetched at. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

function requireScope(ctx: Context, scope: CalendarFeedScope) {
  const user = requireAbility(ctx, 'subscribeCalendar');
  // The office feed carries every job, so it needs the right to see every job too.
  return scope === 'office' ? requireAbility(ctx, 'seeAllJobs') : user;
}

/** The caller's feeds (never their tokens). */
export async function listCalendarFeeds(ctx: Context): Promise<CalendarFeedInfo[]> {
  const user = requireAbility(ctx, 'subscribeCalendar');
  return ctx.db.calendarFeed.findMany({
    where: { userId: user.userId },
    select: { scope: true, createdAt: true, lastFetchedAt: true },
    orderBy: { scope: 'asc' },
  });
}

/** A new secret URL for one of the caller's feeds; the previous URL of that feed stops working. */
export async function createCalendarFeed(ctx: Context, scope: CalendarFeedScope): Promise<NewCalendarFeed> {
  const user = requireScope(ctx, scope);
  const token = newToken();
  const tokenHash = hashToken(token);
  const feed = await ctx.db.calendarFeed.upsert({
    where: { userId_scope: { userId: user.userId, scope } },
    create: { orgId: user.orgId, userId: user.userId, scope, tokenHash },
    update: { tokenHash, createdAt: new Date(), lastFetchedAt: null },
    select: { scope: true, createdAt: true, lastFetchedAt: true },
  });
  return { ...feed, url: `${ctx.config.PUBLIC_URL}${calendarFeedPath(token)}` };
}

/** Stop one of the caller's feeds: its URL answers 404 from now on. */
export async function revokeCalendarFeed(ctx: Context, scope: CalendarFeedScope): Promise<{ scope: CalendarFeedScope }> {
  const user = requireAbility(ctx, 'subscribeCalendar');
  const { count } = await ctx.db.calendarFeed.deleteMany({ where: { userId: user.userId, scope } });
  if (count === 0) throw notFound('Calendar feed not found');
  return { scope };
}
