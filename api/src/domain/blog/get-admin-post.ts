import type { Context } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { blogTexts } from '../../rules/blog.ts';
import { requireAbility } from '../policy.ts';
import type { BlogPostRecord } from './blog-post-record.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any post by its id, whatever its status, for the owner's editor; 404 'Post not found' for an unknown or odd id. */
export async function getAdminPost(ctx: Context, id: string): Promise<BlogPostRecord> {
  requireAbility(ctx, 'writeBlog');
  return findPost(ctx, id);
}

/** A post by id or 404 (the caller has already been checked). */
export async function findPost(ctx: Context, id: string): Promise<BlogPostRecord> {
  const post = UUID.test(id) ? await ctx.db.blogPost.findUnique({ where: { id } }) : null;
  if (!post) throw notFound(blogTexts.postNotFound);
  return post;
}
