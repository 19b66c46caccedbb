/**
 * The second store of `pnpm bench:web`: "Mama Titi Fabrics", made by the seeded owner through the
 * real API (as a client would, from the admin), with photos uploaded like any owner's, so the
 * storefront is measured with real pictures beside the demo store's drawn art.
 */
import sharp from 'sharp';

const OWNER = { email: 'owner@forgeworks.test', password: 'forge-owner-1' };
const WIDTH = 1600;
const HEIGHT = 1200;

/** Each photo's two colours: a woven pattern of them, with grain, as a fabric shot would have. */
const PALETTES: [number[], number[]][] = [
  [
    [122, 31, 92],
    [240, 180, 60],
  ],
  [
    [31, 95, 58],
    [235, 220, 190],
  ],
  [
    [20, 60, 140],
    [250, 120, 40],
  ],
  [
    [90, 20, 30],
    [200, 200, 210],
  ],
];

/**
 * A 1600×1200 JPEG made here (nothing downloaded): a diagonal gradient between two colours, a
 * wax-print-like pattern of rings and stripes, and per-pixel grain, so it weighs what a phone photo
 * of fabric weighs once re-encoded (about 200–400 kB), not the few kB of a flat gradient.
 */
export async function makePhoto(index: number): Promise<Buffer> {
  const [from, to] = PALETTES[index % PALETTES.length]!;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 1234567 + index * 7919;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 10;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      const cx = (x % 200) - 100;
      const cy = (y % 200) - 100;
      const ring = (Math.sin(Math.sqrt(cx * cx + cy * cy) / (6 + index)) + 1) / 2;
      const stripe = Math.sin((x + y * (index + 1)) / 9) > 0.6 ? 0.5 : 0; // woven threads
      const mix = Math.min(1, t * 0.6 + ring * 0.4 + stripe * 0.3);
      const at = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) {
        const value = from[c]! + (to[c]! - from[c]!) * mix + noise();
        pixels[at + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function call<T>(
  api: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${api}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** One photo through POST /media/upload (multipart, the field "files"), as the admin sends it. */
async function upload(api: string, token: string, photo: Buffer, name: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${api}/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: { files: { url: string; size: number }[] } }).data.files[0]!;
}

const PRODUCTS = [
  { name: 'Ankara bundle, 6 yards', tags: ['ankara'], price_kobo: 1_250_000 },
  { name: 'Swiss voile lace', tags: ['lace'], price_kobo: 3_800_000 },
  { name: 'Aso-oke set for the bride', tags: ['aso-oke'], price_kobo: 9_500_000 },
  { name: 'Adire indigo wrapper', tags: ['adire'], price_kobo: 1_800_000 },
  { name: 'Ankara head-tie (gele)', tags: ['ankara'], price_kobo: 650_000 },
  { name: 'Cord lace, wine', tags: ['lace'], price_kobo: 4_200_000 },
];

export interface SecondStore {
  name: string;
  slug: string;
  /** One product's slug, for its item page. */
  item: string;
  /** The uploaded pictures' stored sizes, in bytes. */
  photoBytes: number[];
}

/**
 * Makes the second store on a running product (`shell` is its public origin): a business of the
 * seeded owner, 4 uploaded photos, the store's look with a hero and a logo from them, and 6
 * products pictured with them.
 */
export async function makeSecondStore(shell: string): Promise<SecondStore> {
  const api = `${shell}/api/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const { token } = (await login.json()) as { token: string };
  const name = 'Mama Titi Fabrics';
  const business = await call<{ store: { slug: string } }>(api, token, 'POST', 'my/businesses', {
    name,
  });
  const { slug } = business.store;

  const photos = [];
  for (let i = 0; i < 4; i++)
    photos.push(await upload(api, token, await makePhoto(i), `fabric-${i + 1}.jpg`));
  const urls = photos.map((photo) => photo.url);

  await call(api, token, 'PATCH', `stores/${slug}`, {
    tagline: 'Lagos colour, made to measure',
    description: 'Ankara, lace, adire and aso-oke, cut and sewn in Yaba. Delivered across Lagos.',
    primary_colour: '#7a1f5c',
    accent_colour: '#1f5f3a',
    hero_url: urls[0],
    logo_url: urls[3],
    delivery_promise: 'Delivered in Lagos within 48 hours',
    categories: [
      { name: 'Fabrics', tags: ['ankara', 'adire'] },
      { name: 'Lace', tags: ['lace'] },
      { name: 'Occasions', tags: ['aso-oke'] },
    ],
  });

  const slugs: string[] = [];
  for (const [i, product] of PRODUCTS.entries()) {
    const made = await call<{ slug: string }>(api, token, 'POST', `stores/${slug}/products`, {
      name: product.name,
      description: `${product.name}, chosen in Balogun market and ready to sew.`,
      details: 'Sold by the piece. Wash cold, dry in the shade.',
      tags: product.tags,
      variants: [{ qty: 20, price_kobo: product.price_kobo }],
      media: [
        { file: urls[i % urls.length]!, mods: {} },
        { file: urls[(i + 1) % urls.length]!, mods: {} },
      ],
    });
    slugs.push(made.slug);
  }
  return { name, slug, item: slugs[0]!, photoBytes: photos.map((photo) => photo.size) };
}
