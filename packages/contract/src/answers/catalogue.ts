import { z } from 'zod';
import { PRODUCT_FULFILMENTS, PRODUCT_STATUSES } from '../catalogue-rules.ts';
import type { ProductCard, Product, ProductPage } from '../catalogue.ts';
import { pageOf, stringMap, timestampAnswer } from './shared.ts';

const modBase = {
  key: z.string(),
  prompt: z.string(),
  required: z.boolean(),
  label: z.string().optional(),
};

/** A product's option definition (the API's `mods`, docs/product-rules.md "Words"). */
export const modAnswer = z
  .discriminatedUnion('type', [
    z.object({
      ...modBase,
      type: z.literal('list'),
      options: z.array(z.string()),
      multi_select: z.boolean(),
    }),
    z.object({
      ...modBase,
      type: z.literal('number'),
      min: z.number(),
      max: z.number(),
      step: z.number(),
      unit: z.string(),
    }),
    z.object({ ...modBase, type: z.literal('text'), max: z.number() }),
    z.object({ ...modBase, type: z.literal('boolean') }),
    z.object({ ...modBase, type: z.literal('datetime') }),
    z.object({ ...modBase, type: z.literal('color'), options: z.array(z.string()).optional() }),
  ])
  .meta({ id: 'Mod' });

export const productCardAnswer = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    price_kobo: z.number(),
    price_max_kobo: z.number(),
    price_suffix: z.string(),
    image: z.string(),
    stock: z.number(),
    in_stock: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    track_stock: z.boolean().optional(),
    sample: z.boolean().optional(),
    created_at: timestampAnswer,
  })
  .meta({ id: 'ProductCard' }) satisfies z.ZodType<ProductCard>;

export const productAnswer = productCardAnswer
  .extend({
    store_id: z.string(),
    details: z.string(),
    delivery: z.string(),
    rating: z.object({ value: z.number(), count: z.number() }),
    mods: z.array(modAnswer),
    variants: z.array(
      z.object({
        id: z.string(),
        mods: stringMap,
        qty: z.number(),
        price_kobo: z.number(),
        compare_at_kobo: z.number().nullable().optional(),
        sku: z.string().optional(),
      }),
    ),
    media: z.array(z.object({ file: z.string(), mods: stringMap, alt: z.string().optional() })),
    popularity: z.number(),
    stock_version: z.number(),
    fulfilment: z.enum(PRODUCT_FULFILMENTS),
    lead_days: z.number(),
  })
  .meta({ id: 'Product' }) satisfies z.ZodType<Product>;

export const productPageAnswer = pageOf(productCardAnswer)
  .extend({
    suggestion: z.string().optional(),
    tag_counts: z.record(z.string(), z.number()).optional(),
    category_counts: z.record(z.string(), z.number()).optional(),
  })
  .meta({ id: 'ProductPage' }) satisfies z.ZodType<ProductPage>;
