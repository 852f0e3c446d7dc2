import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { BlogPostRecord } from './blog-post-record.ts';
import { publishedWhere } from './published.ts';
import { postSlugSchema } from './schemas.ts';

/** The message of a post that does not exist, is a draft or is dated in the future (spec part 2 §8). */
export const POST_NOT_FOUND = 'Post Not Found';

/** One published post by its slug; a draft or a future post is as missing as an unknown slug. */
export async function getPublicPost(ctx: Context, slug: unknown, now: Date = new Date()): Promise<BlogPostRecord> {
  const parsed = postSlugSchema.safeParse(slug);
  if (!parsed.success) throw notFound(POST_NOT_FOUND);
  const post = await ctx.db.blogPost.findFirst({ where: { AND: [{ slug: parsed.data }, publishedWhere(now)] } });
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}
