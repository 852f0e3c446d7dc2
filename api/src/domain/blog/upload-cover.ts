import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { sniffImage } from '../../integrations/storage/images.ts';
import { blogTexts, COVER_ALT_MAX, COVER_MAX_PIXELS, COVER_MAX_WIDTH } from '../../rules/blog.ts';
import { requireAbility } from '../policy.ts';
import { blogChanged } from './blog-changes.ts';
import type { BlogPostRecord } from './blog-post-record.ts';
import { findPost } from './get-admin-post.ts';
import { COVER_PATH, removeCoverFile } from './save-post.ts';

/** JPEG quality of a re-encoded cover: no visible loss on a photo, a fraction of a camera's file. */
const COVER_QUALITY = 82;

/**
 * A cover image for a post. The bytes must be a PNG, JPEG, WebP or GIF (by their first bytes, whatever the name or
 * type claimed: else 415), at most MAX_UPLOAD_MB (413) and at most COVER_MAX_PIXELS (400, checked before decoding).
 * The image is turned upright (EXIF orientation), resized to at most COVER_MAX_WIDTH wide and re-encoded as a
 * progressive JPEG: nothing of the upload is served as it came (no metadata such as a camera's GPS position, no
 * second payload hidden in the file). Alt text is required: given here or already on the post.
 */
export async function uploadCover(ctx: Context, id: string, file: { bytes: Uint8Array }, alt?: string | null): Promise<BlogPostRecord> {
  requireAbility(ctx, 'writeBlog');
  const post = await findPost(ctx, id);
  const altText = (alt ?? '').trim() || post.coverImageAlt || '';
  if (!altText)
    throw new AppError('VALIDATION', blogTexts.coverAltRequired, { fieldErrors: { coverImageAlt: blogTexts.coverAltRequired } });
  if (altText.length > COVER_ALT_MAX) throw new AppError('VALIDATION', `Alt text must be at most ${COVER_ALT_MAX} characters`);
  if (file.bytes.length === 0) throw new AppError('VALIDATION', blogTexts.coverEmpty);
  const maxMb = ctx.config.MAX_UPLOAD_MB;
  if (file.bytes.length > maxMb * 1024 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', blogTexts.coverTooLarge(maxMb));
  if (!sniffImage(file.bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', blogTexts.coverNotImage);
  const jpeg = await resizeCover(file.bytes);
  const name = `${randomUUID()}.jpg`;
  await ctx.storage.put(`blog-covers/${name}`, jpeg, 'image/jpeg');
  const updated = await ctx.db.blogPost.update({
    where: { id: post.id },
    data: { coverImageUrl: `${COVER_PATH}${name}`, coverImageAlt: altText },
  });
  blogChanged(ctx, post.id);
  if (post.coverImageUrl) await removeCoverFile(ctx, post.coverImageUrl);
  return updated;
}

async function resizeCover(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: COVER_MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: COVER_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: COVER_QUALITY, progressive: true, mozjpeg: true })
      .toBuffer();
  } catch (err) {
    const message = err instanceof Error && /pixel limit/i.test(err.message) ? blogTexts.coverTooManyPixels : blogTexts.coverUnreadable;
    throw new AppError('VALIDATION', message);
  }
}
