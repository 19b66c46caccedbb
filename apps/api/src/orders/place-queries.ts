/** Placing an order: pricing the cart's lines, taking stock and the discount, writing it. */
import { randomBytes } from 'node:crypto';
import {
  type MediaEntry,
  nothingToShip,
  payOnDeliveryRefusal,
  type ProductFulfilment,
  type OrderRequest,
  type OrderSource,
  orderValueCapMessage,
  outOfStockMessage,
  pictureFor,
  unitCapMessage,
  type PlacedOrder,
  type ProductOption,
  type StoreInfo,
  zoneFee,
} from '@agency/contract';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { checkSelection } from '../catalogue/index.ts';
import { recordOrderEvent } from './history.ts';
import { claimDiscount, recordRedemption } from '../discounts/index.ts';
import { money } from '../lib/money.ts';
import { checkPaymentMethod, paymentReference } from './payments/index.ts';
import { cardReference } from './online-queries.ts';
import { mergeLines } from './merge-lines.ts';
import { readOrder } from './read-queries.ts';
import { type Handover, handOver, madeToOrderDay, where } from './delivery.ts';

/** A card order placed without an e-mail address. */
export const CARD_NEEDS_EMAIL =
  'Enter your email address to pay online. Paystack sends your receipt there.';

/**
 * A sale the store records by hand (docs/product-rules.md, "Sales taken by hand"): where it was
 * made and how it was paid ('' unpaid). Its lines may carry another price and why; it takes the
 * same stock path and caps as checkout, but not the shopper's ways to pay, pickup address or mails.
 */
export interface HandSale {
  source: string;
  paid_with: string;
}

/** A line as placing takes it: a sale taken by hand may set its price, with a reason. */
export type RequestLine = Required<OrderRequest>['lines'][number] & {
  unit_price_kobo?: number;
  price_reason?: string;
};

/** What placing takes: a shopper's checkout, or a sale by hand (whose `sale` says where it was made). */
type PlaceRequest = Omit<
  Required<OrderRequest>,
  'source' | 'lines' | 'cart_id' | 'state' | 'lga' | 'delivery_date' | 'delivery_window'
> &
  Partial<Pick<OrderRequest, 'state' | 'lga' | 'delivery_date' | 'delivery_window'>> & {
    lines: RequestLine[];
    source?: OrderSource;
  };

interface PricedLine {
  product_id: string;
  variant_id: string;
  name: string;
  image: string;
  options: { label: string; value: string }[];
  unit_price_kobo: number;
  qty: number;
  list_price_kobo: number | null;
  price_reason: string;
}

/**
 * Places an order in one transaction: prices come from the catalogue (never the client), each
 * variant's stock is taken with a conditional UPDATE (row-locked, so two buyers of the last unit
 * cannot both get it), and any line that cannot be had rolls the whole order back.
 */
