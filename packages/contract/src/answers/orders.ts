import { z } from 'zod';
import {
  FULFILMENTS,
  ORDER_EVENT_KINDS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../catalogue-rules.ts';
import type {
  FoundOrder,
  ManagedOrder,
  Order,
  OrderPage,
  OrderSummary,
  PlacedOrder,
  ShopperOrder,
} from '../orders.ts';
import { pageOf, timestampAnswer } from './shared.ts';

/**
 * Orders carry the shopper's personal data (name, phone, e-mail, address). Each caller's answer is
 * its own schema, so nothing else leaves: the store's managers get `Order` and `OrderSummary`; the
 * shopper gets `PlacedOrder` once (with the key that opens it again), then `ShopperOrder` by that
 * key, and find-my-order only says where the order is (`FoundOrder`). No answer has the key but
 * the one that placed the order, and the managers' read of one order (`ManagedOrder`), whose
 * shopper's link they send on WhatsApp: it opens nothing they cannot already read.
 */

/** One line as it was bought: name, picture, options and price are kept from that moment. */
export const orderLineAnswer = z
  .object({
    product_id: z.string().nullable(),
    variant_id: z.string().nullable(),
    name: z.string(),
    image: z.string(),
    options: z.array(z.object({ label: z.string(), value: z.string() })),
    unit_price_kobo: z.number(),
    qty: z.number(),
    list_price_kobo: z.number().nullable(),
    price_reason: z.string(),
  })
  .meta({ id: 'OrderLine' });

/** The order's fields without its lines and history (what a list shows). */
const orderFields = {
  id: z.string(),
  number: z.number(),
  store_slug: z.string(),
  status: z.enum(ORDER_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  address: z.string(),
  zone: z.string(),
  delivery_state: z.string(),
  delivery_lga: z.string(),
  delivery_date: z.string().nullable(),
  delivery_window: z.string(),
  note: z.string(),
  payment: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_reference: z.string(),
  invoice_number: z.number(),
  carrier: z.string(),
  tracking_url: z.string(),
  subtotal_kobo: z.number(),
  delivery_fee_kobo: z.number(),
  total_kobo: z.number(),
  discount_code: z.string(),
  discount_kobo: z.number(),
  source: z.enum(ORDER_SOURCES),
  by_hand: z.boolean(),
  paid_with: z.string(),
  created_at: timestampAnswer,
  updated_at: timestampAnswer,
};

/** An order as its store's managers see it. */
export const orderAnswer = z
  .object({
    ...orderFields,
    lines: z.array(orderLineAnswer),
    history: z.array(z.object({ kind: z.enum(ORDER_EVENT_KINDS), at: timestampAnswer })),
    payments: z.array(
      z.object({
        amount_kobo: z.number(),
        channel: z.string(),
        reference: z.string(),
        status: z.string(),
        paid_at: timestampAnswer.nullable(),
      }),
    ),
    refunds: z.array(
      z.object({
        amount_kobo: z.number(),
        status: z.enum(['pending', 'processed', 'failed']),
        created_at: timestampAnswer,
      }),
    ),
  })
  .meta({ id: 'Order' }) satisfies z.ZodType<Order>;

/** One order as its store's managers read it: with the shopper's link, to send it to them. */
export const managedOrderAnswer = orderAnswer
  .extend({ shopper_link: z.string() })
  .meta({ id: 'ManagedOrder' }) satisfies z.ZodType<ManagedOrder>;

/** An order as the shopper reads it by its key: the store's bank details for a transfer. */
export const shopperOrderAnswer = orderAnswer
  .extend({ bank_details: z.string() })
  .meta({ id: 'ShopperOrder' }) satisfies z.ZodType<ShopperOrder>;

/** The answer to placing an order: the one time its key is sent. */
export const placedOrderAnswer = shopperOrderAnswer
  .extend({ access_key: z.string(), payment_url: z.string().optional() })
  .meta({ id: 'PlacedOrder' }) satisfies z.ZodType<PlacedOrder>;

/** An order in a list: its units counted instead of its lines, and its first lines' pictures. */
export const orderSummaryAnswer = z
  .object({
    ...orderFields,
    items: z.number(),
    pictures: z.array(orderLineAnswer.pick({ name: true, image: true, options: true })),
  })
  .meta({ id: 'OrderSummary' }) satisfies z.ZodType<OrderSummary>;

export const orderPageAnswer = pageOf(orderSummaryAnswer).meta({
  id: 'OrderPage',
}) satisfies z.ZodType<OrderPage>;

/** Find my order: where the order's page is, nothing of the order itself. */
export const foundOrderAnswer = z
  .object({ id: z.string(), store: z.string(), key: z.string() })
  .meta({ id: 'FoundOrder' }) satisfies z.ZodType<FoundOrder>;

/**
 * One order, by who asks: the shopper with its key gets `ShopperOrder`, its store's managers
 * `Order`.
 */
export const orderByCallerAnswer = z.union([shopperOrderAnswer, managedOrderAnswer]);
