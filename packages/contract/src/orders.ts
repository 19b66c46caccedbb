/** Orders: the shapes the API sends, and the requests that place, list, find and move one. */
import { z } from 'zod';
import {
  FULFILMENTS,
  MAX_LINE_QTY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type Fulfilment,
  type OrderStatus,
  type PaymentMethod,
  TRACKING_URL_PROBLEM,
  trackingUrlProblem,
} from './catalogue-rules.ts';
import { optionKey, phoneField, shortText } from './fields.ts';
import {
  SHOPPER_SOURCES,
  type OrderEvent,
  type OrderSource,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './order-rules.ts';
import { text } from './strings.ts';

// ---------------------------------------------------------------- shapes the API sends

export interface OrderLine {
  product_id: string | null;
  variant_id: string | null;
  name: string;
  image: string;
  options: { label: string; value: string }[];
  unit_price_kobo: number;
  qty: number;
  /** A sale taken by hand at another price: the listed price then (else null), and why. */
  list_price_kobo: number | null;
  price_reason: string;
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
  /** The delivery address's state and LGA, as checkout asked them ('' before, or for pickup). */
  delivery_state: string;
  delivery_lga: string;
  /** The day chosen for a made-to-order cart ('2026-12-01', a Lagos day), else null … */
  delivery_date: string | null;
  /** … and its time of day ('Morning (9am–12pm)'), or ''. */
  delivery_window: string;
  note: string;
  payment: PaymentMethod;
  /** Unpaid, paid or refunded (docs/product-rules.md, "Payment and history"). */
  payment_status: PaymentStatus;
  /** The store's own count of its invoices (1, 2 …), written INV-0001 (invoiceNumber). */
  invoice_number: number;
  /** Who carries a shipped order ('' for none said) and the https link to follow it ('' none). */
  carrier: string;
  tracking_url: string;
  /** What the shopper quotes with a bank transfer, e.g. SNAIL-1001. */
  payment_reference: string;
  subtotal_kobo: number;
  delivery_fee_kobo: number;
  total_kobo: number;
  /** The discount code used ('' for none) and what it took off the subtotal (kobo). */
  discount_code: string;
  discount_kobo: number;
  /** Where it came from: the checkout page, "Order on WhatsApp", or where a sale by hand was made. */
  source: OrderSource;
  /** A sale the store recorded by hand (Orders › Record a sale), not a shopper's order. */
  by_hand: boolean;
  /** How a sale taken by hand was paid ('' otherwise): cash, bank_transfer or pos. */
  paid_with: string;
  created_at: string;
  updated_at: string;
  lines: OrderLine[];
  /** Placed, confirmed, paid … oldest first, each with its time. */
  history: OrderEvent[];
  /** Money received online (Paystack): each charge, oldest first (none for other methods). */
  payments: OrderPayment[];
  /** Money sent back online (Paystack refunds), oldest first. */
  refunds: OrderRefund[];
}

/** A charge through Paystack: how much, how (card, bank_transfer, ussd …), its reference. */
export interface OrderPayment {
  amount_kobo: number;
  channel: string;
  reference: string;
  /** 'success', or 'flagged' when it did not match the order (a person looks at it). */
  status: string;
  paid_at: string | null;
}

/** A refund through Paystack: 'pending' until Paystack says 'processed' (or 'failed'). */
export interface OrderRefund {
  amount_kobo: number;
  status: 'pending' | 'processed' | 'failed';
  created_at: string;
}

/** An order as the shopper reads it again by its key: with what to do next for a transfer. */
export interface ShopperOrder extends Order {
  /** The store's bank details for a bank transfer, else empty. */
  bank_details: string;
}

/** An order as its store's managers read it alone: with the shopper's own link, to send them. */
export interface ManagedOrder extends Order {
  /** The order's page as the shopper opens it (with its key): what "Message the shopper" sends. */
  shopper_link: string;
}

/** A placed order as the shopper gets it back: with the key that opens its confirmation page again. */
export interface PlacedOrder extends ShopperOrder {
  access_key: string;
  /** A card order: Paystack's checkout page, where the shopper is sent to pay. */
  payment_url?: string;
}

export type OrderSummary = Omit<Order, 'lines' | 'history' | 'payments' | 'refunds'> & {
  items: number;
  /** Its first lines' pictures (up to 4) as they were sold, with what their alt text says. */
  pictures: Pick<OrderLine, 'name' | 'image' | 'options'>[];
};

export interface OrderPage {
  documents: OrderSummary[];
  total: number;
  page: number;
  per_page: number;
}

// ---------------------------------------------------------------- what the API takes

const optionValue = z.union([
  z.string().max(500, { error: 'An option value is too long', abort: true }),
  z.number(),
  z.boolean(),
  z.array(z.string().max(60)).max(30),
]);

/** An e-mail address, or '' (spaces only count as none). */
const optionalEmail = text({
  max: 254,
  tooLong: 'Enter a valid email address',
  invalid: 'Enter a valid email address',
})
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email({ error: 'Enter a valid email address' })]));

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
  /** Typed as Nigerians write it, stored as +2348035550101 (phone.ts). */
  phone: phoneField('phone number', { required: true }),
  /** Optional: a phone number is enough to order; without an address no shopper mail is sent. */
  email: optionalEmail.default(''),
  fulfilment: z.enum(FULFILMENTS, { error: 'Choose delivery or pickup' }),
  address: shortText('Address', 500).default(''),
  /** A discount code typed at checkout ('' for none): checked and applied by the server. */
  discount_code: z
    .string({ error: 'Enter the discount code as letters and digits' })
    .max(40, { error: 'That discount code is too long', abort: true })
    .default(''),
  zone: shortText('Delivery zone', 80).default(''),
  /** The address's state and LGA: the server picks the zone and its fee from them (delivery-rules.ts). */
  state: shortText('State', 40).default(''),
  lga: shortText('LGA', 60).default(''),
  /** A Lagos day ('2026-12-01'), for a cart with an item that needs notice; '' otherwise. */
  delivery_date: z
    .string({ error: 'Choose a delivery date.' })
    .max(10, { error: 'Choose a delivery date.', abort: true })
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: 'Choose a delivery date.' })
    .default(''),
  delivery_window: shortText('Time of day', 40).default(''),
  note: shortText('Note', 1000).default(''),
  payment: z.enum(PAYMENT_METHODS, { error: 'Choose how you will pay' }),
  /** "Order on WhatsApp" sends 'whatsapp'; the checkout page sends nothing. */
  source: z.enum(SHOPPER_SOURCES, { error: 'Unknown order source' }).default('checkout'),
  /** The checkout's saved cart (carts.ts), which this order turns from abandoned to converted. */
  cart_id: z.uuid({ error: 'Not a cart id' }).optional(),
});
export type OrderRequest = z.input<typeof orderRequest>;

