/**
 * Catalogue and order rules both sides need: tag groups, sorts, option matching, order states.
 * No zod here, so the storefront imports it ('@agency/contract/catalogue') without the schema
 * library; the shapes the API sends are in catalogue.ts, orders.ts and stores.ts.
 */
import { formatLagosTime } from './lagos-time.ts';

export * from './order-rules.ts';

/** The six kinds of product option (docs/product-rules.md, Catalogue). */
export const OPTION_TYPES = ['list', 'number', 'text', 'boolean', 'datetime', 'color'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

interface OptionBase {
  prompt: string;
  required: boolean;
  /** What carts, orders and mails call the option ("Crate note"); its key made readable when unset. */
  label?: string;
}

/** One option of a product, as defined: how the shopper chooses it (the words: Product in catalogue.ts). */
export type OptionDef =
  | (OptionBase & { type: 'list'; options: string[]; multi_select: boolean })
  | (OptionBase & { type: 'number'; min: number; max: number; step: number; unit: string })
  | (OptionBase & { type: 'text'; max: number })
  | (OptionBase & { type: 'boolean' })
  | (OptionBase & { type: 'datetime' })
  | (OptionBase & { type: 'color'; options?: string[] });

/** An option with its key, as products list them: in the order the chooser steps through. */
export type ProductOption = OptionDef & { key: string };

export type OptionValue = string | number | boolean | string[];
/** The chosen value of each option, by option key. */
export type Selection = Record<string, OptionValue | undefined>;

export interface VariantLike {
  mods: Record<string, string>;
}

/**
 * Selected tags grouped as the filter applies them: tags within one group widen (any of them),
 * groups narrow each other. Tags outside every group form a group of their own.
 */
export function tagFilterGroups(
  tags: string[],
  groups: { name: string; tags: string[] }[],
): string[][] {
  const grouped = groups.map((group) => group.tags.filter((tag) => tags.includes(tag)));
  const loose = tags.filter((tag) => !groups.some((group) => group.tags.includes(tag)));
  return [...grouped, loose].filter((selected) => selected.length > 0);
}

/** An item is sold ('active') or the store's own until published ('draft': shoppers never see it). */
export const PRODUCT_STATUSES = ['active', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Sort orders of the store index: Latest, Oldest, Most Popular, then price both ways (docs/product-rules.md). The label is the URL value. */
export const SORTS = [
  'Latest',
  'Oldest',
  'Most Popular',
  'Price: low to high',
  'Price: high to low',
] as const;
export type Sort = (typeof SORTS)[number];

/** Products per page of the store index. */
export const PRODUCTS_PER_PAGE = 24;

export const REQUIRED_MESSAGE = 'This field is required';
export const NO_MATCH_MESSAGE = 'No variants match selected';

const same = (a: unknown, b: unknown) => String(a).toLowerCase() === String(b).toLowerCase();

export function isEmpty(value: OptionValue | undefined): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Whether a variant fits every chosen option it depends on (case-insensitive, docs/product-rules.md). */
export function variantMatches(variant: VariantLike, selection: Selection): boolean {
  return Object.entries(variant.mods).every(([name, value]) => {
    const chosen = selection[name];
    return !isEmpty(chosen) && same(chosen, value);
  });
}

/** Required list and colour options start on their first choice, numbers on their minimum. */
export function initialSelection(options: readonly ProductOption[]): Selection {
  const selection: Selection = {};
  for (const option of options) {
    if (option.type === 'number') selection[option.key] = option.min;
    else if (
      (option.type === 'list' || option.type === 'color') &&
      option.required &&
      option.options?.length
    )
      selection[option.key] =
        option.type === 'list' && option.multi_select ? [option.options[0]!] : option.options[0];
  }
  return selection;
}

/** How a chosen value reads in the summary, the cart, the order and the store's mail. */
export function describeValue(option: OptionDef, value: OptionValue | undefined): string {
  if (isEmpty(value)) return 'Not set';
  if (option.type === 'boolean') return value ? 'Yes' : 'No';
  if (option.type === 'number') return `${value} ${option.unit}`.trim();
  if (option.type === 'datetime') return formatLagosTime(String(value));
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** What a line calls an option: its own label, else a name made from its key. */
export function optionName(option: { key: string; label?: string }): string {
  return option.label?.trim() || optionLabel(option.key);
}

/** An option's short name: size → Size, giftWrap → Gift wrap, color → Colour. */
export function optionLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bcolor\b/, 'colour');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The options a line shows: every chosen, non-empty one, in the product's order. */
export function describeSelection(
  options: readonly ProductOption[],
  selection: Selection,
): { label: string; value: string }[] {
  return options
    .filter(
      (option) =>
        !isEmpty(selection[option.key]) && !(option.type === 'boolean' && !selection[option.key]),
    )
    .map((option) => ({
      label: optionName(option),
      value: describeValue(option, selection[option.key]),
    }));
}

/** Money: integer kobo in the API, naira on screen. */
export const koboToNaira = (kobo: number) => kobo / 100;
export const nairaToKobo = (naira: number) => Math.round(naira * 100);

export const ORDER_STATUSES = [
  'new',
  'confirmed',
  'ready',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order may go next, by how it reaches the shopper (docs/product-rules.md, "Order
 * steps"): new → confirmed, then a pickup may be made ready for pickup and a delivery shipped
 * (out for delivery, with a carrier and tracking link) before it is delivered or collected. A
 * step may be skipped (confirmed → delivered); any open order may be cancelled (a parcel that came
 * back); delivered and cancelled are final.
 */
export const ORDER_TRANSITIONS: Record<Fulfilment, Record<OrderStatus, readonly OrderStatus[]>> = {
  delivery: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['shipped', 'delivered', 'cancelled'],
    ready: [],
    shipped: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  },
  pickup: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['ready', 'delivered', 'cancelled'],
    ready: ['delivered', 'cancelled'],
    shipped: [],
    delivered: [],
    cancelled: [],
  },
  none: {
    new: ['confirmed', 'cancelled'],
    confirmed: ['delivered', 'cancelled'],
    ready: [],
    shipped: [],
    delivered: [],
    cancelled: [],
  },
};

/** The statuses an order may move to from where it stands. */
export function nextStatuses(order: {
  status: OrderStatus;
  fulfilment: Fulfilment;
}): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[order.fulfilment][order.status];
}

/** An order still to be handed over: its units are out of stock until it is delivered or cancelled. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'confirmed', 'ready', 'shipped'];

export const TRACKING_URL_PROBLEM =
  'Enter the tracking link as a web address starting with https://';

/**
 * What is wrong with a tracking link ('' when nothing is): an https address with a host name,
 * at most 500 characters, or none at all. The shopper's page and mail link to it, so nothing
 * else (http, javascript:, a bare word) is taken.
 */
export function trackingUrlProblem(value: string): string {
  const link = value.trim();
  if (!link) return '';
  if (link.length > 500) return 'The tracking link is at most 500 characters';
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password)
      return TRACKING_URL_PROBLEM;
  } catch {
    return TRACKING_URL_PROBLEM;
  }
  return /\s/.test(link) ? TRACKING_URL_PROBLEM : '';
}

