import { z } from 'zod';
import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type Fulfilment,
  type OrderStatus,
} from './catalogue-rules.ts';

// ---------------------------------------------------------------- what the API takes

/** `?period=7d|30d|90d` (30d when left out) for a store's and an owner's analytics. */
export const analyticsQuery = z.strictObject({
  period: z.enum(ANALYTICS_PERIODS, { error: 'Choose a period of 7d, 30d or 90d' }).optional(),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

// ---------------------------------------------------------------- shapes the API sends

/**
 * Headline numbers of a period (docs/product-rules.md, "What counts as paid"). `orders` counts the
 * orders placed in it that were not cancelled, `cancelled` the others; `revenue_kobo` (sales) is
 * the total of the paid ones only, `awaiting_kobo` what the unpaid ones still owe.
 */
export interface AnalyticsTotals {
  orders: number;
  cancelled: number;
  paid_orders: number;
  revenue_kobo: number;
  awaiting_kobo: number;
  /** revenue_kobo ÷ paid orders, rounded to the kobo; 0 with none. */
  average_order_kobo: number;
}

/** One Lagos day of the period: its date (YYYY-MM-DD), orders placed (not cancelled), paid sales. */
export interface AnalyticsDay {
  date: string;
  orders: number;
  revenue_kobo: number;
}

/** The period asked for: the first and last Lagos day counted, both included. */
export interface AnalyticsRange {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  time_zone: string;
}

/** What both analytics screens share: the period, its totals, the period before it, and each day. */
export interface AnalyticsSummary {
  range: AnalyticsRange;
  totals: AnalyticsTotals;
  /** The same number of days just before `from`, to compare with. */
  previous: AnalyticsTotals;
  days: AnalyticsDay[];
}

export interface TopProduct {
  /** null when the item was deleted since (its past order lines keep their name). */
  product_id: string | null;
  name: string;
  units: number;
  revenue_kobo: number;
}

/** GET /stores/:store/analytics: one store's period. */
export interface StoreAnalytics extends AnalyticsSummary {
  store: { slug: string; name: string };
  /** Best sellers of orders not cancelled, five by units and five by sales (line totals, no delivery fee). */
  top_by_units: TopProduct[];
  top_by_revenue: TopProduct[];
  by_status: Record<OrderStatus, number>;
  /** Orders not cancelled, by how they reach the shopper. */
  by_fulfilment: Record<Fulfilment, { orders: number; revenue_kobo: number }>;
  /** Orders not cancelled that used a discount code, and the kobo the codes took off. */
  discounts: { redemptions: number; given_kobo: number };
  /** Orders not cancelled placed from an abandoned checkout's restore link, and their naira. */
  recovered_carts: { orders: number; revenue_kobo: number };
}

/** GET /my/analytics: every store of the owner's businesses (an admin: every store). */
export interface OwnerAnalytics extends AnalyticsSummary {
  stores: ({
    slug: string;
    name: string;
    /** A demo store lives on the agency's /demo path; a client store on its own address. */
    is_demo: boolean;
    /** The store's own address (its custom domain once secure, else {slug}.{STORE_DOMAIN}). */
    origin: string;
    business_id: string;
    business_name: string;
  } & AnalyticsTotals)[];
}