export const orderListQuery = z.strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }).optional(),
  q: z.string().max(200, { abort: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * The store admin moves an order (ORDER_TRANSITIONS). Shipping it may say who carries it and
 * give a tracking link (https only: the shopper's page and mail link to it); sending Shipped
 * again to a shipped order corrects them.
 */
export const orderStatusRequest = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: 'Unknown status' }),
    carrier: shortText('Carrier', 80).optional(),
    tracking_url: text({ max: 500, tooLong: TRACKING_URL_PROBLEM, invalid: TRACKING_URL_PROBLEM })
      .refine((value) => !trackingUrlProblem(value), { error: TRACKING_URL_PROBLEM })
      .optional(),
  })
  .refine(
    (body) =>
      body.status === 'shipped' || (body.carrier === undefined && body.tracking_url === undefined),
    { error: 'A carrier and tracking link go with Shipped only' },
  );
export type OrderStatusRequest = z.input<typeof orderStatusRequest>;

/** Find my order: the order's number and the phone or e-mail it was placed with. */
export const findOrderRequest = z.strictObject({
  number: z
    .string({ error: 'Enter your order number, like #1001.' })
    .max(20, { error: 'Enter your order number, like #1001.', abort: true })
    .transform((value) => value.replace(/[#\s]/g, ''))
    .pipe(z.string().regex(/^\d{1,12}$/, { error: 'Enter your order number, like #1001.' })),
  contact: text({
    max: 200,
    min: 3,
    tooLong: 'Enter the phone number or email you ordered with.',
    invalid: 'Enter the phone number or email you ordered with.',
  }),
});
export type FindOrderRequest = z.input<typeof findOrderRequest>;

/** GET /stores/:store/orders/:order: a shopper sends the order's key; its managers send none. */
export const orderKeyQuery = z.strictObject({
  key: z.string({ error: 'Not a valid order key' }).optional(),
});

/** What find-my-order answers: where the order's page is. */
export interface FoundOrder {
  id: string;
  store: string;
  key: string;
}

/** The store admin moves an order's payment (PAYMENT_TRANSITIONS). */
export const paymentStatusRequest = z.strictObject({
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }),
});
