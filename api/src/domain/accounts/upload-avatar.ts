import { randomUUID } from 'node:crypto';
import { requireUser } from '../../auth/guards.ts';
import { memberChanged } from '../../auth/sessions.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { IMAGE_EXTENSIONS, sniffImage } from '../../integrations/storage/images.ts';
import { deleteStoredFile } from '../../jobs/kinds/delete-stored-file.ts';
import type { UserOf, UserQuery } from './account-query.ts';

const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The storage key behind an uploaded avatar's address (null for any other address, e.g. a generated avatar). */
export const avatarKeyOf = (url: string | null) => {
  const name = url?.match(/^\/api\/files\/avatars\/([\w.-]+)$/)?.[1];
  return name ? `avatars/${name}` : null;
};

/** Delete an uploaded avatar's file when the address is one; retried by a job when the store refuses. */
export async function removeAvatarFile(ctx: Pick<Context, 'storage' | 'jobs'>, url: string | null) {
  const key = avatarKeyOf(url);
  if (key) await deleteStoredFile(ctx, key);
}

/** Store a new avatar picture for the caller and point their avatar_url at it; answers their record read as `query` asks. */
export async function uploadAvatar<Q extends UserQuery = Record<string, never>>(
  ctx: Context,
  file: { bytes: Buffer; filename?: string },
  query = {} as Q,
): Promise<UserOf<Q>> {
  const viewer = requireUser(ctx);
  if (file.bytes.length === 0) throw new AppError('VALIDATION', 'Please choose an image file');
  if (file.bytes.length > MAX_AVATAR_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Avatar images must be 2 MB or smaller');
  const type = sniffImage(file.bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Avatar must be a PNG, JPEG, WebP or GIF image');
  const name = `${viewer.userId}-${randomUUID()}.${IMAGE_EXTENSIONS[type]}`;
  await ctx.storage.put(`avatars/${name}`, file.bytes, type);
  const previous = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { avatarUrl: true } });
  const user = await ctx.db.user.update({ ...query, where: { id: viewer.userId }, data: { avatarUrl: `/api/files/avatars/${name}` } });
  memberChanged(ctx, viewer.userId);
  await removeAvatarFile(ctx, previous.avatarUrl);
  return user as UserOf<Q>;
}