/** An invoice number as the store's receipts write it: INV-0001 (each store counts its own). */
export const invoiceNumber = (number: number) => `INV-${String(number).padStart(4, '0')}`;

/** 'card': paid online through Paystack (card, bank transfer or USSD on Paystack's page). */
export const PAYMENT_METHODS = ['pay_on_delivery', 'bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  pay_on_delivery: 'Pay on delivery',
  bank_transfer: 'Bank transfer',
  card: 'Pay now (card, transfer, USSD)',
};

/** How an order reaches the shopper; 'none' when nothing in it is shipped (e-mailed or booked only). */
export const FULFILMENTS = ['delivery', 'pickup', 'none'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  delivery: 'Delivery',
  pickup: 'Pickup',
  none: 'Nothing to ship',
};

/** How one product is fulfilled: shipped (delivery or pickup), e-mailed (digital) or booked (a service). */
export const PRODUCT_FULFILMENTS = ['shipped', 'digital', 'service'] as const;
export type ProductFulfilment = (typeof PRODUCT_FULFILMENTS)[number];
export const PRODUCT_FULFILMENT_LABELS: Record<ProductFulfilment, string> = {
  shipped: 'Shipped (delivery or pickup)',
  digital: 'E-mailed (digital)',
  service: 'Booked (a service)',
};

/** A cart or order whose every item is e-mailed or booked: no address, no fee, no pay on delivery. */
export function nothingToShip(kinds: readonly (ProductFulfilment | undefined)[]): boolean {
  return kinds.length > 0 && kinds.every((kind) => kind === 'digital' || kind === 'service');
}

export const NOTHING_TO_SHIP_PAYMENT =
  'Pay on delivery is not offered when nothing is shipped. Choose bank transfer.';
export const SHIPPED_NEEDS_FULFILMENT = 'Choose delivery or pickup';
export * from './pay-rules.ts';
export * from './discount-rules.ts';
export * from './lagos-time.ts';
export * from './whatsapp.ts';
export * from './option-pictures.ts';
export * from './delivery-rules.ts';

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

/** The order number as shoppers and staff read it. */
export const orderNumber = (number: number) => `#${number}`;

/** The store and owner analytics' periods: the last 7, 30 or 90 days, today included (Lagos time). */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
/** The days a store's and an owner's analytics count in: Lagos days, whatever the server's zone. */
export const ANALYTICS_TIME_ZONE = 'Africa/Lagos';
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};
/** The period choice's buttons, in order. */
export const ANALYTICS_PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({
  value,
  label: ANALYTICS_PERIOD_LABELS[value],
}));
/** A `?period=` from the address bar, or the default when it is missing or unknown. */
export const analyticsPeriod = (value: string | null): AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly string[]).includes(value ?? '')
    ? (value as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD;

// ---------------------------------------------------------------- bulk work on items (catalogue-bulk.ts)

/** Items one bulk call may change: a page of Our Items with room to spare. */
export const BULK_MAX_ITEMS = 100;

/**
 * delete: the items go (their orders keep their lines); publish / draft: their status;
 * set_category: `tag` is added to each item's categories, their other categories stay.
 */
export const BULK_ACTIONS = ['delete', 'publish', 'draft', 'set_category'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * Units a shopper may take of a variant: its stock, or for an item made to order (its stock not
 * tracked) the cap on one line.
 */
export const unitsLeft = (product: { track_stock?: boolean }, variant: { qty: number }) =>
  product.track_stock === false ? MAX_LINE_QTY : variant.qty;

/** "3 items" / "1 item". */
export const itemCount = (n: number) => `${n.toLocaleString('en-NG')} item${n === 1 ? '' : 's'}`;
