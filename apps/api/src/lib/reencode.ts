import sharp from 'sharp';
import { HashSlots } from './hash-slots.ts';
import type { ImageType } from './images.ts';

/**
 * Decompression bombs: a small file may claim a huge canvas. 24 MP is a 6000×4000 photo, more
 * than any product or article picture needs; above it the upload is refused before decoding.
 */
export const MAX_PIXELS = 24_000_000;

/**
 * Encodes at once per process, and how many more may wait; beyond that the upload gets 503 with
 * Retry-After (the password hashes' slots, lib/hash-slots.ts). An encode is seconds of CPU at
 * worst: a burst of uploads must not starve every other request.
 */
export const ENCODE_CONCURRENCY = 2;
export const ENCODE_QUEUE = 6;
const slots = new HashSlots(ENCODE_CONCURRENCY, ENCODE_QUEUE);

/**
 * Decodes and re-encodes an upload in its own format. What leaves is pixels only: EXIF (GPS,
 * camera), XMP, comments and anything appended to the file (polyglots) are dropped. The EXIF
 * orientation is applied first, so the picture still stands the right way up. AVIF is encoded at
 * effort 0 (its slowest step; the review measured 3.7 s for 40 MP at effort 2).
 */
export function reencode(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  return slots.run(() => encode(bytes, type));
}

/** Other picture work (the sized copies) in the same slots: one budget for all encoding. */
export function inEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  return slots.run(work);
}

async function encode(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
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
        return await image.avif({ quality: 60, effort: 0 }).toBuffer();
    }
  } catch {
    return null;
  }
}
