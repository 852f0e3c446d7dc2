import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import type { BlogPostStatus } from '../../rules/blog.ts';
import { requireAbility } from '../policy.ts';
import { containsWord, everyWord } from '../search.ts';
import type { BlogPostPage } from './blog-post-record.ts';
import { listAdminPostsSchema } from './schemas.ts';

/** Posts of one status at a moment: drafts have no time, scheduled ones a time to come, published ones a time passed. */
export function statusWhere(status: BlogPostStatus, now: Date): Prisma.BlogPostWhereInput {
  if (status === 'draft') return { publishedAt: null };
  if (status === 'scheduled') return { publishedAt: { gt: now } };
  return { publishedAt: { not: null, lte: now } };
}

/**
 * The owner portal's list of every post (drafts, scheduled and published), most recently changed first: every word
 * of the search in the title, slug, excerpt or a tag; one status or all; a page. BlogPost belongs to no
 * organisation (Spanner's own blog), so the owner reads it as the public blog does, through the request's client.
 */
export async function listAdminPosts(ctx: Context, input: unknown, now: Date = new Date()): Promise<BlogPostPage> {
  requireAbility(ctx, 'writeBlog');
  const { search, status, page, limit } = parseInput(listAdminPostsSchema, input);
  const where: Prisma.BlogPostWhereInput = {
    AND: [
      status ? statusWhere(status, now) : {},
      everyWord(search, (word) => ({
        OR: [
          { title: containsWord(word) },
          { slug: containsWord(word) },
          { excerpt: containsWord(word) },
          { tags: { has: word.toLowerCase() } },
        ],
      })),
    ],
  };
  const [total, posts] = await Promise.all([
    ctx.db.blogPost.count({ where }),
    ctx.db.blogPost.findMany({ where, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], skip: (page - 1) * limit, take: limit }),
  ]);
  return { posts, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
