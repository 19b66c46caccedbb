import { itemImage } from './art.ts';
import type { Item, ProductCard } from './types.ts';

/** The sample item page (docs/product-rules.md): rating 4 with 34 reviews, variant prices 100 to 135. */
export const SAMPLE_ITEM: Item = {
  name: 'Giant African Land Snails',
  details:
    'Farm-raised Achatina achatina, fed on fresh greens and calcium. Each snail is hand-picked, washed and packed in breathable crates with damp substrate so it arrives lively.',
  delivery:
    'Same-day delivery in Lagos for orders placed before 11:00; 1–3 days elsewhere in Nigeria by chilled courier. Live snails travel in ventilated crates.',
  rating: { value: 4, count: 34 },
  mods: {
    size: {
      type: 'list',
      prompt: 'Choose a size',
      required: true,
      options: ['Small', 'Medium', 'Large', 'XL'],
      multi_select: false,
    },
    weight: {
      type: 'number',
      prompt: 'How much per snail?',
      required: true,
      min: 1,
      max: 10,
      step: 0.5,
      unit: 'g',
    },
    engraving: { type: 'text', prompt: 'Add a note for the crate', required: false, max: 50 },
    giftWrap: { type: 'boolean', prompt: 'Wrap it as a gift?', required: false },
    schedule: { type: 'datetime', prompt: 'When should we deliver?', required: false },
    color: {
      type: 'color',
      prompt: 'Pick a crate colour',
      required: true,
      options: ['blue', 'green'],
    },
  },
  variants: [
    { _id: 'v-small-blue', mods: { size: 'Small', color: 'blue' }, qty: 12, price: 100 },
    { _id: 'v-small-green', mods: { size: 'Small', color: 'green' }, qty: 8, price: 105 },
    { _id: 'v-medium-blue', mods: { size: 'Medium', color: 'blue' }, qty: 6, price: 110 },
    { _id: 'v-medium-green', mods: { size: 'Medium', color: 'green' }, qty: 4, price: 115 },
    { _id: 'v-large-blue', mods: { size: 'Large', color: 'blue' }, qty: 7, price: 120 },
    { _id: 'v-large-green', mods: { size: 'Large', color: 'green' }, qty: 3, price: 125 },
    { _id: 'v-xl-blue', mods: { size: 'XL', color: 'blue' }, qty: 2, price: 135 },
  ],
  media: [
    { file: itemImage('blue', 0), mods: { color: 'blue' } },
    { file: itemImage('blue', 1), mods: { color: 'blue' } },
    { file: itemImage('green', 0), mods: { color: 'green' } },
    { file: itemImage('green', 1), mods: { color: 'green' } },
    { file: itemImage('any', 2), mods: {} },
  ],
};

/** The sample item p01 is; every other product shows its own pictures with the same options. */
export function itemFor(product: ProductCard): Item {
  if (product._id === 'p01') return SAMPLE_ITEM;
  return {
    ...SAMPLE_ITEM,
    name: product.name,
    media: product.media.map((file) => ({ file, mods: {} })),
  };
}
