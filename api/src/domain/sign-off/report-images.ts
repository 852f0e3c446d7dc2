import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Context } from '../../context.ts';

/** A signature is drawn at most this size (points ≈ pixels at 72 dpi, twice over for print): the PDF stays small. */
const MAX_SIDE = 1200;
/** More pixels than this is not a signature: never decoded (sharp's guard against decompression bombs). */
const MAX_PIXELS = 40_000_000;

/** An image as a PNG pdfkit draws (any format sharp reads, scaled down), or null when it cannot be read. */
async function drawablePng(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The job's photos among `ids` (the signatures the report draws): which are the job's, and each readable one as a PNG
 * to draw (an unreadable file is left out: the report says the signature is kept on the job).
 */
export async function jobImages(ctx: Context, jobId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const photos = unique.length
    ? await ctx.db.jobPhoto.findMany({ where: { jobId, id: { in: unique } }, select: { id: true, storageKey: true } })
    : [];
  const drawable = new Map<string, Buffer>();
  await Promise.all(
    photos.map(async (p) => {
      const file = await ctx.storage.get(p.storageKey);
      const png = file && (await drawablePng(await buffer(file.stream)));
      if (png) drawable.set(p.id, png);
    }),
  );
  return { found: new Set(photos.map((p) => p.id)), drawable };
}
