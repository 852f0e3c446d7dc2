import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

/**
 * The QR code a phone would read off a PDF's first page, or null: the page rendered as a reader draws it (MuPDF, at
 * twice 72 dpi, on white) and the image decoded by jsQR.
 */
export function qrCodeOf(pdf: Buffer): string | null {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const pixmap = doc.loadPage(0).toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
  const [width, height, rgb] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getPixels()];
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set(rgb.subarray(i * 3, i * 3 + 3), i * 4);
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
