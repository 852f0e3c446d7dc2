import type { Context } from '../../context.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, parseInput } from '../../errors.ts';
import { deleteStoredFile } from '../../jobs/kinds/delete-stored-file.ts';
import { blogTexts, isPublished, slugify } from '../../rules/blog.ts';
import { requireAbility } from '../policy.ts';
import { blogChanged } from './blog-changes.ts';
import type { BlogPostRecord } from './blog-post-record.ts';
import { findPost } from './get-admin-post.ts';
import { savePostSchema } from './schemas.ts';

const slugTaken = () => new AppError('CONFLICT', blogTexts.slugTaken, { fieldErrors: { slug: blogTexts.slugTaken } });
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { fieldErrors: { [field]: message } });

/**
 * When the post is public from: a draft never, a scheduled post at its (future) time, a published one now — or,
 * when it was already published, at its original time (editing a post does not move it to the top of the blog).
 */
function publicationTime(
  input: { status: 'draft' | 'published' | 'scheduled'; publishAt?: Date | null },
  previous: Date | null,
  now: Date,
): Date | null {
  if (input.status === 'draft') return null;
  if (input.status === 'published') return previous && isPublished(previous, now) ? previous : now;
  if (!input.publishAt) throw invalid('publishAt', blogTexts.scheduleRequired);
  if (input.publishAt.getTime() <= now.getTime()) throw invalid('publishAt', blogTexts.scheduleInPast);
  return input.publishAt;
}

/** The unique slug index refused the write: another post has the slug. */

/**
 * Write a post (new when `id` is null): validated as the editor's form, slug from the title unless given (unique:
 * 409 'That slug is taken'), content stored as Markdown, alt text required while the post has a cover, and its
 * publication set by `status`. The public site hears of the change at once (blog-changes.ts).
 */
export async function savePost(ctx: Context, id: string | null, input: unknown, now: Date = new Date()): Promise<BlogPostRecord> {
  requireAbility(ctx, 'writeBlog');
  const previous = id ? await findPost(ctx, id) : null;
  const data = parseInput(savePostSchema, input);
  const slug = data.slug || slugify(data.title);
  if (!slug) throw invalid('slug', blogTexts.slugInvalid);
  const coverImageUrl = data.coverImageUrl === null ? null : (previous?.coverImageUrl ?? null);
  if (coverImageUrl && !data.coverImageAlt) throw invalid('coverImageAlt', blogTexts.coverAltRequired);
  const other = await ctx.db.blogPost.findUnique({ where: { slug }, select: { id: true } });
  if (other && other.id !== id) throw slugTaken();
  const fields = {
    title: data.title,
    slug,
    excerpt: data.excerpt,
    content: data.content,
    contentFormat: 'markdown' as const,
    category: data.category,
    tags: data.tags,
    authorName: data.authorName,
    coverImageUrl,
    coverImageAlt: data.coverImageAlt,
    metaTitle: data.metaTitle,
    metaDescription: data.metaDescription,
    publishedAt: publicationTime(data, previous?.publishedAt ?? null, now),
  };
  try {
    const post = previous
      ? await ctx.db.blogPost.update({ where: { id: previous.id }, data: fields })
      : await ctx.db.blogPost.create({ data: fields });
    blogChanged(ctx, post.id);
    if (previous?.coverImageUrl && !coverImageUrl) await removeCoverFile(ctx, previous.coverImageUrl);
    return post;
  } catch (err) {
    // Two saves racing for one slug: the index decides, the loser is told as above.
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** Where covers are served from, and the storage key behind such an address (null for any other address). */
export const COVER_PATH = '/api/files/blog-covers/';
export const coverKeyOf = (url: string) => {
  const name = url.startsWith(COVER_PATH) ? url.slice(COVER_PATH.length) : '';
  return /^[\w-]+\.\w+$/.test(name) ? `blog-covers/${name}` : null;
};

/** Delete a cover's file when it is one of ours (the demo posts' covers are the web's own images); retried when the store refuses. */
export async function removeCoverFile(ctx: Context, url: string) {
  const key = coverKeyOf(url);
  if (key) await deleteStoredFile(ctx, key);
}
