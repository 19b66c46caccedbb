import sharp from 'sharp';
import type { ImageType } from './images.ts';

/** Decompression bombs: a small file may claim a huge canvas. */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes and re-encodes an upload in its own format. What leaves is pixels only: EXIF (GPS,
 * camera), XMP, comments and anything appended to the file (polyglots) are dropped. The EXIF
 * orientation is applied first, so the picture still stands the right way up.
 */
export async function reencode(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, {
      animated: type === 'image/gif' || type === 'image/webp',
      limitInputPixels: MAX_PIXELS,
    }).rotate();
    switch (type) {
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/jpeg':
        return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 90 }).toBuffer();
      case 'image/avif':
        return await image.avif({ quality: 60, effort: 2 }).toBuffer();
    }
  } catch {
    return null;
  }
}
