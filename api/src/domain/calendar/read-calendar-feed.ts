import { hashToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { calendarFeedScope } from '../../db/cross-organisation.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { notFound } from '../../errors.ts';
import { TECHNICIAN_ORDER } from '../jobs/job-query.ts';
import { can } from '../policy.ts';
import { feedTokenMatches, isFeedToken } from './feed-token.ts';
import { type FeedJob, jobsCalendar } from './jobs-calendar.ts';

/** How far back a feed reaches: calendar apps keep what they already have, so older visits need not be sent again. */
export const FEED_HISTORY_DAYS = 90;

const NOT_FOUND = 'Calendar feed not found';

const feedJobSelect = {
  id: true,
  title: true,
  description: true,
  status: true,
  scheduledAt: true,
  durationMinutes: true,
  updatedAt: true,
  customer: { select: { name: true, phone: true, street: true, suburb: true, state: true, postcode: true } },
  technicians: { select: { user: { select: { name: true } } }, orderBy: TECHNICIAN_ORDER },
} as const satisfies Prisma.JobSelect;

/**
 * GET /api/calendar/{token}.ics: the feed's jobs as an iCalendar document, no sign-in (the secret URL is the
 * credential). A revoked, replaced or unknown token — and an office feed whose member may no longer see every job —
 * answers 404. Three statements whatever the number of jobs: the feed, its jobs, the time it was read.
 */
export async function readCalendarFeed(ctx: Context, token: string, now = new Date()): Promise<string> {
  if (!isFeedToken(token)) throw notFound(NOT_FOUND);
  const scope = calendarFeedScope(ctx);
  const feed = await scope.find.calendarFeed.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      orgId: true,
      scope: true,
      tokenHash: true,
      user: { select: { id: true, name: true, role: true, orgId: true } },
      org: { select: { name: true, timeZone: true } },
    },
  });
  if (!feed || !feedTokenMatches(token, feed.tokenHash) || feed.user.orgId !== feed.orgId) throw notFound(NOT_FOUND);
  if (feed.scope === 'office' && !can({ user: { role: feed.user.role } }, 'seeAllJobs')) throw notFound(NOT_FOUND);

  const db = scope.forOrganisation(feed.orgId);
  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * 86_400_000);
  const jobs: FeedJob[] = await db.job.findMany({
    where: {
      scheduledAt: { gte: since },
      status: { not: 'cancelled' },
      ...(feed.scope === 'own' ? { technicians: { some: { userId: feed.user.id } } } : {}),
    },
    select: feedJobSelect,
    orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }],
  });
  await db.calendarFeed.update({ where: { id: feed.id }, data: { lastFetchedAt: now }, select: { id: true } });

  const name = feed.scope === 'office' ? `${feed.org.name} — all jobs` : `${feed.org.name} — ${feed.user.name}`;
  return jobsCalendar({ name, timeZone: feed.org.timeZone, publicUrl: ctx.config.PUBLIC_URL, jobs });
}
