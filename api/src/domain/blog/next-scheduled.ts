import type { Context } from '../../context.ts';

/** When the next scheduled post goes public (null when none is scheduled): the public site's cache expires then. */
export async function nextScheduledAt(ctx: Context, now: Date = new Date()): Promise<Date | null> {
  const next = await ctx.db.blogPost.findFirst({
    where: { publishedAt: { gt: now } },
    orderBy: { publishedAt: 'asc' },
    select: { publishedAt: true },
  });
  return next?.publishedAt ?? null;
}
