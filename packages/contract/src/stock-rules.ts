/**
 * Stock and a store's order limits (docs/product-rules.md, "Order limits", "Low stock"): the
 * defaults, the units a shopper may take, and what they read when a line or an order is too much.
 * No zod here: the item page and the cart import it through '@agency/contract/catalogue'.
 */

/**
 * A store's low-stock threshold when it set none (migration 38's default): stock at or below it
 * shows as low on the overview and in the owner's morning mail.
 */
export const LOW_STOCK = 3;
/** Most units of one line in one order. */
export const MAX_LINE_QTY = 99;

/** A store's order limits when it set none (docs/product-rules.md, "Order limits"). */
export const DEFAULT_ORDER_LIMITS = {
  max_units_per_variant: 20,
  max_order_kobo: 200_000_000,
  unconfirmed_order_hours: 48,
} as const;

/** An order asks for more units of one item (lines of one variant added up) than the store allows. */
export function unitCapMessage(name: string, cap: number): string {
  return `At most ${cap} of ${name} per order. Lower the quantity to place the order.`;
}

/** An order is worth more than the store takes online (the amount already in naira text). */
export function orderValueCapMessage(maxNaira: string): string {
  return `Orders over ${maxNaira} are not taken online. Lower the quantities or call the store.`;
}

/** A save whose stock was opened before an order came in (the stock_version moved on). */
export const STOCK_CHANGED =
  'Stock changed since you opened this item (an order came in). Reload to see it.';

/** What the shopper reads when a line can no longer be had in the asked quantity. */
export function outOfStockMessage(name: string, left: number): string {
  return left <= 0
    ? `${name} is out of stock. Remove it from your cart to place the order.`
    : `Only ${left} of ${name} left. Lower the quantity to place the order.`;
}

/**
 * Units a shopper may take of a variant: its stock, or for an item made to order (its stock not
 * tracked) the cap on one line.
 */
export const unitsLeft = (product: { track_stock?: boolean }, variant: { qty: number }) =>
  product.track_stock === false ? MAX_LINE_QTY : variant.qty;
