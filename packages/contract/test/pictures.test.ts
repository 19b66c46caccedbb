import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, sizedName, sizedSources } from '../src/pictures.ts';

const id = '0b8e4f1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

describe('pictures sized for phones', () => {
  it('are kept at 160, 320, 480, 640, 800, 1024 and 1600 px', () => {
    expect([...PICTURE_WIDTHS]).toEqual([160, 320, 480, 640, 800, 1024, 1600]);
  });

  it('are named after the upload with their width, as WebP', () => {
    expect(sizedName(`${id}.jpg`, 640)).toBe(`${id}-640.webp`);
    expect(sizedName(`/api/v1/media/${id}.png`, 320)).toBe(`/api/v1/media/${id}-320.webp`);
  });

  it("offer an upload's 640 px copy as src and every width in srcset, on its own origin", () => {
    expect(sizedSources(`/api/v1/media/${id}.jpg`)).toEqual({
      src: `/api/v1/media/${id}-640.webp`,
      srcSet: [160, 320, 480, 640, 800, 1024, 1600]
        .map((w) => `/api/v1/media/${id}-${w}.webp ${w}w`)
        .join(', '),
    });
    expect(sizedSources(`https://media.example.ng/api/v1/media/${id}.webp`)?.src).toBe(
      `https://media.example.ng/api/v1/media/${id}-640.webp`,
    );
  });

  it('leave drawn art, data: URLs, other sites and other file types alone', () => {
    for (const url of [
      'art:delicacy:1:1',
      'data:image/png;base64,AAAA',
      `https://elsewhere.example/${id}.jpg`,
      `/api/v1/media/${id}.svg`,
      `/api/v1/media/not-an-upload.jpg`,
      `/api/v1/media/${id}.jpg?w=1`,
    ])
      expect(sizedSources(url), url).toBeUndefined();
  });
});
