/** Sales taken by hand and the store's customers: the requests and the shapes the API sends. */
import { z } from 'zod';
import { money, phoneField, shortText } from './fields.ts';
import { orderRequest, type OrderSummary } from './orders.ts';
import {
  CUSTOMERS_PER_PAGE,
  MANUAL_CONTACT_NEEDED,
  MANUAL_NAME_NEEDED,
  MANUAL_SOURCES,
  PAID_WITH,
  PRICE_REASON_NEEDED,
} from './sale-rules.ts';
import { emailField } from './strings.ts';

const requestLine = orderRequest.shape.lines.element;

/**
 * A sale the store records by hand (POST /stores/:store/orders/manual): items from the catalogue,
 * each at its listed price or at `unit_price_kobo` with a `price_reason`; paid (`paid_with`) or
 * not; delivered to a zone or picked up. A walk-in sale may name nobody; any other needs the
 * customer's name and phone.
 */
export const manualOrderRequest = z
  .strictObject({
    source: z.enum(MANUAL_SOURCES, { error: 'Choose where the sale was made' }),
    lines: z
      .array(
        requestLine.extend({
          /** The price charged for one, when it is not the listed price. */
          unit_price_kobo: money('Price').optional(),
          price_reason: shortText('Reason', 200).default(''),
        }),
      )
      .min(1, { error: 'Add an item to the sale' })
      .max(50, { error: 'At most 50 lines per order' }),
    name: shortText('Name', 120).default(''),
    phone: phoneField('phone number').default(''),
    email: z.union([z.literal(''), emailField('Enter a valid email address')]).default(''),
    fulfilment: z.enum(['delivery', 'pickup'], { error: 'Choose delivery or pickup' }),
    address: shortText('Address', 500).default(''),
    zone: shortText('Delivery zone', 80).default(''),
    note: shortText('Note', 1000).default(''),
    /**
     * How it will be paid while unpaid (on delivery, or by transfer). Not online: a card order is
     * one the shopper starts on Paystack's page, which a sale taken by hand never opens.
     */
    payment: z
      .enum(['pay_on_delivery', 'bank_transfer'], { error: 'Choose how it will be paid' })
      .default('pay_on_delivery'),
    /** How it was paid ('' while not paid). */
    paid_with: z.enum(['', ...PAID_WITH], { error: 'Choose how it was paid' }).default(''),
  })
  .superRefine((sale, ctx) => {
    sale.lines.forEach((line, index) => {
      if (line.unit_price_kobo !== undefined && !line.price_reason)
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'price_reason'],
          message: PRICE_REASON_NEEDED,
        });
    });
    if (sale.source === 'walk_in') return;
    if (sale.name.length < 2)
      ctx.addIssue({ code: 'custom', path: ['name'], message: MANUAL_NAME_NEEDED });
    if (!sale.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MANUAL_CONTACT_NEEDED });
  });
export type ManualOrderRequest = z.input<typeof manualOrderRequest>;
export type ManualOrder = z.output<typeof manualOrderRequest>;

// ---------------------------------------------------------------- customers

/** Everyone who ordered from a store, merged by phone number or e-mail address. */
export interface Customer {
  /** The phone (or, without one, the e-mail) that names this customer in links. */
  key: string;
  name: string;
  phones: string[];
  emails: string[];
  /** Orders placed, cancelled ones too. */
  orders: number;
  /** Totals of the orders neither cancelled nor refunded (kobo). */
  spent_kobo: number;
  first_order_at: string;
  last_order_at: string;
}

export interface CustomerPage {
  documents: Customer[];
  total: number;
  page: number;
  per_page: number;
}

export interface CustomerDetail extends Customer {
  /** Newest first. */
  order_list: OrderSummary[];
}

export const customerListQuery = z.strictObject({
  q: z.string().max(200, { abort: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

export const DEFAULT_CUSTOMERS_PER_PAGE = CUSTOMERS_PER_PAGE;
