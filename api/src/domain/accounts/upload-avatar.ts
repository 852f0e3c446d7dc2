import { randomUUID } from 'node:crypto';
import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import { AppError } from '../errors.ts';

export const AVATAR_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** Magic numbers, so a file is what it claims to be. */
function sniff(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  return null;
}

/** Store a new avatar picture for the caller and point their avatar_url at it. */
export async function uploadAvatar(ctx: Context, file: { bytes: Buffer; filename?: string }) {
  const viewer = requireUser(ctx);
  if (file.bytes.length === 0) throw new AppError('VALIDATION', 'Please choose an image file');
  if (file.bytes.length > MAX_AVATAR_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Avatar images must be 2 MB or smaller');
  const type = sniff(file.bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Avatar must be a PNG, JPEG, WebP or GIF image');
  const name = `${viewer.userId}-${randomUUID()}.${AVATAR_TYPES[type]}`;
  await ctx.storage.put(`avatars/${name}`, file.bytes, type);
  const previous = await ctx.db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { avatarUrl: true } });
  const user = await ctx.db.user.update({
    where: { id: viewer.userId },
    data: { avatarUrl: `/api/files/avatars/${name}` },
    include: { org: { include: { subscription: true } } },
  });
  const old = previous.avatarUrl?.match(/^\/api\/files\/avatars\/([\w.-]+)$/)?.[1];
  if (old) await ctx.storage.delete(`avatars/${old}`);
  return user;
}
