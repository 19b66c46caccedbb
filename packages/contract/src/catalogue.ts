import { z } from 'zod';
import {
  FULFILMENTS,
  MAX_LINE_QTY,
  OPTION_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_STATUSES,
  PRODUCT_FULFILMENTS,
  type ProductFulfilment,
  SORTS,
  type Fulfilment,
  type OrderEvent,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  type ProductOption,
  type ProductStatus,
} from './catalogue-rules.ts';
import {
  colourProblem,
  isHexColour,
  normaliseHost,
  type StoreAddress,
  type StoreLook,
} from './store-look.ts';
import { emailField, text } from './strings.ts';

export * from './catalogue-rules.ts';
export * from './analytics.ts';

// ---------------------------------------------------------------- shapes the API sends

export interface DeliveryZone {
  name: string;
  fee_kobo: number;
}

/**
 * What a shopper needs to know about a store: its name and look, its addresses, contact, delivery
 * and payment.
 */
export interface StoreInfo extends StoreLook, StoreAddress {
  id: string;
  slug: string;
  name: string;
  /** A demo store made by the agency (marked as such, takes no real orders). */
  is_demo: boolean;
  /** A demo made for a prospect of the outreach list: it offers "Make it yours". */
  made_for_prospect?: boolean;
  contact_email: string;
  contact_phone: string;
  delivery_zones: DeliveryZone[];
  /** Empty when the store offers no pickup. */
  pickup_address: string;
  /** Shown to shoppers who pay by transfer; empty when the store takes no transfers. */
  bank_details: string;
  /** Order limits (docs/product-rules.md, "Order limits"): units of one variant in one order … */
  max_units_per_variant: number;
  /** … the most one order may be worth (kobo, delivery left out) … */
  max_order_kobo: number;
  /** … and the hours a 'new' order nobody confirmed holds its stock before it is cancelled. */
  unconfirmed_order_hours: number;
}

/** A store as its managers see it. */
export interface ManagedStore extends StoreInfo {
  business_id: string;
  business_name: string;
}

/** Someone who runs a store: its owner, or a store admin it was given to (or invited, not yet in). */
export interface StoreMember {
  user_id: string;
  email: string;
  name: string;
  /** 'owner' is the business's owner (cannot be removed here); 'store_admin' was given the store. */
  role: 'owner' | 'store_admin';
  /** False until an invited person has set their password. */
  joined: boolean;
}

export interface Variant {
  id: string;
  mods: Record<string, string>;
  qty: number;
  price_kobo: number;
}

export interface MediaEntry {
  /** A URL, or `art:<motif>:<n>` for the pictures the storefront draws itself (seed data). */
  file: string;
  /** The options this picture shows; empty for every selection. */
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
}

export interface OrderLine {
  product_id: string | null;
  variant_id: string | null;
  name: string;
  image: string;
  options: { label: string; value: string }[];
  unit_price_kobo: number;
  qty: number;
}

export interface Order {
  id: string;
  number: number;
  store_slug: string;
  status: OrderStatus;
  name: string;
  phone: string;
  email: string;
  fulfilment: Fulfilment;
  address: string;
  zone: string;
  note: string;
  payment: PaymentMethod;
  /** Unpaid, paid or refunded (docs/product-rules.md, "Payment and history"). */
  payment_status: PaymentStatus;
  /** What the shopper quotes with a bank transfer, e.g. SNAIL-1001. */
  payment_reference: string;
  subtotal_kobo: number;
  delivery_fee_kobo: number;
  total_kobo: number;
  /** The discount code used ('' for none) and what it took off the subtotal (kobo). */
  discount_code: string;
  discount_kobo: number;
  created_at: string;
  updated_at: string;
  lines: OrderLine[];
  /** Placed, confirmed, paid … oldest first, each with its time. */
  history: OrderEvent[];
}

/** An order as the shopper reads it again by its key: with what to do next for a transfer. */
export interface ShopperOrder extends Order {
  /** The store's bank details for a bank transfer, else empty. */
  bank_details: string;
}

/** A placed order as the shopper gets it back: with the key that opens its confirmation page again. */
export interface PlacedOrder extends ShopperOrder {
  access_key: string;
}

export type OrderSummary = Omit<Order, 'lines' | 'history'> & { items: number };

export interface OrderPage {
  documents: OrderSummary[];
  total: number;
  page: number;
  per_page: number;
}

export interface StoreOverview {
  today: { orders: number; revenue_kobo: number };
  open_orders: number;
  /** Bank-transfer orders, not cancelled, whose money has not arrived yet. */
  awaiting_payment: number;
  products: number;
  low_stock: {
    product_id: string;
    product_slug: string;
    name: string;
    variant: string;
    qty: number;
  }[];
  recent_orders: OrderSummary[];
}

