import type { Context } from '../../context.ts';
import { requireAbility } from '../policy.ts';
import { blogChanged } from './blog-changes.ts';
import { findPost } from './get-admin-post.ts';
import { removeCoverFile } from './save-post.ts';

/** Delete a post for good (its uploaded cover too); the public site forgets it at once. */
export async function deletePost(ctx: Context, id: string): Promise<{ id: string }> {
  requireAbility(ctx, 'writeBlog');
  const post = await findPost(ctx, id);
  await ctx.db.blogPost.delete({ where: { id: post.id } });
  blogChanged(ctx, post.id);
  if (post.coverImageUrl) await removeCoverFile(ctx, post.coverImageUrl);
  return { id: post.id };
}
