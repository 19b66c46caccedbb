import sharp from 'sharp';

/**
 * A photo-like JPEG: grey with gaussian noise, which compresses badly, as photos do. `sigma`
 * sets how noisy; `blur` softens it toward a camera's picture (the upload bench's).
 */
export function photo(
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
