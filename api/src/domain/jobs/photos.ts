import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { requireUser } from '../../auth/guards.ts';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { IMAGE_EXTENSIONS, sniffImage } from '../../integrations/storage/images.ts';
import type { StoredFile } from '../../integrations/storage/storage.ts';
import { streamedUpload } from '../../integrations/storage/streamed-upload.ts';
import { deleteStoredFile } from '../../jobs/kinds/delete-stored-file.ts';
import { requireActiveSubscription } from '../billing/require-active-subscription.ts';
import { writingKey } from './entry-writer.ts';
import { findVisibleJob } from './find-job.ts';
import { jobScope } from './job-query.ts';

// Job photos (part 2 §2 "Job notes", §5): images only (by their bytes), several at once, at most MAX_UPLOAD_MB
// each, kept by the storage integration and served only to the organisation through an authenticated route.

export const MAX_PHOTOS_PER_UPLOAD = 20;

export const photoMessages = {
  empty: 'Please choose an image file',
  notImage: 'Photos must be PNG, JPEG, WebP or GIF images',
  tooMany: `Upload at most ${MAX_PHOTOS_PER_UPLOAD} photos at once`,
  notFound: 'Photo not found',
  tooLarge: (mb: number) => `Photos must be ${mb} MB or smaller`,
} as const;

/** Where the organisation's members fetch a photo (GET, signed in). */
export const photoUrl = (p: { id: string; jobId: string }) => `/api/jobs/${p.jobId}/photos/${p.id}/file`;

export interface PhotoFile {
  /** The file as it arrives (never read whole into memory). */
  stream: Readable;
  filename?: string;
}

type Uploader = { orgId: string; userId: string };

/** One photo streamed into storage once its first bytes show an image; refused unstored otherwise. */
async function storePhoto(ctx: Context, user: Uploader, jobId: string, file: PhotoFile) {
  const mb = ctx.config.MAX_UPLOAD_MB;
  const upload = await streamedUpload(file.stream, mb * 1024 * 1024, () => new AppError('PAYLOAD_TOO_LARGE', photoMessages.tooLarge(mb)));
  const contentType = sniffImage(upload.head);
  if (!contentType) {
    upload.discard();
    throw upload.head.length === 0
      ? new AppError('VALIDATION', photoMessages.empty)
      : new AppError('UNSUPPORTED_MEDIA_TYPE', photoMessages.notImage);
  }
  const id = randomUUID();
  const storageKey = `job-photos/${user.orgId}/${jobId}/${id}.${IMAGE_EXTENSIONS[contentType]}`;
  await ctx.storage.put(storageKey, upload.body, contentType);
  return { id, storageKey, contentType, sizeBytes: upload.bytes(), filename: file.filename };
}

/** Photos are stored one after another as they arrive; when one is refused, those stored before it are removed. */
export async function uploadJobPhotos(ctx: Context, jobId: string, files: PhotoFile[]) {
  const user = requireUser(ctx);
  await requireActiveSubscription(ctx);
  await findVisibleJob(ctx, user, jobId, { id: true });
  if (files.length === 0) throw new AppError('VALIDATION', photoMessages.empty);
  if (files.length > MAX_PHOTOS_PER_UPLOAD) throw new AppError('VALIDATION', photoMessages.tooMany);
  const stored: Awaited<ReturnType<typeof storePhoto>>[] = [];
  try {
    for (const file of files) stored.push(await storePhoto(ctx, user, jobId, file));
    const rows = await ctx.db.jobPhoto.createManyAndReturn({
      data: stored.map((c) => ({
        id: c.id,
        orgId: user.orgId,
        jobId,
        storageKey: c.storageKey,
        contentType: c.contentType,
        sizeBytes: c.sizeBytes,
        originalName: c.filename?.slice(0, 255) ?? null,
        uploadedById: user.userId,
        ...writingKey(user),
      })),
    });
    // The key that wrote them is the caller's: named without reading it back.
    return rows.map((row) => ({ ...row, apiKey: user.apiKey ? { name: user.apiKey.name } : null }));
  } catch (err) {
    await Promise.all(stored.map((c) => deleteStoredFile(ctx, c.storageKey)));
    throw err;
  }
}

/** Anyone who sees the job may remove one of its photos (a wrong shot is the technician's to fix). */
export async function deleteJobPhoto(ctx: Context, jobId: string, photoId: string): Promise<{ id: string }> {
  const photo = await visiblePhoto(ctx, jobId, photoId, { id: true, storageKey: true });
  await ctx.db.jobPhoto.delete({ where: { id: photo.id } });
  await deleteStoredFile(ctx, photo.storageKey);
  return { id: photo.id };
}

/** The stored image of a photo on a job the viewer sees, for the authenticated file route. */
export async function readJobPhoto(ctx: Context, jobId: string, photoId: string): Promise<StoredFile> {
  const photo = await visiblePhoto(ctx, jobId, photoId, { storageKey: true, contentType: true });
  const file = await ctx.storage.get(photo.storageKey);
  if (!file) throw notFound(photoMessages.notFound);
  return { ...file, contentType: photo.contentType };
}

/** A photo of a job the viewer sees, in one statement; anything else is 'Photo not found'. */
async function visiblePhoto<S extends Prisma.JobPhotoSelect>(ctx: Context, jobId: string, photoId: string, select: S) {
  const user = requireUser(ctx);
  const photo = await ctx.db.jobPhoto.findFirst({ select, where: { id: photoId, jobId, job: { is: jobScope(user) } } });
  if (!photo) throw notFound(photoMessages.notFound);
  return photo as Prisma.JobPhotoGetPayload<{ select: S }>;
}