/** A business as its owner sees it, with its store's summary. */
export interface OwnedBusiness {
  id: string;
  name: string;
  created_at: string;
  store: {
    id: string;
    slug: string;
    name: string;
    products: number;
    orders: number;
    open_orders: number;
    revenue_kobo: number;
  } | null;
}

// ---------------------------------------------------------------- what the API takes

const slugPart = z
  .string({ error: 'Not a valid id' })
  .max(100, { error: 'Not a valid id', abort: true })
  .regex(/^[a-zA-Z0-9-]+$/, { error: 'Not a valid id' });

const money = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be whole kobo` })
    .min(0, { error: `${field} cannot be negative` })
    .max(2_000_000_000, { error: `${field} is too large` });

/** A brand colour: '#rrggbb' on which white text reaches 4.5:1 (store-look.ts colourProblem). */
const brandColour = (label: string) =>
  z
    .string({ error: `${label} must be a colour like #1f5f8b` })
    .max(7, { error: `${label} must be a colour like #1f5f8b`, abort: true })
    .transform((value) => value.toLowerCase())
    .superRefine((value, ctx) => {
      const problem = isHexColour(value)
        ? colourProblem(label, value)
        : `${label} must be a colour like #1f5f8b`;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An uploaded picture (/api/v1/media/…), drawn art (art:…), or '' for none. */
const pictureUrl = (label: string) =>
  z
    .string({ error: `${label} must be an uploaded picture` })
    .max(500, { error: `${label} must be an uploaded picture`, abort: true })
    .refine(
      (value) =>
        value === '' ||
        /^(https?:\/\/[a-z0-9.-]+(:\d+)?)?\/api\/v1\/media\/[\w.-]+$|^art:[a-z]+(:\d+){1,2}$/.test(
          value,
        ),
      {
        error: `${label} must be an uploaded picture`,
      },
    );

/** An https link to a profile, or ''. */
const socialLink = (label: string) =>
  z
    .string({ error: `Enter the ${label} link` })
    .trim()
    .max(300, { error: `The ${label} link is too long`, abort: true })
    .refine((value) => value === '' || /^https:\/\/[^\s<>"']+$/.test(value), {
      error: `The ${label} link must start with https://`,
    });

const shortText = (field: string, max: number, min = 0) =>
  text({
    max,
    tooLong: `${field} must be at most ${max} characters`,
    invalid: `${field} is required`,
    min,
  });

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

const optionKey = z
  .string({ error: 'Option key is required' })
  .max(40, { error: 'Option keys are at most 40 characters', abort: true })
  .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, {
    error: 'Option keys are letters and digits, starting with a letter',
  });
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

const optionValue = z.union([
  z.string().max(500, { error: 'An option value is too long', abort: true }),
  z.number(),
  z.boolean(),
  z.array(z.string().max(60)).max(30),
]);

export const orderRequest = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        product_id: z.uuid({ error: 'Not a product id' }),
        variant_id: z.uuid({ error: 'Not a variant id' }),
        qty: z
          .number({ error: 'Quantity must be a number' })
          .int({ error: 'Quantity must be whole units' })
          .min(1, { error: 'Quantity must be at least 1' })
          .max(MAX_LINE_QTY, { error: `At most ${MAX_LINE_QTY} of one item per order` }),
        selection: z.record(optionKey, optionValue).default({}),
      }),
    )
    .min(1, { error: 'Your cart is empty' })
    .max(50, { error: 'At most 50 lines per order' }),
  name: shortText('Name', 120, 2).refine(Boolean, { error: 'Enter your name' }),
  phone: text({
    max: 30,
    tooLong: 'Enter a valid phone number',
    invalid: 'Enter a valid phone number',
    min: 7,
  }).regex(/^\+?[0-9 ()-]{7,}$/, { error: 'Enter a valid phone number' }),
  email: emailField('Enter a valid email address'),
  fulfilment: z.enum(FULFILMENTS, { error: 'Choose delivery or pickup' }),
  address: shortText('Address', 500).default(''),
  /** A discount code typed at checkout ('' for none): checked and applied by the server. */
  discount_code: z
    .string({ error: 'Enter the discount code as letters and digits' })
    .max(40, { error: 'That discount code is too long', abort: true })
    .default(''),
  zone: shortText('Delivery zone', 80).default(''),
  note: shortText('Note', 1000).default(''),
  payment: z.enum(PAYMENT_METHODS, { error: 'Choose how you will pay' }),
});
export type OrderRequest = z.input<typeof orderRequest>;

export const orderListQuery = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  q: z.string().max(200, { abort: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

export const orderStatusRequest = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }),
});

