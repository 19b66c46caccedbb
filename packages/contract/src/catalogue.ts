/** Products: the shapes the API sends, the list query and the requests that save an item. */
import { z } from 'zod';
import {
  OPTION_TYPES,
  PRODUCT_STATUSES,
  MAX_LEAD_DAYS,
  PRODUCT_FULFILMENTS,
  type ProductFulfilment,
  SORTS,
  type ProductOption,
  type ProductStatus,
} from './catalogue-rules.ts';
import { money, optionKey, shortText } from './fields.ts';

export * from './catalogue-rules.ts';
export * from './analytics.ts';

// ---------------------------------------------------------------- shapes the API sends

export interface Variant {
  id: string;
  mods: Record<string, string>;
  qty: number;
  price_kobo: number;
  /** What it cost before ("was ₦3,000"), shown when above the price; null for none. */
  compare_at_kobo?: number | null;
  /** The store's own code for it (Shopify's Variant SKU); '' for none. */
  sku?: string;
}

export interface MediaEntry {
  /** A URL, or `art:<motif>:<n>` for the pictures the storefront draws itself (seed data). */
  file: string;
  /**
   * The choices this picture is tied to ({ flavour: 'Chocolate' }: the item page puts it first and
   * a line of that choice carries it, option-pictures.ts); empty: it shows for every choice.
   */
  mods: Record<string, string>;
  /** What the picture shows, for people who cannot see it; the product's name when empty. */
  alt?: string;
}

export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  description: string;
  tags: string[];
  /** The lowest variant price: what the item page opens at. */
  price_kobo: number;
  /** The highest variant price (equal to price_kobo when there is one price). */
  price_max_kobo: number;
  /** '/mo' on subscriptions, else empty. */
  price_suffix: string;
  image: string;
  /** Units left, summed over the variants. */
  stock: number;
  in_stock: boolean;
  /** 'draft' items are seen by the store's managers only. */
  status: ProductStatus;
  /**
   * False for an item made to order: its stock is not counted, it never sells out and checkout
   * neither takes nor checks its units (`stock` and `qty` mean nothing then). The API always
   * sends it; left out (a fixture) means tracked.
   */
  track_stock?: boolean;
  /**
   * Put in the store by a template: outside a demo store, shown to its managers only and never
   * sold until they keep or edit it (decision 044).
   */
  sample?: boolean;
  created_at: string;
}

/**
 * One thing a store sells. The code and the API call it a product (`/products`, `product_id`);
 * every screen calls it an item ('Our Items', the item page). Its options are sent as `mods`, the
 * original specification's word, kept as the field's name for the clients that read it: everywhere
 * else they are options, and a list or colour option's `options` are its choices. The rest of the
 * words are in docs/product-rules.md, "Words".
 */
export interface Product extends ProductCard {
  store_id: string;
  details: string;
  delivery: string;
  rating: { value: number; count: number };
  /** The options, in the order the chooser steps through them. */
  mods: ProductOption[];
  variants: Variant[];
  media: MediaEntry[];
  popularity: number;
  /** Moves on whenever the stock changes (orders, cancels, saves): a save sends back the one it saw. */
  stock_version: number;
  /** Shipped, e-mailed (digital) or booked (a service). */
  fulfilment: ProductFulfilment;
  /** Days of notice it needs (made to order: 'order two days ahead'); 0 for none. */
  lead_days: number;
}

export interface ProductPage {
  documents: ProductCard[];
  total: number;
  page: number;
  per_page: number;
  /**
   * When a search found nothing: the nearest search that finds something, built from the store's
   * own words ("snial kebabz" → "snail kebab"), for a "Did you mean" link.
   */
  suggestion?: string;
  /**
   * For the Categories menu: how many items each tag and each category (by name) has among those
   * the search finds, whatever tags are chosen; tags and categories with none are left out.
   */
  tag_counts?: Record<string, number>;
  category_counts?: Record<string, number>;
}

// ---------------------------------------------------------------- what the API takes

export const productListQuery = z.strictObject({
  q: z.string().max(200, { error: 'Search is too long', abort: true }).optional(),
  tags: z.string().max(500, { error: 'Too many tags', abort: true }).optional(),
  sort: z.enum(SORTS, { error: 'Unknown sort order' }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).optional(),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int()
    .min(1)
    .max(100)
    .optional(),
});
/** The store index's query, as the client sends it. */
export type ProductListQuery = {
  q?: string;
  /** Comma-separated. */
  tags?: string;
  sort?: (typeof SORTS)[number];
  page?: number;
  per_page?: number;
};

const choice = shortText('Choice', 60, 1);
/** What carts and orders call the option ("Crate note"); the key made readable when left out. */
const optionLabelField = shortText('Label', 40).optional();

const optionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      key: optionKey,
      label: optionLabelField,
      type: z.literal('list'),
      prompt: shortText('Prompt', 120, 1),
      required: z.boolean(),
      options: z.array(choice).min(1, { error: 'A list needs at least one choice' }).max(30),
      multi_select: z.boolean().default(false),
    }),
    z.strictObject({
      key: optionKey,
      label: optionLabelField,
      type: z.literal('number'),
      prompt: shortText('Prompt', 120, 1),
      required: z.boolean(),
      min: z.number(),
      max: z.number(),
      step: z.number().positive({ error: 'Step must be above 0' }),
      unit: shortText('Unit', 20),
    }),
    z.strictObject({
      key: optionKey,
      label: optionLabelField,
      type: z.literal('text'),
      prompt: shortText('Prompt', 120, 1),
      required: z.boolean(),
      max: z.number().int().min(1).max(500),
    }),
    z.strictObject({
      key: optionKey,
      label: optionLabelField,
      type: z.literal('boolean'),
      prompt: shortText('Prompt', 120, 1),
      required: z.boolean(),
    }),
    z.strictObject({
      key: optionKey,
      label: optionLabelField,
      type: z.literal('datetime'),
      prompt: shortText('Prompt', 120, 1),
      required: z.boolean(),
    }),
    z.strictObject({
      key: optionKey,
      label: optionLabelField,
      type: z.literal('color'),
      prompt: shortText('Prompt', 120, 1),
      required: z.boolean(),
      options: z.array(choice).max(30).optional(),
    }),
  ],
  { error: `Option type must be one of ${OPTION_TYPES.join(', ')}` },
);

const variantSchema = z.strictObject({
  /** Kept when editing an existing variant, so carts and orders that name it stay valid. */
  id: z.uuid({ error: 'Not a variant id' }).optional(),
  mods: z.record(optionKey, choice).default({}),
  qty: z
    .number({ error: 'Stock must be a number' })
    .int({ error: 'Stock must be whole units' })
    .min(0, { error: 'Stock cannot be negative' })
    .max(1_000_000),
  price_kobo: money('Price'),
  compare_at_kobo: money('Compare-at price').nullable().optional(),
  sku: z
    .string({ error: 'SKU must be text' })
    .trim()
    .max(64, { error: 'Keep a SKU under 64 characters' })
    .optional(),
});

const mediaSchema = z.strictObject({
  file: z
    .string()
    .max(2000, { abort: true })
    .regex(/^(https?:\/\/|\/api\/v1\/media\/|art:)[^\s"'<>]*$/, {
      error: 'Pictures must be uploaded images',
    }),
  mods: z.record(optionKey, choice).default({}),
  alt: z
    .string()
    .trim()
    .max(200, { error: 'Keep a picture description under 200 characters' })
    .optional(),
});

const productFields = {
  name: shortText('Name', 120, 2),
  description: shortText('Description', 300),
  details: shortText('Details', 4000),
  delivery: shortText('Delivery', 2000),
  tags: z.array(shortText('Tag', 40, 1)).max(20, { error: 'At most 20 tags' }),
  price_suffix: z.enum(['', '/mo'], { error: "Price suffix must be empty or '/mo'" }),
  mods: z.array(optionSchema).max(10, { error: 'At most 10 options' }),
  variants: z
    .array(variantSchema)
    .min(1, { error: 'An item needs at least one price' })
    .max(200, { error: 'At most 200 variants' }),
  media: z.array(mediaSchema).max(12, { error: 'At most 12 pictures' }),
  status: z.enum(PRODUCT_STATUSES, { error: "Status must be 'active' or 'draft'" }),
  fulfilment: z.enum(PRODUCT_FULFILMENTS, {
    error: 'Choose how the item reaches the shopper: shipped, e-mailed or booked',
  }),
  track_stock: z.boolean({ error: 'track_stock must be true or false' }),
  lead_days: z
    .number({ error: 'Days of notice must be a number' })
    .int({ error: 'Days of notice must be whole days' })
    .min(0, { error: 'Days of notice cannot be negative' })
    .max(MAX_LEAD_DAYS, { error: `Ask at most ${MAX_LEAD_DAYS} days of notice` }),
};

export const productRequest = z.strictObject({
  name: productFields.name,
  description: productFields.description.default(''),
  details: productFields.details.default(''),
  delivery: productFields.delivery.default(''),
  tags: productFields.tags.default([]),
  price_suffix: productFields.price_suffix.default(''),
  mods: productFields.mods.default([]),
  variants: productFields.variants,
  media: productFields.media.default([]),
  status: productFields.status.default('active'),
  fulfilment: productFields.fulfilment.default('shipped'),
  track_stock: productFields.track_stock.default(true),
  lead_days: productFields.lead_days.default(0),
});
export type ProductRequest = z.input<typeof productRequest>;

export const productUpdateRequest = z.strictObject({
  name: productFields.name.optional(),
  description: productFields.description.optional(),
  details: productFields.details.optional(),
  delivery: productFields.delivery.optional(),
  tags: productFields.tags.optional(),
  price_suffix: productFields.price_suffix.optional(),
  mods: productFields.mods.optional(),
  variants: productFields.variants.optional(),
  media: productFields.media.optional(),
  status: productFields.status.optional(),
  fulfilment: productFields.fulfilment.optional(),
  track_stock: productFields.track_stock.optional(),
  lead_days: productFields.lead_days.optional(),
  /**
   * The product's `stock_version` when the form was opened: a save with variants whose stock
   * changed meanwhile (an order came in) is refused with STOCK_CHANGED instead of undoing the sale.
   */
  stock_version: z
    .number({ error: 'stock_version must be a number' })
    .int({ error: 'stock_version must be a whole number' })
    .min(0, { error: 'stock_version must be a whole number' })
    .optional(),
});
export type ProductUpdateRequest = z.input<typeof productUpdateRequest>;

const slugPart = z
  .string({ error: 'Not a valid id' })
  .max(100, { error: 'Not a valid id', abort: true })
  .regex(/^[a-zA-Z0-9-]+$/, { error: 'Not a valid id' });

export const idParam = slugPart;
