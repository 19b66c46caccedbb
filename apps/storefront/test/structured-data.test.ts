import type { Product } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { previewPicture, productJsonLd } from '../src/lib/structured-data.ts';

const product = {
  id: 'p-1',
  slug: 'jumbo-snails',
  name: 'Jumbo Snails',
  description: 'Five big ones.',
  details: '',
  media: [
    { file: 'art:live:0:0', mods: {} },
    { file: '/api/v1/media/0b1c.jpg', mods: {} },
  ],
  mods: [
    { key: 'size', type: 'list', prompt: 'Size', required: true, options: ['Small', 'Large'] },
  ],
  variants: [
    { id: 'v-small', mods: { size: 'Small' }, qty: 0, price_kobo: 650_000 },
    { id: 'v-large', mods: { size: 'Large' }, qty: 4, price_kobo: 900_000 },
  ],
  price_kobo: 650_000,
  price_max_kobo: 900_000,
  in_stock: true,
  rating: { value: 4, count: 34 },
} as unknown as Product;

const addresses = {
  item: '/demo/snailhouse/store/jumbo-snails',
  index: '/demo/snailhouse/store',
  home: '/demo/snailhouse',
};

describe("an item page's structured data", () => {
  it('offers the price and stock of the choice the page opens on, in naira', () => {
    const [item, crumbs] = productJsonLd(product, { name: 'Snailhouse' }, addresses);
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Jumbo Snails',
      url: addresses.item,
      image: ['/api/v1/media/0b1c.jpg'],
      brand: { '@type': 'Brand', name: 'Snailhouse' },
      aggregateRating: { ratingValue: 4, reviewCount: 34 },
      offers: {
        '@type': 'Offer',
        price: '6500.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/OutOfStock',
      },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Snailhouse', item: addresses.home },
        { position: 2, name: 'Store', item: addresses.index },
        { position: 3, name: 'Jumbo Snails', item: addresses.item },
      ],
    });
  });
});

it("previews a shared item link with its first upload's 1024 px copy, never the original", () => {
  const upload = '/api/v1/media/0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b.jpg';
  expect(
    previewPicture({
      media: [
        { file: 'art:fabric:1:0', mods: {} },
        { file: upload, mods: {} },
      ],
    }),
  ).toBe('/api/v1/media/0f8b3c1e-2a4d-4e6f-8a9b-1c2d3e4f5a6b-1024.webp');
  expect(previewPicture({ media: [{ file: 'art:fabric:1:0', mods: {} }] })).toBeUndefined();
});