export async function placeOrder(
  tx: Queryable,
  store: StoreInfo,
  request: PlaceRequest,
  /** Set for a sale taken by hand; a shopper's order has none. */
  sale?: HandSale,
): Promise<PlacedOrder> {
  // One line per variant and options (a repeated line is the same line), and the store's
  // caps on units of one variant and on the order's value, all before any stock is taken.
  const merged = mergeLines(request.lines);
  const priced: (PricedLine & { key: string })[] = [];
  const kinds: ProductFulfilment[] = [];
  // Variants of items made to order: their stock is neither taken nor checked.
  const untracked = new Set<string>();
  const notices: { name: string; lead_days: number }[] = [];
  for (const line of merged) {
    const { rows } = await tx.query<{
      name: string;
      fulfilment: ProductFulfilment;
      mods: ProductOption[];
      media: MediaEntry[];
      variant_mods: Record<string, string>;
      price_kobo: number;
      track_stock: boolean;
      lead_days: number;
    }>(
      `SELECT p.name, p.fulfilment, p.lead_days, p.mods, p.media, v.mods AS variant_mods, v.price_kobo,
              p.track_stock
         FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.id = $1 AND p.id = $2 AND p.store_id = $3 AND p.status = 'active'
          AND (NOT p.sample OR $4)`,
      // A template's sample is sold in a demo store only, until its owner keeps it (decision 044).
      [line.variant_id, line.product_id, store.id, store.is_demo],
    );
    const row = rows[0];
    if (!row)
      throw new DomainError(
        'conflict',
        'An item in your cart is no longer sold. Remove it to place the order.',
      );
    const options = checkSelection(
      { name: row.name, mods: row.mods },
      { mods: row.variant_mods },
      line.selection ?? {},
    );
    kinds.push(row.fulfilment);
    if (!row.track_stock) untracked.add(line.variant_id);
    notices.push({ name: row.name, lead_days: row.lead_days });
    const repriced = line.unit_price_kobo !== undefined && line.unit_price_kobo !== row.price_kobo;
    priced.push({
      key: line.variant_id,
      product_id: line.product_id,
      variant_id: line.variant_id,
      name: row.name,
      // The picture of the chosen choices, kept with the line like its name and price.
      image: pictureFor(row.media, line.selection ?? {}),
      options,
      unit_price_kobo: repriced ? line.unit_price_kobo! : row.price_kobo,
      qty: line.qty,
      list_price_kobo: repriced ? row.price_kobo : null,
      price_reason: repriced ? (line.price_reason ?? '') : '',
    });
  }
  const perVariant = new Map<string, number>();
  for (const line of priced) {
    const units = (perVariant.get(line.variant_id) ?? 0) + line.qty;
    perVariant.set(line.variant_id, units);
    if (units > store.max_units_per_variant)
      throw new DomainError('conflict', unitCapMessage(line.name, store.max_units_per_variant));
  }
  const value = priced.reduce((sum, l) => sum + l.unit_price_kobo * l.qty, 0);
  if (value > store.max_order_kobo)
    throw new DomainError('conflict', orderValueCapMessage(money(store.max_order_kobo)));
  const { fulfilment, zone } = sale
    ? handOver(store, request, nothingToShip(kinds))
    : shipping(store, request, nothingToShip(kinds));
  // A sale taken by hand is the store's own arrangement: its day is not checkout's to refuse.
  const day = sale
    ? { date: null, window: '' }
    : madeToOrderDay(store, notices, request, fulfilment);
  // Best sellers rise in 'Most Popular'; their stock moves (an item form opened before is stale).
  // Products first, then variants: the order in which an item save locks them too.
  await tx.query(
    'UPDATE products SET popularity = popularity + 1, stock_version = stock_version + 1 WHERE id = ANY($1::uuid[])',
    [[...new Set(priced.map((l) => l.product_id))].sort()],
  );
  // Stock per variant, in a fixed order (two orders sharing variants cannot deadlock).
  for (const variantId of [...perVariant.keys()].sort()) {
    if (untracked.has(variantId)) continue;
    const qty = perVariant.get(variantId)!;
    const taken = await tx.query<{ qty: number }>(
      'UPDATE variants SET qty = qty - $2 WHERE id = $1 AND qty >= $2 RETURNING qty',
      [variantId, qty],
    );
    if (taken.rows.length === 0) {
      const left = await tx.query<{ qty: number }>('SELECT qty FROM variants WHERE id = $1', [
        variantId,
      ]);
      const name = priced.find((l) => l.variant_id === variantId)!.name;
      throw new DomainError('conflict', outOfStockMessage(name, left.rows[0]?.qty ?? 0));
    }
  }
  const lines: PricedLine[] = priced.map(({ key: _key, ...line }) => line);
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price_kobo * l.qty, 0);
  // The code's use is taken last, under its row lock, so a refused order never holds one.
  const shopper = { phone: request.phone, email: request.email };
  const discount = request.discount_code.trim()
    ? await claimDiscount(tx, store.id, request.discount_code, shopper, subtotal)
    : undefined;
  const off = discount?.amount_kobo ?? 0;
  // The zone's fee, waived past its free-over amount (counted after the discount).
  const fee = zone ? zoneFee(zone.zone, subtotal - off) : 0;
  const accessKey = randomBytes(18).toString('base64url');
  // The store's next order number (each store counts from #1001) and invoice number (from 1),
  // raised in one statement under its counter's row lock until this transaction ends, so parallel
  // orders get distinct numbers and a number is never given twice.
  const { rows: numbered } = await tx.query<{ number: number; invoice: number }>(
    `INSERT INTO store_order_numbers AS n (store_id, last, last_invoice) VALUES ($1, 1001, 1)
     ON CONFLICT (store_id) DO UPDATE SET last = n.last + 1, last_invoice = n.last_invoice + 1
     RETURNING last::int AS number, last_invoice::int AS invoice`,
    [store.id],
  );
  const { number, invoice } = numbered[0]!;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO orders (store_id, access_key, name, phone, email, fulfilment, address, zone, note,
        payment, subtotal_kobo, delivery_fee_kobo, total_kobo, is_demo, number, payment_reference,
        discount_code, discount_kobo, source, by_hand, paid_with, payment_status, status,
        invoice_number, delivery_state, delivery_lga, delivery_date, delivery_window)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
        $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)
      RETURNING id`,
    [
      store.id,
      accessKey,
      request.name,
      request.phone,
      request.email,
      fulfilment,
      fulfilment === 'delivery' ? request.address : '',
      zone?.zone.name ?? '',
      request.note,
      request.payment,
      subtotal,
      fee,
      subtotal - off + fee,
      store.is_demo === true,
      number,
      request.payment === 'card'
        ? cardReference(paymentReference(store.slug, number))
        : paymentReference(store.slug, number),
      discount?.code ?? '',
      off,
      sale?.source ?? request.source ?? 'checkout',
      sale !== undefined,
      sale?.paid_with ?? '',
      sale?.paid_with ? 'paid' : 'unpaid',
      // The store took it itself: confirmed, so the sweep of unconfirmed orders never cancels it.
      sale ? 'confirmed' : 'new',
      invoice,
      zone?.state ?? '',
      zone?.lga ?? '',
      day.date,
      day.window,
    ],
  );
  const orderId = rows[0]!.id;
  if (discount) await recordRedemption(tx, orderId, discount, shopper);
  // The shopper's receipt, sent by the mail worker once this transaction has committed (within
  // the per-address cap of history.ts: past it the order is still placed, its page still works).
  // A sale taken by hand mails no receipt: the customer is at the counter or in the store's chat.
  await recordOrderEvent(tx, orderId, sale ? '' : request.email, 'placed');
  if (sale) await recordOrderEvent(tx, orderId, '', 'confirmed');
  if (sale?.paid_with) await recordOrderEvent(tx, orderId, '', 'paid');
  for (const line of lines) {
    await tx.query(
      `INSERT INTO order_lines (order_id, product_id, variant_id, name, image, options, unit_price_kobo, qty,
          list_price_kobo, price_reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        orderId,
        line.product_id,
        line.variant_id,
        line.name,
        line.image,
        JSON.stringify(line.options),
        line.unit_price_kobo,
        line.qty,
        line.list_price_kobo,
        line.price_reason,
      ],
    );
  }
  const order = (await readOrder(tx, orderId))!;
  return {
    ...order,
    access_key: accessKey,
    bank_details: request.payment === 'bank_transfer' ? store.bank_details : '',
  };
}

/**
 * How the order reaches the shopper and where (its fee follows the discount). A cart with nothing
 * to ship (e-mailed or booked items only) takes no address and no zone, whatever the client sent.
 * Pay on delivery is refused where the store does not take it: nothing shipped, switched off for
 * the store or for the chosen zone (contract payOnDeliveryRefusal, the rule checkout offers by).
 */
function shipping(store: StoreInfo, request: PlaceRequest, noShipping: boolean): Handover {
  checkPaymentMethod(request.payment, store);
  // Paystack's checkout needs the shopper's e-mail (its receipt goes there).
  if (request.payment === 'card' && !request.email.trim())
    throw new DomainError('invalid', CARD_NEEDS_EMAIL);
  const found = where(store, request, noShipping);
  if (request.payment === 'pay_on_delivery') {
    const refusal = payOnDeliveryRefusal(store, found.fulfilment, found.zone?.zone.name ?? '');
    if (refusal) throw new DomainError('invalid', refusal);
  }
  return found;
}
