import sharp, { type Sharp } from 'sharp';
import { HttpError } from './errors.ts';
import { HashSlots } from './hash-slots.ts';
import type { ImageType } from './images.ts';

/**
 * Decompression bombs: a small file may claim a huge canvas. 52 MP takes a 50 MP phone photo
 * (8160×6120); above it the upload is refused from its header, before decoding. Uploads are
 * decoded after the answer, one at a time per instance (media/sizing.ts), and a large JPEG is
 * decoded at a half or a quarter of its size straight to the stored size (ORIGINAL_MAX).
 */
export const MAX_PIXELS = 52_000_000;
/**
 * The longest side a stored upload keeps: no page shows more than the 1600 px copy, and a 50 MP
 * photo re-encoded whole would be ~20 MB to store and to send to whoever opens its address.
 */
export const ORIGINAL_MAX = 4096;
/**
 * AVIF costs several times what JPEG does per pixel (a flat 24 MP one of 670 bytes: ~0.8 CPU-s to
 * decode, ~1 s to encode at effort 0), so it stops lower: 4096×3072, room for a 12 MP phone photo
 * (4032×3024).
 */
export const MAX_AVIF_PIXELS = 12_600_000;

export function pixelLimit(type: ImageType): number {
  return type === 'image/avif' ? MAX_AVIF_PIXELS : MAX_PIXELS;
}

/**
 * Encodes at once per process, and how many more may wait; beyond that the upload gets 503 with
 * Retry-After (the password hashes' slots, lib/hash-slots.ts). An encode is seconds of CPU at
 * worst: a burst of uploads must not starve every other request.
 */
export const ENCODE_CONCURRENCY = 2;
export const ENCODE_QUEUE = 6;
const slots = new HashSlots(ENCODE_CONCURRENCY, ENCODE_QUEUE);

/** Picture work (decoding, the re-encode, the sized copies) in the slots: one budget for all. */
export function inEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  return slots.run(work);
}

/** The refusal of a picture past `limit` pixels, said from its header. */
export function tooLarge(limit: number): HttpError {
  const most = `${Number((limit / 1e6).toFixed(1))} megapixels${limit < MAX_PIXELS ? ' for AVIF' : ''}`;
  return new HttpError(
    415,
    `This picture is too large: at most ${most}. Make it smaller and try again.`,
  );
}

/** A still picture decoded once, upright, as 8-bit sRGB pixels: every copy is made from these. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** An upload read: a still's pixels, or an animation (kept whole, never sized). */
export type Decoded =
  | { kind: 'still'; pixels: Pixels }
  | { kind: 'animation'; width: number; height: number; bytes: Buffer };

/** sharp on decoded pixels: no file to parse or decode again. */
export function fromPixels(pixels: Pixels): Sharp {
  const { data, width, height, channels } = pixels;
  return sharp(data, { raw: { width, height, channels } });
}

/**
 * Reads an upload once (call it in an encode slot). The header says the canvas first: past the
 * type's pixel limit it is refused before a pixel is decoded. Null when it cannot be read.
 */
export async function decode(
  bytes: Buffer,
  type: ImageType,
  limit = pixelLimit(type),
  longest?: number,
): Promise<Decoded | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width * height > limit) throw tooLarge(limit);
    if ((meta.pages ?? 1) > 1 && (type === 'image/gif' || type === 'image/webp'))
      return { kind: 'animation', width, height, bytes };
    // limitInputPixels again: a file whose pixels disagree with its header is stopped all the same.
    // Shrunk in the same pass when asked (`longest`): a JPEG is then decoded at a half or a
    // quarter of its size (libjpeg's shrink on load), never whole.
    const image = sharp(bytes, { limitInputPixels: limit }).rotate();
    if (longest)
      image.resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const channels = info.channels as Pixels['channels'];
    return { kind: 'still', pixels: { data, width: info.width, height: info.height, channels } };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return null;
  }
}

/**
 * Encodes an upload again in its own format. What leaves is pixels only: EXIF (GPS, camera), XMP,
 * comments and anything appended to the file (polyglots) are dropped. The EXIF orientation was
 * applied when decoding, so the picture still stands the right way up. AVIF is encoded at effort 0
 * (its slowest step; the review measured 3.7 s for 40 MP at effort 2). Null when it fails.
 */
export async function reencode(decoded: Decoded, type: ImageType): Promise<Buffer | null> {
  try {
    const image =
      decoded.kind === 'still'
        ? fromPixels(decoded.pixels)
        : sharp(decoded.bytes, { animated: true, limitInputPixels: pixelLimit(type) }).rotate();
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
