/**
 * Stores: what shoppers and managers see of a store. The requests that set one up are in
 * store-requests.ts, exported from here too.
 */
import type { OrderSummary } from './orders.ts';
import type { StoreAddress, StoreLook } from './store-look.ts';

export * from './store-requests.ts';

// ---------------------------------------------------------------- shapes the API sends

export interface DeliveryZone {
  name: string;
  fee_kobo: number;
  /** False: pay on delivery is not offered for deliveries here (left out: it is). */
  pay_on_delivery?: boolean;
  /**
   * Where it delivers: states ('Kano'), LGAs ('Lagos/Eti-Osa'), '*' for anywhere else in Nigeria
   * (delivery-rules.ts). Left out: a named zone the shopper picks by name (stores from before).
   */
  areas?: string[];
  /** Free delivery for orders worth this much or more after any discount (kobo); left out: never. */
  free_over_kobo?: number;
  /** How long delivery takes there, as the store says it: '1–2 days'. */
  estimate?: string;
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
  /**
   * A prospect's demo or a visitor's sandbox: shared by its link, its pages carry noindex, it has
   * no store host, and its `origin` is the agency's /demo path (decision 033).
   */
  noindex?: boolean;
  /** Closed by an admin: its pages say so and it takes no orders; its managers still see it. */
  disabled?: boolean;
  /**
   * Launched and not opened yet by its owner: its pages say it is opening soon, with a way to reach
   * it, and it takes no orders (decision 044). Never on a demo store.
   */
  opening_soon?: boolean;
  contact_email: string;
  contact_phone: string;
  delivery_zones: DeliveryZone[];
  /** False: the store takes no pay on delivery, whatever the zone (catalogue-rules.ts payOnDeliveryRefusal). */
  pay_on_delivery: boolean;
  /** The days it delivers or hands over made-to-order items (0 Sunday … 6 Saturday). */
  opening_days: number[];
  /** The times of day a shopper chooses with a date ('Morning (9am–12pm)'); [] asks none. */
  delivery_windows: string[];
  /** Empty when the store offers no pickup. */
  pickup_address: string;
  /** Shown to shoppers who pay by transfer; empty when the store takes no transfers. */
  bank_details: string;
  /** Takes online payments (Paystack is set up and the store's payouts are connected). */
  pays_online: boolean;
  /** Order limits (docs/product-rules.md, "Order limits"): units of one variant in one order … */
  max_units_per_variant: number;
  /** … the most one order may be worth (kobo, delivery left out) … */
  max_order_kobo: number;
  /** … and the hours a 'new' order nobody confirmed holds its stock before it is cancelled. */
  unconfirmed_order_hours: number;
  /** Items with this many or fewer left are in the owner's morning low-stock mail (3 unless set). */
  low_stock_threshold: number;
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

export interface StoreOverview {
  /**
   * Today's orders (Lagos day), cancelled ones left out: their paid total, and what the unpaid
   * ones still owe (docs/product-rules.md, "What counts as paid").
   */
  today: { orders: number; revenue_kobo: number; awaiting_kobo: number };
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
    /** Its own address (the custom domain once secure, else {slug}.{store domain}); a demo's pages are the agency's. */
    is_demo: boolean;
    origin: string;
    products: number;
    orders: number;
    open_orders: number;
    /** Paid orders' totals (docs/product-rules.md, "What counts as paid")… */
    revenue_kobo: number;
    /** … and what the unpaid ones, not cancelled, still owe. */
    awaiting_kobo: number;
  } | null;
}
