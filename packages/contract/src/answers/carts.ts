import { z } from 'zod';
import type { AbandonedCart, AbandonedCartPage, RestoredCart, SavedCart } from '../carts.ts';
import { pageOf, timestampAnswer } from './shared.ts';
import { PRODUCT_FULFILMENTS } from '../catalogue-rules.ts';

export const savedCartAnswer = z
  .object({ id: z.string(), key: z.string() })
  .meta({ id: 'SavedCart' }) satisfies z.ZodType<SavedCart>;

const cartLine = z.object({
  product_id: z.string(),
  variant_id: z.string(),
  qty: z.number(),
  selection: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
  ),
});

export const restoredCartAnswer = z
  .object({
    id: z.string(),
    key: z.string(),
    lines: z.array(
      cartLine.extend({
        product_slug: z.string(),
        name: z.string(),
        image: z.string(),
        options: z.array(z.object({ label: z.string(), value: z.string() })),
        unit_price_kobo: z.number(),
        max_qty: z.number(),
        fulfilment: z.enum(PRODUCT_FULFILMENTS),
        lead_days: z.number(),
      }),
    ),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
  })
  .meta({ id: 'RestoredCart' }) satisfies z.ZodType<RestoredCart>;

/** An abandoned checkout (names, phones and e-mails are personal data: managers only). */
export const abandonedCartAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    lines: z.array(
      z.object({
        name: z.string(),
        qty: z.number(),
        unit_price_kobo: z.number(),
        options: z.array(z.object({ label: z.string(), value: z.string() })),
      }),
    ),
    value_kobo: z.number(),
    updated_at: timestampAnswer,
    restore_link: z.string(),
  })
  .meta({ id: 'AbandonedCart' }) satisfies z.ZodType<AbandonedCart>;

export const abandonedCartPageAnswer = pageOf(abandonedCartAnswer).meta({
  id: 'AbandonedCartPage',
}) satisfies z.ZodType<AbandonedCartPage>;
