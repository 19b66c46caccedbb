import { PICTURE_WIDTHS, sizedName } from '@agency/contract/pictures';
import type { ImageType } from './images.ts';
import sharp, { type Metadata } from 'sharp';
import {
  decode,
  fromPixels,
  inEncodeSlot,
  MAX_PIXELS,
  ORIGINAL_MAX,
  type Pixels,
  pixelLimit,
  reencode,
  tooLarge,
} from './reencode.ts';
import type { Storage } from './storage.ts';

/**
 * Pictures sized for phones (docs/product-rules.md, "Pictures"): every upload is also kept as
 * WebP at PICTURE_WIDTHS, never wider than the original (and at its own width when narrower), so a 390 px phone fetches a 640 px file
 * (at 2x) instead of a 4,000 px photo. Pages name them in `srcset` by the convention of
 * `sizedName` (@agency/contract/pictures); each goes through the storage interface like the original.
 *
 * WebP only: AVIF at these widths took several times as long to encode as WebP here
 * (docs/decisions/014-picture-sizes.md has the numbers) for a share of the bytes.
 *
 * An upload is decoded once: the re-encode and every copy are made from its pixels (a 24 MP AVIF
 * decoded six times cost 6.6 CPU-s, review of 2026-11-28).
 */

/** WebP quality for the sized copies: photos look the same to the eye at a third of q90's bytes. */
const QUALITY = 72;

export { sizedName };

export interface Sized {
  width: number;
  height: number;
  /** The widths written; empty for animations. */
  widths: number[];
}

/** A copy at one width, as WebP. */
export interface Copy {
  width: number;
  bytes: Buffer;
}

/** An upload made safe (re-encoded in its own type) with its sized copies, not yet stored. */
export interface Prepared extends Sized {
  bytes: Buffer;
  copies: Copy[];
}

/** The standard widths below its own, and its own (up to the largest): 700 px → 160 … 640, 700. */
function widthsFor(width: number): number[] {
  const largest = PICTURE_WIDTHS.at(-1)!;
  const top = Math.min(width, largest);
  return [...PICTURE_WIDTHS.filter((w) => w < top), top];
}

/**
 * The sized copies of a still. The largest is made from the decoded pixels, the smaller ones from
 * the largest (1600 px at most): shrinking a 24 MP picture once, not once per width.
 */
export async function sizedCopies(pixels: Pixels): Promise<Copy[]> {
  if (pixels.width === 0) return [];
  const widths = widthsFor(pixels.width);
  const top = widths.at(-1)!;
  const { data, info } = await fromPixels(pixels)
    .resize({ width: top, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const largest: Pixels = { ...pixels, data, width: info.width, height: info.height };
  const copies: Copy[] = [];
  for (const width of widths) {
    const image = width === top ? fromPixels(largest) : fromPixels(largest).resize({ width });
    copies.push({ width, bytes: await image.webp({ quality: QUALITY, effort: 4 }).toBuffer() });
  }
  return copies;
}

/** What an upload's header says it will be once sized: no pixel decoded yet. */
export interface Probed extends Sized {
  animation: boolean;
}

/**
 * Reads an upload's header only (milliseconds, whatever its size): the size it will be stored
 * at (upright, ORIGINAL_MAX at most) and its widths. Null when the header cannot be read; 415
 * past the type's pixel limit (lib/reencode.ts), the message `decode` gives.
 */
export async function probePicture(bytes: Buffer, type: ImageType): Promise<Probed | null> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const limit = pixelLimit(type);
  if (!meta.width || !meta.height) return null;
  if (meta.width * meta.height > limit) throw tooLarge(limit);
  const animation = (meta.pages ?? 1) > 1 && (type === 'image/gif' || type === 'image/webp');
  if (animation) return { width: meta.width, height: meta.height, widths: [], animation };
  // EXIF orientations 5–8 turn the picture a quarter: its width is the file's height.
  const turned = (meta.orientation ?? 1) >= 5;
  const [w, h] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  const scale = Math.min(1, ORIGINAL_MAX / Math.max(w, h));
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  return { width, height, widths: widthsFor(width), animation };
}

/**
 * Reads an upload once, in an encode slot, and makes it safe and sized. Null when it cannot be
 * read; 415 past the pixel limit (lib/reencode.ts); 503 when the slots are full. An animation
 * keeps only its original (a still would lose the motion). A still is kept at ORIGINAL_MAX px
 * at most on its longest side.
 */
export function preparePicture(bytes: Buffer, type: ImageType): Promise<Prepared | null> {
  return inEncodeSlot(async () => {
    const decoded = await decode(bytes, type, pixelLimit(type), ORIGINAL_MAX);
    if (!decoded) return null;
    const clean = await reencode(decoded, type);
    if (!clean) return null;
    if (decoded.kind === 'animation') {
      const { width, height } = decoded;
      return { bytes: clean, width, height, widths: [], copies: [] };
    }
    const copies = await sizedCopies(decoded.pixels);
    const { width, height } = decoded.pixels;
    return { bytes: clean, width, height, widths: copies.map((c) => c.width), copies };
  });
}

/** Stores the sized copies of `fileName`; on a failure, those written so far go again. */
export async function putCopies(storage: Storage, fileName: string, copies: Copy[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const copy of copies) {
      const name = sizedName(fileName, copy.width);
      await storage.put(name, copy.bytes);
      written.push(name);
    }
  } catch (error) {
    for (const name of written) await storage.delete(name).catch(() => undefined);
    throw error;
  }
}

/**
 * Sizes an upload from before pictures were sized (already re-encoded), in an encode slot: writes
 * its copies and says what it wrote. It was taken under the limit of its day (24 MP for any type).
 */
export function writeSizes(
  storage: Storage,
  fileName: string,
  bytes: Buffer,
  type: ImageType,
): Promise<Sized> {
  return inEncodeSlot(async () => {
    const decoded = await decode(bytes, type, MAX_PIXELS);
    if (!decoded) throw new Error(`The stored picture ${fileName} could not be read`);
    if (decoded.kind === 'animation') {
      const { width, height } = decoded;
      return { width, height, widths: [] };
    }
    const copies = await sizedCopies(decoded.pixels);
    await putCopies(storage, fileName, copies);
    const { width, height } = decoded.pixels;
    return { width, height, widths: copies.map((c) => c.width) };
  });
}

/** The stored width that answers a request for `asked`: itself, else the largest one below it. */
export function servedWidth(asked: number, widths: number[]): number | undefined {
  if (widths.includes(asked)) return asked;
  return widths.filter((w) => w < asked).at(-1) ?? widths[0];
}
