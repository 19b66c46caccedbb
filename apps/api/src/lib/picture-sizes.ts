import { PICTURE_WIDTHS, sizedName } from '@agency/contract/pictures';
import sharp from 'sharp';
import { MAX_PIXELS } from './reencode.ts';
import type { Storage } from './storage.ts';

/**
 * Pictures sized for phones (docs/product-rules.md, "Pictures"): every upload is also kept as
 * WebP at PICTURE_WIDTHS, never wider than the original (and at its own width when narrower), so a 390 px phone fetches a 640 px file
 * (at 2x) instead of a 4,000 px photo. Pages name them in `srcset` by the convention of
 * `sizedName` (@agency/contract/pictures); each goes through the storage interface like the original.
 *
 * WebP only: AVIF at these widths took several times as long to encode as WebP here
 * (docs/decisions/014-picture-sizes.md has the numbers) for a share of the bytes.
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

/**
 * Writes the sized WebP copies of a (re-encoded, upright) picture and says what it wrote. An
 * animation keeps only its original (a still would lose the motion).
 */
export async function writeSizes(
  storage: Storage,
  fileName: string,
  bytes: Buffer,
): Promise<Sized> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if ((meta.pages ?? 1) > 1 || width === 0) return { width, height, widths: [] };
  // The standard widths below its own, and its own (up to the largest): a 900 px picture is kept
  // at 320, 640 and 900.
  const largest = PICTURE_WIDTHS.at(-1)!;
  const widths = [
    ...PICTURE_WIDTHS.filter((w) => w < Math.min(width, largest)),
    Math.min(width, largest),
  ];
  for (const w of widths) {
    const resized = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: QUALITY, effort: 4 })
      .toBuffer();
    await storage.put(sizedName(fileName, w), resized);
  }
  return { width, height, widths };
}

/** The stored width that answers a request for `asked`: itself, else the largest one below it. */
export function servedWidth(asked: number, widths: number[]): number | undefined {
  if (widths.includes(asked)) return asked;
  return widths.filter((w) => w < asked).at(-1) ?? widths[0];
}
