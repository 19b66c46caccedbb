import { z } from 'zod';
import { storeSettingsRequest } from './stores.ts';
import { text } from './strings.ts';

/**
 * From prospect to store (docs/product-rules.md, "From prospect to store"): a demo store made from
 * a business of the outreach list, its views, its launch, the launch checklist and the agency's
 * board of client stores.
 */

/** "Make a demo store": a trade template, the prospect's name, and optionally a logo and colour. */
export const demoStoreRequest = storeSettingsRequest
  .pick({ logo_url: true, primary_colour: true })
  .extend({
    template: text({
      max: 40,
      invalid: 'Choose a template for the store',
      tooLong: 'Choose a template for the store',
      min: 1,
    }),
    name: text({
      max: 120,
      min: 2,
      invalid: 'Enter the name the store should show, like Ibadan Shea Co.',
      tooLong: 'Keep the store name under 120 characters.',
    }),
  })
  .strict();
export type DemoStoreRequest = z.input<typeof demoStoreRequest>;

/** A trade template a demo store can start from. */
export interface TemplateChoice {
  id: string;
  name: string;
  summary: string;
}

/** What the "Make a demo store" form opens with: the templates and the guess for this business. */
export interface DemoStoreOptions {
  templates: TemplateChoice[];
  /** The template the business's name and notes point to, or the first one. */
  guess: string;
  /** The prospect's name, as the store will show it. */
  name: string;
}

/** One item of a store's launch checklist, ticked from the store's data. */
export interface ChecklistItem {
  key: 'identity' | 'products' | 'delivery' | 'payment' | 'domain' | 'test_order';
  label: string;
  done: boolean;
  /** Done before its owner may open the store (POST /stores/:store/open). */
  essential: boolean;
  /** The store admin screen that completes it (with ?store=). */
  link: string;
}

export interface StoreChecklist {
  store: {
    slug: string;
    name: string;
    is_demo: boolean;
    launched_at: string | null;
    /** When its owner (or an admin) opened it to shoppers; null while it is opening soon. */
    opened_at: string | null;
  };
  items: ChecklistItem[];
  done: number;
  total: number;
}

/** A business's store as its row in the outreach list shows it. */
export interface BusinessStore {
  slug: string;
  is_demo: boolean;
  /** Visitors counted (one per visitor per day). */
  views: number;
  last_viewed_at: string | null;
  launched_at: string | null;
  checklist_done: number;
  checklist_total: number;
}

/** One row of the agency's client stores board. */
export interface ClientStoreRow {
  slug: string;
  name: string;
  business_id: string;
  business_name: string;
  marketer_name: string | null;
  checklist_done: number;
  checklist_total: number;
  orders_this_week: number;
  /** Orders still "new" 24 hours after they were placed. */
  stale_new_orders: number;
  out_of_stock: number;
  /** Null when the store has had no order yet. */
  days_since_last_order: number | null;
  /** Takes online payments (its payouts are connected to Paystack). */
  pays_online: boolean;
}

export interface ClientStoreBoard {
  documents: ClientStoreRow[];
}

/**
 * What a store is, for an admin taking stores down (docs/product-rules.md, "Client stores"):
 * a business's own store, the agency's showcase (the demo brand), a demo made for a prospect, or
 * a visitor's sandbox ('Try the store admin', or a store made in a 'Try the demo' workspace).
 */
export const STORE_KINDS = ['client', 'showcase', 'prospect', 'sandbox'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** One store an admin found by name or address: any store, demos and sandboxes too. */
export interface FoundStore {
  slug: string;
  name: string;
  business_name: string;
  kind: StoreKind;
  /** Closed by an admin: shoppers see it is closed, no order is taken. */
  disabled: boolean;
  created_at: string;
}

export interface FoundStoreList {
  documents: FoundStore[];
}

/** GET /all-stores: `q` matches a store's name, address (slug) or business name. */
export const findStoresQuery = z.strictObject({
  q: z.string().max(120, { error: 'Search is too long', abort: true }).optional(),
});

/** The launch: the owner invited by the business's e-mail address. */
export interface LaunchResult {
  slug: string;
  owner_email: string;
}
