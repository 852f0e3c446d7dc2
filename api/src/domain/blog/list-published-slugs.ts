import type { Context } from '../../context.ts';
import type { PublishedSlug } from './blog-post-record.ts';
import { publishedWhere } from './published.ts';

/** Every published post's slug and last change, newest first: the sitemap's post entries. */
export function listPublishedSlugs(ctx: Context, now: Date = new Date()): Promise<PublishedSlug[]> {
  return ctx.db.blogPost.findMany({
    where: publishedWhere(now),
    select: { slug: true, updatedAt: true, publishedAt: true },
    orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
  });
}
