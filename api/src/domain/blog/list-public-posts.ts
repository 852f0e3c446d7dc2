import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { parseInput } from '../../errors.ts';
import { containsWord, everyWord } from '../search.ts';
import type { BlogPostPage } from './blog-post-record.ts';
import { publishedWhere } from './published.ts';
import { listPublicPostsSchema } from './schemas.ts';

/**
 * A page of the public blog, newest first: published posts of the category (if any) where every word of the search
 * appears in the title, excerpt, content or a tag. Anyone may read it. A page past the last one is empty.
 */
export async function listPublicPosts(ctx: Context, input: unknown, now: Date = new Date()): Promise<BlogPostPage> {
  const { search, category, page, limit } = parseInput(listPublicPostsSchema, input);
  const where: Prisma.BlogPostWhereInput = {
    AND: [
      publishedWhere(now),
      category ? { category } : {},
      everyWord(search, (word) => ({
        OR: [
          { title: containsWord(word) },
          { excerpt: containsWord(word) },
          { content: containsWord(word) },
          { tags: { has: word.toLowerCase() } },
        ],
      })),
    ],
  };
  const [total, posts] = await Promise.all([
    ctx.db.blogPost.count({ where }),
    ctx.db.blogPost.findMany({
      where,
      orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
      skip: (page - 1) * limit,
      take: limit,
    }),
  ]);
  return { posts, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}
