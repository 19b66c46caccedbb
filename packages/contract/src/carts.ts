/**
 * Carts that come back (docs/product-rules.md, "Abandoned checkouts"; decision 054): the cart a
 * shopper has at checkout, kept once they typed a phone number or e-mail, and the store's list of
 * those left without an order.
 */
import { z } from 'zod';
import { phoneField, shortText } from './fields.ts';
import { orderRequest } from './orders.ts';
import { emailField } from './strings.ts';
import type { ProductFulfilment } from './catalogue-rules.ts';

/** What the checkout sends when neither a phone number nor an e-mail is given. */
export const CART_CONTACT_NEEDED = 'Enter a phone number or email to keep your cart.';

/**
 * The checkout's cart, saved as the shopper types (PUT /stores/:store/carts/:cart): the lines as an
 * order takes them, the name, and a phone number or e-mail (one is needed: it is whom to remind).
 */
export const cartRequest = z
  .strictObject({
    lines: orderRequest.shape.lines,
    name: shortText('Name', 120).default(''),
    phone: phoneField('phone number').default(''),
    email: z.union([z.literal(''), emailField('Enter a valid email address')]).default(''),
  })
  .refine((cart) => cart.phone !== '' || cart.email !== '', {
    error: CART_CONTACT_NEEDED,
    path: ['phone'],
  });
export type CartRequest = z.input<typeof cartRequest>;

/** The restore link's secret (GET /stores/:store/carts/:cart?key=…). */
export const cartKeyQuery = z.strictObject({
  key: z.string().max(100, { abort: true }).default(''),
});

export const abandonedCartQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

export interface CartLine {
  product_id: string;
  variant_id: string;
  qty: number;
  /** The options chosen, as an order takes them (a choice, a number, a yes/no or a list). */
  selection: Record<string, string | number | boolean | string[]>;
}

/** What PUT answers: the cart's restore key (the browser keeps it with the cart's id). */
export interface SavedCart {
  id: string;
  key: string;
}

/** A restored line: the item as the catalogue has it now, for a browser that never saw it. */
export interface RestoredLine extends CartLine {
  product_slug: string;
  name: string;
  image: string;
  options: { label: string; value: string }[];
  unit_price_kobo: number;
  /** The variant's stock now: the most the line may hold. */
  max_qty: number;
  fulfilment: ProductFulfilment;
  /** Days of notice the item needs (made to order). */
  lead_days: number;
}

/**
 * A restored cart (the link's key opened it): what the checkout fills itself with. Lines no longer
 * sold, or out of stock, are left out.
 */
export interface RestoredCart {
  id: string;
  key: string;
  lines: RestoredLine[];
  name: string;
  phone: string;
  email: string;
}

/** An abandoned checkout as the store's managers see it, with the link that restores it. */
export interface AbandonedCart {
  id: string;
  name: string;
  phone: string;
  email: string;
  lines: {
    name: string;
    qty: number;
    unit_price_kobo: number;
    options: { label: string; value: string }[];
  }[];
  value_kobo: number;
  updated_at: string;
  restore_link: string;
}

export interface AbandonedCartPage {
  documents: AbandonedCart[];
  total: number;
  page: number;
  per_page: number;
}
