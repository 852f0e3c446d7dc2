// A photo is made smaller on the device before it is kept in the outbox: a phone camera's 12-megapixel photo of
// 2–5 MB is scaled to a long edge of 1,600 px and saved as a JPEG at quality 0.8, about 200–400 KB. 1,600 px keeps
// what a job photo is for — a nameplate's serial number, a gauge, a corroded fitting — readable on a phone zoomed in
// and on an A4 job report (about 200 dpi across the page), while a photo takes seconds rather than minutes on a slow
// 3G uplink (400 kbit/s: 2 MB ≥ 42 s). The photo shown on the device at once is this one, as the office will see it.

/** The longest side a kept photo has, in pixels. */
export const PHOTO_LONG_EDGE = 1600;
/** JPEG quality of a resized photo. */
export const PHOTO_QUALITY = 0.8;
/** A file this small is kept as it is: resizing it would save little. */
export const SMALL_PHOTO_BYTES = 400 * 1024;

/** Types the browser decodes to a still image (an animated GIF or an SVG is kept as it is). */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The size a photo of `width` × `height` is drawn at: its long edge brought down to PHOTO_LONG_EDGE, never up. */
export function keptSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_LONG_EDGE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a file is worth decoding to make it smaller. */
export const worthResizing = (photo: Blob) => photo.size > SMALL_PHOTO_BYTES && RESIZABLE.has(photo.type);

/** `IMG_1234.png` → `IMG_1234.jpg` (the resized photo is a JPEG). */
const asJpegName = (filename: string) => `${filename.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;

/** The photo drawn at `size` as a JPEG, on an OffscreenCanvas where there is one (workers, most browsers). */
async function encode(bitmap: ImageBitmap, size: { width: number; height: number }): Promise<Blob> {
  const canvas =
    typeof OffscreenCanvas === 'undefined'
      ? Object.assign(document.createElement('canvas'), size)
      : new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode'))), 'image/jpeg', PHOTO_QUALITY),
    );
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY });
}

/**
 * The photo to keep for upload: a large one scaled down and re-encoded (turned upright as its EXIF orientation says),
 * or the original when it is already small, cannot be decoded here, or would not get smaller.
 */
export async function photoToKeep(photo: Blob, filename: string): Promise<{ photo: Blob; filename: string }> {
  if (!worthResizing(photo) || typeof createImageBitmap === 'undefined') return { photo, filename };
  try {
    const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    try {
      const resized = await encode(bitmap, keptSize(bitmap.width, bitmap.height));
      return resized.size < photo.size ? { photo: resized, filename: asJpegName(filename) } : { photo, filename };
    } finally {
      bitmap.close();
    }
  } catch {
    return { photo, filename };
  }
}
