import sharp from 'sharp';
import { looksLikeMarkup } from '../src/lib/images.ts';

/**
 * A photo-like JPEG: grey with gaussian noise, which compresses badly, as photos do. `sigma`
 * sets how noisy; `blur` softens it toward a camera's picture (the upload bench's).
 * Random bytes now and then spell `<svg` or `<html`, which uploads refuse as markup: such a
 * picture is made again, so a test's upload is never refused by chance.
 */
export async function photo(
  width: number,
  height: number,
  options: { sigma?: number; blur?: number; quality?: number } = {},
): Promise<Buffer> {
  for (;;) {
    const bytes = await noisyPhoto(width, height, options);
    if (!looksLikeMarkup(bytes)) return bytes;
  }
}

function noisyPhoto(
  width: number,
  height: number,
  { sigma = 40, blur = 0, quality = 90 }: { sigma?: number; blur?: number; quality?: number } = {},
): Promise<Buffer> {
  const noisy = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
  return (blur > 0 ? noisy.blur(blur) : noisy).jpeg({ quality }).toBuffer();
}
