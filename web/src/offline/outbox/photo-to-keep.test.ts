import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptSize, PHOTO_LONG_EDGE, photoToKeep, SMALL_PHOTO_BYTES } from './photo-to-keep';

// Photos are made smaller on the device before they are kept: which size a photo is drawn at, and which are kept
// as they are. (The drawing itself needs a real browser: the offline sync bench sends camera-sized JPEGs through it.)

const jpeg = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('a photo kept for upload', () => {
  it('brings a camera photo’s long edge down to 1,600 px, upright or on its side, and never enlarges a small one', () => {
    expect(PHOTO_LONG_EDGE).toBe(1600);
    expect(keptSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(keptSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(keptSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('keeps a small file as it is, without decoding it', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const small = jpeg(SMALL_PHOTO_BYTES);
    expect(await photoToKeep(small, 'meter.jpg')).toEqual({ photo: small, filename: 'meter.jpg' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('scales a large photo turned upright from its EXIF orientation, and names it a JPEG', async () => {
    const drawn: number[][] = [];
    const small = jpeg(300 * 1024);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (_blob: Blob, options: ImageBitmapOptions) => {
        expect(options.imageOrientation).toBe('from-image');
        return { width: 3024, height: 4032, close: () => {} };
      }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { drawImage: (_b: unknown, ...at: number[]) => drawn.push(at) };
        }
        async convertToBlob(options: ImageEncodeOptions) {
          expect(options).toEqual({ type: 'image/jpeg', quality: 0.8 });
          return small;
        }
      },
    );
    expect(await photoToKeep(jpeg(3 * 1024 * 1024), 'IMG_0042.png')).toEqual({ photo: small, filename: 'IMG_0042.jpg' });
    expect(drawn).toEqual([[0, 0, 1200, 1600]]);
  });

  it('keeps the original when it cannot be decoded here (a HEIC photo, a broken file)', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('The source image could not be decoded')));
    const big = jpeg(3 * 1024 * 1024);
    expect(await photoToKeep(big, 'IMG_0043.jpg')).toEqual({ photo: big, filename: 'IMG_0043.jpg' });
  });
});
