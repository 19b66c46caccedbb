import type { Product } from '@agency/contract';

/** SPEC's sample item as the API answers it (apps/api seeds the same): the chooser's rules are specified on it. */
export const SAMPLE: Product = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'sample-crate',
  store_id: '00000000-0000-4000-8000-000000000002',
  name: 'Giant African Land Snails',
  description: '',
  details: '',
  delivery: '',
  tags: ['live'],
  price_kobo: 10_000,
  price_max_kobo: 13_500,
  price_suffix: '',
  image: 'art:live:5:0',
  in_stock: true,
  created_at: '2026-05-01T09:00:00Z',
  popularity: 20,
  rating: { value: 4, count: 34 },
  mods: [
    { key: 'size', type: 'list', prompt: 'Choose a size', required: true, options: ['Small', 'Medium', 'Large', 'XL'], multi_select: false },
    { key: 'weight', type: 'number', prompt: 'How much per snail?', required: true, min: 1, max: 10, step: 0.5, unit: 'g' },
    { key: 'engraving', type: 'text', prompt: 'Add a note for the crate', required: false, max: 50 },
    { key: 'giftWrap', type: 'boolean', prompt: 'Wrap it as a gift?', required: false },
    { key: 'schedule', type: 'datetime', prompt: 'When should we deliver?', required: false },
    { key: 'color', type: 'color', prompt: 'Pick a crate colour', required: true, options: ['blue', 'green'] },
  ],
  variants: (
    [
      ['Small', 'blue', 100, 12],
      ['Small', 'green', 105, 8],
      ['Medium', 'blue', 110, 6],
      ['Medium', 'green', 115, 4],
      ['Large', 'blue', 120, 7],
      ['Large', 'green', 125, 0],
      ['XL', 'blue', 135, 2],
    ] as const
  ).map(([size, color, naira, qty], i) => ({ id: `v${i}`, mods: { size, color }, qty, price_kobo: naira * 100 })),
  media: [
    { file: 'art:live:5:0', mods: { color: 'blue' } },
    { file: 'art:live:5:1', mods: { color: 'blue' } },
    { file: 'art:live:1:0', mods: { color: 'green' } },
    { file: 'art:live:1:1', mods: { color: 'green' } },
    { file: 'art:live:0:2', mods: {} },
  ],
};