export const storeSettingsRequest = z.strictObject({
  name: shortText('Store name', 120, 2).optional(),
  contact_email: z.union([z.literal(''), emailField('Enter a valid email address')]).optional(),
  contact_phone: shortText('Phone', 30).optional(),
  delivery_zones: z
    .array(z.strictObject({ name: shortText('Zone name', 80, 2), fee_kobo: money('Delivery fee') }))
    .max(30, { error: 'At most 30 zones' })
    .refine((zones) => new Set(zones.map((z) => z.name.toLowerCase())).size === zones.length, {
      error: 'Two zones have the same name',
    })
    .optional(),
  pickup_address: shortText('Pickup address', 500).optional(),
  bank_details: shortText('Bank details', 500).optional(),
  // The store's look (store-look.ts).
  tagline: shortText('Tagline', 120).optional(),
  description: shortText('Description', 1000).optional(),
  logo_url: pictureUrl('Logo').optional(),
  hero_url: pictureUrl('Hero picture').optional(),
  primary_colour: brandColour('Primary colour').optional(),
  accent_colour: brandColour('Accent colour').optional(),
  search_hint: shortText('Search example', 80).optional(),
  delivery_promise: shortText('Delivery promise', 160).optional(),
  categories: z
    .array(
      z.strictObject({
        name: shortText('Category name', 60, 1),
        tags: z
          .array(shortText('Tag', 40, 1).transform((tag) => tag.toLowerCase()))
          .max(30, { error: 'At most 30 tags in a category' }),
      }),
    )
    .max(20, { error: 'At most 20 categories' })
    .refine((groups) => new Set(groups.map((g) => g.name.toLowerCase())).size === groups.length, {
      error: 'Two categories have the same name',
    })
    .optional(),
  social: z
    .strictObject({
      instagram: socialLink('Instagram'),
      facebook: socialLink('Facebook'),
      x: socialLink('X'),
      tiktok: socialLink('TikTok'),
      whatsapp: z
        .string({ error: 'Enter a WhatsApp number' })
        .trim()
        .regex(/^(\+?\d{7,15})?$/, { error: 'Enter a WhatsApp number like 2348012345678' }),
    })
    .optional(),
  custom_domain: z
    .string({ error: 'Enter a domain' })
    .max(253, { error: 'That domain is too long', abort: true })
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const host = normaliseHost(value);
      if (!host?.includes('.')) {
        ctx.addIssue({ code: 'custom', message: 'Enter a domain like shop.example.ng' });
        return z.NEVER;
      }
      return host;
    })
    .optional(),
  // Order limits (docs/product-rules.md, "Order limits").
  max_units_per_variant: z
    .number({ error: 'Units of one item must be a number' })
    .int({ error: 'Units of one item must be a whole number' })
    .min(1, { error: 'Allow at least 1 unit of an item per order' })
    .max(10_000, { error: 'At most 10,000 units of an item per order' })
    .optional(),
  max_order_kobo: z
    .number({ error: 'The largest order must be a number' })
    .int({ error: 'The largest order must be whole kobo' })
    .min(100, { error: 'The largest order must be at least ₦1' })
    .max(100_000_000_000, { error: 'The largest order is too large' })
    .optional(),
  unconfirmed_order_hours: z
    .number({ error: 'Hours must be a number' })
    .int({ error: 'Hours must be a whole number' })
    .min(1, { error: 'Keep unconfirmed orders at least 1 hour' })
    .max(720, { error: 'Keep unconfirmed orders at most 720 hours (30 days)' })
    .optional(),
});
export type StoreSettingsRequest = z.input<typeof storeSettingsRequest>;

/** An owner or admin gives a store to someone: they get an invite code by mail if they are new. */
export const storeMemberInviteRequest = z.strictObject({
  email: emailField('Enter a valid email address'),
  name: text({
    max: 120,
    tooLong: 'Name must be at most 120 characters',
    invalid: 'Enter a name',
    min: 2,
  }),
});
export type StoreMemberInviteRequest = z.infer<typeof storeMemberInviteRequest>;

/** An admin makes a store for a business of the outreach list (then hands it to its owner). */
/** A starter template's id (templates.ts); left out, a new store starts empty. */
const templateChoice = z
  .string({ error: 'Choose a template' })
  .max(40, { error: 'Choose a template', abort: true })
  .regex(/^[a-z0-9-]*$/, { error: 'Choose a template' })
  .transform((id) => id || undefined)
  .optional();

export const storeCreateRequest = z.strictObject({
  business_id: z.uuid({ error: 'Choose a business' }),
  template: templateChoice,
});
export type StoreCreateRequest = z.infer<typeof storeCreateRequest>;

export const ownedBusinessRequest = z.strictObject({
  name: text({
    max: 120,
    tooLong: 'Business name must be at most 120 characters',
    invalid: 'Business name is required',
    min: 2,
    tooShort: 'Business name must be at least 2 characters',
  }),
  template: templateChoice,
});

export const idParam = slugPart;
